/**
 * What the three adapters share: every query, read and wait is page-side JavaScript sent as an
 * expression (so it is the same in every engine); only navigation, real input, the console and
 * the pixels go through each engine's own protocol.
 */
import { mkdirSync } from "node:fs";
import sharp from "sharp";
import { PROBE_KEY } from "./frontProxy";
import { callExpression, countExpression, describeTarget, elementExpression, onElementExpression } from "./locate";
import type { Driver, EngineName, Key, OpenOptions, Problems, Target } from "./types";

export const SCREENSHOT_ROOT = "test-results/cross";
const FIND_TIMEOUT_MS = 10_000;

export const defaultHeight = (width: number) => (width <= 480 ? 844 : 800);

/** A message from the engine's console that is a CSP violation report rather than an error. */
export const CSP_MESSAGE = /Content[- ]Security[- ]Policy|Refused to (load|execute|apply|connect|frame)/i;

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
  /** Types into the (focused, emptied) element with real key events. */
  protected abstract nativeType(element: Handle, text: string): Promise<void>;
  protected abstract nativePress(key: Key): Promise<void>;
  /** PNG of the current viewport. */
  protected abstract viewportPng(): Promise<Buffer>;
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

  async goto(path: string): Promise<void> {
    await this.navigate(this.absolute(path));
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

  /** The probe's record (see frontProxy.ts) of this tab, or empty lists off the site. */
  protected async probe(): Promise<{ errors: string[]; csp: string[] }> {
    const empty = { errors: [], csp: [] };
    try {
      return await this.exec<{ errors: string[]; csp: string[] }>(
        `(() => { try { return JSON.parse(sessionStorage.getItem(${JSON.stringify(PROBE_KEY)}) || "null") || ${JSON.stringify(empty)} } catch { return ${JSON.stringify(empty)} } })()`,
      );
    } catch {
      return empty;
    }
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
   * Full-page screenshot stitched from viewport captures (what Chromium does inside the browser):
   * scroll one viewport at a time, wait for the pictures in view, capture; fixed and sticky
   * elements (the header) are hidden after the first capture so they appear once, at the top.
   */
  async screenshot(name: string): Promise<string> {
    const path = screenshotPath(this.engine, name);
    const { height, total } = await this.evaluate(() => ({
      height: window.innerHeight,
      total: Math.max(document.documentElement.scrollHeight, document.body.scrollHeight),
    }));
    await settle(this);
    const tiles: { top: number; png: Buffer }[] = [];
    for (let y = 0; ; y += height) {
      // Scroll one viewport; wait (at most 3 s) only for pictures in view that are still loading.
      const top = await this.evaluate(async (to: number) => {
        window.scrollTo({ top: to, behavior: "instant" });
        const inView = [...document.images].filter((img) => {
          const r = img.getBoundingClientRect();
          return r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth && r.width > 0;
        });
        const deadline = Date.now() + 3000;
        while (inView.some((img) => !img.complete) && Date.now() < deadline)
          await new Promise((r) => setTimeout(r, 50));
        // Scroll reveal: content a fast scroll jumped past is revealed when it comes into view
        // (IntersectionObserver reports states, not paths); capture it revealed, as a visitor sees it.
        const pending = () =>
          [...document.querySelectorAll(".reveal-pending")].some((el) => {
            const r = el.getBoundingClientRect();
            return r.bottom > 0 && r.top < window.innerHeight;
          });
        let revealed = false;
        while (pending() && Date.now() < deadline) {
          revealed = true;
          await new Promise((r) => setTimeout(r, 50));
        }
        if (revealed) {
          const remaining = document.getAnimations().map((a) => {
            const timing = a.effect?.getComputedTiming();
            if (a.playState !== "running" || !timing || timing.iterations === Infinity) return 0;
            return Number(timing.endTime ?? 0) - Number(timing.localTime ?? 0) / (a.playbackRate || 1);
          });
          await new Promise((r) => setTimeout(r, Math.min(1200, Math.max(30, ...remaining))));
        }
        // Two frames: the scroll (and the hidden header) are painted before the capture — WebKit
        // otherwise hands back the previous frame.
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        return window.scrollY;
      }, y);
      tiles.push({ top, png: await this.viewportPng() });
      if (tiles.length === 1) {
        const hidden = await this.evaluate(() => {
          let count = 0;
          for (const el of document.querySelectorAll<HTMLElement>("body *")) {
            const position = getComputedStyle(el).position;
            if (position === "fixed" || position === "sticky") {
              el.dataset.crossHidden = "true";
              el.style.setProperty("visibility", "hidden", "important");
              count += 1;
            }
          }
          return count;
        });
        // WebKit presents a change to a composited layer (the fixed header) a while after the
        // page has it: wait until a capture of the same view no longer shows it (at most 3 s).
        const deadline = Date.now() + 3000;
        while (hidden > 0 && Date.now() < deadline && (await this.viewportPng()).equals(tiles[0]!.png))
          await sleep(100);
      }
      if (top + height >= total || tiles.length > 40) break;
    }
    await this.evaluate(() => {
      for (const el of document.querySelectorAll<HTMLElement>("[data-cross-hidden]")) {
        el.style.removeProperty("visibility");
        delete el.dataset.crossHidden;
      }
      window.scrollTo({ top: 0, behavior: "instant" });
    });
    const first = await sharp(tiles[0]!.png).metadata();
    const width = first.width ?? 0;
    const scale = await this.evaluate(() => window.devicePixelRatio || 1);
    const last = tiles.at(-1)!;
    const fullHeight = Math.round((last.top + height) * (scale || 1));
    await sharp({ create: { width, height: fullHeight, channels: 4, background: "#ffffff" } })
      .composite(tiles.map((t) => ({ input: t.png, top: Math.round(t.top * (scale || 1)), left: 0 })))
      .png()
      .toFile(path);
    return path;
  }
}

/** test-results/cross/<engine>/<name>.png (the folder is created). */
export function screenshotPath(engine: EngineName, name: string): string {
  const dir = `${SCREENSHOT_ROOT}/${engine}`;
  mkdirSync(dir, { recursive: true });
  return `${dir}/${name}.png`;
}

/** Waits for the running finite animations and transitions of the page to end (at most 1 s). */
export async function settle(driver: Driver): Promise<void> {
  await driver.evaluate(async () => {
    const remaining = document.getAnimations().map((a) => {
      const timing = a.effect?.getComputedTiming();
      if (a.playState !== "running" || !timing || timing.iterations === Infinity) return 0;
      return Number(timing.endTime ?? 0) - Number(timing.localTime ?? 0) / (a.playbackRate || 1);
    });
    await new Promise((r) => setTimeout(r, Math.min(1000, Math.max(30, ...remaining))));
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
