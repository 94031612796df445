/**
 * Firefox (Gecko): Debian's firefox-esr driven by puppeteer-core over WebDriver BiDi, headless.
 * Firefox has no BiDi command for `prefers-reduced-motion`, so a second browser is launched with
 * the preference `ui.prefersReducedMotion` for the pages opened with reduced motion.
 */
import puppeteer, {
  type Browser,
  type BrowserContext,
  type ElementHandle,
  type KeyInput,
  type Page,
} from "puppeteer-core";
import { BaseDriver, defaultHeight, type Point } from "./base";
import type { Key, OpenOptions } from "./types";

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

const launchFirefox = (reducedMotion: boolean) =>
  puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: {
      "ui.prefersReducedMotion": reducedMotion ? 1 : 0,
      // No update checks, telemetry or remote settings: the suite makes no request off the machine.
      "app.update.enabled": false,
      "datareporting.policy.dataSubmissionEnabled": false,
      "network.captive-portal-service.enabled": false,
    },
  });

export class FirefoxDriver extends BaseDriver<ElementHandle> {
  readonly engine = "firefox" as const;
  protected readonly nativeErrors = true;
  private reducedBrowser: Promise<Browser> | undefined;
  private context: BrowserContext | undefined;
  private current: Page | undefined;
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

  static async launch(baseUrl: string): Promise<FirefoxDriver> {
    const browser = await launchFirefox(false);
    const [name, version] = (await browser.version()).split("/");
    return new FirefoxDriver(baseUrl, browser, `${name === "firefox" ? "Firefox" : name} ${version}`);
  }

  private get page(): Page {
    if (!this.current) throw new Error("firefox: no page is open");
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
    const browser = reducedMotion ? await (this.reducedBrowser ??= launchFirefox(true)) : this.browser;
    this.context = await browser.createBrowserContext();
    const page = await this.context.newPage();
    this.current = page;
    this.opened = wanted;
    this.messages = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") this.messages.push(msg.text());
    });
    page.on("pageerror", (error) => this.messages.push(`pageerror: ${(error as Error).message ?? String(error)}`));
    await page.setViewport({ width, height: height ?? defaultHeight(width) });
    await this.goto(path, { scripted });
  }

  protected async navigate(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: "load" });
  }

  protected exec<R>(expression: string): Promise<R> {
    return this.page.evaluate(expression) as Promise<R>;
  }

  protected async handle(expression: string): Promise<ElementHandle | null> {
    const handle = await this.page.evaluateHandle(expression);
    const element = handle.asElement();
    if (!element) await handle.dispose();
    return element as ElementHandle | null;
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

  /** Puppeteer's touchscreen, over BiDi: `input.performActions` with a pointer of type "touch". */
  protected async nativeTouch(path: readonly Point[]): Promise<void> {
    const [first, ...rest] = path;
    const finger = await this.page.touchscreen.touchStart(first!.x, first!.y);
    for (const point of rest) await finger.move(point.x, point.y);
    await finger.end();
  }

  protected async nativePress(key: Key): Promise<void> {
    if (key === "Shift+Tab") {
      await this.page.keyboard.down("Shift");
      await this.page.keyboard.press("Tab");
      await this.page.keyboard.up("Shift");
      return;
    }
    await this.page.keyboard.press((key === "Space" ? " " : key) as KeyInput);
  }

  protected async viewportPng(): Promise<Buffer> {
    return Buffer.from(await this.page.screenshot());
  }

  /** Firefox captures the whole document itself (BiDi `captureScreenshot` with origin "document"). */
  protected async fullPagePng(): Promise<Buffer> {
    await this.readyForCapture(true);
    return Buffer.from(await this.page.screenshot({ fullPage: true }));
  }

  protected nativeMessages(): string[] {
    return [...this.messages];
  }

  async closePage(): Promise<void> {
    const context = this.context;
    this.context = undefined;
    this.current = undefined;
    await context?.close();
  }

  async quit(): Promise<void> {
    await this.closePage();
    await this.browser.close();
    if (this.reducedBrowser) await (await this.reducedBrowser).close();
  }
}
