import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { portfolioFilter } from "../../src/content/company/portfolio";
import { filterProjects, portfolioHref, projectCategories, projects } from "../../src/content/company/projects";
import { expectClean, expectHydrated, openPage, wake, type OpenedPage } from "../support/browser";

let opened: OpenedPage | undefined;

const titlesOf = (category: string) => filterProjects(projects, category).map((p) => p.title);
const cardTitles = (page: Page) => page.getByRole("article").getByRole("heading", { level: 2 }).allTextContents();
const filterButton = (page: Page, category: string) =>
  page.getByRole("group", { name: portfolioFilter.label }).getByRole("button", { name: category, exact: true });
const query = (page: Page) => new URL(page.url()).searchParams.get("category");
/** The filter wakes on the first interaction: focus moves into it, as a keyboard user's would. */
async function wakeFilter(page: Page) {
  const nav = page.getByRole("navigation", { name: portfolioFilter.label });
  await wake(nav);
  await expectHydrated(page.getByRole("group", { name: portfolioFilter.label }));
}

describe("portfolio filter", () => {
  it("filters in place by click; the pressed button and the address follow the choice", async () => {
    opened = await openPage("/portfolio");
    const { page } = opened;
    expect(await cardTitles(page)).toEqual(titlesOf("All"));
    await wakeFilter(page);
    expect(await filterButton(page, "All").getAttribute("aria-pressed")).toBe("true");
    for (const category of projectCategories) {
      await filterButton(page, category).click();
      await expect.poll(() => cardTitles(page)).toEqual(titlesOf(category));
      expect(await filterButton(page, category).getAttribute("aria-pressed")).toBe("true");
      expect(
        await page.getByRole("group", { name: portfolioFilter.label }).locator('[aria-pressed="true"]').count(),
      ).toBe(1);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(portfolioHref(category));
    }
    await filterButton(page, "Mobile App").click();
    expect(await page.getByRole("status").textContent()).toBe(portfolioFilter.status(titlesOf("Mobile App").length));
    expectClean(opened);
  });

  it("works from the keyboard", async () => {
    opened = await openPage("/portfolio");
    const { page } = opened;
    await wakeFilter(page);
    await filterButton(page, "All").focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Web Development");
    await page.keyboard.press("Enter");
    await expect.poll(() => cardTitles(page)).toEqual(titlesOf("Web Development"));
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect.poll(() => cardTitles(page)).toEqual(titlesOf("UI/UX Design"));
    expect(query(page)).toBe("UI/UX Design");
    expect(await filterButton(page, "UI/UX Design").getAttribute("aria-pressed")).toBe("true");
    expectClean(opened);
  });

  it("starts from the address's category, matched trimmed and case-insensitively", async () => {
    opened = await openPage("/portfolio?category=%20ui%2Fux%20design");
    const { page } = opened;
    expect(await cardTitles(page)).toEqual(titlesOf("UI/UX Design"));
    await wakeFilter(page);
    await expect.poll(() => filterButton(page, "UI/UX Design").getAttribute("aria-pressed")).toBe("true");
    await filterButton(page, "All").click();
    await expect.poll(() => cardTitles(page)).toEqual(titlesOf("All"));
    expect(new URL(page.url()).search).toBe("");
  });

  it("works as links without JavaScript", async () => {
    opened = await openPage("/portfolio", { javaScriptEnabled: false });
    const { page } = opened;
    const nav = page.getByRole("navigation", { name: portfolioFilter.label });
    expect(await nav.getByRole("link", { name: "All", exact: true }).getAttribute("aria-current")).toBe("true");
    await nav.getByRole("link", { name: "Mobile App", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("category") === "Mobile App");
    expect(await cardTitles(page)).toEqual(titlesOf("Mobile App"));
    expect(
      await page
        .getByRole("navigation", { name: portfolioFilter.label })
        .getByRole("link", { name: "Mobile App", exact: true })
        .getAttribute("aria-current"),
    ).toBe("true");
  });
});
