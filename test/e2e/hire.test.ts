import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hireServicesSection, serviceCategories } from "../../src/content/company/hire";
import { expectClean, island, openPage, type OpenedPage } from "../support/browser";

let opened: OpenedPage | undefined;

const tabs = (page: Page) => page.getByRole("tablist", { name: hireServicesSection.tabsLabel }).getByRole("tab");
const tab = (page: Page, title: string) => page.getByRole("tab", { name: title });
const selected = (page: Page) => page.getByRole("tab", { selected: true }).textContent();
const panel = (page: Page) => page.getByRole("tabpanel");

describe("hire page: services tabs", () => {
  it("shows Backend by default, one panel at a time, and switches by mouse", async () => {
    opened = await openPage("/hire");
    const { page } = opened;
    await island(page, "TabPanels").scrollIntoViewIfNeeded();
    await expect.poll(() => tabs(page).allTextContents()).toEqual(serviceCategories.map((c) => c.title));
    expect(await selected(page)).toBe("Backend");
    expect(await panel(page).count()).toBe(1);
    expect(await panel(page).textContent()).toContain(serviceCategories[0].description);
    await tab(page, "Full Stack").click();
    await expect.poll(() => selected(page)).toBe("Full Stack");
    expect(await panel(page).count()).toBe(1);
    for (const stack of ["MEAN", "MERN", "Laravel/PHP", ".Net"])
      expect(await panel(page).getByText(stack, { exact: true }).isVisible()).toBe(true);
    expect(await tab(page, "Full Stack").getAttribute("aria-controls")).toBe(await panel(page).getAttribute("id"));
    expect(await panel(page).getAttribute("aria-labelledby")).toBe(await tab(page, "Full Stack").getAttribute("id"));
    expectClean(opened);
  });

  it("moves with the arrow keys (wrapping), Home and End, with a roving tabindex", async () => {
    opened = await openPage("/hire");
    const { page } = opened;
    await island(page, "TabPanels").scrollIntoViewIfNeeded();
    await tab(page, "Backend").focus();
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press("ArrowRight");
    expect(await focused()).toBe("Frontend");
    expect(await selected(page)).toBe("Frontend");
    expect(await panel(page).textContent()).toContain(serviceCategories[1].description);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    expect(await focused()).toBe("Full Stack");
    await page.keyboard.press("Home");
    expect(await selected(page)).toBe("Backend");
    await page.keyboard.press("End");
    expect(await selected(page)).toBe("Full Stack");
    expect(await tabs(page).evaluateAll((els) => els.map((el) => el.getAttribute("tabindex")))).toEqual([
      "-1",
      "-1",
      "0",
    ]);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("tabpanel");
    expectClean(opened);
  });

  it("shows every panel under its heading without JavaScript", async () => {
    opened = await openPage("/hire", { javaScriptEnabled: false });
    const { page } = opened;
    expect(await page.getByRole("tablist").count()).toBe(0);
    for (const category of serviceCategories)
      expect(await page.getByRole("heading", { level: 3, name: category.title, exact: true }).isVisible()).toBe(true);
  });
});
