/**
 * `npm run snapshot`: what every page says, as one JSON file, to compare two builds word for word
 * (issue 51: moving the site's words into data files must change nothing a visitor sees). Starts
 * the production build with the harness on a free port and reads every route of the sitemap, the
 * thank-you page and a 404, twice: the server's HTML as sent (fetched, parsed with jsdom: what a
 * visitor without JavaScript gets) and the page in Chromium after its load, every island woken
 * that wakes without a click (1280 × 800, light scheme, reduced motion: no intro overlay, no
 * counting up; requests to other origins refused).
 * Per route: the status, title, meta description, canonical, Open Graph/Twitter/robots meta, every
 * JSON-LD block, headings, links, images' alt text and `sizes`, words in attributes and the text
 * (scripts/lib/contentSnapshot.ts). Keys are sorted, one route per key; the footer's year, the one
 * thing that varies with the date, is written "© {year}".
 *
 *   npm run snapshot                                   # build, then test-results/content-snapshot.json
 *   npm run snapshot -- --no-build --out /tmp/after.json
 *   npm run snapshot -- --compare before.json after.json   # per-route differences; exit 1 if any
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { HYDRATE_ATTR, HYDRATED_ATTR } from "../src/client/islands/types.ts";
import { paths } from "../src/content/paths.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../harness/chromium.ts";
import { freePort } from "../harness/server.ts";
import { startSite } from "../harness/site.ts";
import { buildUnlessReused } from "./lib/build.ts";
import {
  compareSnapshots,
  formatDifferences,
  normaliseServedYear,
  pageContent,
  stableJson,
  type Snapshot,
} from "./lib/contentSnapshot.ts";

const NOT_FOUND = "/no-such-page";
const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);

if (args.includes("--compare")) {
  const [a, b] = args.slice(args.indexOf("--compare") + 1);
  if (!a || !b) throw new Error("--compare takes two snapshot files: --compare before.json after.json");
  const read = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Snapshot;
  const differences = compareSnapshots(read(a), read(b));
  console.log(differences.length ? formatDifferences(differences) : `no differences (${a} → ${b})`);
  process.exit(differences.length ? 1 : 0);
}

const out = option("--out") ?? "test-results/content-snapshot.json";
// jsdom ships no types (and @types/jsdom is no dependency): the one constructor used here.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (html: string) => { window: { document: Document; close: () => void } };
};

buildUnlessReused();
const site = await startSite({ port: await freePort() });
let browser: Browser | undefined;
try {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>[^<]*?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1] ?? "/");
  const routes = [...new Set([...listed, paths.thankYou, NOT_FOUND])];
  const snapshot: Snapshot = {};
  for (const route of routes) {
    const response = await fetch(site.url + route, { redirect: "manual" });
    const dom = new JSDOM(await response.text());
    const html = pageContent(false, dom.window.document);
    dom.window.close();

    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      colorScheme: "light",
      reducedMotion: "reduce",
    });
    // Nothing leaves the machine: the office maps' Google embed is refused.
    await context.route(
      (url) => url.origin !== site.url,
      (request) => request.abort(),
    );
    const page = await context.newPage();
    await page.goto(site.url + route, { waitUntil: "load" });
    await page.evaluate(wakeIslands, { hydrate: HYDRATE_ATTR, hydrated: HYDRATED_ATTR });
    await page.waitForLoadState("networkidle");
    const js = await page.evaluate(pageContent, true);
    await context.close();

    snapshot[route] = { status: response.status, html, js };
    console.log(`${response.status} ${route}`);
  }
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${stableJson(normaliseServedYear(snapshot))}\n`);
  console.log(`${routes.length} routes → ${out}`);
} finally {
  await browser?.close();
  await site.stop();
}

/**
 * Wakes every island that wakes without a visitor's action, the same way on every run: each is
 * scrolled to and hydrated in turn; then the page is scrolled through once more, a few frames a
 * step, so what an island does when seen (an office map inserts its embed) has happened everywhere.
 */
async function wakeIslands({ hydrate, hydrated }: { hydrate: string; hydrated: string }): Promise<void> {
  const frames = (n: number) =>
    new Promise<void>((done) => {
      const next = () => (--n > 0 ? requestAnimationFrame(next) : done());
      requestAnimationFrame(next);
    });
  for (const island of document.querySelectorAll(`[${hydrate}]:not([${hydrate}="interaction"])`)) {
    island.scrollIntoView({ block: "center" });
    for (let tries = 0; tries < 100 && !island.hasAttribute(hydrated); tries++) await frames(6);
    await frames(3);
  }
  for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
    scrollTo(0, y);
    await frames(3);
  }
  scrollTo(0, 0);
  await frames(3);
}
