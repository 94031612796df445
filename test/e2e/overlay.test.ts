/**
 * The intro overlay once per visit: shown on the first page of a new browser context
 * (3000 ms on home, 2000 ms elsewhere, still there 100 ms before its time and gone 500 ms after), not on the next page visited in it; never with reduced
 * motion; never hiding anything without JavaScript.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectClean, openPage, type OpenedPage } from "../support/browser";

let opened: OpenedPage | undefined;

/** How long the overlay stays: the specification, not the constant the code reads. */
const HOME_MS = 3000;
const ELSEWHERE_MS = 2000;

const overlay = (page: Page) => page.locator("[data-intro-overlay]");
const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });
/** A fake clock that stands still from the start, so the overlay's timer runs only with `runFor`. */
const stoppedClock = async (page: Page) => {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
};

describe("intro overlay", () => {
  it("shows on the first page of a visit and not on the next one", async () => {
    opened = await openPage("/", { before: stoppedClock });
    const { page } = opened;
    await expect.poll(() => overlay(page).isVisible()).toBe(true);
    await page.clock.runFor(HOME_MS - 100);
    expect(await overlay(page).isVisible()).toBe(true);
    expect(await overlay(page).getAttribute("class")).not.toContain("is-leaving");
    await page.clock.runFor(600);
    await expect.poll(() => overlay(page).count()).toBe(0);

    await nav(page).getByRole("link", { name: "About Us", exact: true }).click();
    await page.waitForURL("**/about");
    expect(await page.locator("html.js").count()).toBe(1);
    expect(await overlay(page).count()).toBe(0);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await overlay(page).count()).toBe(0);
    expectClean(opened);
  });

  it("a visit that starts elsewhere shows it there, for 2 s, and not on home afterwards", async () => {
    opened = await openPage("/about", { before: stoppedClock });
    const { page } = opened;
    await expect.poll(() => overlay(page).isVisible()).toBe(true);
    await page.clock.runFor(ELSEWHERE_MS - 100);
    expect(await overlay(page).isVisible()).toBe(true);
    expect(await overlay(page).getAttribute("class")).not.toContain("is-leaving");
    await page.clock.runFor(600);
    await expect.poll(() => overlay(page).count()).toBe(0);
    await page.goto(new URL("/", page.url()).toString());
    expect(await overlay(page).count()).toBe(0);
    expectClean(opened);
  });

  it("a visit whose first page has no overlay shows none later", async () => {
    opened = await openPage("/smm");
    const { page } = opened;
    expect(await overlay(page).count()).toBe(0);
    await page.goto(new URL("/about", page.url()).toString());
    expect(await overlay(page).count()).toBe(0);
  });

  it("never shows with reduced motion, and never hides content without JavaScript", async () => {
    opened = await openPage("/about", { reducedMotion: true });
    expect(await opened.page.locator("html.js").count()).toBe(1);
    expect(await overlay(opened.page).count()).toBe(0);
    await opened.close();
    opened = await openPage("/about", { javaScriptEnabled: false });
    expect(await overlay(opened.page).isVisible()).toBe(false);
    expect(await opened.page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
  });
});
