/**
 * `npm run bench`: load figures of the production server, loopback only, bounded in time.
 * Builds, starts `scripts/start.ts --no-build` on 127.0.0.1, then with autocannon measures
 * requests/s and p50/p99 latency for `/`, `/portfolio`, a project page and a hashed static
 * asset (one run, same server), reports SSR-to-static ratios, and the mean time per page at
 * concurrency 1 minus the static baseline (≈ server render time in workerd) for every route.
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import autocannon from "autocannon";
import { startServer } from "./lib/server.ts";

const PORT = Number(process.env.BENCH_PORT ?? 8791);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

if (!process.argv.includes("--no-build")) {
  const build = spawnSync("vite", ["build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(1);
}

const asset = `/assets/${readdirSync("dist/client/assets").find((f) => f.startsWith("entry-"))}`;
const server = await startServer({ port: PORT });
const base = server.url;

async function load(path: string, connections: number, duration: number, { cold = false } = {}) {
  let n = 0;
  const result = await autocannon({
    url: base + path,
    connections,
    duration,
    headers: { "accept-encoding": "gzip" },
    // A fresh query string per request defeats the Worker's in-memory page cache: every answer is a render.
    ...(cold ? { setupRequest: (req: { path?: string }) => ({ ...req, path: `${path}?cold=${n++}` }) } : {}),
  });
  return {
    path,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.average,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

try {
  // Warm up.
  for (const path of ["/", "/portfolio", asset]) await load(path, 4, 2);
  const targets = ["/", "/portfolio", "/portfolio/m-studio", asset];
  const rows = [];
  for (const path of targets) rows.push(await load(path, CONNECTIONS, DURATION));
  const staticRps = rows.at(-1)!.rps;
  console.log(`\nThroughput (${CONNECTIONS} connections, ${DURATION} s each, loopback)\n`);
  console.log("| path | req/s | p50 ms | p99 ms | errors | SSR/static |");
  console.log("|---|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    console.log(
      `| ${r.path === asset ? "static asset" : r.path} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${(r.rps / staticRps).toFixed(2)} |`,
    );
  }

  // Every canonical page, from the sitemap.
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const cold = await load("/", CONNECTIONS, DURATION, { cold: true });
  console.log(
    `| / (every request rendered, no page cache) | ${cold.rps} | ${cold.p50} | ${cold.p99} | ${cold.errors} | ${(cold.rps / staticRps).toFixed(2)} |`,
  );
  const baseline = (await load(asset, 1, 2)).mean;
  console.log(
    `\nRender time per page: mean time at concurrency 1 with a fresh query string (a real render every time), minus the static baseline (${baseline.toFixed(2)} ms)\n`,
  );
  console.log("| path | mean ms | render ≈ ms |");
  console.log("|---|---:|---:|");
  for (const path of paths) {
    const r = await load(path, 1, 2, { cold: true });
    console.log(`| ${path} | ${r.mean.toFixed(2)} | ${Math.max(0, r.mean - baseline).toFixed(2)} |`);
  }
} finally {
  await server.stop();
}
