/**
 * Every route of /sitemap.xml, at 1280 px with motion and at 390 px with reduced motion: it
 * renders with one h1 and no console error, uncaught exception or CSP violation; every picture
 * loads (no broken image once the page was scrolled through); nothing scrolls sideways; reduced
 * motion is honoured (no intro overlay, nothing waiting to be revealed, no endless animation);
 * and a full-page screenshot is written to test-results/cross/<engine>/ for people to look at.
 *
 * One page per width goes from route to route (a visitor's tab: the intro overlay shows on the
 * first page of the visit only); what went wrong is recorded per route.
 */
import { describe, expect, inject, it } from "vitest";
import type { Driver } from "../driver";
import { brokenImages, expectClean, SOON } from "../support";

/** The site's routes as its sitemap lists them (paths, in order). */
async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(new URL("/sitemap.xml", inject("baseUrl")))).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

const paths = await sitemapPaths();
const shotName = (path: string, width: number) =>
  `${path === "/" ? "home" : path.slice(1).replaceAll("/", "-")}-${width}`;

/** The page's state, read in one round trip. */
const audit = (d: Driver) =>
  d.evaluate(() => ({
    h1: document.querySelectorAll("h1").length,
    reducedMotion: matchMedia("(prefers-reduced-motion: reduce)").matches,
    overlay: document.querySelectorAll("[data-intro-overlay]").length,
    revealPending: document.querySelectorAll(".reveal-pending").length,
    endlessAnimations: document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations === Infinity)
      .length,
    sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
  }));

export function pages(driver: () => Driver) {
  describe("every route", () => {
    it("the sitemap lists the site's pages", () => {
      expect(paths.length).toBeGreaterThan(25);
      expect(paths).toContain("/contact");
    });

    it.each(paths)("%s at 1280 px: clean, every picture loads, screenshotted", async (path) => {
      const d = driver();
      await d.open(path, { width: 1280, reuse: true });
      // The intro overlay (first page of the visit) leaves after its 2–3 s.
      await expect.poll(() => d.count("[data-intro-overlay]"), SOON).toBe(0);
      // The capture scrolls through the page first: reveals run and the lazy pictures are asked for.
      await d.screenshot(shotName(path, 1280));
      expect(await audit(d)).toMatchObject({ h1: 1, reducedMotion: false, revealPending: 0, sideways: false });
      expect(await brokenImages(d)).toEqual([]);
      await expectClean(d);
    });

    it.each(paths)(
      "%s at 390 px with reduced motion: nothing hidden or moving, pictures load, screenshotted",
      async (path) => {
        const d = driver();
        await d.open(path, { width: 390, reducedMotion: true, reuse: true });
        // Before any scrolling, nothing waits to be revealed; after it (every island awake), nothing loops.
        expect(await audit(d)).toMatchObject({ h1: 1, reducedMotion: true, overlay: 0, revealPending: 0 });
        await d.screenshot(shotName(path, 390));
        expect(await audit(d)).toMatchObject({ revealPending: 0, endlessAnimations: 0, sideways: false });
        expect(await brokenImages(d)).toEqual([]);
        await expectClean(d);
      },
    );
  });
}
