/**
 * Every route of the table and the 404 with reduced motion, one load each, five side by side (Vitest's
 * `maxConcurrency`: most of a route's time is waiting on its page, so the loads overlap), at 390 px and then
 * widened to 1280 px (the way pictures are chosen, narrow first, fetches each width's own
 * candidate; every candidate the pages name is also fetched by test/worker/links.test.ts):
 * - before any scrolling: one h1, reduced motion seen, no intro overlay, nothing waiting to be
 *   revealed; scrolled through (every reveal settled, every lazy picture in, every near island
 *   awake): nothing waiting, no endless animation, no sideways scroll, no broken picture;
 * - both colour schemes are accessible: axe-core with zero violations, colour contrast included,
 *   in the light scheme (every rule) and marked dark on the same page (`data-theme="dark"`,
 *   as the Worker marks it for a stored choice) with the rules that read colours (COLOUR_RULES:
 *   the scheme changes nothing else); no console error, CSP violation or hydration warning;
 * - in each scheme, the text axe cannot judge (over a gradient or picture: the heroes, the call to
 *   action bands) is judged from the pixels behind it (test/support/pixelContrast.ts), at both
 *   widths: the gradients scale with their box and the type is fluid, so the text covers other
 *   pixels, and can cross the large-text line, at each width. Figures: test-results/contrast/.
 * One load, four audits. This is the one axe sweep of the routes as they load: the area tests run
 * axe only on states a load does not reach (field errors, toasts, no-JS answers). The sweep with
 * motion, each route a first visit, is firstVisit.test.ts; the same page-side checks run in Firefox
 * and WebKit (cross/areas/pages).
 * The system's own dark setting is checked once, with the site's script blocked: CSS alone.
 */
import type { Page } from "playwright-core";
import { describe, expect, it, type ExpectStatic } from "vitest";
import { aboutCta, aboutHero } from "../../src/content/company/about";
import { routes } from "../../src/server/routes";
import { COLOUR_RULES, expectAccessible, expectClean, openPage, scrollThrough } from "../support/browser";
import { findBrokenImages, routeState } from "../support/pageChecks";
import {
  failing,
  incompleteContrast,
  judgeContrastFromPixels,
  record,
  type PixelContrast,
} from "../support/pixelContrast";

const NOT_FOUND = "/this-page-does-not-exist";
const paths = [...routes.map((r) => r.page.path), NOT_FOUND];
/** The body's background in each scheme (--page in tokens.css). */
const BACKGROUND = { light: "rgb(255, 255, 255)", dark: "rgb(11, 17, 32)" };

/** The widths, narrow first: a picture's larger candidate is fetched as the page widens, never the reverse. */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
type Scheme = keyof typeof BACKGROUND;

/**
 * Marks the page dark (`data-theme="dark"`, as the Worker marks it for a stored choice) or back to
 * the system's light, and waits for the restyle: Chromium restyles the page for a new colour-scheme
 * at its next frame, not on the spot (on a loaded machine, after the pixel pass's repaint, that
 * frame can be more than a second away).
 */
async function showScheme(page: Page, scheme: Scheme, expect: ExpectStatic): Promise<void> {
  await page.evaluate((dark) => {
    if (dark) document.documentElement.setAttribute("data-theme", "dark");
    else document.documentElement.removeAttribute("data-theme");
  }, scheme === "dark");
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor), { timeout: 10_000 })
    .toBe(BACKGROUND[scheme]);
}

describe.concurrent("every route, five side by side", () => {
  it.for(paths)(
    "%s at 390, then 1280 px: nothing hidden or moving, every picture loads, axe passes in both schemes",
    // Five side by side on two cores: one route has taken over 150 s on a loaded CI machine.
    { timeout: 240_000 },
    async (path, { expect }) => {
      const opened = await openPage(path, { ...VIEWPORTS[0], reducedMotion: true, keep: true });
      const { page } = opened;
      try {
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(BACKGROUND.light);
        // Before any scrolling, nothing waits to be revealed.
        expect(await page.evaluate(routeState)).toMatchObject({
          h1: 1,
          reducedMotion: true,
          overlay: 0,
          revealPending: 0,
        });
        let shown: Scheme = "light";
        for (const viewport of VIEWPORTS) {
          if (viewport !== VIEWPORTS[0]) await page.setViewportSize(viewport);
          // Scrolled through at this width (every island awake, every lazy picture in): nothing loops.
          await scrollThrough(page);
          const state = await page.evaluate(routeState);
          expect(state, `${viewport.width} px`).toMatchObject({
            revealPending: 0,
            endlessAnimations: 0,
            sideways: false,
          });
          expect(await page.evaluate(findBrokenImages), `broken pictures at ${viewport.width} px`).toEqual([]);
          // Both schemes, from the one shown (one switch per width): every rule in the light scheme,
          // the rules that read colours in the dark one (the scheme changes nothing else).
          const judged = {} as Record<Scheme, PixelContrast>;
          const order: readonly Scheme[] = shown === "light" ? ["light", "dark"] : ["dark", "light"];
          for (const scheme of order) {
            if (scheme !== shown) {
              await showScheme(page, scheme, expect);
              shown = scheme;
            }
            const axe = await expectAccessible(page, scheme === "dark" ? { rules: COLOUR_RULES } : {});
            // Text over gradients, which axe leaves "incomplete", judged from the pixels behind it.
            judged[scheme] = await judgeContrastFromPixels(page, incompleteContrast(axe));
          }
          record(`${viewport.width}${path}`, judged);
          // Every page of the table opens on a hero over a gradient: its heading is among the text judged.
          if (path !== NOT_FOUND) {
            for (const scheme of Object.values(judged))
              expect(scheme.judged.map((r) => r.label)).toContainEqual(expect.stringMatching(/^h1\b/));
          }
          expect(
            { light: failing(judged.light), dark: failing(judged.dark) },
            `below WCAG AA over a gradient at ${viewport.width} px`,
          ).toEqual({ light: [], dark: [] });
        }
        expectClean(opened);
      } finally {
        await opened.close();
      }
    },
  );
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
