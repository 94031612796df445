/**
 * Interaction latency as Chromium's Event Timing API reports it (the INP recipe of
 * /work/shared/guides/measuring.md): an observer installed before any page script, with a 16 ms
 * threshold and buffered entries; an interaction's latency is its longest entry.
 */
import type { BrowserContext, Page } from "playwright-core";

/** One Event Timing entry, as recorded in the page. */
export interface TimedEvent {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
}

declare global {
  interface Window {
    /** Event Timing entries with an interaction id, in the order the observer reported them. */
    __interactions?: TimedEvent[];
    /** While true, a click on a link does not navigate; the link is kept in `__heldLink`. */
    __holdLinks?: boolean;
    __heldLink?: string;
  }
}

/** Installs the observer in every document of `context`, before the page's own scripts. */
export async function observeInteractions(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: TimedEvent[] = [];
    window.__interactions = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (!entry.interactionId) continue;
        const { name, interactionId, startTime, duration } = entry;
        seen.push({ name, interactionId, startTime, duration });
      }
    }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    // Last of all the click's listeners (bubbling, on the window): the page's own have run.
    addEventListener("click", (event) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!window.__holdLinks || !(link instanceof HTMLAnchorElement) || event.defaultPrevented) return;
      event.preventDefault();
      window.__heldLink = link.href;
    });
  });
}

/**
 * A click on a link that navigates would take its entries away with the page. While held, such a
 * click does everything but navigate (the page's own handlers run, the page paints); `release`
 * then follows the link, as the click would have.
 */
export async function holdLinks(page: Page, hold: boolean): Promise<void> {
  await page.evaluate((on) => (window.__holdLinks = on), hold);
}

export async function followHeldLink(page: Page): Promise<boolean> {
  const href = await page.evaluate(() => {
    window.__holdLinks = false;
    return window.__heldLink ?? null;
  });
  if (!href) return false;
  await page.goto(href, { waitUntil: "load" });
  return true;
}

/** Forgets what was recorded so far (call before the interaction to measure). */
export const resetInteractions = (page: Page) => page.evaluate(() => window.__interactions?.splice(0));

/**
 * The latency of the interactions since the last reset: the longest entry of each interaction id,
 * in order. Waits until `count` interactions are reported or `timeoutMs` has passed; an
 * interaction faster than the observer's 16 ms threshold reports nothing and reads as 16.
 */
export async function interactionLatencies(page: Page, count = 1, timeoutMs = 5000): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  let settled = false;
  for (;;) {
    const entries = await page.evaluate(() => window.__interactions ?? []);
    const byId = new Map<number, number>();
    for (const e of entries) byId.set(e.interactionId, Math.max(byId.get(e.interactionId) ?? 0, e.duration));
    if (byId.size >= count && !settled) {
      // The other events of the last interaction (keyup, click) are reported after their own paint.
      settled = true;
      await page.waitForTimeout(300);
      continue;
    }
    if (settled || Date.now() > deadline) {
      const found = [...byId.values()];
      while (found.length < count) found.push(16);
      return found;
    }
    await page.waitForTimeout(50);
  }
}
