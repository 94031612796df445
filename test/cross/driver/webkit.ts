/**
 * WebKit: Debian's WebKitGTK (the engine of Safari) — MiniBrowser driven by WebKitWebDriver over
 * classic WebDriver with selenium-webdriver, under Xvfb (MiniBrowser hangs with --headless).
 *
 * Classic WebDriver has no console and no script before load: errors and CSP violations come
 * from the front proxy's probe (frontProxy.ts). Each WebKitWebDriver serves one session at a
 * time, so there is one driver (with its own Xvfb) per session; the second one, started with the
 * first, has GTK animations off, which is what WebKitGTK reports as
 * `prefers-reduced-motion: reduce`. A tiny GTK stylesheet shrinks MiniBrowser's toolbar so the
 * window can be as narrow as a phone (its minimum width is otherwise ≈ 447 px).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Builder, Key as SeleniumKey, type WebDriver, type WebElement } from "selenium-webdriver";
import { Command, Name } from "selenium-webdriver/lib/command";
import { BaseDriver, defaultHeight, sleep, type Point } from "./base";
import type { Key, OpenOptions } from "./types";

export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
/** Viewport slices per page capture at most (the longest page is about 10,500 px at 390 px wide: 13). */
const MAX_SLICES = 20;
/** Xvfb's screen holds the widest window (1280 px plus the frame) at its normal height. */
const SCREEN = "-screen 0 1600x1200x24";

const KEYS: Record<Exclude<Key, "Shift+Tab">, string> = {
  Enter: SeleniumKey.ENTER,
  Space: SeleniumKey.SPACE,
  Tab: SeleniumKey.TAB,
  Escape: SeleniumKey.ESCAPE,
  ArrowLeft: SeleniumKey.ARROW_LEFT,
  ArrowRight: SeleniumKey.ARROW_RIGHT,
  Home: SeleniumKey.HOME,
  End: SeleniumKey.END,
  Backspace: SeleniumKey.BACK_SPACE,
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Session {
  driver: WebDriver;
  process: ChildProcess;
  config: string;
  /** The window size that gave the last viewport, and that viewport. */
  size?: { window: { width: number; height: number }; viewport: { width: number; height: number } };
}

/** How long one launch (Xvfb, WebKitWebDriver, MiniBrowser's session) may take before it is retried. */
const LAUNCH_TIMEOUT_MS = 40_000;
const LAUNCH_ATTEMPTS = 3;
/** The longest `startSession` can take: every attempt timing out, plus the clean-up after each. */
export const SESSION_LAUNCH_BUDGET_MS = LAUNCH_ATTEMPTS * (LAUNCH_TIMEOUT_MS + 6_000);

/** Rejects when `promise` has not settled within `ms` (the promise is left to settle unobserved). */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Stops a process group started with `detached: true`: SIGTERM, then SIGKILL after 5 s. */
async function stopGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (!pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    process.kill(-pid, "SIGTERM");
  } catch {
    return; // already gone
  }
  await Promise.race([exited, sleep(5000)]);
  if (child.exitCode === null && child.signalCode === null) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // gone meanwhile
    }
  }
}

/**
 * A WebDriver session in a MiniBrowser of its own. Under Xvfb on a busy machine a launch now and
 * then never answers (no error, no session): each attempt is bounded, its processes are stopped,
 * and it is tried again, so a stuck launch costs at most LAUNCH_TIMEOUT_MS, not the whole run.
 */
async function startSession(reducedMotion: boolean): Promise<Session> {
  const failures: string[] = [];
  for (let attempt = 1; attempt <= LAUNCH_ATTEMPTS; attempt++) {
    try {
      return await startSessionOnce(reducedMotion);
    } catch (error) {
      failures.push(`attempt ${attempt}: ${(error as Error).message}`);
      console.warn(`webkit: launch ${failures.at(-1)}; ${attempt < LAUNCH_ATTEMPTS ? "trying again" : "giving up"}`);
    }
  }
  throw new Error(`WebKit did not start (${failures.join("; ")})`);
}

