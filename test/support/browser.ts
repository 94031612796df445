/**
 * Browser helpers for e2e tests: Debian's Chromium headless shell driven by playwright-core (never
 * a downloaded browser; harness/chromium.ts), a fresh context per page, console/CSP/hydration
 * problems recorded, axe-core checks and screenshots for people to look at.
 */
import { mkdirSync } from "node:fs";
import { AxeBuilder } from "@axe-core/playwright";
import { chromium, type Browser, type Locator, type Page, type Request } from "playwright-core";
import { expect, inject } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_SHELL_PATH } from "../../harness/chromium.ts";
import { readyForCapture } from "./pageChecks";

export const SCREENSHOT_DIR = "test-results/screenshots";

let browser: Promise<Browser> | undefined;
const openPages = new Set<OpenedPage>();

/**
 * Closes every page a test opened (unless it asked to `keep` it): run after each test by
 * test/support/e2eEach.ts, the e2e project's setup file.
 */
export async function closeOpenPages(): Promise<void> {
  await Promise.all([...openPages].map((opened) => opened.close()));
  openPages.clear();
}

/**
 * The one browser of the e2e run (closed when the worker exits): the e2e files share one worker
 * and its modules (`isolate: false` in vitest.config.ts), so one Chromium serves them all.
 */
export function getBrowser(): Promise<Browser> {
  browser ??= chromium.launch({ executablePath: CHROMIUM_SHELL_PATH, args: CHROMIUM_ARGS, headless: true });
  return browser;
}

export const baseUrl = () => inject("baseUrl");

export interface PageOptions {
  width?: number;
  height?: number;
  reducedMotion?: boolean;
  /** `prefers-color-scheme` the page sees (light by default). */
  colorScheme?: "light" | "dark";
  javaScriptEnabled?: boolean;
  /** URL patterns (glob) whose requests are aborted, e.g. "**\/images/gen/product-*". */
  blockUrls?: string[];
  /** Runs before navigation (e.g. `page.clock.install()`, `page.route(...)`). */
  before?: (page: Page) => Promise<unknown>;
  /** A URL pattern (glob) whose requests are held back until `held.release()`, e.g. an island's chunk. */
  hold?: string;
  /** Wait for the shell's start (false when the test blocks the entry module). Default true. */
  waitForShell?: boolean;
  /**
   * Keep the page open across tests (a visitor's tab going from route to route): the caller closes
   * it. Otherwise every page a test opens is closed after that test.
   */
  keep?: boolean;
}

export interface OpenedPage {
  page: Page;
  /** console.error messages and uncaught page errors. */
  consoleErrors: string[];
  /** Content-Security-Policy violations reported by the page. */
  cspViolations: string[];
  /** React hydration warnings (recoverable errors, mismatches). */
  hydrationWarnings: string[];
  /** Every URL the page requested. */
  requests: string[];
  /**
   * Resolves once no request of the page (or its frames) has been in flight for `quietMs`.
   * Playwright's "networkidle" can wait forever on a page whose lazy third-party iframe never
   * navigates; this counts the requests themselves.
   */
  settled: (quietMs?: number) => Promise<void>;
  close: () => Promise<void>;
  /** The requests held back by `PageOptions.hold` (present when it was given). */
  held?: HeldRequests;
}

const HYDRATION = /hydrat|did not match|server rendered html/i;

/** Opens `path` of the test server in a fresh context; waits for the load event and the shell's start. */
export async function openPage(path: string, options: PageOptions = {}): Promise<OpenedPage> {
  const b = await getBrowser();
  const context = await b.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? (options.width === 390 ? 844 : 800) },
    reducedMotion: options.reducedMotion ? "reduce" : "no-preference",
    colorScheme: options.colorScheme ?? "light",
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const page = await context.newPage();
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  const opened: OpenedPage = {
    page,
    consoleErrors: [],
    cspViolations: [],
    hydrationWarnings: [],
    requests: [],
    settled: async (quietMs = 500) => {
      const deadline = Date.now() + 30_000;
      while (inFlight.size > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() > deadline) {
          throw new Error(
            `${path}: requests still in flight after 30 s: ${[...inFlight].map((r) => r.url()).join(", ")}`,
          );
        }
        await page.waitForTimeout(100);
      }
    },
    close: async () => {
      openPages.delete(opened);
      await context.close();
    },
  };
  if (!options.keep) openPages.add(opened);
  page.on("console", (msg) => {
    const text = msg.text();
    if (HYDRATION.test(text)) opened.hydrationWarnings.push(text);
    // The document's own 4xx status (a 404 page, a re-rendered form) is not a failed resource.
    const isDocumentStatus = /^Failed to load resource/.test(text) && msg.location().url === page.url();
    if (msg.type() === "error" && !isDocumentStatus) {
      if (/Content Security Policy|Content-Security-Policy/i.test(text)) opened.cspViolations.push(text);
      else opened.consoleErrors.push(text);
    }
  });
  page.on("pageerror", (error) => opened.consoleErrors.push(`pageerror: ${error.message}`));
  page.on("request", (request) => {
    opened.requests.push(request.url());
    inFlight.add(request);
    lastActivity = Date.now();
  });
  const done = (request: Request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  for (const pattern of options.blockUrls ?? []) await page.route(pattern, (route) => route.abort());
  if (options.hold) opened.held = await holdRequests(page, options.hold);
  await options.before?.(page);
  await page.goto(new URL(path, baseUrl()).toString(), { waitUntil: "load" });
  // The entry module is async and starts in a task after DOMContentLoaded, which can come after
  // the load event: wait until the shell has run (it marks <html> with `js`), so every check sees
  // the page a visitor gets rather than the server's untouched markup.
  if (options.javaScriptEnabled !== false && options.waitForShell !== false) {
    await page.locator("html.js").waitFor({ state: "attached" });
  }
  return opened;
}

