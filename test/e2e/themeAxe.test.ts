/**
 * The dark scheme is as accessible as the light one: every route of the table and the 404, at 390
 * and 1280 px, with the system set to dark, scrolled through (every reveal settled, every lazy
 * picture in), pass axe-core with zero violations, colour contrast included. The light scheme is
 * audited by each area's own tests.
 */
import { describe, expect, it } from "vitest";
import { routes } from "../../src/server/routes";
import { expectAccessible, expectClean, openPage, scrollThrough } from "../support/browser";

const paths = [...routes.map((r) => r.path), "/this-page-does-not-exist"];

describe.each([390, 1280])("dark scheme at %i px", (width) => {
  it.each(paths)("%s passes axe", async (path) => {
    const opened = await openPage(path, { width, reducedMotion: true, colorScheme: "dark" });
    const { page } = opened;
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(11, 17, 32)");
    await scrollThrough(page);
    await expectAccessible(page);
    expectClean(opened);
  });
});
