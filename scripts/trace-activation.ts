/**
 * One traced activation: opens FROM, hovers the link to TO until it is prerendered, clicks it, and
 * writes a Chromium trace (browser-wide, so no session on the page target stops the prerender) to
 * test-results/activation-trace.json (chrome://tracing or Perfetto opens it). Then prints where the
 * time from the activation to the first paint went in the shown page's renderer: the activation's
 * script, style, layout, paint, raster and image decoding, summed per thread (wall time, so on a
 * loaded machine it includes waiting). CPU 4× slower, 1280 × 800, as `npm run navigations`;
 * NAV_REDUCED_MOTION=1 as there.
 *
 *   node scripts/trace-activation.ts --no-build / /about
 */
import { mkdirSync, writeFileSync } from "node:fs";
import {
  activationStart,
  hoverThenClick,
  launchPrerenderingChromium,
  visibleLink,
  waitForPage,
} from "../harness/prerender.ts";
import { freePort } from "../harness/server.ts";
import { startSite } from "../harness/site.ts";
import { argsWithoutBuildFlag, buildUnlessReused } from "./lib/build.ts";

const [from = "/", to = "/about"] = argsWithoutBuildFlag();
const REDUCED_MOTION = process.env.NAV_REDUCED_MOTION === "1";
buildUnlessReused();

/** The trace events summed: activation's script, the lifecycle's phases, raster and image decoding. */
const PHASES = [
  "EventDispatch",
  "UpdateLayoutTree",
  "Layout",
  "PrePaint",
  "Paint",
  "Layerize",
  "Commit",
  "RasterTask",
  "ImageDecodeTask",
  "Decode Image",
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

const site = await startSite({ port: await freePort() });
const browser = await launchPrerenderingChromium();
try {
  const page = await (await browser.createBrowserContext()).newPage();
  await page.setViewport({ width: 1280, height: 800 });
  if (REDUCED_MOTION) await page.emulateMediaFeatures([{ name: "prefers-reduced-motion", value: "reduce" }]);
  await page.goto(new URL(from, site.url).href, { waitUntil: "load" });
  await page.evaluate(() => sessionStorage.setItem("vertexa:visit", "1"));
  await page.goto(new URL(from, site.url).href, { waitUntil: "load" });
  await page.emulateCPUThrottling(4);
  const link = await visibleLink(page, to);
  await link.hover();
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const session = await browser.target().createCDPSession();
  const events: TraceEvent[] = [];
  session.on("Tracing.dataCollected", ({ value }) => events.push(...(value as TraceEvent[])));
  const complete = new Promise((resolve) => session.once("Tracing.tracingComplete", resolve));
  await session.send("Tracing.start", {
    traceConfig: {
      includedCategories: [
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
      ],
    },
    transferMode: "ReportEvents",
  });
  const clickedAt = Date.now();
  await hoverThenClick(link, 0);
  await waitForPage(page, to);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & {
      activationStart: number;
    };
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
    return { activation: nav.activationStart, firstPaint: fcp - nav.activationStart };
  });
  await session.send("Tracing.end");
  await complete;
  mkdirSync("test-results", { recursive: true });
  writeFileSync("test-results/activation-trace.json", JSON.stringify({ traceEvents: events }));
  console.log(
    `prerendered: ${(await activationStart(page)) > 0}; activation → first paint ${timing.firstPaint.toFixed(0)} ms (wall ${Date.now() - clickedAt} ms in all)`,
  );

  // Where the time went: in the shown page's renderer, from its activation to its first paint.
  const activation = events.find((e) => e.name === "WebViewImpl::ActivatePrerenderedPage");
  if (!activation) throw new Error("no activation in the trace: the page was not prerendered");
  const end = activation.ts + timing.firstPaint * 1000;
  const threads = new Map<number, string>();
  for (const e of events) {
    if (e.pid === activation.pid && e.ph === "M" && e.name === "thread_name") threads.set(e.tid, e.args?.name ?? "");
  }
  const totals = new Map<string, number>();
  for (const e of events) {
    if (e.pid !== activation.pid || e.ph !== "X" || !e.dur || e.ts < activation.ts || e.ts > end) continue;
    if (!PHASES.includes(e.name)) continue;
    const key = `${(threads.get(e.tid) ?? String(e.tid)).replace(/\d+$/, "")} | ${e.name}`;
    totals.set(key, (totals.get(key) ?? 0) + e.dur / 1000);
  }
  for (const [key, ms] of [...totals].sort((a, b) => b[1] - a[1]))
    console.log(`${ms.toFixed(0).padStart(6)} ms  ${key}`);
} finally {
  await browser.close();
  await site.stop();
}
