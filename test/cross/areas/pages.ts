/**
 * Every route of /sitemap.xml, at 1280 px with motion and at 390 px with reduced motion: it
 * renders with no console error, uncaught exception or CSP violation; every picture loads (no
 * broken image after scrolling through); reduced motion is honoured (no intro overlay, nothing
 * waiting to be revealed, no endless animation); and a full-page screenshot is written to
 * test-results/cross/<engine>/ for people to look at.
 */
import { describe, expect, inject, it } from "vitest";
import type { Driver } from "../driver";
import { brokenImages, expectClean, scrollThrough, SOON } from "../support";

/** The site's routes as its sitemap lists them (paths, in order). */
async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(new URL("/sitemap.xml", inject("baseUrl")))).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

const paths = await sitemapPaths();
const shotName = (path: string, width: number) =>
  `${path === "/" ? "home" : path.slice(1).replaceAll("/", "-")}-${width}`;

export function pages(driver: () => Driver) {
  describe("every route", () => {
    it("the sitemap lists the site's pages", () => {
      expect(paths.length).toBeGreaterThan(25);
      expect(paths).toContain("/contact");
    });

    it.each(paths)("%s at 1280 px: clean, every picture loads, screenshotted", async (path) => {
      const d = driver();
      await d.open(path, { width: 1280 });
      expect(await d.count({ role: "heading", level: 1 })).toBe(1);
      // Scrolling through reveals what is below the fold and asks for the lazy pictures.
      await scrollThrough(d);
      // The intro overlay leaves after its 2–3 s: the screenshot shows the page itself.
      await expect.poll(() => d.count("[data-intro-overlay]"), SOON).toBe(0);
      // The screenshot goes through the page viewport by viewport, waiting for the pictures in view.
      await d.screenshot(shotName(path, 1280));
      expect(await brokenImages(d)).toEqual([]);
      await expectClean(d);
    });

    it.each(paths)(
      "%s at 390 px with reduced motion: nothing hidden or moving, pictures load, screenshotted",
      async (path) => {
        const d = driver();
        await d.open(path, { width: 390, reducedMotion: true });
        expect(await d.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches)).toBe(true);
        expect(await d.count("[data-intro-overlay]")).toBe(0);
        await d.screenshot(shotName(path, 390));
        expect(await d.count(".reveal-pending")).toBe(0);
        const endless = await d.evaluate(
          () => document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations === Infinity).length,
        );
        expect(endless).toBe(0);
        expect(await d.evaluate(() => document.documentElement.scrollWidth), "no sideways scroll").toBeLessThanOrEqual(
          390,
        );
        expect(await brokenImages(d)).toEqual([]);
        await expectClean(d);
      },
    );
  });
}
