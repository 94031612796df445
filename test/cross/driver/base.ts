/**
 * What the three adapters share: every query, read and wait is page-side JavaScript sent as an
 * expression (so it is the same in every engine); only navigation, real input, the console and
 * the pixels go through each engine's own protocol.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { PROBE_KEY } from "./frontProxy";
import { callExpression, countExpression, describeTarget, elementExpression, onElementExpression } from "./locate";
import type { Driver, EngineName, GotoOptions, Key, OpenOptions, Problems, ScreenshotOptions, Target } from "./types";
import { readyForCapture } from "../../support/pageChecks";

export { readyForCapture };

export const SCREENSHOT_ROOT = "test-results/cross";
const FIND_TIMEOUT_MS = 10_000;

export const defaultHeight = (width: number) => (width <= 480 ? 844 : 800);

/** A message from the engine's console that is a CSP violation report rather than an error. */
export const CSP_MESSAGE = /Content[- ]Security[- ]Policy|Refused to (load|execute|apply|connect|frame)/i;

/** A point in the viewport, in CSS px. */
export interface Point {
  x: number;
  y: number;
}

/** Moves of a swipe: a finger slides in steps, as a hand does, not in one jump. */
const SWIPE_STEPS = 10;

export interface ProbeRecord {
  errors: string[];
  csp: string[];
}

/** The probe's record read from a page; anything else (none at all, above all) throws. */
export function probeRecord(raw: unknown, engine: string): ProbeRecord {
  const record = raw as Partial<ProbeRecord> | null;
  const list = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === "string");
  if (!record || typeof record !== "object" || !list(record.errors) || !list(record.csp)) {
    throw new Error(
      `${engine}: no cross-probe record on this page (${JSON.stringify(raw)}): its console errors and CSP violations were not recorded`,
    );
  }
  return { errors: record.errors as string[], csp: record.csp as string[] };
}

export abstract class BaseDriver<Handle> implements Driver {
  abstract readonly engine: EngineName;
  abstract readonly version: string;

  constructor(protected readonly baseUrl: string) {}

  // --- what each engine supplies -------------------------------------------------------------

  /** Evaluates a page-side expression (awaiting a promise) and returns its JSON value. */
  protected abstract exec<R>(expression: string): Promise<R>;
  /** Evaluates a page-side expression that yields an element, as the engine's element handle (or null). */
  protected abstract handle(expression: string): Promise<Handle | null>;
  protected abstract nativeClick(element: Handle): Promise<void>;
  protected abstract nativeHover(element: Handle): Promise<void>;
  /** One finger down at the first point, moved through the others, lifted at the last (viewport px). */
  protected abstract nativeTouch(path: readonly Point[]): Promise<void>;
  /** Types into the (focused, emptied) element with real key events. */
  protected abstract nativeType(element: Handle, text: string): Promise<void>;
  protected abstract nativePress(key: Key): Promise<void>;
  /** PNG of the current viewport, as it is. */
  protected abstract viewportPng(): Promise<Buffer>;
  /**
   * PNG of the whole page in one capture, made ready first (`readyForCapture`); or, where the
   * engine captures only the viewport (WebKit), one PNG per viewport from the top.
   */
  protected abstract fullPagePng(): Promise<Buffer | Buffer[]>;
  /** Errors the engine reported natively (console, uncaught), CSP messages included. */
  protected abstract nativeMessages(): string[];
  /** Whether `nativeMessages` covers console errors and uncaught exceptions (else the probe's are used). */
  protected abstract readonly nativeErrors: boolean;
  protected abstract navigate(url: string): Promise<void>;
  abstract open(path: string, options: OpenOptions): Promise<void>;
  abstract closePage(): Promise<void>;
  abstract quit(): Promise<void>;

  // --- the interface -------------------------------------------------------------------------

  protected absolute(path: string): string {
    return new URL(path, this.baseUrl).toString();
  }

  /**
   * Loads the page and waits until its own script has started (the shell marks `<html>` with
   * `js`): the entry module is `async` and runs in a task after `DOMContentLoaded`, so a loaded
   * document can still show the server's markup untouched (e.g. the hidden intro overlay not yet removed).
   * With `{ scripted: false }` (the site's scripts blocked) it returns at the load event.
   */
  async goto(path: string, { scripted = true }: GotoOptions = {}): Promise<void> {
    await this.navigate(this.absolute(path));
    if (!scripted) return;
    const deadline = Date.now() + FIND_TIMEOUT_MS;
    while (!(await this.exec<boolean>(`document.documentElement.classList.contains("js")`))) {
      if (Date.now() > deadline) throw new Error(`${this.engine}: the page's script never started on ${path}`);
      await sleep(50);
    }
  }

  url(): Promise<string> {
    return this.exec<string>("location.href");
  }

  count(target: Target): Promise<number> {
    return this.exec<number>(countExpression(target));
  }

  async visible(target: Target): Promise<boolean> {
    const query = typeof target === "string" ? { css: target } : target;
    const expression = `(() => { const el = ${elementExpression({ ...query, includeHidden: true })};
      if (!el) return false;
      const rect = el.getBoundingClientRect();
      const seen = typeof el.checkVisibility === "function" ? el.checkVisibility({ visibilityProperty: true }) : true;
      return seen && rect.width > 0 && rect.height > 0; })()`;
    return this.exec<boolean>(expression);
  }

  text(target: Target): Promise<string | null> {
    return this.exec<string | null>(
      `(() => { const el = ${elementExpression(target)}; return el ? el.textContent : null; })()`,
    );
  }

  attr(target: Target, name: string): Promise<string | null> {
    return this.exec<string | null>(
      `(() => { const el = ${elementExpression(target)}; return el ? el.getAttribute(${JSON.stringify(name)}) : null; })()`,
    );
  }

