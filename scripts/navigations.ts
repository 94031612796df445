/**
 * `npm run navigations`: how long a click to another page of the site takes to show it, in
 * Chromium with the CPU throttled 4× (as Lighthouse's mobile profile does), headless, against the
 * production build on loopback, at 1280 × 800.
 *
 * Five common journeys (home → about; about → contact; services → a service → contact;
 * portfolio → a case study; a product → contact), each step measured twice:
 * - **hover, then click**: the pointer rests on the link for NAV_HOVER_MS (default 600 ms, a
 *   person's hover; Chromium starts a `moderate` prerender after 200 ms), then clicks. Whether
 *   the page shown was prerendered is read from `activationStart`;
 * - **keyboard**: the link is focused and Enter pressed, which starts no prerender: a full load
 *   of the same build, the baseline.
 * The figure is the time from the click (the event's own time stamp, in the page clicked) to the
 * next page's largest contentful paint, both on the same clock (`performance.timeOrigin`). After
 * the last step the journey goes back (`history.back()`): the time from the call to the first
 * frame after `pageshow`, and whether the page came from the back/forward cache (its
 * `notRestoredReasons` are printed when not).
 *
 * Driven by puppeteer-core, which attaches through the tab target: Playwright attaches to the page
 * target, and Chromium then refuses to prerender (`PrerenderingDisabledByDevTools`). Every run of
 * a journey opens a fresh browser context (nothing cached), marks the visit as begun (no intro
 * overlay) and loads the journey's first page. NAV_RUNS runs (default 5), interleaved (run 1 of
 * every journey, then run 2 …); median with min–max. Not a test: figures for
 * docs/measurements/navigations.md.
 *
 *   npm run navigations                     # build, then every journey
 *   NAV_RUNS=3 npm run navigations -- --no-build contact   # journeys whose label matches
 *
 * NAV_REDUCED_MOTION=1 emulates `prefers-reduced-motion: reduce` (no view transitions), to see what
 * they cost. NAVIGATIONS_PORT overrides the server's port (default 8798). Writes `test-results/navigations.md`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import type { Browser, Page } from "puppeteer-core";
import { paths } from "../src/content/paths.ts";
import { argsWithoutBuildFlag, buildUnlessReused } from "./lib/build.ts";
import {
  activationStart,
  evaluateInTab,
  hoverThenClick,
  launchPrerenderingChromium,
  visibleLink,
  waitForPage,
} from "../harness/prerender.ts";
import { startSite } from "../harness/site.ts";
import { medianAndRange, toolVersions } from "./lib/stats.ts";

const PORT = Number(process.env.NAVIGATIONS_PORT ?? 8798);
const RUNS = Number(process.env.NAV_RUNS ?? 5);
const HOVER_MS = Number(process.env.NAV_HOVER_MS ?? 600);
/** NAV_REDUCED_MOTION=1: `prefers-reduced-motion: reduce`, so no view transition (to see what it costs). */
const REDUCED_MOTION = process.env.NAV_REDUCED_MOTION === "1";
const CPU_SLOWDOWN = 4;
/** How long after its load a page is left to paint before its largest paint is read. */
const SETTLE_MS = 1500;
const VIEWPORT = { width: 1280, height: 800 };

interface Journey {
  label: string;
  /** The pages in order: the first is opened, each next one is reached by a link on the one before. */
  pages: string[];
}

const JOURNEYS: Journey[] = [
  { label: "home → about", pages: [paths.home, paths.about] },
  { label: "about → contact", pages: [paths.about, paths.contact] },
  { label: "services → a service → contact", pages: [paths.services, paths.customDev, paths.contact] },
  { label: "portfolio → a case study", pages: [paths.portfolio, "/portfolio/m-studio"] },
  { label: "a product → contact", pages: ["/products/helpwave", paths.contact] },
];

type Way = "hover" | "keyboard";
const filters = argsWithoutBuildFlag();
const journeys = JOURNEYS.filter((j) => !filters.length || filters.some((f) => j.label.includes(f)));
buildUnlessReused();

/** Figures per row, one value per run. */
const figures = new Map<string, number[]>();
const counts = new Map<string, number>();
const record = (row: string, ms: number) => figures.set(row, [...(figures.get(row) ?? []), ms]);
const count = (row: string) => counts.set(row, (counts.get(row) ?? 0) + 1);
const notRestored: string[] = [];

/** In the page about to be left: the click's time, and the first frame after a bfcache restore. */
const armPage = (page: Page) =>
  page.evaluate(() => {
    const now = (t: number) => String(performance.timeOrigin + t);
    addEventListener("click", (e) => sessionStorage.setItem("nav:clickAt", now(e.timeStamp)), {
      capture: true,
      once: true,
    });
    addEventListener("keydown", (e) => sessionStorage.setItem("nav:clickAt", now(e.timeStamp)), {
      capture: true,
      once: true,
    });
    addEventListener("pageshow", (e) => {
      if (!e.persisted) return;
      requestAnimationFrame(() =>
        setTimeout(() => sessionStorage.setItem("nav:restoredAt", now(performance.now())), 0),
      );
    });
  });

