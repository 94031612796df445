/**
 * `npm run lighthouse`: Lighthouse (mobile form factor, default simulated throttling) on every
 * canonical route and the 404, 3 runs each, median by performance score. Starts the production
 * server on loopback with SITE_URL set to it (so canonical URLs are same-origin), runs Lighthouse
 * through `npx lighthouse@13` with Debian Chromium, and writes a Markdown table to stdout and to
 * `test-results/lighthouse.md`. Not a test: figures for the README.
 *
 *   npm run lighthouse                   # all routes
 *   npm run lighthouse -- / /portfolio   # some routes
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer } from "./lib/server.ts";

const PORT = Number(process.env.LH_PORT ?? 8792);
const RUNS = Number(process.env.LH_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const FLAGS =
  "--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";

const args = process.argv.slice(2).filter((a) => a !== "--no-build");
if (!process.argv.includes("--no-build")) {
  if (spawnSync("vite", ["build"], { stdio: "inherit" }).status !== 0) process.exit(1);
}

interface Run {
  scores: Record<string, number>;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

/** One Lighthouse run; a failed trace (NO_NAVSTART and the like) is retried twice. */
function lighthouse(url: string, attempt = 1): Run {
  const out = join(tmpdir(), `lh-${process.pid}.json`);
  const result = spawnSync(
    "npx",
    [
      "--yes",
      "lighthouse@13",
      url,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      `--chrome-flags=${FLAGS}`,
      "--only-categories=performance,accessibility,best-practices,seo",
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, stdio: ["ignore", "ignore", "inherit"] },
  );
  if (result.status !== 0) {
    if (attempt < 3) return lighthouse(url, attempt + 1);
    throw new Error(`lighthouse failed for ${url}`);
  }
  const lhr = JSON.parse(readFileSync(out, "utf8"));
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    scores: {
      perf: score("performance"),
      a11y: score("accessibility"),
      bp: score("best-practices"),
      seo: score("seo"),
    },
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    bytes: lhr.audits["total-byte-weight"].numericValue,
  };
}

const server = await startServer({ port: PORT, wranglerArgs: ["--var", `SITE_URL:http://127.0.0.1:${PORT}`] });
try {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const all = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .concat("/this-page-does-not-exist");
  const paths = args.length ? args : all;
  const lines = [
    `Lighthouse 13, mobile, simulated throttling, median of ${RUNS} runs (by performance score)`,
    "",
    "| route | perf | a11y | best practices | SEO | LCP s | TBT ms | CLS | KB |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  console.log(lines.join("\n"));
  for (const path of paths) {
    let runs: Run[];
    try {
      runs = Array.from({ length: RUNS }, () => lighthouse(server.url + path));
    } catch {
      // Lighthouse refuses to score a document answered with an error status (the 404 page).
      const line = `| ${path} | — | — | — | — | — | — | — | — |`;
      lines.push(line);
      console.log(`${line} (not scored: Lighthouse does not audit a 404 document)`);
      continue;
    }
    runs.sort((a, b) => a.scores.perf! - b.scores.perf!);
    const m = runs[Math.floor(runs.length / 2)]!;
    const line = `| ${path} | ${m.scores.perf} | ${m.scores.a11y} | ${m.scores.bp} | ${m.scores.seo} | ${(m.lcp / 1000).toFixed(2)} | ${Math.round(m.tbt)} | ${m.cls.toFixed(3)} | ${Math.round(m.bytes / 1024)} |`;
    lines.push(line);
    console.log(line);
  }
  mkdirSync("test-results", { recursive: true });
  writeFileSync("test-results/lighthouse.md", lines.join("\n") + "\n");
} finally {
  await server.stop();
}
