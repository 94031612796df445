/**
 * The JavaScript byte budget, measured in the browser: the compressed bytes of every script a
 * page downloads on load, before the visitor scrolls or interacts, stay within 20 KB on every
 * route of the sitemap, on a phone and a desktop viewport. After scrolling through the whole page
 * (its visible and idle islands wake) they stay within 120 KB on a page with islands, the budget
 * `test/worker/budgets.test.ts` sets for every island of a page, and within the on-load 20 KB on a
 * page without. Both are recorded in test-results/js-bytes.md and printed.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { baseUrl, openPage, scrollThrough } from "../support/browser";

const BUDGET = 20 * 1024;
/** After scrolling through a page that has islands (React, Swiper, the islands' own code). */
const ISLANDS_BUDGET = 120 * 1024;
const WIDTHS = [390, 1280] as const;
const BATCH = 5; // pages measured side by side, each in its own context

interface Bytes {
  path: string;
  width: number;
  onLoad: number;
  afterScroll: number;
  /** Island elements on the page. */
  islands: number;
}

/** Compressed script bytes of `path` on load, and in all once scrolled through. */
async function measure(path: string, width: number): Promise<Bytes> {
  let total = 0;
  const sizes: Promise<void>[] = [];
  const opened = await openPage(path, {
    width,
    before: async (page) => {
      page.on("requestfinished", (request) => {
        if (request.resourceType() !== "script") return;
        sizes.push(request.sizes().then((s) => void (total += s.responseBodySize)));
      });
      // The site's own JavaScript only: the map embeds of /contact (third-party, in iframes) stay out.
      await page.route(
        (url) => url.origin !== new URL(baseUrl()).origin,
        (route) => route.abort(),
      );
    },
  });
  const { page } = opened;
  const settled = async () => {
    await opened.settled();
    // The page's idle work (islands that wake when idle ask for their code from an idle callback,
    // queued at load): an idle callback queued now runs after those, then their requests settle.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
    await opened.settled();
    await Promise.all(sizes);
  };
  await settled();
  const onLoad = total;
  const islands = await page.locator("[data-island]").count();
  await scrollThrough(page);
  await settled();
  await opened.close();
  return { path, width, onLoad, afterScroll: total, islands };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

describe("JavaScript fetched", () => {
  it(
    "is at most 20 KB on load and 120 KB once scrolled through (20 KB without islands), on every route (390 and 1280 px)",
    { timeout: 600_000 },
    async () => {
      const sitemap = await (await fetch(new URL("/sitemap.xml", baseUrl()))).text();
      const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
      expect(paths.length).toBeGreaterThanOrEqual(30);
      const jobs = paths.flatMap((path) => WIDTHS.map((width) => [path, width] as const));
      const results: Bytes[] = [];
      for (let i = 0; i < jobs.length; i += BATCH) {
        results.push(...(await Promise.all(jobs.slice(i, i + BATCH).map(([path, width]) => measure(path, width)))));
      }
      const lines = [
        "| route | KB on load, 390 px | KB after scrolling, 390 px | KB on load, 1280 px | KB after scrolling, 1280 px |",
        "|---|---:|---:|---:|---:|",
        ...paths.map((path) => {
          const [phone, desktop] = WIDTHS.map((w) => results.find((r) => r.path === path && r.width === w)!);
          return `| ${path} | ${kb(phone!.onLoad)} | ${kb(phone!.afterScroll)} | ${kb(desktop!.onLoad)} | ${kb(desktop!.afterScroll)} |`;
        }),
      ];
      mkdirSync("test-results", { recursive: true });
      writeFileSync("test-results/js-bytes.md", `${lines.join("\n")}\n`);
      console.log(`Compressed JavaScript per page (KB):\n${lines.join("\n")}`);
      for (const r of results) {
        expect(r.onLoad, `${r.path} at ${r.width} px`).toBeGreaterThan(0);
        expect(r.onLoad, `${r.path} at ${r.width} px: ${r.onLoad} B on load`).toBeLessThanOrEqual(BUDGET);
        expect(r.afterScroll, `${r.path} at ${r.width} px: less after scrolling than on load`).toBeGreaterThanOrEqual(
          r.onLoad,
        );
        const afterScrollBudget = r.islands > 0 ? ISLANDS_BUDGET : BUDGET;
        expect(
          r.afterScroll,
          `${r.path} at ${r.width} px (${r.islands} islands): ${r.afterScroll} B after scrolling`,
        ).toBeLessThanOrEqual(afterScrollBudget);
      }
      // Scrolling wakes islands: some page fetches React after it (else the scroll measured nothing).
      expect(results.some((r) => r.afterScroll > r.onLoad + 50 * 1024)).toBe(true);
    },
  );
});
