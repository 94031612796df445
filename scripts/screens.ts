/**
 * `npm run screens`: full-page screenshots of every route of the sitemap and the 404, in the light
 * and the dark scheme, at 390 and 1280 px, for a person to look at (not a test). Starts the
 * production server on loopback and drives Debian Chromium; each page is scrolled through first so
 * lazy images have loaded (with reduced motion, so reveals and the intro overlay do not hide anything). Writes `test-results/screens/<scheme>-<width>-<route>.png`.
 *
 *   npm run screens                                 # build, every route, both schemes, both widths
 *   npm run screens -- --no-build --dark / /contact # some routes, one scheme
 *   npm run screens -- --engine firefox             # the same in Firefox ESR or WebKitGTK (`webkit`)
 *   npm run screens -- --no-build --desk            # the lead desk's pages, with demo leads (harness/deskLeads.ts)
 *   npm run screens -- --no-build --desk /desk/figures  # some of them
 *
 * With `--engine firefox|webkit` the pages are driven through the cross-engine suite's driver
 * (test/cross/driver, behind its front proxy), light scheme only (those drivers cannot emulate a
 * colour scheme), and the captures go to test-results/cross/<engine>/<route>-<width>.png (WebKit
 * captures one viewport at a time: <route>-<width>-01.png, -02.png …). The test run itself takes no
 * full-page screenshots: no assertion reads one.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { buildUnlessReused } from "./lib/build.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../harness/chromium.ts";
import { demoLeads, seedDemoLeads } from "../harness/deskLeads.ts";
import { startSite } from "../harness/site.ts";

const OUT = "test-results/screens";
const PORT = Number(process.env.SCREENS_PORT ?? 8816);
const WIDTHS = [390, 1280] as const;
const NOT_FOUND = "/no-such-page";

const flags = new Set(process.argv.slice(2).filter((a) => a.startsWith("--")));
const only = process.argv.slice(2).filter((a, i, all) => !a.startsWith("--") && all[i - 1] !== "--engine");
const schemes = (["light", "dark"] as const).filter((s) => !flags.has(`--${s === "light" ? "dark" : "light"}`));
buildUnlessReused();

const engineArg = process.argv.indexOf("--engine");
const engine = engineArg > 0 ? process.argv[engineArg + 1] : undefined;
if (engine !== undefined && engine !== "firefox" && engine !== "webkit") {
  console.error(`--engine takes firefox or webkit (Chromium is the default), not ${engine}`);
  process.exit(1);
}
if (engine) {
  await otherEngine(engine);
  process.exit(0);
}

const server = await startSite({ port: PORT });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
try {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const all = [...sitemap.matchAll(/<loc>[^<]*?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1] ?? "/");
  const desk = flags.has("--desk") ? await deskRoutes() : [];
  const routes = desk.length ? (only.length ? only : desk) : only.length ? only : [...all, NOT_FOUND];
  mkdirSync(OUT, { recursive: true });
  for (const colorScheme of schemes) {
    for (const width of WIDTHS) {
      // Reduced motion: every reveal is shown at once and no intro overlay covers the page.
      const context = await browser.newContext({
        viewport: { width, height: width === 390 ? 844 : 800 },
        colorScheme,
        reducedMotion: "reduce",
      });
      const page = await context.newPage();
      for (const route of routes) {
        await page.goto(server.url + route, { waitUntil: "load" });
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
            scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 60));
          }
          scrollTo(0, 0);
        });
        await page.waitForTimeout(700);
        const name = route === "/" ? "home" : route.slice(1).replace(/[^\w.-]+/g, "_");
        await page.screenshot({ path: `${OUT}/${colorScheme}-${width}-${name}.png`, fullPage: true });
        console.log(`${colorScheme} ${width} ${route}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

/**
 * The desk's pages (local: no Access), with the demo leads loaded: each tab, two leads, a
 * confirmation, the erasure, the figures.
 */
async function deskRoutes(): Promise<string[]> {
  await seedDemoLeads(server.url, server.adminToken);
  const [, , failed, , hire] = demoLeads().map((lead) => `/desk/leads/${encodeURIComponent(lead.id)}`);
  return ["/desk", "/desk/held", "/desk/failed", hire!, failed!, `${failed}/delete`, "/desk/erase", "/desk/figures"];
}

/**
 * Every route at both widths in Firefox or WebKit: the cross suite's driver runs in Vitest (its
 * modules need Vite's TypeScript), as a run of its own config, on the same server set-up as the
 * cross projects (production build behind the front proxy).
 */
async function otherEngine(name: "firefox" | "webkit"): Promise<void> {
  const run = spawnSync("npx", ["vitest", "run", "--config", "test/cross/screens.config.ts"], {
    stdio: "inherit",
    env: { ...process.env, SCREENS_ENGINE: name, SCREENS_ROUTES: only.join(" "), CROSS_PORT: String(PORT) },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
