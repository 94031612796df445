/**
 * Platform features the site uses where an engine may lack them: the page must work either way,
 * and the test asserts what this engine does (the transition, or the plain navigation it falls
 * back to). What each engine offers is written to test-results/cross/<engine>/features.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PROBE_KEY } from "../driver/frontProxy";
import type { Driver, Query } from "../driver";
import { SCREENSHOT_ROOT } from "../driver/base";
import { expectClean, pathOf, SOON } from "../support";

const reveals = (d: Driver) =>
  d.evaluate((key: string) => {
    const log = JSON.parse(sessionStorage.getItem(key) ?? "{}") as { reveals?: string[] };
    return log.reveals ?? [];
  }, PROBE_KEY);

const aboutLink: Query = { role: "link", name: "About Us", within: { role: "navigation", name: "Main" } };

/**
 * Follows the header's About link and returns the reveals recorded so far, the about page's
 * included where the engine fires `pagereveal`: it fires at the page's first rendering, which
 * can come after its heading is already in the document, so that is waited for.
 */
async function navigateToAbout(d: Driver, supported: boolean): Promise<string[]> {
  const before = (await reveals(d)).length;
  await d.click(aboutLink);
  await expect.poll(() => pathOf(d), SOON).toBe("/about");
  await expect.poll(() => d.count({ role: "heading", level: 1, name: /award-winning/ }), SOON).toBe(1);
  if (supported) await expect.poll(async () => (await reveals(d)).length, SOON).toBeGreaterThan(before);
  return reveals(d);
}

export function platform(driver: () => Driver) {
  describe("platform features and their fallbacks", () => {
    it("records what the engine offers", async () => {
      const d = driver();
      await d.open("/about", { width: 1280 });
      const features = await d.evaluate(() => ({
        userAgent: navigator.userAgent,
        crossDocumentViewTransitions: "onpagereveal" in window,
        sameDocumentViewTransitions: typeof document.startViewTransition === "function",
        schedulerYield: typeof (globalThis as { scheduler?: { yield?: unknown } }).scheduler?.yield === "function",
        pictureFormat: [...document.querySelectorAll("picture img")]
          .map((img) => (img as HTMLImageElement).currentSrc.split(".").pop())
          .filter((ext, i, all) => all.indexOf(ext) === i),
        detailsName: "name" in HTMLDetailsElement.prototype,
      }));
      mkdirSync(`${SCREENSHOT_ROOT}/${d.engine}`, { recursive: true });
      writeFileSync(
        `${SCREENSHOT_ROOT}/${d.engine}/features.json`,
        JSON.stringify({ version: d.version, ...features }, null, 2),
      );
      console.log(d.version, JSON.stringify(features));
      // Exclusive accordions (<details name>) carry the FAQ's one-open-at-a-time in every engine.
      expect(features.detailsName).toBe(true);
      await expectClean(d);
    });

    it("navigating between pages: a cross-document view transition where supported, a plain navigation elsewhere", async () => {
      const d = driver();
      await d.open("/", { width: 1280 });
      const supported = await d.evaluate(() => "onpagereveal" in window);
      const seen = await navigateToAbout(d, supported);
      if (supported) expect(seen.at(-1)).toBe("transition");
      else expect(seen).toEqual([]);
      await expectClean(d);
    });

    it("under the prerender rules a visit goes on as before: overlay, theme by link, back", async () => {
      const d = driver();
      await d.open("/", { width: 1280 });
      // Every page names its rules in a header; an engine without speculation rules ignores it.
      const speculates = await d.evaluate(
        () => typeof HTMLScriptElement.supports === "function" && HTMLScriptElement.supports("speculationrules"),
      );
      console.log(d.version, "speculation rules:", speculates);
      // The first page of the visit: its overlay leaves after its 2–3 s.
      await expect.poll(() => d.count("[data-intro-overlay]"), SOON).toBe(0);
      try {
        await d.click({ role: "button", name: "Colour theme" });
        await d.click({ role: "button", name: "Dark" });
        // A person's hover, then the click: where the engine prerenders, this is when.
        await d.hover(aboutLink);
        await navigateToAbout(d, false);
        // The overlay belongs to the first page of the visit: the next one drops it at once.
        expect(await d.count("[data-intro-overlay]")).toBe(0);
        expect(await d.attr("html", "data-theme")).toBe("dark");
        await d.evaluate(() => history.back());
        await expect.poll(() => pathOf(d), SOON).toBe("/");
        await expect.poll(() => d.attr("html", "data-theme"), SOON).toBe("dark");
        await expect.poll(() => d.count("[data-intro-overlay]"), SOON).toBe(0);
        await expectClean(d);
      } finally {
        await d.evaluate(() => void (document.cookie = "theme=; Path=/; Max-Age=0"));
      }
    });

    it("with reduced motion, navigations never animate", async () => {
      const d = driver();
      await d.open("/", { width: 1280, reducedMotion: true });
      const supported = await d.evaluate(() => "onpagereveal" in window);
      const seen = await navigateToAbout(d, supported);
      if (supported) expect(seen.at(-1)).toBe("none");
      else expect(seen).toEqual([]);
      expect(await d.count("[data-intro-overlay]")).toBe(0);
      await expectClean(d);
    });
  });
}