  value(target: Target): Promise<string> {
    return this.evaluateOn(target, (el) => (el as HTMLInputElement).value);
  }

  /** The target's element handle, waiting up to 10 s for it to appear, scrolled to the centre. */
  protected async find(target: Target): Promise<Handle> {
    const deadline = Date.now() + FIND_TIMEOUT_MS;
    for (;;) {
      const found = await this.handle(`(() => { const el = ${elementExpression(target)};
        if (el) el.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" });
        return el; })()`);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`${this.engine}: no element matches ${describeTarget(target)}`);
      await sleep(100);
    }
  }

  async click(target: Target): Promise<void> {
    await this.nativeClick(await this.find(target));
  }

  async hover(target: Target): Promise<void> {
    await this.nativeHover(await this.find(target));
  }

  /** The element's centre in the viewport, once it is scrolled into view. */
  private async centre(target: Target): Promise<Point> {
    await this.find(target);
    return this.evaluateOn(target, (el) => {
      const rect = el.getBoundingClientRect();
      return { x: Math.round(rect.left + rect.width / 2), y: Math.round(rect.top + rect.height / 2) };
    });
  }

  async tap(target: Target): Promise<void> {
    await this.nativeTouch([await this.centre(target)]);
  }

  async swipe(target: Target, dx: number): Promise<void> {
    const centre = await this.centre(target);
    const path = Array.from({ length: SWIPE_STEPS + 1 }, (_, i) => ({
      x: Math.round(centre.x + dx * (i / SWIPE_STEPS - 0.5)),
      y: centre.y,
    }));
    await this.nativeTouch(path);
  }

  async focus(target: Target): Promise<void> {
    await this.find(target);
    await this.evaluateOn(target, (el) => (el as HTMLElement).focus());
  }

  async scrollIntoView(target: Target): Promise<void> {
    await this.find(target);
  }

  async fill(target: Target, text: string): Promise<void> {
    const element = await this.find(target);
    await this.evaluateOn(target, (el) => {
      const field = el as HTMLInputElement;
      field.focus();
      field.select();
    });
    await this.nativePress("Backspace");
    await this.nativeType(element, text);
  }

  press(key: Key): Promise<void> {
    return this.nativePress(key);
  }

  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return this.exec<Awaited<R>>(callExpression(fn.toString(), args));
  }

  evaluateOn<A extends unknown[], R>(
    target: Target,
    fn: (el: Element, ...args: A) => R,
    ...args: A
  ): Promise<Awaited<R>> {
    return this.exec<Awaited<R>>(onElementExpression(target, fn.toString(), args));
  }

  /**
   * The probe's record (see frontProxy.ts) of this tab. The probe writes it as the page starts, so
   * a page without one (no probe ran, storage unreadable, not the site) fails: its errors were
   * never watched, which must not read as "no errors".
   */
  protected async probe(): Promise<ProbeRecord> {
    const raw = await this.exec<unknown>(
      `(() => { try { return JSON.parse(sessionStorage.getItem(${JSON.stringify(PROBE_KEY)}) || "null") } catch (error) { return String(error) } })()`,
    );
    return probeRecord(raw, this.engine);
  }

  /** Forgets the probe's record of this tab (before the tab is reused for another test). */
  protected async resetProbe(): Promise<void> {
    try {
      await this.exec(
        `(() => { try { sessionStorage.removeItem(${JSON.stringify(PROBE_KEY)}) } catch {} return null; })()`,
      );
    } catch {
      // not on the site (about:blank)
    }
  }

  async problems(): Promise<Problems> {
    const probe = await this.probe();
    const native = this.nativeMessages();
    const errors = this.nativeErrors ? native.filter((m) => !CSP_MESSAGE.test(m)) : probe.errors;
    const cspViolations = [...probe.csp, ...native.filter((m) => CSP_MESSAGE.test(m))];
    return { errors, cspViolations };
  }

  /**
   * A PNG of the whole page or of the viewport, written to test-results/cross/<engine>/<name>.png,
   * or, for a page captured viewport by viewport (WebKit), to <name>-01.png, <name>-02.png, …
   * The page is first brought to what a visitor who scrolled through it sees (lazy pictures asked
   * for and loaded, scroll reveals done, finite animations ended), each engine its own way.
   * Returns the (first) file's path.
   */
  async screenshot(name: string, { fullPage = true }: ScreenshotOptions = {}): Promise<string> {
    const png = fullPage ? await this.fullPagePng() : await this.readyViewportPng();
    if (!Array.isArray(png)) {
      const path = screenshotPath(this.engine, name);
      writeFileSync(path, png);
      return path;
    }
    const paths = png.map((slice, i) => {
      const path = screenshotPath(this.engine, `${name}-${String(i + 1).padStart(2, "0")}`);
      writeFileSync(path, slice);
      return path;
    });
    return paths[0]!;
  }

  async scrollThrough(): Promise<void> {
    await this.readyForCapture(true);
  }

  /** The page made ready for a capture (see `readyForCapture`), in one round trip. */
  protected async readyForCapture(scrollThrough: boolean): Promise<void> {
    await this.evaluate(readyForCapture, scrollThrough);
  }

  private async readyViewportPng(): Promise<Buffer> {
    await this.readyForCapture(false);
    return this.viewportPng();
  }
}

/** test-results/cross/<engine>/<name>.png (the folder is created). */
export function screenshotPath(engine: EngineName, name: string): string {
  const dir = `${SCREENSHOT_ROOT}/${engine}`;
  mkdirSync(dir, { recursive: true });
  return `${dir}/${name}.png`;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
