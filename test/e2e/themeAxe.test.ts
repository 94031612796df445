/**
 * Every route of the table and the 404, at 390 and 1280 px with reduced motion, one fresh load
 * each (so every page is the first of its visit):
 * - before any scrolling: one h1, reduced motion seen, no intro overlay, nothing waiting to be
 *   revealed; scrolled through (every reveal settled, every lazy picture in, every near island
 *   awake): nothing waiting, no endless animation, no sideways scroll, no broken picture;
 * - both colour schemes are accessible: axe-core with zero violations, colour contrast included,
 *   first as the light scheme (every rule), then marked dark on the same page (`data-theme="dark"`,
 *   as the Worker marks it for a stored choice) with the rules that read colours (COLOUR_RULES:
 *   the scheme changes nothing else); no console error, CSP violation or hydration warning;
 * - in each scheme, the text axe cannot judge (over a gradient or picture: the heroes, the call to
 *   action bands) is judged from the pixels behind it (test/support/pixelContrast.ts), at both
 *   widths: the gradients scale with their box and the type is fluid, so the text covers other
 *   pixels, and can cross the large-text line, at each width. Figures: test-results/contrast/.
 * One load, two audits. This is the one axe sweep of the routes as they load: the area tests run
 * axe only on states a load does not reach (field errors, toasts, no-JS answers). The sweep with
 * motion, each route a first visit, is firstVisit.test.ts; the same page-side checks run in Firefox
 * and WebKit (cross/areas/pages).
 * The system's own dark setting is checked once, with the site's script blocked: CSS alone.
 */
import { describe, expect, it } from "vitest";
import { aboutCta, aboutHero } from "../../src/content/company/about";
import { routes } from "../../src/server/routes";
import { COLOUR_RULES, expectAccessible, expectClean, openPage, scrollThrough } from "../support/browser";
import { findBrokenImages, routeState } from "../support/pageChecks";
import { failing, incompleteContrast, judgeContrastFromPixels, record } from "../support/pixelContrast";

const NOT_FOUND = "/this-page-does-not-exist";
const paths = [...routes.map((r) => r.page.path), NOT_FOUND];
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
    const light = await judgeContrastFromPixels(page, incompleteContrast(await expectAccessible(page)));
    await page.evaluate(() => document.documentElement.setAttribute("data-theme", "dark"));
    // Chromium restyles the page for the new colour-scheme at its next frame, not on the spot (on a
    // loaded machine, after the pixel pass's repaint, that frame can be more than a second away).
    await expect.poll(background, { timeout: 10_000 }).toBe(BACKGROUND.dark);
    // The scheme changes colours only: the second audit runs the rules that read colours.
    const darkAxe = await expectAccessible(page, { rules: COLOUR_RULES });
    const dark = await judgeContrastFromPixels(page, incompleteContrast(darkAxe));
    record(`${width}${path}`, { light, dark });
    // Every page of the table opens on a hero over a gradient: its heading is among the text judged.
    if (path !== NOT_FOUND) {
      for (const scheme of [light, dark])
        expect(scheme.judged.map((r) => r.label)).toContainEqual(expect.stringMatching(/^h1\b/));
    }
    // Text over gradients, which axe leaves "incomplete", judged from the pixels behind it.
    expect({ light: failing(light), dark: failing(dark) }, "below WCAG AA over a gradient").toEqual({
      light: [],
      dark: [],
    });
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

describe("the pixel contrast pass", () => {
  it("fails a heading the colour of the gradient behind it, and leaves the page as it was", async () => {
    const { page } = await openPage("/about", { width: 1280, reducedMotion: true });
    const heading = page.getByRole("heading", { level: 1, name: aboutHero.title });
    const colour = () => heading.evaluate((el) => getComputedStyle(el).color);
    const readable = await colour();
    expect(failing(await judgeContrastFromPixels(page))).toEqual([]);
    // The hero's gradient runs from --surface through --brand-light to --page: #f4f6fc sits among them.
    await heading.evaluate((el) => el.style.setProperty("color", "rgb(244, 246, 252)"));
    const unreadable = failing(await judgeContrastFromPixels(page));
    expect(unreadable).toHaveLength(1);
    expect(unreadable[0]).toMatch(new RegExp(`^h1\\S* "${aboutHero.title.slice(0, 20)}.*": 1\\.\\d+ < 3$`));
    expect(await colour(), "the page's own colours put back").toBe("rgb(244, 246, 252)");
    await heading.evaluate((el) => el.style.removeProperty("color"));
    // Restyled at the next frame (later on a loaded machine), not on the spot.
    await expect.poll(colour).toBe(readable);
    // The call to action's heading, in the band's own brand fill, fails too: the check reaches the page's foot.
    const cta = page.getByRole("heading", { level: 2, name: aboutCta.title });
    await cta.evaluate((el) => el.style.setProperty("color", "rgb(79, 70, 229)"));
    expect(failing(await judgeContrastFromPixels(page))).toEqual([
      expect.stringMatching(new RegExp(`^h2\\S* "${aboutCta.title.slice(0, 20)}.*": 1\\.\\d+ < 3$`)),
    ]);
  });
});
