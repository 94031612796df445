/**
 * Every page of the registry, the first case study and product of their families
 * (test/support/sweep.ts) and the 404 as the first page of a visit (a fresh context, motion on),
 * at 390 and 1280 px, five pages side by side:
 * - while it loads: nothing is requested from another host (those requests are recorded, then
 *   aborted, so the /contact map embeds stay out of the byte count), and the compressed bytes of
 *   every script it downloads stay within 20 KB;
 * - the intro overlay leaves; scrolled through (every reveal settled, every lazy picture in, every
 *   near island awake): one h1, nothing waiting to be revealed, no sideways scroll, every picture
 *   loads, and no console error, CSP violation or hydration warning;
 * - once scrolled through, the pointer moved and the page's idle work done: a page with islands has
 *   fetched at most 120 KB of script (the budget `test/worker/budgets.test.ts` sets for every island
 *   of a page); a page without islands has requested its shell module and nothing else: no React,
 *   no island chunk. The home page is the control: the same detector finds React there.
 * The bytes are recorded in test-results/js-bytes.md and printed. The same sweep with reduced
 * motion, and axe in both schemes, is themeAxe.test.ts; Firefox and WebKit make it in
 * cross/areas/pages.ts with the same page-side checks (test/support/pageChecks.ts).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { baseUrl, expectClean, openPage, scrollThrough, type OpenedPage } from "../support/browser";
import { findBrokenImages, routeState } from "../support/pageChecks";
import { sweepPaths } from "../support/sweep";

const paths = [...sweepPaths, "/this-page-does-not-exist"];
const WIDTHS = [390, 1280] as const;
/** Compressed script bytes on load, on every route. */
const BUDGET = 20 * 1024;
/** After scrolling through a page that has islands (React, Swiper, the islands' own code). */
const ISLANDS_BUDGET = 120 * 1024;
/** The control of the "no React" detector: a page whose scrolled-through visit fetches React. */
const CONTROL = "/";
/** React's element symbols: present in any bundle that carries React or a component compiled for it. */
const REACT_MARKER = /Symbol\.for\(["'`]react\./;
const SOON = { timeout: 15_000, interval: 100 } as const;

const origin = () => new URL(baseUrl()).origin;
const foreign = (urls: string[]) => urls.filter((url) => !url.startsWith("data:") && new URL(url).origin !== origin());

/** The server's HTML of every path: which pages have no island, and the module scripts each names. */
const documents = new Map(
  await Promise.all(paths.map(async (path) => [path, await (await fetch(new URL(path, baseUrl()))).text()] as const)),
);
const withoutIslands = paths.filter((path) => !documents.get(path)!.includes("data-island="));
const moduleScripts = (path: string) =>
  [...documents.get(path)!.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) =>
    new URL(m[1]!, baseUrl()).toString(),
  );

const carriesReact = async (urls: string[]) => {
  const bodies = await Promise.all(urls.map(async (url) => (await fetch(url)).text()));
  return bodies.some((body) => REACT_MARKER.test(body));
};

interface Visit {
  opened: OpenedPage;
  /** Script URLs requested so far. */
  scripts: string[];
  /** Compressed script bytes received so far. */
  bytes: () => Promise<number>;
  /** Every request settled, the page's idle work included. */
  settled: () => Promise<void>;
}

async function firstVisit(path: string, width: number): Promise<Visit> {
  const scripts: string[] = [];
  const sizes: Promise<number>[] = [];
  const opened = await openPage(path, {
    width,
    keep: true, // side by side: closed by its own test, not by another's afterEach
    before: async (page) => {
      page.on("request", (request) => void (request.resourceType() === "script" && scripts.push(request.url())));
      page.on("requestfinished", (request) => {
        if (request.resourceType() === "script") sizes.push(request.sizes().then((s) => s.responseBodySize));
      });
      await page.route(
        (url) => url.origin !== origin(),
        (route) => route.abort(),
      );
    },
  });
  const settled = async () => {
    await opened.settled();
    // The page's idle work (islands that wake when idle ask for their code from an idle callback,
    // queued at load): an idle callback queued now runs after those, then their requests settle.
    await opened.page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
    await opened.settled();
  };
  const bytes = async () => (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0);
  return { opened, scripts, bytes, settled };
}

interface Bytes {
  onLoad: number;
  afterScroll: number;
}
const recorded = new Map<string, Bytes>();
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

afterAll(() => {
  const cell = (path: string, width: number, key: keyof Bytes) => {
    const bytes = recorded.get(`${path} ${width}`);
    return bytes ? kb(bytes[key]) : "—";
  };
  const lines = [
    "| route | KB on load, 390 px | KB after scrolling, 390 px | KB on load, 1280 px | KB after scrolling, 1280 px |",
    "|---|---:|---:|---:|---:|",
    ...paths.map(
      (path) =>
        `| ${path} | ${cell(path, 390, "onLoad")} | ${cell(path, 390, "afterScroll")} | ${cell(path, 1280, "onLoad")} | ${cell(path, 1280, "afterScroll")} |`,
    ),
  ];
  mkdirSync("test-results", { recursive: true });
  writeFileSync("test-results/js-bytes.md", `${lines.join("\n")}\n`);
  console.log(`Compressed JavaScript per page (KB):\n${lines.join("\n")}`);
});

it("the site has pages without islands and pages with them", () => {
  expect(withoutIslands.length).toBeGreaterThanOrEqual(3);
  expect(withoutIslands).not.toContain(CONTROL);
});

describe.concurrent.each(WIDTHS)("a first visit at %i px, with motion", (width) => {
  it.for(paths)(
    "%s: nothing from another host, ≤ 20 KB of script on load, clean once scrolled through, its islands' budget",
    { timeout: 120_000 },
    async (path, { expect }) => {
      const visit = await firstVisit(path, width);
      const { opened } = visit;
      const { page } = opened;
      try {
        await visit.settled();
        expect(foreign(opened.requests), "third-party requests during load").toEqual([]);
        const onLoad = await visit.bytes();
        expect(onLoad, "script bytes on load").toBeGreaterThan(0);
        expect(onLoad, "script bytes on load").toBeLessThanOrEqual(BUDGET);
        const islands = await page.locator("[data-island]").count();

        // The intro overlay (the first page of a visit) leaves after its 2–3 s.
        await expect.poll(() => page.locator("[data-intro-overlay]").count(), SOON).toBe(0);
        await scrollThrough(page);
        expect(await page.evaluate(routeState)).toMatchObject({
          h1: 1,
          reducedMotion: false,
          revealPending: 0,
          sideways: false,
        });
        expect(await page.evaluate(findBrokenImages), "broken pictures").toEqual([]);

        await page.mouse.move(10, 10);
        await visit.settled();
        const afterScroll = await visit.bytes();
        recorded.set(`${path} ${width}`, { onLoad, afterScroll });
        expect(afterScroll, `${islands} islands: script bytes after scrolling`).toBeLessThanOrEqual(
          islands > 0 ? ISLANDS_BUDGET : BUDGET,
        );
        if (withoutIslands.includes(path)) {
          expect(islands).toBe(0);
          expect(new Set(visit.scripts), "a page without islands requests its shell module only").toEqual(
            new Set(moduleScripts(path)),
          );
          expect(await carriesReact(visit.scripts), "React on a page without islands").toBe(false);
        }
        if (path === CONTROL) {
          expect(islands).toBeGreaterThan(0);
          expect(await carriesReact(visit.scripts), "the control fetches React once scrolled through").toBe(true);
          expect(afterScroll - onLoad, "the control's islands' code").toBeGreaterThan(50 * 1024);
        }
        expectClean(opened);
      } finally {
        await opened.close();
      }
    },
  );
});