/** No console errors, CSP violations or hydration warnings so far. */
export function expectClean(opened: OpenedPage): void {
  expect(opened.consoleErrors, "console errors").toEqual([]);
  expect(opened.cspViolations, "CSP violations").toEqual([]);
  expect(opened.hydrationWarnings, "hydration warnings").toEqual([]);
}

/**
 * The axe rules whose outcome depends on colours: all a change of colour scheme can change, since
 * the scheme swaps colours only (the same document, one attribute on <html>).
 */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"] as const;

/**
 * The rules axe-core leaves off unless asked: WCAG 2.2's `target-size` (2.5.8, a pointer target
 * of at least 24 by 24 CSS pixels, or far enough from the next one). The desk's audit runs it.
 */
export const WCAG22_RULES = ["target-size"] as const;

/** What axe-core answers. */
export type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

/**
 * axe-core (every rule it runs by default: WCAG 2.x A/AA and best practices; or only `rules`), and
 * the rules it leaves off that `enable` names (`WCAG22_RULES`): zero violations. Returns axe's
 * results, for what it left "incomplete" (contrast over a gradient: test/support/pixelContrast.ts).
 *
 * `axe.run` in the page itself (legacy mode): the default runs `runPartial` in every frame, then
 * `finishRun` in a new blank page, which nearly doubled the sweep's axe time (themeAxe, 12 loads:
 * 31.6 → 18.0 s). What it adds is cross-origin frames, and the site's only frame is the Google Maps
 * embed, third-party content that never loads here. Only violations and incomplete results are
 * collected in full (passes and inapplicable rules, unread, are cut to one node each).
 *
 * The options are given in one object: `AxeBuilder#options` replaces what `withRules` or `withTags`
 * set, so the colour pass used to run every rule again. axe-core stays in the document after its
 * first run there, and a second run on it (the other scheme) uses that copy: AxeBuilder injects its
 * 580 kB source twice per run, which cost more than the colour rules themselves. It runs once the
 * page's transitions have ended: the slower runs used to wait long enough by chance.
 */
export async function expectAccessible(
  page: Page,
  { rules, enable = [] }: { rules?: readonly string[]; enable?: readonly string[] } = {},
): Promise<AxeResults> {
  const options: Parameters<AxeBuilder["options"]>[0] = {
    ...(rules ? { runOnly: { type: "rule", values: [...rules] } } : {}),
    ...(enable.length ? { rules: Object.fromEntries(enable.map((rule) => [rule, { enabled: true }])) } : {}),
    resultTypes: ["violations", "incomplete"],
  };
  // The colours at rest: a change just made (the other scheme) is read once its frame has come and
  // the transitions it started (1 ms each under reduced motion, yet only from that frame) have ended.
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
  });
  const injected = await page.evaluate(() => "axe" in window);
  const results = injected
    ? ((await page.evaluate(
        (options) =>
          (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<unknown> } }).axe.run(
            document,
            options,
          ),
        options,
      )) as AxeResults)
    : await new AxeBuilder({ page }).options(options).setLegacyMode().analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary, "axe violations").toEqual([]);
  return results;
}

/**
 * Writes a full-page screenshot to test-results/screenshots/<name>.png. Headless Chromium now and
 * then never delivers the frame a full-page capture waits for (seen once in ~60 captures per run
 * on this loaded machine, on different pages); the capture is an artefact for a person to look
 * at, not an assertion, so a capture that hangs is tried once more before the test fails.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const capture = (timeout: number) =>
    page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true, timeout });
  await capture(15_000).catch(async (error: unknown) => {
    if (!(error instanceof Error && error.name === "TimeoutError")) throw error;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await capture(25_000);
  });
}

/**
 * Scrolls through the page one viewport at a time and back to the top, then waits for what that
 * set going — the pictures seen loaded, reveals in view done, finite animations ended — rather
 * than for a fixed time (`readyForCapture`, shared with the cross-engine suite).
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(readyForCapture, true);
}

/** The island element of component `name` (the n-th one on the page, default the first). */
export const island = (page: Page, name: string, n = 0): Locator => page.locator(`[data-island="${name}"]`).nth(n);

/** Resolves once the island element (or the island around `locator`) is hydrated. */
export async function expectHydrated(locator: Locator, timeout = 15_000): Promise<void> {
  await expect
    .poll(() => locator.evaluate((el) => el.closest("[data-island]")?.getAttribute("data-island-hydrated") ?? null), {
      timeout,
    })
    .toBe("true");
}

export interface HeldRequests {
  /** Resolves once a matching request has been made (and is being held). */
  requested: Promise<void>;
  /** Lets every held request, and any later one, through. */
  release: () => void;
  /** Fails every held request, and any later one, as a lost connection does. */
  fail: () => void;
}

/**
 * Holds back requests matching `pattern` (a glob) until `release()` or `fail()`: a slow network
 * for one file (`PageOptions.hold`), or for one more pattern of an open page.
 */
export async function holdRequests(page: Page, pattern: string): Promise<HeldRequests> {
  let decide!: (outcome: "release" | "fail") => void;
  const decided = new Promise<"release" | "fail">((resolve) => (decide = resolve));
  let requested!: () => void;
  const seen = new Promise<void>((resolve) => (requested = resolve));
  await page.route(pattern, async (route) => {
    requested();
    if ((await decided) === "fail") await route.abort("failed");
    else await route.continue();
  });
  return { requested: seen, release: () => decide("release"), fail: () => decide("fail") };
}

/** Wakes an `interaction` island the way a keyboard user does: focus moves into it. */
export async function wake(locator: Locator): Promise<void> {
  await locator.locator("a[href], button, input, select, textarea").first().focus();
}
