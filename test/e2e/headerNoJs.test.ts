/**
 * The header on a phone without JavaScript: the menu button needs a script, so a plain "Menu"
 * link opens the panel instead, with every header link reachable (the six service pages are not
 * in the footer). With JavaScript the button works as before and the link does not exist.
 */
import { describe, expect, it } from "vitest";
import { mainNav } from "../../src/content/nav";
import { openPage, screenshot } from "../support/browser";

const services = mainNav.flatMap((item) => ("children" in item ? item.children : []));

describe("the mobile menu without JavaScript", () => {
  it("opens from a Menu link, lists every service page, closes, and its links work", async () => {
    const { page } = await openPage("/about", { width: 390, javaScriptEnabled: false });
    const nav = page.getByRole("navigation", { name: "Main" });
    const service = services[0]!;
    const network = nav.getByRole("link", { name: service.label });
    expect(await network.isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Menu" }).isVisible()).toBe(false);

    await page.getByRole("link", { name: "Menu" }).click();
    expect(services.length).toBeGreaterThan(0);
    for (const service of services) expect(await nav.getByRole("link", { name: service.label }).isVisible()).toBe(true);
    await screenshot(page, "menu-nojs-390");

    await nav.getByRole("link", { name: "Close menu" }).click();
    expect(await network.isVisible()).toBe(false);

    await page.getByRole("link", { name: "Menu" }).click();
    await network.click();
    await page.waitForURL(`**${service.href}`);
    expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
  });

  it("with JavaScript, the Menu button is the only way in and no static link is shown", async () => {
    const { page } = await openPage("/about", { width: 390 });
    expect(await page.getByRole("link", { name: "Menu" }).count()).toBe(0);
    const button = page.getByRole("button", { name: "Menu" });
    await button.click();
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("true");
    expect(await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Close menu" }).count()).toBe(
      0,
    );
  });
});
