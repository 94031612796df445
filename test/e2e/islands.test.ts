/**
 * Hydration on demand, observed in the browser: no React or island chunk is requested before an
 * island nears the viewport; scrolled to, each island wakes and works; a click that lands before
 * an island's code has arrived is handled by the server markup or takes effect once it wakes,
 * exactly once; interaction islands wake on the first focus or press.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clientTestimonials } from "../../src/content/home";
import { portfolioFilter } from "../../src/content/company/portfolio";
import { filterProjects, projects } from "../../src/content/company/projects";
import { teamSection, teamTestimonials } from "../../src/content/company/about";
import { team } from "../../src/content/company/team";
import { teamShowcase } from "../../src/content/motion";
import {
  baseUrl,
  expectClean,
  expectHydrated,
  island,
  openPage,
  scrollThrough,
  wake,
  type OpenedPage,
} from "../support/browser";

let opened: OpenedPage | undefined;

const pathname = (url: string) => new URL(url).pathname;
/** Every JavaScript file the page has requested so far. */
const scripts = (o: OpenedPage) => o.requests.filter((url) => pathname(url).endsWith(".js")).map(pathname);
/** The module script(s) the document itself links. */
const entryOf = async (page: Page) =>
  page
    .locator("script[type=module]")
    .evaluateAll((els) => els.map((el) => new URL((el as HTMLScriptElement).src).pathname));
const islandsBy = (page: Page, when: string) =>
  page.locator(`[data-hydrate="${when}"]`).evaluateAll((els) => els.map((el) => el.getAttribute("data-island")));
const hydratedIslands = (page: Page) =>
  page.locator("[data-island-hydrated]").evaluateAll((els) => els.map((el) => el.getAttribute("data-island")));
const settle = async (o: OpenedPage) => {
  await o.settled();
  await o.page.waitForTimeout(1000);
};

describe("before the visitor scrolls", () => {
  it.each([
    ["/", 390],
    ["/", 1280],
    ["/about", 390],
    ["/about", 1280],
  ] as const)(
    "%s at %i px requests no React and no island chunk; scrolled through, every island wakes",
    async (path, width) => {
      opened = await openPage(path, { width });
      const { page } = opened;
      await settle(opened);
      expect(scripts(opened)).toEqual(await entryOf(page));
      expect(await hydratedIslands(page)).toEqual([]);

      await scrollThrough(page);
      const visible = await islandsBy(page, "visible");
      expect(visible.length).toBeGreaterThan(0);
      await expect.poll(() => hydratedIslands(page), { timeout: 15_000 }).toEqual(visible);
      expect(scripts(opened).some((s) => /\/assets\/hydrate-/.test(s))).toBe(true);
      expectClean(opened);
    },
  );

  it.each(["/hire", "/contact", "/portfolio", "/Seosmm"])(
    "%s: visible islands wake when scrolled to, interaction islands only when used",
    async (path) => {
      opened = await openPage(path, { width: 1280 });
      const { page } = opened;
      await scrollThrough(page);
      const visible = await islandsBy(page, "visible");
      const interaction = await islandsBy(page, "interaction");
      await expect.poll(() => hydratedIslands(page), { timeout: 15_000 }).toEqual(visible);
      for (let n = 0; n < interaction.length; n++) {
        const element = page.locator(`[data-hydrate="interaction"]`).nth(n);
        await wake(element);
        await expectHydrated(element);
      }
      expect(await hydratedIslands(page)).toHaveLength(visible.length + interaction.length);
      expectClean(opened);
    },
  );
});

describe("a click before the island's code has arrived", () => {
  const titles = (page: Page) => page.getByRole("article").getByRole("heading", { level: 2 }).allTextContents();
  const documents = (o: OpenedPage) => o.requests.filter((url) => pathname(url) === "/portfolio");

  it("on the portfolio filter: the server's link does the filtering, once", async () => {
    // Reduced motion: Chromium aborts a cross-document view transition (and reports it as a page
    // error) when a request of the old page is still held back by the test at navigation.
    opened = await openPage("/portfolio", { reducedMotion: true, hold: "**/assets/PortfolioFilter-*.js" });
    const { page, held } = opened;
    const nav = page.getByRole("navigation", { name: portfolioFilter.label });
    await nav.getByRole("link", { name: "Mobile App", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("category") === "Mobile App");
    expect(await titles(page)).toEqual(filterProjects(projects, "Mobile App").map((p) => p.title));
    expect(documents(opened)).toHaveLength(2);
    held!.release();
    expectClean(opened);
  });

  it("on the portfolio filter by keyboard: the focused link hands its focus to its button", async () => {
    opened = await openPage("/portfolio", { hold: "**/assets/PortfolioFilter-*.js" });
    const { page, held } = opened;
    const nav = page.getByRole("navigation", { name: portfolioFilter.label });
    await nav.getByRole("link", { name: "Web Development", exact: true }).focus();
    await held!.requested;
    held!.release();
    const group = page.getByRole("group", { name: portfolioFilter.label });
    await expectHydrated(group);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("BUTTON");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Web Development");
    await page.keyboard.press("Enter");
    await expect.poll(() => titles(page)).toEqual(filterProjects(projects, "Web Development").map((p) => p.title));
    expect(documents(opened)).toHaveLength(1);
    expectClean(opened);
  });

  it.each([
    ["/", clientTestimonials],
    ["/about", teamTestimonials.map((t) => ({ message: t.feedback }))],
  ] as const)(
    "on the %s testimonial carousel's arrow: takes effect once it wakes, exactly once",
    async (path, items) => {
      opened = await openPage(path, { reducedMotion: true, hold: "**/assets/TestimonialCarousel-*.js" });
      const { page, held } = opened;
      const carousel = island(page, "TestimonialCarousel");
      await carousel.scrollIntoViewIfNeeded();
      await held!.requested;
      await carousel.locator(".swiper-button-next").click();
      expect(await carousel.getAttribute("data-island-hydrated")).toBeNull();
      held!.release();
      await expectHydrated(carousel);
      const active = () => carousel.locator(".swiper-slide-active").textContent();
      await expect.poll(active).toContain(items[1]!.message);
      await page.waitForTimeout(1000);
      expect(await active()).toContain(items[1]!.message);
      expectClean(opened);
    },
  );

  it("on a team showcase dot: the page it asked for shows once the showcase wakes", async () => {
    opened = await openPage("/about", { width: 1280, reducedMotion: true, hold: "**/assets/TeamShowcase-*.js" });
    const { page, held } = opened;
    const dot2 = page.getByRole("button", { name: `${teamSection.pageLabel} 2` });
    await dot2.scrollIntoViewIfNeeded();
    await held!.requested;
    await dot2.click();
    held!.release();
    await expectHydrated(dot2);
    await expect.poll(() => dot2.getAttribute("aria-pressed")).toBe("true");
    const names = page.getByRole("group", { name: teamSection.label }).locator("p.team-name:visible");
    await expect
      .poll(() => names.allTextContents())
      .toEqual(team.slice(teamShowcase.pageSize, 2 * teamShowcase.pageSize).map((m) => m.name));
    expectClean(opened);
  });
});

describe("the document", () => {
  it.each(["/", "/about", "/portfolio", "/contact"])("%s preloads no React or island chunk", async (path) => {
    const html = await (await fetch(new URL(path, baseUrl()))).text();
    const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]*>/g)];
    expect(preloads).toEqual([]);
    expect([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1])).toHaveLength(1);
  });
});
