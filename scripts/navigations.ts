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
 * next page's largest contentful paint, both on the same clock (`performance.timeOrigin`). A second
 * figure, for a prerendered page only, is the time from its activation to its first paint: the
 * `first-contentful-paint` entry's `startTime` minus `activationStart`. Chromium renders no frame
 * for a page while it is prerendered, and reports its paint entries once it is shown, on the
 * page's clock (from its navigation start, long before the click): minus `activationStart`, it is
 * the time the visitor waited for the first frame after the click was acted on. After
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
 *   npm run navigations -- --no-build --baseline ../wt-base  # this build beside another's
 *
 * `--baseline DIR` serves a second checkout's build (`DIR/dist`, built there beforehand) on a free
 * port and measures both builds in the same run, interleaved step by step (this build then the
 * baseline, the other way round in the next run), so that the machine's load falls on both alike.
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
import { freePort } from "../harness/server.ts";
import { startSite } from "../harness/site.ts";
import { median, medianAndRange, toolVersions } from "./lib/stats.ts";

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
const args = argsWithoutBuildFlag();
const baselineAt = args.indexOf("--baseline");
/** `--baseline DIR`: the checkout whose build is measured beside this one. */
const BASELINE = baselineAt >= 0 ? args.splice(baselineAt, 2)[1] : undefined;
if (baselineAt >= 0 && !BASELINE) throw new Error("--baseline needs a folder: the checkout whose build to compare");
const filters = args;
const journeys = JOURNEYS.filter((j) => !filters.length || filters.some((f) => j.label.includes(f)));
buildUnlessReused();

/** Figures per row, one value per run. */
const figures = new Map<string, number[]>();
/** Activation to first paint per row, prerendered pages only. */
const firstPaints = new Map<string, number[]>();
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

/**
 * Milliseconds from the activation of the page shown to its first paint, or null when it was not
 * prerendered (a full load has no activation) or has not painted.
 */
const activationToFirstPaint = (page: Page) =>
  page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & {
      activationStart: number;
    };
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    if (!nav.activationStart || !paint) return null;
    return paint.startTime - nav.activationStart;
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
  const paint = await activationToFirstPaint(page);
  if (paint !== null) firstPaints.set(row, [...(firstPaints.get(row) ?? []), paint]);
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

async function measure(browser: Browser, site: Built, journey: Journey, way: Way): Promise<void> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(VIEWPORT);
    if (REDUCED_MOTION) await page.emulateMediaFeatures([{ name: "prefers-reduced-motion", value: "reduce" }]);
    const [first, ...rest] = journey.pages as [string, ...string[]];
    await page.goto(new URL(first, site.url).href, { waitUntil: "load" });
    // The visit has begun: no intro overlay (it shows on the first page of a visit only).
    await page.evaluate(() => sessionStorage.setItem("vertexa:visit", "1"));
    await page.goto(new URL(first, site.url).href, { waitUntil: "load" });
    await page.emulateCPUThrottling(CPU_SLOWDOWN);
    let from = first;
    for (const href of rest) {
      await follow(page, href, way, `${from} → ${href} | ${way} | ${site.label}`);
      from = href;
    }
    const previous = journey.pages.at(-2)!;
    if (way === "hover") await goBack(page, previous, `${from} → back to ${previous} | back | ${site.label}`);
  } finally {
    await context.close();
  }
}

/** A build measured: this checkout's ("this"), or the one `--baseline` names ("baseline"). */
interface Built {
  label: string;
  url: string;
  stop: () => Promise<void>;
}

const sites: Built[] = [];
const browser = await launchPrerenderingChromium();
const loads: number[] = [];
try {
  const here = await startSite({ port: PORT });
  sites.push({ label: "this", url: here.url, stop: here.stop });
  if (BASELINE) {
    const there = await startSite({ port: await freePort(), root: BASELINE });
    sites.push({ label: "baseline", url: there.url, stop: there.stop });
  }
  for (let run = 1; run <= RUNS; run++) {
    // Each build goes first in every other run: neither always follows the other.
    const order = run % 2 ? sites : [...sites].reverse();
    for (const journey of journeys) {
      for (const way of ["hover", "keyboard"] as const) {
        for (const site of order) {
          process.stderr.write(`run ${run}/${RUNS}: ${journey.label} (${way}, ${site.label})\n`);
          await measure(browser, site, journey, way);
        }
      }
    }
    loads.push(loadavg()[0]!);
  }
} finally {
  await browser.close();
  await Promise.all(sites.map((site) => site.stop()));
}

const rows = [...figures].map(([row, values]) => {
  const [step, way, build] = row.split(" | ") as [string, string, string];
  const note = way === "back" ? "bfcache restores" : "prerendered";
  const paints = firstPaints.get(row);
  return `| ${step} | ${way} | ${build} | ${medianAndRange(values)} | ${paints ? medianAndRange(paints) : ""} | ${counts.get(row) ?? 0}/${RUNS} ${note} |`;
});
/** Per build: the median of every prerendered page's activation → first paint. */
const overall = sites.map(({ label }) => {
  const values = [...firstPaints].filter(([row]) => row.endsWith(` | ${label}`)).flatMap(([, v]) => v);
  return { label, values };
});
const [mine, base] = overall;
const lines = [
  `Measured ${new Date().toISOString()}: ${RUNS} runs per row, interleaved, CPU ${CPU_SLOWDOWN}× slower, headless, ${VIEWPORT.width} × ${VIEWPORT.height}, hover ${HOVER_MS} ms${REDUCED_MOTION ? ", reduced motion (no view transitions)" : ""}.`,
  `Builds: this (${process.cwd()})${BASELINE ? `, baseline (${BASELINE})` : ""}.`,
  `${toolVersions(["puppeteer-core"])}.`,
  `1-min load average after each round: ${loads.map((l) => l.toFixed(1)).join(", ")}.`,
  "",
  "| step | how | build | click → largest paint, ms, median (min–max) | activation → first paint, ms | |",
  "| --- | --- | --- | ---: | ---: | --- |",
  ...rows,
  "",
  ...overall.map(({ label, values }) =>
    values.length ? `Activation → first paint, every prerendered step, ${label}: ${medianAndRange(values)}.` : "",
  ),
  ...(mine?.values.length && base?.values.length
    ? [`This build / baseline (medians): ${(median(mine.values) / median(base.values)).toFixed(2)}.`]
    : []),
  ...(notRestored.length ? ["", "Not restored from the back/forward cache:", ...notRestored.map((r) => `- ${r}`)] : []),
];
const table = lines.join("\n");
console.log(table);
mkdirSync("test-results", { recursive: true });
writeFileSync("test-results/navigations.md", `${table}\n`);
