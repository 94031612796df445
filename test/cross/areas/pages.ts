/**
 * Every page of the registry and the first of each family (test/support/sweep.ts: content is
 * checked on every route in Chromium), each listed by /sitemap.xml, at 1280 px with motion and at 390 px with reduced motion: it
 * renders with one h1 and no console error, uncaught exception or CSP violation; every picture
 * loads (no broken image once the page was scrolled through); nothing scrolls sideways; reduced
 * motion is honoured (no intro overlay, nothing waiting to be revealed, no endless animation).
 * Run in Firefox and WebKit: in Chromium, test/e2e/firstVisit.test.ts (with motion) and
 * test/e2e/themeAxe.test.ts (reduced motion) make the same sweeps with the same page-side checks
 * (test/support/pageChecks.ts). No assertion reads a screenshot, so the full-page
 * captures for people to look at are made by `npm run screens -- --engine <name>`, not on every run.
 *
 * One page per width goes from route to route (a visitor's tab: the intro overlay shows on the
 * first page of the visit only); what went wrong is recorded per route.
 */
import { describe, expect, inject, it } from "vitest";
import type { Driver } from "../driver";
import { routeState } from "../../support/pageChecks";
import { sweepPaths } from "../../support/sweep";
import { brokenImages, expectClean, SOON } from "../support";

/** The site's routes as its sitemap lists them (paths, in order). */
async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(new URL("/sitemap.xml", inject("baseUrl")))).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

const listed = await sitemapPaths();
const paths = sweepPaths.filter((path) => listed.includes(path));
/** The page's state, read in one round trip. */
const audit = (d: Driver) => d.evaluate(routeState);

export function pages(driver: () => Driver) {
  describe("every route", () => {
    it("the sitemap lists the site's pages, those swept among them", () => {
      expect(listed.length).toBeGreaterThan(25);
      expect(listed).toContain("/contact");
      expect(paths.length).toBeGreaterThan(15);
    });

    it.each(paths)("%s at 1280 px: clean, every picture loads", async (path) => {
      const d = driver();
      await d.open(path, { width: 1280, reuse: true });
      // The intro overlay (first page of the visit) leaves after its 2–3 s.
      await expect.poll(() => d.count("[data-intro-overlay]"), SOON).toBe(0);
      // Scrolled through: reveals run and the lazy pictures are asked for.
      await d.scrollThrough();
      expect(await audit(d)).toMatchObject({ h1: 1, reducedMotion: false, revealPending: 0, sideways: false });
      expect(await brokenImages(d)).toEqual([]);
      await expectClean(d);
    });

    it.each(paths)("%s at 390 px with reduced motion: nothing hidden or moving, pictures load", async (path) => {
      const d = driver();
      await d.open(path, { width: 390, reducedMotion: true, reuse: true });
      // Before any scrolling, nothing waits to be revealed; after it (every island awake), nothing loops.
      expect(await audit(d)).toMatchObject({ h1: 1, reducedMotion: true, overlay: 0, revealPending: 0 });
      await d.scrollThrough();
      expect(await audit(d)).toMatchObject({ revealPending: 0, endlessAnimations: 0, sideways: false });
      expect(await brokenImages(d)).toEqual([]);
      await expectClean(d);
    });
  });
}
