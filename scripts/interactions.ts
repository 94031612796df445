/**
 * `npm run interactions`: the latency of the first interaction with every widget and with the
 * shell, and of a later one, as Chromium's Event Timing API reports it (the longest entry of the
 * interaction, INP-style), with the CPU throttled 4× (`Emulation.setCPUThrottlingRate`, as
 * Lighthouse's mobile profile does), headless, against the production build on loopback.
 * INTERACTION_RUNS runs (default 5), interleaved (run 1 of every row, then run 2 …), reported as
 * the median with min–max; a minimal page whose button toggles a `hidden` nav, measured in the
 * same runs, is the floor of the machine. Each run opens a fresh browser context; the visit is
 * marked as begun, so no intro overlay covers the page (it shows on the first page of a visit only).
 * An interaction that follows a link is measured on the page where it happened: the click runs
 * every handler of the page but does not navigate until its Event Timing entries are read, then
 * the link is followed (`lib/eventTiming.ts`). Not a test: figures for the README.
 *
 *   npm run interactions                          # build, then every row
 *   INTERACTION_RUNS=3 npm run interactions -- --no-build FAQ Menu   # rows whose label matches
 *
 * INTERACTIONS_PORT overrides the server's port (default 8797). Writes `test-results/interactions.md`.
 */
import "../harness/sourceImports.ts";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { chromium } from "playwright-core";
import { argsWithoutBuildFlag, buildUnlessReused } from "./lib/build.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../harness/chromium.ts";
import {
  followHeldLink,
  holdLinks,
  interactionLatencies,
  observeInteractions,
  resetInteractions,
} from "./lib/eventTiming.ts";
import { startSite } from "../harness/site.ts";
import type { Scenario } from "./lib/interactionScenarios.ts";
import { median, range, toolVersions } from "./lib/stats.ts";

// The scenarios read the site's copy from src/content: loaded once sourceImports.ts lets Node resolve it.
const { SCENARIOS, CALIBRATION } = await import("./lib/interactionScenarios.ts");

const PORT = Number(process.env.INTERACTIONS_PORT ?? 8797);
const RUNS = Number(process.env.INTERACTION_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const filters = argsWithoutBuildFlag();
buildUnlessReused();

const scenarios = [
  CALIBRATION,
  ...SCENARIOS.filter((s) => !filters.length || filters.some((f) => s.label.includes(f))),
];
/** Milliseconds per row ("scenario · step"), one value per run. */
const figures = new Map<string, number[]>();
const record = (row: string, ms: number) => figures.set(row, [...(figures.get(row) ?? []), ms]);

const server = await startSite({ port: PORT });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
const loads: number[] = [];

async function measure(scenario: Scenario): Promise<void> {
  const context = await browser.newContext({
    viewport: { width: scenario.width, height: scenario.width < 768 ? 844 : 800 },
  });
  try {
    await observeInteractions(context);
    // The visit has begun: no intro overlay (it shows on the first page of a visit only).
    await context.addInitScript(() => sessionStorage.setItem("vertexa:visit", "1"));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await scenario.open(page, server.url);
    for (const step of scenario.steps) {
      await step.before?.(page);
      await resetInteractions(page);
      await holdLinks(page, Boolean(step.navigates));
      await step.run(page);
      const latencies = await interactionLatencies(page, step.count ?? 1);
      record(`${scenario.label} | ${step.name}`, Math.max(...latencies));
      if (step.navigates) {
        if (!(await followHeldLink(page))) throw new Error(`${scenario.label}: "${step.name}" did not follow a link`);
        await scenario.afterNavigation?.(page);
      }
    }
  } finally {
    await context.close();
  }
}

try {
  for (let run = 1; run <= RUNS; run++) {
    for (const scenario of scenarios) {
      process.stderr.write(`run ${run}/${RUNS}: ${scenario.label} (${scenario.width} px)\n`);
      await measure(scenario);
    }
    loads.push(loadavg()[0]!);
  }
} finally {
  await browser.close();
  await server.stop();
}

const fmt = (values: number[]) => {
  const [min, max] = range(values);
  return min === max ? `${Math.round(min)}` : `${Math.round(median(values))} (${Math.round(min)}–${Math.round(max)})`;
};
const lines = [
  `Measured ${new Date().toISOString()}: ${RUNS} runs per row, interleaved, CPU ${CPU_SLOWDOWN}× slower, headless.`,
  `${toolVersions(["playwright-core", "react", "react-dom"])}.`,
  `1-min load average after each round: ${loads.map((l) => l.toFixed(1)).join(", ")}.`,
  "",
  "| interaction | step | ms, median (min–max) |",
  "| --- | --- | ---: |",
  ...[...figures].map(([row, values]) => `| ${row} | ${fmt(values)} |`),
];
const table = lines.join("\n");
console.log(table);
mkdirSync("test-results", { recursive: true });
writeFileSync("test-results/interactions.md", `${table}\n`);
