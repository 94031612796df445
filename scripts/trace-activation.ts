/**
 * Traced activations: opens FROM, hovers the link to TO until it is prerendered, clicks it, and
 * records a Chromium trace (browser-wide, so no session on the page target stops the prerender).
 * Then prints where the time from the activation to the first paint went (scripts/lib/activationTrace.ts):
 * the milestones, and the CPU and wall time of each phase in the page shown, the page left (its
 * view-transition capture), the browser and the GPU process. CPU 4× slower, 1280 × 800, as
 * `npm run navigations`; NAV_REDUCED_MOTION=1 as there (no view transition).
 *
 *   node scripts/trace-activation.ts --no-build / /about
 *   TRACE_RUNS=5 node scripts/trace-activation.ts --no-build --baseline ../wt-base / /about
 *
 * TRACE_HOVER_MS (default 1500, by when the prerender has finished) is how long the pointer rests on
 * the link before the click; 600 is `npm run navigations`' hover, where the click may come while
 * the prerendered page is still loading (its first style and layout, at its load event, are then
 * waited for inside the window).
 *
 * TRACE_RUNS (default 1) activations per build, medians printed (wall times on a shared machine
 * include waiting for a core; CPU times do not, so they are what to compare). `--baseline DIR`
 * traces a second checkout's build (`DIR/dist`, built there) beside this one, interleaved. The last
 * trace of this build is written to test-results/activation-trace.json (chrome://tracing or Perfetto
 * opens it), the tables to test-results/activation-trace.md.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import type { Browser } from "puppeteer-core";
import {
  activationStart,
  hoverThenClick,
  launchPrerenderingChromium,
  visibleLink,
  waitForPage,
} from "../harness/prerender.ts";
import { freePort } from "../harness/server.ts";
import { startSite } from "../harness/site.ts";
import { activationBreakdown, type ActivationBreakdown, type TraceEvent } from "./lib/activationTrace.ts";
import { argsWithoutBuildFlag, buildUnlessReused } from "./lib/build.ts";
import { median, medianAndRange, toolVersions } from "./lib/stats.ts";

const args = argsWithoutBuildFlag();
const baselineAt = args.indexOf("--baseline");
/** `--baseline DIR`: the checkout whose build is traced beside this one. */
const BASELINE = baselineAt >= 0 ? args.splice(baselineAt, 2)[1] : undefined;
if (baselineAt >= 0 && !BASELINE) throw new Error("--baseline needs a folder: the checkout whose build to compare");
const [from = "/", to = "/about"] = args;
const RUNS = Number(process.env.TRACE_RUNS ?? 1);
const HOVER_MS = Number(process.env.TRACE_HOVER_MS ?? 1500);
const REDUCED_MOTION = process.env.NAV_REDUCED_MOTION === "1";
buildUnlessReused();

const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "blink",
  "cc",
  "viz",
  "gpu",
  "loading",
  "benchmark",
  "navigation",
];

/** One traced activation: the activation → first paint figure, and the trace's events. */
async function traceOne(browser: Browser, siteUrl: string): Promise<{ firstPaint: number; events: TraceEvent[] }> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    if (REDUCED_MOTION) await page.emulateMediaFeatures([{ name: "prefers-reduced-motion", value: "reduce" }]);
    await page.goto(new URL(from, siteUrl).href, { waitUntil: "load" });
    await page.evaluate(() => sessionStorage.setItem("vertexa:visit", "1"));
    await page.goto(new URL(from, siteUrl).href, { waitUntil: "load" });
    await page.emulateCPUThrottling(4);
    const link = await visibleLink(page, to);
    await link.hover();
    await new Promise((resolve) => setTimeout(resolve, HOVER_MS));
    const session = await browser.target().createCDPSession();
    const events: TraceEvent[] = [];
    session.on("Tracing.dataCollected", ({ value }) => events.push(...(value as TraceEvent[])));
    const complete = new Promise((resolve) => session.once("Tracing.tracingComplete", resolve));
    await session.send("Tracing.start", {
      traceConfig: { includedCategories: CATEGORIES },
      transferMode: "ReportEvents",
    });
    await hoverThenClick(link, 0);
    await waitForPage(page, to);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const firstPaint = await page.evaluate(() => {
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & {
        activationStart: number;
      };
      return (performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN) - nav.activationStart;
    });
    await session.send("Tracing.end");
    await complete;
    await session.detach();
    if (!((await activationStart(page)) > 0)) throw new Error(`${to} was not prerendered`);
    return { firstPaint, events };
  } finally {
    await context.close();
  }
}

interface Build {
  label: string;
  url: string;
  stop: () => Promise<void>;
  runs: ActivationBreakdown[];
  firstPaints: number[];
}

const builds: Build[] = [];
const loads: number[] = [];
const browser = await launchPrerenderingChromium();
let lastTrace: TraceEvent[] = [];
try {
  const here = await startSite({ port: await freePort() });
  builds.push({ label: "this", url: here.url, stop: here.stop, runs: [], firstPaints: [] });
  if (BASELINE) {
    const there = await startSite({ port: await freePort(), root: BASELINE });
    builds.push({ label: "baseline", url: there.url, stop: there.stop, runs: [], firstPaints: [] });
  }
  for (let run = 1; run <= RUNS; run++) {
    for (const build of run % 2 ? builds : [...builds].reverse()) {
      const { firstPaint, events } = await traceOne(browser, build.url);
      build.firstPaints.push(firstPaint);
      build.runs.push(activationBreakdown(events, firstPaint));
      if (build.label === "this") lastTrace = events;
      loads.push(loadavg()[0]!);
      process.stderr.write(
        `run ${run}/${RUNS} (${build.label}): activation → first paint ${firstPaint.toFixed(0)} ms\n`,
      );
    }
  }
} finally {
  await browser.close();
  await Promise.all(builds.map((build) => build.stop()));
}

