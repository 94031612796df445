/**
 * Site-wide guarantees on every route of the table and the 404: nothing is requested from another
 * host while a page loads, the CSP is never violated, nothing logs an error, and reduced motion
 * leaves nothing hidden or moving. (Per-page content, widgets and axe live in the area tests.)
 */
import { describe, expect, it } from "vitest";
import { routes } from "../../src/server/routes";
import {
  baseUrl,
  expectAccessible,
  expectClean,
  openPage,
  screenshot,
  scrollThrough,
  type OpenedPage,
} from "../support/browser";

const paths = [...routes.map((r) => r.page.path), "/this-page-does-not-exist"];
let opened: OpenedPage | undefined;

const foreign = (requests: string[]) =>
  requests.filter((url) => !url.startsWith("data:") && new URL(url).origin !== new URL(baseUrl()).origin);

describe("every page", () => {
  it.each(paths)("%s loads nothing from another host and violates no policy", async (path) => {
    opened = await openPage(path, { width: 1280 });
    await opened.settled();
    expect(foreign(opened.requests), "third-party requests during load").toEqual([]);
    expectClean(opened);
  });

  it.each(paths)("%s with reduced motion: no overlay, nothing hidden, no endless animation", async (path) => {
    opened = await openPage(path, { width: 390, reducedMotion: true });
    const { page } = opened;
    await scrollThrough(page);
    expect(await page.locator("[data-intro-overlay]").count()).toBe(0);
    expect(await page.locator(".reveal-pending").count()).toBe(0);
    const running = await page.evaluate(
      () => document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations === Infinity).length,
    );
    expect(running).toBe(0);
    expectClean(opened);
  });
});

describe("the not-found screen", () => {
  it.each([390, 1280])("is accessible at %i px and screenshotted", async (width) => {
    opened = await openPage("/this-page-does-not-exist", { width, reducedMotion: true });
    expect(await opened.page.getByRole("heading", { level: 1 }).textContent()).toContain("Oops! Page not found");
    expect(await opened.page.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
    await expectAccessible(opened.page);
    await screenshot(opened.page, `404-${width}`);
    expectClean(opened);
  });
});
