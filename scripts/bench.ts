/**
 * `npm run bench`: load figures of the production server, loopback only, bounded in time.
 * Builds, starts `scripts/start.ts --no-build` on 127.0.0.1, then with autocannon measures
 * requests/s and p50/p99 latency for `/`, `/about`, `/portfolio` and a hashed static asset, and
 * the mean time per page at concurrency 1 (every page is rendered for its request) beside the
 * static asset's as the floor, for every route in the sitemap. Each figure is the median of BENCH_RUNS runs (default
 * 5, targets interleaved within a run) with its min–max: this shared machine is noisy, so a
 * single run says little. The tables go to stdout and to test-results/bench.md.
 *
 *   npm run bench                      # build, 5 runs
 *   BENCH_RUNS=3 BENCH_SECONDS=3 npm run bench -- --no-build
 */
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { buildUnlessReused } from "./lib/build.ts";
import { startSite } from "../harness/site.ts";
import { median, range, toolVersions } from "./lib/stats.ts";

const PORT = Number(process.env.BENCH_PORT ?? 8791);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const RENDER_SECONDS = 1;

buildUnlessReused();

const asset = `/assets/${readdirSync("dist/client/assets").find((f) => f.startsWith("entry-"))}`;
const server = await startSite({ port: PORT });
const base = server.url;

interface Sample {
  rps: number;
  p50: number;
  p99: number;
  mean: number;
  errors: number;
}

async function load(path: string, connections: number, duration: number): Promise<Sample> {
  const result = await autocannon({
    url: base + path,
    connections,
    duration,
    headers: { "accept-encoding": "gzip" },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.average,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const lines: string[] = [];
const out = (line = "") => {
  console.log(line);
  lines.push(line);
};
const fmt = (values: number[], digits = 0) =>
  `${median(values).toFixed(digits)} (${range(values)
    .map((v) => v.toFixed(digits))
    .join("–")})`;

try {
  for (const path of ["/", "/portfolio", asset]) await load(path, 4, 2); // warm up

  const targets = [
    ...["/", "/about", "/portfolio"].map((path) => ({ label: path, path })),
    { label: "static asset", path: asset },
  ];
  const samples = new Map(targets.map((t) => [t.label, [] as Sample[]]));
  for (let run = 1; run <= RUNS; run++) {
    for (const t of targets) samples.get(t.label)!.push(await load(t.path, CONNECTIONS, DURATION));
    console.error(`throughput run ${run}/${RUNS} done`);
  }
  const staticRuns = samples.get("static asset")!;

  out(`Measured ${new Date().toISOString().slice(0, 10)} — ${toolVersions(["autocannon"])}`);
  out();
  out(`Throughput: ${CONNECTIONS} connections, ${DURATION} s per target, ${RUNS} runs; median (min–max)`);
  out();
  out("| path | req/s | p50 ms | p99 ms | errors | SSR/static |");
  out("|---|---:|---:|---:|---:|---:|");
  for (const t of targets) {
    const s = samples.get(t.label)!;
    const ratios = s.map((x, i) => x.rps / staticRuns[i]!.rps);
    out(
      `| ${t.label} | ${fmt(s.map((x) => x.rps))} | ${fmt(s.map((x) => x.p50))} | ${fmt(s.map((x) => x.p99))} | ${s.reduce((a, x) => a + x.errors, 0)} | ${fmt(ratios, 2)} |`,
    );
  }

  // Every canonical page, from the sitemap.
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const renderMs = new Map(paths.map((p) => [p, [] as number[]]));
  const baselines: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    baselines.push((await load(asset, 1, RENDER_SECONDS)).mean);
    for (const path of paths) renderMs.get(path)!.push((await load(path, 1, RENDER_SECONDS)).mean);
    console.error(`render-time run ${run}/${RUNS} done`);
  }
  out();
  out(
    `Time per page: mean time per request at concurrency 1 (each a render), ${RUNS} runs of ${RENDER_SECONDS} s; median (min–max). The static asset's time in the same runs is the floor (proxy, runtime and loopback without rendering).`,
  );
  out();
  out("| path | mean ms |");
  out("|---|---:|");
  out(`| static asset (floor) | ${fmt(baselines, 2)} |`);
  for (const path of paths) out(`| ${path} | ${fmt(renderMs.get(path)!, 2)} |`);
} finally {
  await server.stop();
}

mkdirSync("test-results", { recursive: true });
writeFileSync("test-results/bench.md", `${lines.join("\n")}\n`);
