/**
 * `npm run lighthouse`: Lighthouse (mobile form factor, default simulated throttling) on every
 * route of the sitemap, LH_RUNS runs each (default 5), reported as the median with min–max —
 * never a best run. Each page is also measured as a static file: its rendered HTML, fetched once,
 * served with the build's files by a tiny gzip server on loopback (`lib/staticServer.ts`); the
 * "vs static" columns compare LCP and Speed Index with that physical limit. Runs are interleaved
 * (run 1 of every route and its static twin, then run 2 …) so that drift of this shared machine
 * spreads over all routes. Accessibility, best practices and SEO are audited in the first run
 * (they do not depend on load); the performance category in every run. Starts the production
 * server on loopback with SITE_URL set to it and runs Lighthouse 13 (fetched once by npx) with
 * Debian Chromium. Writes a Markdown table to stdout and to `test-results/lighthouse.md`. Not a
 * test: figures for the README.
 *
 *   npm run lighthouse                   # build, all routes, 5 runs
 *   nice -n -20 npm run lighthouse       # (as root) on a machine shared with other work: the
 *                                        # server and Chromium inherit the priority (printed)
 *   LH_RUNS=3 npm run lighthouse -- --no-build / /portfolio
 *   LH_SCHEME=dark npm run lighthouse    # the dark scheme: Chromium's --force-dark-mode makes
 *                                        # pages see prefers-color-scheme: dark
 *   LH_TWIN=off npm run lighthouse       # the site only, no static twin: half the time (the
 *                                        # "vs static" columns and the twin's table are left out)
 *   LH_PAINT_HOLDING=off npm run lighthouse
 *                                        # Chromium without paint holding (--disable-features=
 *                                        # PaintHolding): since Chromium 156.0.8078.108 on this
 *                                        # machine, the first frame of most runs reaches the screen
 *                                        # ~1 s after the page painted it (the renderer idle in
 *                                        # between), which Speed Index counts; see
 *                                        # docs/measurements/lighthouse.md. The table says which.
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { getPriority, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { argsWithoutBuildFlag, buildUnlessReused } from "./lib/build.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../harness/chromium.ts";
import { startSite } from "../harness/site.ts";
import { startStaticServer } from "./lib/staticServer.ts";
import { median, range, toolVersions } from "./lib/stats.ts";

const PORT = Number(process.env.LH_PORT ?? 8812);
const STATIC_PORT = Number(process.env.LH_STATIC_PORT ?? 8813);
const RUNS = Number(process.env.LH_RUNS ?? 5);
const SCHEME = process.env.LH_SCHEME === "dark" ? "dark" : "light";
/** Whether Chromium holds a navigation's first frame (its default; LH_PAINT_HOLDING=off turns it off). */
const PAINT_HOLDING = process.env.LH_PAINT_HOLDING !== "off";
const FLAGS = [
  "--headless=new",
  ...CHROMIUM_ARGS,
  ...(SCHEME === "dark" ? ["--force-dark-mode"] : []),
  ...(PAINT_HOLDING ? [] : ["--disable-features=PaintHolding"]),
].join(" ");
/** Whether each page is also measured as a static file (LH_TWIN=off leaves it out). */
const TWIN = process.env.LH_TWIN !== "off";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const args = argsWithoutBuildFlag();
buildUnlessReused();

interface Run {
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  tbt: number;
  lcp: number;
  si: number;
  cls: number;
  /** Lighthouse's estimate of the server's own time per request (ms), which its simulation adds to every request. */
  server: number;
  /** The audits of the accessibility, best-practices and SEO categories that failed, with their first element. */
  failed: string[];
}

let lighthouseVersion = "?";