async function startSessionOnce(reducedMotion: boolean): Promise<Session> {
  const config = mkdtempSync(join(tmpdir(), "cross-webkit-"));
  mkdirSync(join(config, "gtk-3.0"));
  writeFileSync(join(config, "gtk-3.0", "settings.ini"), `[Settings]\ngtk-enable-animations=${!reducedMotion}\n`);
  writeFileSync(
    join(config, "gtk-3.0", "gtk.css"),
    "window * { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; border-width: 0; }\n",
  );
  const port = await freePort();
  const child = spawn("xvfb-run", ["-a", "-s", SCREEN, "WebKitWebDriver", `--port=${port}`], {
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
    env: { ...process.env, XDG_CONFIG_HOME: config },
  });
  let output = "";
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  try {
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + LAUNCH_TIMEOUT_MS;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited: ${output}`);
      try {
        if ((await fetch(`${url}/status`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not listen: ${output}`);
      await sleep(100);
    }
    const session = new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": { binary: MINIBROWSER_PATH, args: ["--automation"] },
      })
      .build();
    const driver = await within(
      Promise.resolve(session),
      Math.max(deadline - Date.now(), 5_000),
      "MiniBrowser opened no WebDriver session",
    );
    await driver.manage().setTimeouts({ script: 30_000, pageLoad: 60_000 });
    return { driver, process: child, config };
  } catch (error) {
    await stopGroup(child);
    rmSync(config, { recursive: true, force: true });
    throw error;
  }
}

async function endSession(session: Session): Promise<void> {
  await within(session.driver.quit(), 10_000, "MiniBrowser did not quit").catch(() => undefined);
  await stopGroup(session.process);
  rmSync(session.config, { recursive: true, force: true });
}

export class WebKitDriver extends BaseDriver<WebElement> {
  readonly engine = "webkit" as const;
  protected readonly nativeErrors = false;
  private readonly sessions: { normal: Session; reduced: Session };
  private session: Session;
  /** The viewport the open page asked for. */
  private viewport = { width: 1280, height: defaultHeight(1280) };

  private constructor(
    baseUrl: string,
    sessions: { normal: Session; reduced: Session },
    readonly version: string,
  ) {
    super(baseUrl);
    this.sessions = sessions;
    this.session = sessions.normal;
  }

  /**
   * Both sessions start here, one after the other, inside the launch hook's time (a launch that
   * is retried must not eat a test's time): the suite always uses both.
   */
  static async launch(baseUrl: string): Promise<WebKitDriver> {
    const normal = await startSession(false);
    try {
      const reduced = await startSession(true);
      const version = (await normal.driver.getCapabilities()).get("browserVersion") as string;
      return new WebKitDriver(baseUrl, { normal, reduced }, `WebKitGTK ${version}`);
    } catch (error) {
      await endSession(normal);
      throw error;
    }
  }

  private get driver(): WebDriver {
    return this.session.driver;
  }

  /** Sizes the window so that the page's viewport is exactly width × height. */
  private async resize(width: number, height: number): Promise<void> {
    const size = this.session.size;
    if (size?.viewport.width === width && size.viewport.height === height) return;
    // The window's frame (MiniBrowser's shrunken toolbar) as last measured, else a guess.
    let window = size
      ? {
          width: width + size.window.width - size.viewport.width,
          height: height + size.window.height - size.viewport.height,
        }
      : { width, height: height + 20 };
    for (let attempt = 0; attempt < 4; attempt++) {
      await this.driver.manage().window().setRect(window);
      // The page hears of the new size a little later: wait (at most 2 s, page-side) until it has it.
      const [w, h] = await this.driver.executeAsyncScript<[number, number]>(
        `const [width, height, done] = arguments;
        const deadline = Date.now() + 2000;
        const check = () => innerWidth === width && innerHeight === height || Date.now() > deadline
          ? done([innerWidth, innerHeight]) : requestAnimationFrame(check);
        check();`,
        width,
        height,
      );
      if (w === width && h === height) {
        this.session.size = { window, viewport: { width, height } };
        return;
      }
      window = { width: window.width + width - w, height: window.height + height - h };
    }
    throw new Error(`webkit: cannot make a ${width}x${height} viewport`);
  }

