/**
 * Chromium driven so that it still prerenders: puppeteer-core attaches through the tab target,
 * whereas a driver attached to the page target (Playwright) makes Chromium refuse every prerender
 * (`PrerenderingDisabledByDevTools`). Shared by `npm run navigations` and the prerender tests.
 * No CDP session of our own may be opened on the page (`page.createCDPSession()` attaches to the
 * page target, and prerendering stops).
 */
import puppeteer, { type Browser, type ElementHandle, type Page } from "puppeteer-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

export const launchPrerenderingChromium = (): Promise<Browser> =>
  puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });

/** What Chromium waits before a `moderate` rule starts on a hovered link. */
export const MODERATE_HOVER_MS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The first visible link whose `href` attribute is `href`, in `<main>` before the header. When the
 * only one is in a closed header menu, the menu's button is clicked first, as a person would; one
 * further down the page is scrolled to and waited for (scroll reveal fades it in).
 * Fails when there is none.
 */
export async function visibleLink(page: Page, href: string): Promise<ElementHandle<HTMLAnchorElement>> {
  const menuButton = await page.evaluateHandle((wanted) => {
    const inMenu = [...document.querySelectorAll<HTMLElement>("header [data-disclosure]")].find((button) => {
      const menu = document.getElementById(button.getAttribute("aria-controls") ?? "");
      const closed = button.getAttribute("aria-expanded") !== "true" && button.checkVisibility();
      return closed && menu?.querySelector(`a[href="${wanted}"]`);
    });
    const shown = (a: Element) => a.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const inMain = [...document.querySelectorAll(`main a[href="${wanted}"]`)].some(shown);
    return inMenu && !inMain ? inMenu : null;
  }, href);
  const button = menuButton.asElement() as ElementHandle<HTMLElement> | null;
  if (button) await button.click();
  // A menu just opened may still be fading in: wait for the link.
  const handle = await page
    .waitForFunction(
      (wanted) => {
        const links = ["main", "header"].flatMap((area) => [
          ...document.querySelectorAll<HTMLAnchorElement>(`${area} a[href]`),
        ]);
        const visible = (a: Element) => a.checkVisibility({ opacityProperty: true, visibilityProperty: true });
        const matching = links.filter((a) => a.getAttribute("href") === wanted);
        const found = matching.find(visible);
        // One further down the page, still to be revealed: scroll to it, as a person would.
        if (!found) matching.find((a) => a.closest("main") && a.checkVisibility())?.scrollIntoView({ block: "center" });
        return found ?? false;
      },
      { timeout: 5000 },
      href,
    )
    .catch(() => null);
  const link = handle?.asElement() as ElementHandle<HTMLAnchorElement> | null | undefined;
  if (!link) throw new Error(`no visible link to ${href} on ${await currentPath(page)}`);
  return link;
}

/**
 * The document's path. After a prerender is activated puppeteer's `page.url()` may still name the
 * page that was left, while evaluation already runs in the new document: ask the document.
 */
export const currentPath = (page: Page): Promise<string> =>
  page.evaluate(() => location.pathname + location.search).catch(() => "");

/** Waits (polling, up to `timeoutMs`) until the shown document is `path` and has loaded. */
export async function waitForPage(page: Page, path: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ready = await page
      .evaluate((p) => location.pathname + location.search === p && document.readyState === "complete", path)
      .catch(() => false);
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`${path} was not shown (at ${await currentPath(page)})`);
    await sleep(50);
  }
}

/** Rests the pointer on `link` for `restMs` (a person's hover), then clicks it. */
export async function hoverThenClick(link: ElementHandle, restMs: number): Promise<void> {
  await link.hover();
  await sleep(restMs);
  await link.click();
}

/**
 * The navigation entry's `activationStart`: > 0 when the shown document was prerendered, 0 when
 * it was loaded by the click.
 */
export const activationStart = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { activationStart: number })
        .activationStart,
  );

/**
 * Evaluates `expression` in the tab's document through a CDP session of its own. Needed after
 * going back from a page that was prerendered: puppeteer's page then no longer reaches the
 * document restored from the back/forward cache. A session on the page target stops Chromium
 * prerendering in that tab, so only for the end of a journey.
 */
export async function evaluateInTab<T>(page: Page, expression: string): Promise<T> {
  const session = await page.target().createCDPSession();
  try {
    const { result, exceptionDetails } = await session.send("Runtime.evaluate", {
      expression,
      returnByValue: true,
      awaitPromise: true,
    });
    if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.text}`);
    return result.value as T;
  } finally {
    await session.detach().catch(() => undefined);
  }
}

/**
 * The first element of `role` ("button", "textbox", "heading") whose accessible name (its
 * `aria-label`, its label's text, or its own text) is `name`. Looked up in the page's own world:
 * after a prerender is activated, puppeteer's `::-p-aria` queries and `waitForSelector` may still
 * look at the page that was left, while `evaluate` reaches the page shown.
 */
export async function byRole(
  page: Page,
  role: "button" | "textbox" | "heading",
  name: string,
): Promise<ElementHandle<HTMLElement>> {
  const handle = await page.waitForFunction(
    (r, n) => {
      const selectors = { button: "button", textbox: "input:not([type=hidden]), textarea", heading: "h1, h2, h3, h4" };
      const nameOf = (e: HTMLElement) =>
        (e.getAttribute("aria-label") ?? (e as HTMLInputElement).labels?.[0]?.textContent ?? e.textContent ?? "")
          .replace(/\s+/g, " ")
          .replace(/\s*\*$/, "")
          .trim();
      return [...document.querySelectorAll<HTMLElement>(selectors[r])].find((e) => nameOf(e) === n) ?? false;
    },
    { timeout: 10_000, polling: 100 },
    role,
    name,
  );
  return handle as ElementHandle<HTMLElement>;
}

/** Waits (polling in the page shown, up to 20 s) until `predicate` is true there. */
export async function waitInPage(page: Page, predicate: () => boolean): Promise<void> {
  await page.waitForFunction(predicate, { timeout: 20_000, polling: 100 });
}
