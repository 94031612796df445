/** The per-page audit of the company pages' browser tests (About, Portfolio, case studies, Careers, Hire). */
import { expect } from "vitest";
import { expectAccessible, expectClean, openPage, screenshot, scrollThrough } from "../support/browser";

/**
 * Opens `path` at `width` (reduced motion, so nothing is mid-animation), then checks the page's one
 * h1, that nothing scrolls sideways, axe-core (zero violations) and the console (no errors, CSP
 * violations or hydration warnings). With `screenshotName` it also writes a full-page screenshot.
 */
export async function auditPage(
  path: string,
  width: number,
  { h1, screenshotName }: { h1: string; screenshotName?: string },
): Promise<void> {
  const opened = await openPage(path, { width, reducedMotion: true });
  try {
    const { page } = opened;
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(h1);
    await scrollThrough(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scroll").toBeLessThanOrEqual(
      width,
    );
    await expectAccessible(page);
    if (screenshotName) await screenshot(page, screenshotName);
    expectClean(opened);
  } finally {
    await opened.close();
  }
}