/** Milliseconds from the click in the page left to the largest paint of the page shown. */
const clickToLargestPaint = (page: Page) =>
  page.evaluate(async () => {
    const entries: PerformanceEntry[] = [];
    new PerformanceObserver((list) => entries.push(...list.getEntries())).observe({
      type: "largest-contentful-paint",
      buffered: true,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const lcp = entries.at(-1)?.startTime;
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & {
      activationStart: number;
    };
    const clickAt = Number(sessionStorage.getItem("nav:clickAt"));
    if (lcp === undefined || !clickAt) return null;
    // A prerendered page paints only once shown; never count a paint before it was.
    return performance.timeOrigin + Math.max(lcp, nav.activationStart) - clickAt;
  });

async function follow(page: Page, href: string, way: Way, row: string): Promise<void> {
  await armPage(page);
  const link = await visibleLink(page, href);
  if (way === "hover") {
    await hoverThenClick(link, HOVER_MS);
  } else {
    await link.focus();
    await page.keyboard.press("Enter");
  }
  await waitForPage(page, href);
  await page.emulateCPUThrottling(CPU_SLOWDOWN);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const ms = await clickToLargestPaint(page);
  if (ms === null) throw new Error(`${row}: no largest paint or click time`);
  record(row, ms);
  if ((await activationStart(page)) > 0) count(row);
}

async function goBack(page: Page, to: string, row: string): Promise<void> {
  await page.evaluate(() => {
    sessionStorage.removeItem("nav:restoredAt");
    sessionStorage.setItem("nav:backAt", String(performance.timeOrigin + performance.now()));
    setTimeout(() => history.back(), 0);
  });
  // The document restored is read through a session of its own (evaluateInTab says why).
  const read = () =>
    evaluateInTab<{ path: string; restoredAt: number; backAt: number; reasons: unknown }>(
      page,
      `({ path: location.pathname, restoredAt: Number(sessionStorage.getItem("nav:restoredAt")),
          backAt: Number(sessionStorage.getItem("nav:backAt")),
          reasons: performance.getEntriesByType("navigation")[0].notRestoredReasons })`,
    ).catch(() => null);
  const deadline = Date.now() + 10_000;
  let last = await read();
  while (!(last?.path === to && last.restoredAt) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await read();
  }
  if (last?.path !== to) throw new Error(`${row}: back did not reach ${to}`);
  if (!last.restoredAt) {
    notRestored.push(`${row}: ${JSON.stringify(last.reasons)}`);
    return;
  }
  record(row, last.restoredAt - last.backAt);
  count(row);
}

async function measure(browser: Browser, journey: Journey, way: Way): Promise<void> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(VIEWPORT);
    if (REDUCED_MOTION) await page.emulateMediaFeatures([{ name: "prefers-reduced-motion", value: "reduce" }]);
    const [first, ...rest] = journey.pages as [string, ...string[]];
    await page.goto(new URL(first, server.url).href, { waitUntil: "load" });
    // The visit has begun: no intro overlay (it shows on the first page of a visit only).
    await page.evaluate(() => sessionStorage.setItem("vertexa:visit", "1"));
    await page.goto(new URL(first, server.url).href, { waitUntil: "load" });
    await page.emulateCPUThrottling(CPU_SLOWDOWN);
    let from = first;
    for (const href of rest) {
      await follow(page, href, way, `${from} → ${href} | ${way}`);
      from = href;
    }
    const previous = journey.pages.at(-2)!;
    if (way === "hover") await goBack(page, previous, `${from} → back to ${previous} | back`);
  } finally {
    await context.close();
  }
}

const server = await startSite({ port: PORT });
const browser = await launchPrerenderingChromium();
const loads: number[] = [];
try {
  for (let run = 1; run <= RUNS; run++) {
    for (const journey of journeys) {
      for (const way of ["hover", "keyboard"] as const) {
        process.stderr.write(`run ${run}/${RUNS}: ${journey.label} (${way})\n`);
        await measure(browser, journey, way);
      }
    }
    loads.push(loadavg()[0]!);
  }
} finally {
  await browser.close();
  await server.stop();
}

const rows = [...figures].map(([row, values]) => {
  const [step, way] = row.split(" | ") as [string, string];
  const note = way === "back" ? "bfcache restores" : "prerendered";
  return `| ${step} | ${way} | ${medianAndRange(values)} | ${counts.get(row) ?? 0}/${RUNS} ${note} |`;
});
const lines = [
  `Measured ${new Date().toISOString()}: ${RUNS} runs per row, interleaved, CPU ${CPU_SLOWDOWN}× slower, headless, ${VIEWPORT.width} × ${VIEWPORT.height}, hover ${HOVER_MS} ms${REDUCED_MOTION ? ", reduced motion (no view transitions)" : ""}.`,
  `${toolVersions(["puppeteer-core"])}.`,
  `1-min load average after each round: ${loads.map((l) => l.toFixed(1)).join(", ")}.`,
  "",
  "| step | how | click → largest paint, ms, median (min–max) | |",
  "| --- | --- | ---: | --- |",
  ...rows,
  ...(notRestored.length ? ["", "Not restored from the back/forward cache:", ...notRestored.map((r) => `- ${r}`)] : []),
];
const table = lines.join("\n");
console.log(table);
mkdirSync("test-results", { recursive: true });
writeFileSync("test-results/navigations.md", `${table}\n`);