/** The median of each row's figure over the runs, rows keyed by `key` (a row missing in a run counts 0). */
function medians<T>(runs: T[][], key: (row: T) => string, value: (row: T) => number): Map<string, number> {
  const keys = [...new Set(runs.flatMap((rows) => rows.map(key)))];
  return new Map(
    keys.map((k) => [
      k,
      median(runs.map((rows) => rows.filter((r) => key(r) === k).reduce((s, r) => s + value(r), 0))),
    ]),
  );
}

const ms = (n: number | undefined) => (n === undefined ? "" : n.toFixed(0));
/** A table's head: `first` may hold more than one column ("process | phase"). */
const header = (first: string, per: string[]) =>
  [
    `| ${first} | ${per.join(" | ")} |`,
    `| ${first
      .split(" | ")
      .map(() => "---")
      .join(" | ")} | ${per.map(() => "---:").join(" | ")} |`,
  ].join("\n");

const columns = builds.flatMap((b) => [`${b.label}: CPU ms`, `${b.label}: wall ms`]);
const phaseKey = (p: { part: string; phase: string }) => `${p.part} | ${p.phase}`;
const cpu = builds.map((b) =>
  medians(
    b.runs.map((r) => r.phases),
    phaseKey,
    (p) => p.cpuMs,
  ),
);
const wall = builds.map((b) =>
  medians(
    b.runs.map((r) => r.phases),
    phaseKey,
    (p) => p.wallMs,
  ),
);
const phaseRows = [...new Set(cpu.flatMap((m) => [...m.keys()]))]
  .filter((k) => cpu.some((m) => (m.get(k) ?? 0) >= 1))
  .map((k) => `| ${k} | ${builds.map((_, i) => `${ms(cpu[i]!.get(k))} | ${ms(wall[i]!.get(k))}`).join(" | ")} |`);
const totalsRow = `| **all processes** | | ${builds
  .map((b) => {
    const sums = (pick: (p: { cpuMs: number; wallMs: number }) => number) =>
      median(b.runs.map((r) => r.phases.reduce((s, p) => s + pick(p), 0)));
    return `${ms(sums((p) => p.cpuMs))} | ${ms(sums((p) => p.wallMs))}`;
  })
  .join(" | ")} |`;

const milestoneCols = builds.map((b) => `${b.label}: ms after activationStart`);
const milestone = builds.map((b) =>
  medians(
    b.runs.map((r) => r.milestones),
    (m) => m.label,
    (m) => m.ms,
  ),
);
const milestoneRows = [...milestone[0]!.keys()].map(
  (k) => `| ${k} | ${milestone.map((m) => ms(m.get(k))).join(" | ")} |`,
);

const scriptCols = builds.flatMap((b) => [`${b.label}: CPU ms`, `${b.label}: wall ms`]);
const scriptCpu = builds.map((b) =>
  medians(
    b.runs.map((r) => r.scripts),
    (s) => s.what,
    (s) => s.cpuMs,
  ),
);
const scriptWall = builds.map((b) =>
  medians(
    b.runs.map((r) => r.scripts),
    (s) => s.what,
    (s) => s.wallMs,
  ),
);
const scriptRows = [...new Set(scriptCpu.flatMap((m) => [...m.keys()]))]
  .filter((k) => scriptCpu.some((m) => (m.get(k) ?? 0) >= 0.5))
  .map(
    (k) =>
      `| ${k} | ${builds.map((_, i) => `${ms(scriptCpu[i]!.get(k))} | ${ms(scriptWall[i]!.get(k))}`).join(" | ")} |`,
  );

const report = [
  `Traced ${new Date().toISOString()}: ${from} → ${to}, ${RUNS} activation(s) per build${BASELINE ? ", interleaved" : ""}, CPU 4× slower, 1280 × 800, hover ${HOVER_MS} ms${REDUCED_MOTION ? ", reduced motion" : ", with motion"}; medians.`,
  `Builds: this (${process.cwd()})${BASELINE ? `, baseline (${BASELINE})` : ""}. ${toolVersions(["puppeteer-core"])}.`,
  `1-min load average after each activation: ${loads.map((l) => l.toFixed(1)).join(", ")}.`,
  "",
  ...builds.map((b) => `Activation → first paint, ${b.label}: ${medianAndRange(b.firstPaints)} ms.`),
  "",
  header("milestone", milestoneCols),
  ...milestoneRows,
  "",
  header("process | phase, from activationStart to the first paint", columns),
  ...phaseRows,
  totalsRow,
  "",
  header("script of the page shown", scriptCols),
  ...scriptRows,
].join("\n");
console.log(report);
mkdirSync("test-results", { recursive: true });
writeFileSync("test-results/activation-trace.json", JSON.stringify({ traceEvents: lastTrace }));
writeFileSync("test-results/activation-trace.md", `${report}\n`);
