/**
 * Scroll reveal: what is on screen when the page opens is never hidden; what starts below the
 * fold waits hidden and fades in when scrolled to. Found by the page's own markup
 * (`[data-reveal]`), judged by what the visitor sees (computed opacity, position in the viewport).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectClean, openPage, type OpenedPage } from "../support/browser";

let opened: OpenedPage | undefined;

/** Every reveal item: whether it is in the viewport, hidden by the reveal, and its opacity. */
const revealItems = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-reveal]")].map((el) => {
      const rect = el.getBoundingClientRect();
      return {
        onScreen: rect.top < window.innerHeight && rect.bottom > 0,
        pending: el.classList.contains("reveal-pending"),
        opacity: Number(getComputedStyle(el).opacity),
      };
    }),
  );

/** Records, from before any page script, every reveal item that was ever hidden while on screen. */
const watchHiddenOnScreen = (page: Page) =>
  page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { hiddenOnScreen: string[] }).hiddenOnScreen = seen;
    new MutationObserver((records) => {
      for (const { target } of records) {
        const el = target as HTMLElement;
        if (!el.classList.contains("reveal-pending")) continue;
        const rect = el.getBoundingClientRect();
        if (rect.top < window.innerHeight && rect.bottom > 0) seen.push(el.className);
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["class"] });
  });

describe("scroll reveal", () => {
  it.each([
    ["/portfolio", 390],
    ["/CustomDev", 1280],
  ])("%s at %i px: nothing on screen is hidden; items below the fold wait, then fade in", async (path, width) => {
    opened = await openPage(path, { width, before: watchHiddenOnScreen });
    const { page } = opened;
    // The reveal decides on the browser's first report of what is on screen.
    await expect.poll(async () => (await revealItems(page)).filter((i) => i.pending).length).toBeGreaterThan(0);
    const items = await revealItems(page);
    const onScreen = items.filter((i) => i.onScreen);
    expect(onScreen.length, "reveal items in the first viewport").toBeGreaterThan(0);
    expect(onScreen.filter((i) => i.pending)).toEqual([]);
    expect(onScreen.every((i) => i.opacity === 1)).toBe(true);
    expect(items.filter((i) => !i.onScreen).every((i) => i.pending && i.opacity === 0)).toBe(true);

    const last = page.locator("[data-reveal]").last();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.evaluate((el) => el.classList.contains("reveal-pending"))).toBe(false);
    await expect.poll(() => last.evaluate((el) => Number(getComputedStyle(el).opacity))).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { hiddenOnScreen: string[] }).hiddenOnScreen)).toEqual([]);
    expectClean(opened);
  });
});
