/**
 * Every page stays eligible for the back/forward cache: no `unload` handler, no `no-store`,
 * nothing left open. Playwright launches Chromium with `--disable-back-forward-cache`, so this
 * file launches its own without that flag. For each route: open it, follow a link of the header
 * to another page, go back, and count `pageshow` events with `persisted: true` (a restore fires
 * no `load`). What keeps a page out of the cache is its scripts and headers, the same for every
 * member of a family: every page of the registry and the first of each family are visited
 * (test/support/sweep.ts). When a page is not restored, the test fails with Chromium's `notRestoredReasons`.
 */
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { paths } from "../../src/content/paths";
import { pages } from "../../src/content/registry";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../harness/chromium.ts";
import { sweepPaths } from "../support/sweep";

const baseUrl = inject("baseUrl");

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    ignoreDefaultArgs: ["--disable-back-forward-cache"],
  });
  // One visitor going from page to page, as in a tab; the visit has begun (no intro overlay).
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => {
    sessionStorage.setItem("vertexa:visit", "1");
    addEventListener("pageshow", (event) => {
      const w = window as typeof window & { restores?: number };
      if (event.persisted) w.restores = (w.restores ?? 0) + 1;
    });
  });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const restores = () => page.evaluate(() => (window as typeof window & { restores?: number }).restores ?? 0);
const notRestoredReasons = () =>
  page.evaluate(() =>
    JSON.stringify(
      (performance.getEntriesByType("navigation")[0] as PerformanceEntry & { notRestoredReasons?: unknown })
        .notRestoredReasons ?? null,
    ),
  );

describe("the back/forward cache", () => {
  it.each(sweepPaths)("%s is restored from it, at its scroll, when the visitor goes back", async (path) => {
    await page.goto(new URL(path, baseUrl).href, { waitUntil: "load" });
    const before = await restores();
    // Read down the page a little first: going back returns there.
    const scrolled = await page.evaluate(() => {
      window.scrollTo({
        top: Math.min(600, document.documentElement.scrollHeight - innerHeight),
        behavior: "instant",
      });
      return Math.round(scrollY);
    });
    // Away by a link of the header, as a visitor leaves: to Career, the lightest page the header
    // links (from Career, to About), so the page left is the one that costs the time.
    const away = path === paths.career ? pages.about : pages.career;
    const to = away.path!;
    const link = page.getByRole("banner").getByRole("link", { name: away.nav, exact: true }).first();
    await Promise.all([page.waitForURL(new URL(to, baseUrl).href), link.click()]);
    await page.goBack({ waitUntil: "commit" });
    await page.waitForURL(new URL(path, baseUrl).href, { waitUntil: "commit" });
    const restored = await expect
      .poll(restores, { timeout: 5000 })
      .toBe(before + 1)
      .then(
        () => true,
        () => false,
      );
    if (!restored) expect.fail(`${path} was loaded again, not restored: ${await notRestoredReasons()}`);
    expect(await page.evaluate(() => Math.round(scrollY))).toBe(scrolled);
  });
});
