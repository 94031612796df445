/** Chromium (Blink): Debian's /usr/bin/chromium driven by playwright-core over CDP, as in test/e2e. */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type ElementHandle,
  type Page,
} from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../../harness/chromium.ts";
import { BaseDriver, defaultHeight, type Point } from "./base";
import type { Key, OpenOptions } from "./types";

export class ChromiumDriver extends BaseDriver<ElementHandle> {
  readonly engine = "chromium" as const;
  protected readonly nativeErrors = true;
  private context: BrowserContext | undefined;
  private current: Page | undefined;
  private cdp: CDPSession | undefined;
  private messages: string[] = [];
  /** The size and motion of the open page, for `reuse`. */
  private opened = "";

  private constructor(
    baseUrl: string,
    private readonly browser: Browser,
    readonly version: string,
  ) {
    super(baseUrl);
  }

  static async launch(baseUrl: string): Promise<ChromiumDriver> {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    return new ChromiumDriver(baseUrl, browser, `Chromium ${browser.version()}`);
  }

  private get page(): Page {
    if (!this.current) throw new Error("chromium: no page is open");
    return this.current;
  }

  async open(path: string, { width, height, reducedMotion, reuse, scripted }: OpenOptions): Promise<void> {
    const wanted = `${width}x${height ?? defaultHeight(width)}${reducedMotion ? " reduced" : ""}`;
    if (reuse && this.current && this.opened === wanted) {
      this.messages = [];
      await this.resetProbe();
      await this.goto(path, { scripted });
      return;
    }
    await this.closePage();
    this.context = await this.browser.newContext({
      viewport: { width, height: height ?? defaultHeight(width) },
      reducedMotion: reducedMotion ? "reduce" : "no-preference",
    });
    const page = await this.context.newPage();
    this.current = page;
    this.opened = wanted;
    this.messages = [];
    page.on("console", (msg) => {
      if (msg.type() !== "error") return;
      // The document's own 4xx status (a re-rendered form) is not a failed resource.
      if (/^Failed to load resource/.test(msg.text()) && msg.location().url === page.url()) return;
      this.messages.push(msg.text());
    });
    page.on("pageerror", (error) => this.messages.push(`pageerror: ${error.message}`));
    await this.goto(path, { scripted });
  }

  protected async navigate(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: "load" });
  }

  protected exec<R>(expression: string): Promise<R> {
    return this.page.evaluate(expression) as Promise<R>;
  }

  protected async handle(expression: string): Promise<ElementHandle | null> {
    return (await this.page.evaluateHandle(expression)).asElement();
  }

  protected nativeClick(element: ElementHandle): Promise<void> {
    return element.click();
  }

  protected nativeHover(element: ElementHandle): Promise<void> {
    return element.hover();
  }

  protected nativeType(_element: ElementHandle, text: string): Promise<void> {
    return this.page.keyboard.type(text);
  }

  /**
   * Touch through the DevTools protocol (`Input.dispatchTouchEvent`), as a touchscreen sends it:
   * Chromium makes the touch events, the pointer events (pointerType "touch") and, for a tap, the
   * click. (Playwright's own touchscreen only taps, and needs a `hasTouch` context.)
   */
  protected async nativeTouch(path: readonly Point[]): Promise<void> {
    const cdp = (this.cdp ??= await this.context!.newCDPSession(this.page));
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", point?: Point) =>
      cdp.send("Input.dispatchTouchEvent", { type, touchPoints: point ? [{ ...point, id: 1 }] : [] });
    await touch("touchStart", path[0]);
    for (const point of path.slice(1)) await touch("touchMove", point);
    await touch("touchEnd");
  }

  protected nativePress(key: Key): Promise<void> {
    return this.page.keyboard.press(key);
  }

  protected async viewportPng(): Promise<Buffer> {
    return this.page.screenshot();
  }

  /** Chromium captures the whole page itself (after the page was scrolled through). */
  protected async fullPagePng(): Promise<Buffer> {
    await this.readyForCapture(true);
    return this.page.screenshot({ fullPage: true });
  }

  protected nativeMessages(): string[] {
    return [...this.messages];
  }

  async closePage(): Promise<void> {
    const context = this.context;
    this.context = undefined;
    this.current = undefined;
    this.cdp = undefined;
    await context?.close();
  }

  async quit(): Promise<void> {
    await this.closePage();
    await this.browser.close();
  }
}
