/**
 * Site-wide guarantees on every route of the table and the 404 in Chromium, at 1280 px with
 * motion: nothing is requested from another host while a page loads, the intro overlay leaves,
 * one h1, nothing left waiting to be revealed once scrolled through, no sideways scroll, every
 * picture loads, and no console error, CSP violation or hydration warning. The reduced-motion
 * sweep at 390 px shares its loads with axe (themeAxe.test.ts); the cross-engine suite makes both
 * sweeps in Firefox and WebKit with the same page-side checks (test/support/pageChecks.ts).
 *
 * One tab per width goes from route to route, as a visitor's would (the intro overlay shows on the
 * first page of the visit only); what went wrong is recorded per route. Axe runs on every route,
 * the 404 included, in themeAxe.test.ts; the 404's own copy and link are checked in the Worker.
 */
import { afterAll, describe, expect, it } from "vitest";
import { routes } from "../../src/server/routes";
import { baseUrl, expectClean, openPage, scrollThrough, type OpenedPage, type PageOptions } from "../support/browser";
import { findBrokenImages, routeState } from "../support/pageChecks";

const paths = [...routes.map((r) => r.page.path), "/this-page-does-not-exist"];
const SOON = { timeout: 15_000, interval: 100 } as const;

const foreign = (requests: string[]) =>
  requests.filter((url) => !url.startsWith("data:") && new URL(url).origin !== new URL(baseUrl()).origin);

/** A tab kept from route to route; `visit` forgets what the previous route recorded. */
function tab(options: PageOptions) {
  let opened: OpenedPage | undefined;
  afterAll(async () => {
    await opened?.close();
  });
  return async (path: string): Promise<OpenedPage> => {
    if (!opened) {
      opened = await openPage(path, { ...options, keep: true });
      return opened;
    }
    for (const list of [opened.consoleErrors, opened.cspViolations, opened.hydrationWarnings, opened.requests])
      list.length = 0;
    await opened.page.goto(new URL(path, baseUrl()).toString(), { waitUntil: "load" });
    await opened.page.locator("html.js").waitFor({ state: "attached" });
    return opened;
  };
}

describe("every page at 1280 px", () => {
  const visit = tab({ width: 1280 });

  it.each(paths)("%s loads nothing from another host, is clean, and every picture loads", async (path) => {
    const opened = await visit(path);
    const { page } = opened;
    await opened.settled();
    expect(foreign(opened.requests), "third-party requests during load").toEqual([]);
    // The intro overlay (first page of the visit) leaves after its 2–3 s.
    await expect.poll(() => page.locator("[data-intro-overlay]").count(), SOON).toBe(0);
    await scrollThrough(page);
    expect(await page.evaluate(routeState)).toMatchObject({
      h1: 1,
      reducedMotion: false,
      revealPending: 0,
      sideways: false,
    });
    expect(await page.evaluate(findBrokenImages), "broken pictures").toEqual([]);
    expectClean(opened);
  });
});