/** The Lighthouse 13 CLI in npx's cache (installed by npx on first use): no registry look-up per run. */
function lighthouseCli(): string {
  if (spawnSync("npx", ["--yes", "lighthouse@13", "--version"], { stdio: "ignore" }).status !== 0) {
    throw new Error("npx could not provide lighthouse@13");
  }
  const npx = join(execFileSync("npm", ["config", "get", "cache"], { encoding: "utf8" }).trim(), "_npx");
  for (const dir of readdirSync(npx)) {
    const pkg = join(npx, dir, "node_modules/lighthouse/package.json");
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, "utf8")).version.startsWith("13.")) {
      return join(npx, dir, "node_modules/lighthouse/cli/index.js");
    }
  }
  throw new Error("lighthouse@13 not found in the npx cache");
}
const CLI = lighthouseCli();

/** Runs the CLI without blocking this process (the server's log pipes must keep draining). */
function runCli(cliArgs: string[]): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...cliArgs], {
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      stdio: ["ignore", "ignore", "inherit"],
    });
    child.on("exit", resolve);
  });
}

/** One Lighthouse run; a failed trace (NO_NAVSTART and the like) is retried twice. */
async function lighthouse(url: string, categories: string[], attempt = 1): Promise<Run> {
  const out = join(tmpdir(), `lh-${process.pid}.json`);
  const status = await runCli([
    url,
    "--quiet",
    "--output=json",
    `--output-path=${out}`,
    `--chrome-flags=${FLAGS}`,
    `--only-categories=${categories.join(",")}`,
  ]);
  if (status !== 0) {
    if (attempt < 3) return lighthouse(url, categories, attempt + 1);
    throw new Error(`lighthouse failed for ${url}`);
  }
  const lhr = JSON.parse(readFileSync(out, "utf8"));
  lighthouseVersion = lhr.lighthouseVersion;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const metric = (id: string) => lhr.audits[id].numericValue as number;
  return {
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
    tbt: metric("total-blocking-time"),
    lcp: metric("largest-contentful-paint"),
    si: metric("speed-index"),
    cls: metric("cumulative-layout-shift"),
    server: lhr.audits["network-server-latency"].details.items[0]?.serverResponseTime ?? 0,
    failed: failedAudits(lhr),
  };
}

