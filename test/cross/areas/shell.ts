/** The header in every engine: the mobile menu at 390 px and the services dropdown at 1280 px, by mouse and keyboard. */
import { describe, expect, it } from "vitest";
import type { Driver, Query } from "../driver";
import { expectClean, SOON } from "../support";

const menu: Query = { role: "button", name: "Menu" };
const mainNav: Query = { role: "navigation", name: "Main" };
const aboutLink: Query = { role: "link", name: "About Us", within: mainNav, includeHidden: true };
const servicesToggle: Query = { role: "button", name: /show the service pages$/ };
const serviceLink = (name: string): Query => ({ role: "link", name, within: mainNav, includeHidden: true });
const focusedText = (d: Driver) => d.evaluate(() => document.activeElement?.textContent?.trim() ?? null);

export function shell(driver: () => Driver) {
  describe("header", () => {
    it("mobile menu at 390 px: opens and closes by mouse, with the services sub-list", async () => {
      const d = driver();
      await d.open("/", { width: 390 });
      expect(await d.visible(aboutLink)).toBe(false);
      await d.click(menu);
      await expect.poll(() => d.attr(menu, "aria-expanded"), SOON).toBe("true");
      await expect.poll(() => d.visible(aboutLink)).toBe(true);
      await d.click(servicesToggle);
      await expect.poll(() => d.attr(servicesToggle, "aria-expanded")).toBe("true");
      await expect.poll(() => d.visible(serviceLink("Network Solutions"))).toBe(true);
      await d.click(menu);
      await expect.poll(() => d.attr(menu, "aria-expanded")).toBe("false");
      await expect.poll(() => d.visible(aboutLink)).toBe(false);
      await expectClean(d);
    });

    it("mobile menu at 390 px: Enter opens it, Escape closes it and gives the focus back", async () => {
      const d = driver();
      await d.open("/about", { width: 390 });
      await d.focus(menu);
      await d.press("Enter");
      await expect.poll(() => d.attr(menu, "aria-expanded"), SOON).toBe("true");
      await expect.poll(() => d.visible(aboutLink)).toBe(true);
      await d.press("Escape");
      await expect.poll(() => d.attr(menu, "aria-expanded")).toBe("false");
      expect(await d.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Menu");
      await expect.poll(() => d.visible(aboutLink)).toBe(false);
      await expectClean(d);
    });

    it("services dropdown at 1280 px: opens on hover and by click, closes on a click elsewhere", async () => {
      const d = driver();
      await d.open("/", { width: 1280 });
      const custom = serviceLink("Custom Development");
      expect(await d.visible(custom)).toBe(false);
      await d.hover({ role: "link", name: "Our Services", within: mainNav });
      await expect.poll(() => d.visible(custom)).toBe(true);
      await d.hover({ role: "heading", level: 1 });
      await expect.poll(() => d.visible(custom)).toBe(false);
      await d.click(servicesToggle);
      await expect.poll(() => d.attr(servicesToggle, "aria-expanded"), SOON).toBe("true");
      await d.hover({ role: "heading", level: 1 });
      await expect.poll(() => d.visible(custom)).toBe(true);
      await d.click({ role: "heading", level: 1 });
      await expect.poll(() => d.attr(servicesToggle, "aria-expanded")).toBe("false");
      await expect.poll(() => d.visible(custom)).toBe(false);
      await expectClean(d);
    });

    it("services dropdown at 1280 px: Enter opens it, Tab reaches the first service, Escape closes it", async () => {
      const d = driver();
      await d.open("/", { width: 1280 });
      await d.focus(servicesToggle);
      await d.press("Enter");
      await expect.poll(() => d.attr(servicesToggle, "aria-expanded"), SOON).toBe("true");
      await expect.poll(() => d.visible(serviceLink("Custom Development"))).toBe(true);
      await d.press("Tab");
      expect(await focusedText(d)).toBe("Custom Development");
      await d.press("Escape");
      await expect.poll(() => d.attr(servicesToggle, "aria-expanded")).toBe("false");
      expect(await d.evaluate(() => document.activeElement?.getAttribute("aria-controls"))).toBe("services-submenu");
      await expectClean(d);
    });
  });
}
