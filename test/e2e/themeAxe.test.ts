/**
 * Every route of the table and the 404, at 390 and 1280 px with reduced motion, one fresh load
 * each (so every page is the first of its visit):
 * - before any scrolling: one h1, reduced motion seen, no intro overlay, nothing waiting to be
 *   revealed; scrolled through (every reveal settled, every lazy picture in, every near island
 *   awake): nothing waiting, no endless animation, no sideways scroll, no broken picture;
 * - both colour schemes are accessible: axe-core with zero violations, colour contrast included,
 *   first as the light scheme (every rule), then marked dark on the same page (`data-theme="dark"`,
 *   as the Worker marks it for a stored choice) with the rules that read colours (COLOUR_RULES:
 *   the scheme changes nothing else); no console error, CSP violation or hydration warning.
 * One load, two audits. This is the one axe sweep of the routes as they load: the area tests run
 * axe only on states a load does not reach (field errors, toasts, no-JS answers). The sweep with
 * motion, each route a first visit, is firstVisit.test.ts; the same page-side checks run in Firefox
 * and WebKit (cross/areas/pages).
 * The system's own dark setting is checked once, with the site's script blocked: CSS alone.
 */
import { describe, expect, it } from "vitest";
import { routes } from "../../src/server/routes";
import { COLOUR_RULES, expectAccessible, expectClean, openPage, scrollThrough } from "../support/browser";
import { findBrokenImages, routeState } from "../support/pageChecks";

const paths = [...routes.map((r) => r.page.path), "/this-page-does-not-exist"];
/** The body's background in each scheme (--page in tokens.css). */
const BACKGROUND = { light: "rgb(255, 255, 255)", dark: "rgb(11, 17, 32)" };

describe.each([390, 1280])("both schemes at %i px", (width) => {
  it.each(paths)("%s: nothing hidden or moving, every picture loads, axe passes in both schemes", async (path) => {
    const opened = await openPage(path, { width, reducedMotion: true });
    const { page } = opened;
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe(BACKGROUND.light);
    // Before any scrolling, nothing waits to be revealed; after it (every island awake), nothing loops.
    expect(await page.evaluate(routeState)).toMatchObject({ h1: 1, reducedMotion: true, overlay: 0, revealPending: 0 });
    await scrollThrough(page);
    expect(await page.evaluate(routeState)).toMatchObject({ revealPending: 0, endlessAnimations: 0, sideways: false });
    expect(await page.evaluate(findBrokenImages), "broken pictures").toEqual([]);
    await expectAccessible(page);
    await page.evaluate(() => document.documentElement.setAttribute("data-theme", "dark"));
    // Chromium restyles the page for the new colour-scheme at its next frame, not on the spot.
    await expect.poll(background).toBe(BACKGROUND.dark);
    // The scheme changes colours only: the second audit runs the rules that read colours.
    await expectAccessible(page, { rules: COLOUR_RULES });
    expectClean(opened);
  });
});

describe("the system's setting", () => {
  it("a dark system gets a dark first paint with the entry module blocked", async () => {
    const opened = await openPage("/contact", {
      colorScheme: "dark",
      blockUrls: ["**/assets/entry-*.js"],
      waitForShell: false,
    });
    const { page } = opened;
    expect(await page.evaluate(() => document.documentElement.classList.contains("js"))).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(BACKGROUND.dark);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe("light dark");
  });
});