interface Audit {
  score: number | null;
  details?: { items?: { node?: { snippet?: string } }[] };
}
interface Lhr {
  categories: Record<string, { auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, Audit>;
}

/** "category/audit-id: first element" for each weighted audit below a full score (not performance). */
function failedAudits(lhr: Lhr): string[] {
  return ["accessibility", "best-practices", "seo"].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => {
        const snippet = lhr.audits[ref.id]?.details?.items?.[0]?.node?.snippet ?? "";
        return `${category}/${ref.id}${snippet ? `: \`${snippet.slice(0, 120)}\`` : ""}`;
      }),
  );
}

/** "median (min–max)" of one figure over the runs. */
function cell(runs: Run[], pick: (r: Run) => number, digits = 0, scale = 1): string {
  const values = runs.map((r) => pick(r) / scale);
  const [lo, hi] = range(values);
  const m = median(values).toFixed(digits);
  return lo === hi ? m : `${m} (${lo.toFixed(digits)}–${hi.toFixed(digits)})`;
}

/** The page's median over the static file's median, as a signed percentage. */
function versus(page: Run[], flat: Run[], pick: (r: Run) => number): string {
  const ratio = median(page.map(pick)) / median(flat.map(pick)) - 1;
  return `${ratio >= 0 ? "+" : "−"}${Math.abs(ratio * 100).toFixed(1)} %`;
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ");
const loadAtStart = load();
/** The 1-minute load average after each Lighthouse run: what the machine was doing meanwhile. */
const loadSamples: number[] = [];
const server = await startSite({ port: PORT, vars: { SITE_URL: `http://127.0.0.1:${PORT}` } });
try {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const all = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const paths = args.length ? args : all;
  const pages = new Map<string, string>();
  for (const path of paths) pages.set(path, await (await fetch(server.url + path)).text());
  const flat = await startStaticServer({ root: "dist/client", pages, port: STATIC_PORT });
  const measured = new Map(paths.map((p) => [p, { page: [] as Run[], flat: [] as Run[] }]));
  try {
    for (let run = 1; run <= RUNS; run++) {
      for (const path of paths) {
        const categories = run === 1 ? CATEGORIES : ["performance"];
        measured.get(path)!.page.push(await lighthouse(server.url + path, categories));
        if (TWIN) measured.get(path)!.flat.push(await lighthouse(flat.url + path, ["performance"]));
        loadSamples.push(loadavg()[0]!);
      }
      console.error(`run ${run}/${RUNS} done`);
    }
  } finally {
    await flat.close();
  }

  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)} — Lighthouse ${lighthouseVersion}, ${toolVersions()}`,
    "",
    `Mobile form factor, simulated throttling, ${SCHEME} colour scheme, ` +
      `${PAINT_HOLDING ? "Chromium's default paint holding" : "paint holding off (LH_PAINT_HOLDING=off)"}; ` +
      `${RUNS} interleaved runs per route, median (min–max). ` +
      "a11y · BP · SEO from the first run. " +
      (TWIN
        ? "“vs static”: the page's median against the same HTML and files served as static files (gzip, " +
          "loopback), measured in the same runs. "
        : "No static twin measured (LH_TWIN=off). ") +
      "“server ms”: Lighthouse's estimate " +
      "of the server's own time per request, which its simulation adds to every request (local workerd against a " +
      "Node static server). " +
      `Load average (1 / 5 / 15 min) of this 2-core machine: ${loadAtStart} at the start, ${load()} at the end; ` +
      `1-min load average sampled after each route's runs: median ${median(loadSamples).toFixed(1)} ` +
      `(${Math.min(...loadSamples).toFixed(1)}–${Math.max(...loadSamples).toFixed(1)}). ` +
      `Scheduling priority of the measurement (nice, inherited by the server and Chromium): ${getPriority()}.`,
    "",
    TWIN
      ? "| route | perf | TBT ms | LCP s | Speed Index s | CLS | a11y · BP · SEO | LCP vs static | SI vs static | server ms |"
      : "| route | perf | TBT ms | LCP s | Speed Index s | CLS | a11y · BP · SEO | server ms |",
    TWIN ? "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|" : "|---|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const path of paths) {
    const { page, flat: twin } = measured.get(path)!;
    const first = page[0]!;
    const others = `${first.a11y} · ${first.bp} · ${first.seo}`;
    lines.push(
      `| ${path} | ${cell(page, (r) => r.perf)} | ${cell(page, (r) => r.tbt)} | ${cell(page, (r) => r.lcp, 2, 1000)} | ` +
        `${cell(page, (r) => r.si, 2, 1000)} | ${cell(page, (r) => r.cls, 3)} | ${others} | ` +
        (TWIN ? `${versus(page, twin, (r) => r.lcp)} | ${versus(page, twin, (r) => r.si)} | ` : "") +
        `${cell(page, (r) => r.server)} |`,
    );
  }
  const failures = paths.flatMap((path) => measured.get(path)!.page[0]!.failed.map((audit) => `- ${path}: ${audit}`));
  if (failures.length) lines.push("", "Audits below full score in the first run (a11y · BP · SEO):", "", ...failures);
  if (TWIN)
    lines.push(
      "",
      "Static twin, same runs (its TBT is the floor this machine's load sets): median (min–max)",
      "",
      "| route | perf | TBT ms | LCP s | Speed Index s | server ms |",
      "|---|---:|---:|---:|---:|---:|",
      ...paths.map((path) => {
        const twin = measured.get(path)!.flat;
        return (
          `| ${path} | ${cell(twin, (r) => r.perf)} | ${cell(twin, (r) => r.tbt)} | ` +
          `${cell(twin, (r) => r.lcp, 2, 1000)} | ${cell(twin, (r) => r.si, 2, 1000)} | ${cell(twin, (r) => r.server)} |`
        );
      }),
    );
  console.log(lines.join("\n"));
  mkdirSync("test-results", { recursive: true });
  writeFileSync("test-results/lighthouse.md", `${lines.join("\n")}\n`);
} finally {
  await server.stop();
}
