/**
 * The colour scheme in every engine: the first paint follows the stored choice with no script of
 * the site (the front proxy blocks them), the header's control by mouse and keyboard, the choice
 * kept across pages, with reduced motion, and the control without JavaScript (a form, 303).
 */
import { describe, expect, it } from "vitest";
import { NO_SITE_SCRIPTS } from "../driver/frontProxy";
import type { Driver, Query } from "../driver";
import { expectClean, SOON } from "../support";

/** The body's background in each scheme (--page in tokens.css). */
const BACKGROUND = { light: "rgb(255, 255, 255)", dark: "rgb(11, 17, 32)" } as const;

const themeToggle: Query = { role: "button", name: "Colour theme" };
const choice = (name: "Light" | "Dark" | "System"): Query => ({ role: "button", name });
const menu: Query = { role: "button", name: "Menu" };

/** What the visitor sees of the scheme, and whether the site's script has run. */
const scheme = (d: Driver) =>
  d.evaluate(() => ({
    theme: document.documentElement.getAttribute("data-theme"),
    background: getComputedStyle(document.body).backgroundColor,
    scripted: document.documentElement.classList.contains("js"),
  }));

const setCookie = (d: Driver, cookie: string) =>
  d.evaluate((value: string) => void (document.cookie = `${value}; Path=/`), cookie);

/** Marks the document, so a test can tell a switch in place from a reload. */
const markDocument = (d: Driver) => d.evaluate(() => void document.documentElement.setAttribute("data-test-same", ""));
const sameDocument = (d: Driver) => d.evaluate(() => document.documentElement.hasAttribute("data-test-same"));

/** Drops the cookies these tests set (WebKit keeps one window, and its cookies, for the whole file). */
const forget = (d: Driver) =>
  d.evaluate(
    (names: string[]) => {
      for (const name of names) document.cookie = `${name}=; Path=/; Max-Age=0`;
    },
    ["theme", NO_SITE_SCRIPTS],
  );

export function theme(driver: () => Driver) {
  describe("colour scheme", () => {
    it("the first paint is in the stored scheme with every script of the site blocked", async () => {
      const d = driver();
      await d.open("/about", { width: 390 });
      try {
        await setCookie(d, `${NO_SITE_SCRIPTS}=1`);
        await d.goto("/about", { scripted: false });
        expect(await scheme(d)).toEqual({ theme: null, background: BACKGROUND.light, scripted: false });
        for (const stored of ["dark", "light"] as const) {
          await setCookie(d, `theme=${stored}`);
          await d.goto("/about", { scripted: false });
          expect(await scheme(d), stored).toEqual({ theme: stored, background: BACKGROUND[stored], scripted: false });
        }
      } finally {
        await forget(d);
      }
    });

    it("at 1280 px the mouse switches at once; the choice holds on the next page; System forgets it", async () => {
      const d = driver();
      await d.open("/", { width: 1280 });
      try {
        await markDocument(d);
        await d.click(themeToggle);
        await expect.poll(() => d.attr(themeToggle, "aria-expanded"), SOON).toBe("true");
        await d.click(choice("Dark"));
        await expect.poll(() => scheme(d)).toMatchObject({ theme: "dark", background: BACKGROUND.dark });
        expect(await sameDocument(d), "switched in place, not by posting the form").toBe(true);
        expect(await d.attr(choice("Dark"), "aria-pressed")).toBe("true");
        expect(await d.attr(choice("System"), "aria-pressed")).toBe("false");
        await d.goto("/about");
        expect(await scheme(d)).toMatchObject({ theme: "dark", background: BACKGROUND.dark });
        expect(await d.attr({ ...choice("Dark"), includeHidden: true }, "aria-pressed")).toBe("true");
        await d.click(themeToggle);
        await d.click(choice("System"));
        await expect.poll(() => scheme(d)).toMatchObject({ theme: null, background: BACKGROUND.light });
        expect(await d.evaluate(() => document.cookie)).not.toMatch(/(^|;\s*)theme=/);
        await expectClean(d);
      } finally {
        await forget(d);
      }
    });

    it("at 390 px, in the menu, Enter and Space choose a scheme", async () => {
      const d = driver();
      await d.open("/contact", { width: 390 });
      try {
        await d.focus(menu);
        await d.press("Enter");
        await expect.poll(() => d.visible(choice("Dark")), SOON).toBe(true);
        await markDocument(d);
        await d.focus(choice("Dark"));
        await d.press("Enter");
        await expect.poll(() => scheme(d)).toMatchObject({ theme: "dark", background: BACKGROUND.dark });
        expect(await sameDocument(d), "switched in place").toBe(true);
        await d.focus(choice("Light"));
        await d.press("Space");
        await expect.poll(() => scheme(d)).toMatchObject({ theme: "light", background: BACKGROUND.light });
        expect(await d.attr(choice("Light"), "aria-pressed")).toBe("true");
        expect(await d.attr(choice("Dark"), "aria-pressed")).toBe("false");
        await expectClean(d);
      } finally {
        await forget(d);
      }
    });

    it("with reduced motion the choice applies and is kept", async () => {
      const d = driver();
      await d.open("/hire", { width: 390, reducedMotion: true });
      try {
        await d.click(menu);
        await expect.poll(() => d.visible(choice("Dark")), SOON).toBe(true);
        await d.click(choice("Dark"));
        await expect.poll(() => scheme(d)).toMatchObject({ theme: "dark", background: BACKGROUND.dark });
        await d.goto("/hire");
        expect(await scheme(d)).toMatchObject({ theme: "dark", background: BACKGROUND.dark });
        await expectClean(d);
      } finally {
        await forget(d);
      }
    });

    it("without JavaScript the control posts the choice and comes back to the page in it", async () => {
      const d = driver();
      await d.open("/about", { width: 1280 });
      try {
        await setCookie(d, `${NO_SITE_SCRIPTS}=1`);
        await d.goto("/about", { scripted: false });
        expect((await scheme(d)).scripted).toBe(false);
        // Without the script the choices open on keyboard focus (and hover), as the services menu does.
        await d.focus(themeToggle);
        await d.click(choice("Dark"));
        await expect.poll(() => scheme(d)).toEqual({ theme: "dark", background: BACKGROUND.dark, scripted: false });
        expect(new URL(await d.url()).pathname).toBe("/about");
        await d.focus(themeToggle);
        await d.click(choice("System"));
        await expect.poll(() => scheme(d)).toEqual({ theme: null, background: BACKGROUND.light, scripted: false });
      } finally {
        await forget(d);
      }
    });
  });
}