  async open(path: string, { width, height, reducedMotion, reuse, scripted }: OpenOptions): Promise<void> {
    const session = reducedMotion ? this.sessions.reduced : this.sessions.normal;
    const viewport = { width, height: height ?? defaultHeight(width) };
    const same =
      session === this.session && viewport.width === this.viewport.width && viewport.height === this.viewport.height;
    this.session = session;
    this.viewport = viewport;
    // The session's one window serves every page: a fresh page forgets the tab's session storage
    // (the visit, the probe's record); a reused one only the probe's record.
    if (reuse && same) await this.resetProbe();
    else await this.exec(`(() => { try { sessionStorage.clear() } catch {} return null; })()`).catch(() => null);
    await this.resize(this.viewport.width, this.viewport.height);
    await this.goto(path, { scripted });
  }

  protected async navigate(url: string): Promise<void> {
    await this.driver.get(url);
  }

  protected exec<R>(expression: string): Promise<R> {
    return this.driver.executeScript<R>(`return ${expression};`);
  }

  protected handle(expression: string): Promise<WebElement | null> {
    return this.driver.executeScript<WebElement | null>(`return ${expression};`);
  }

  protected nativeClick(element: WebElement): Promise<void> {
    return element.click();
  }

  protected nativeHover(element: WebElement): Promise<void> {
    return this.driver.actions({ async: true }).move({ origin: element }).perform();
  }

  /**
   * W3C WebDriver pointer actions with a pointer of type "touch", sent as the protocol's JSON
   * (selenium-webdriver's typings have no touch pointer).
   */
  protected async nativeTouch(path: readonly Point[]): Promise<void> {
    const to = ({ x, y }: Point) => ({ type: "pointerMove", x, y, origin: "viewport", duration: 16 });
    const [first, ...rest] = path;
    const finger = {
      type: "pointer",
      id: "finger",
      parameters: { pointerType: "touch" },
      actions: [to(first!), { type: "pointerDown", button: 0 }, ...rest.map(to), { type: "pointerUp", button: 0 }],
    };
    try {
      await this.driver.execute(new Command(Name.ACTIONS).setParameter("actions", [finger]));
    } finally {
      await this.driver.execute(new Command(Name.CLEAR_ACTIONS)).catch(() => undefined);
    }
  }

  protected nativeType(element: WebElement, text: string): Promise<void> {
    return element.sendKeys(text);
  }

  protected async nativePress(key: Key): Promise<void> {
    const actions = this.driver.actions({ async: true });
    if (key === "Shift+Tab")
      await actions
        .keyDown(SeleniumKey.SHIFT)
        .keyDown(SeleniumKey.TAB)
        .keyUp(SeleniumKey.TAB)
        .keyUp(SeleniumKey.SHIFT)
        .perform();
    else await actions.keyDown(KEYS[key]).keyUp(KEYS[key]).perform();
  }

  protected async viewportPng(): Promise<Buffer> {
    return Buffer.from(await this.driver.takeScreenshot(), "base64");
  }

  /**
   * Classic WebDriver captures the viewport only, and WebKitGTK is slow and unreliable at
   * presenting a window as tall as a page (each frame takes seconds; some captures never return).
   * So the window keeps its normal size and the page is captured one viewport at a time from the
   * top, as a visitor scrolls (each step a viewport less the fixed header, which covers the top of
   * every slice): each slice waits for its pictures and reveals, then is captured.
   */
  protected async fullPagePng(): Promise<Buffer[]> {
    const slices: Buffer[] = [];
    for (let index = 0; index < MAX_SLICES; index++) {
      // Each slice overlaps the one before by the fixed header's height, so nothing stays under it.
      const more = await this.exec<boolean>(
        `(() => { const header = document.querySelector("[data-site-header]")?.getBoundingClientRect().height ?? 0;
          const y = ${index} * (innerHeight - header); scrollTo({ top: y, behavior: "instant" });
          return y + innerHeight < document.documentElement.scrollHeight; })()`,
      );
      await this.readyForCapture(false);
      slices.push(await this.viewportPng());
      if (!more) break;
    }
    await this.exec(`(() => { scrollTo({ top: 0, behavior: "instant" }); return null; })()`);
    return slices;
  }

  protected nativeMessages(): string[] {
    return [];
  }

  async closePage(): Promise<void> {
    // One window per session, reused by the next test (a session costs a browser start).
  }

  async quit(): Promise<void> {
    await endSession(this.sessions.normal);
    await endSession(this.sessions.reduced);
  }
}
