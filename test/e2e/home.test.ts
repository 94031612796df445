import { describe, expect, it } from "vitest";
import { clientLogos, clientTestimonials, homeAbout, homeHero, serviceTiles } from "../../src/content/home";
import { projects } from "../../src/content/company/projects";
import { homeFeaturedProjectCount, motion } from "../../src/content/motion";
import { expectClean, expectHydrated, openPage, type OpenedPage } from "../support/browser";

let opened: OpenedPage | undefined;

describe("home page", () => {
  it("shows the hero, the service tiles, the about block and the featured projects, with working links", async () => {
    opened = await openPage("/");
    const { page } = opened;
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(homeHero.headline);
    const main = page.getByRole("main");
    for (const action of [homeHero.primary, homeHero.secondary])
      expect(await main.getByRole("link", { name: action.label, exact: true }).getAttribute("href")).toBe(action.href);
    const tiles = page.getByRole("navigation", { name: "Our services" }).getByRole("link");
    expect(await tiles.count()).toBe(serviceTiles.length);
    for (const tile of serviceTiles) {
      expect(
        await page
          .getByRole("link", { name: new RegExp(`^${tile.title.replace(/[/&]/g, ".")}`) })
          .first()
          .getAttribute("href"),
      ).toBe(tile.href);
    }
    for (const value of homeAbout.values)
      await expect.poll(() => page.getByRole("heading", { name: value.title }).count()).toBe(1);
    expect(await main.getByRole("link", { name: homeAbout.cta.label }).getAttribute("href")).toBe("/about");
    const featured = page.getByRole("region", { name: "Featured projects" }).getByRole("heading", { level: 3 });
    expect(await featured.allTextContents()).toEqual(projects.slice(0, 6).map((p) => p.title));
    for (const project of projects.slice(0, 6)) {
      expect(await page.getByRole("link", { name: project.title, exact: true }).getAttribute("href")).toBe(
        `/portfolio/${project.slug}`,
      );
    }
    expect(await page.getByRole("link", { name: "View All Projects" }).getAttribute("href")).toBe("/portfolio");
    for (const logo of clientLogos) expect(await page.getByRole("img", { name: logo.name }).count()).toBe(1);
    expectClean(opened);
  });

  it("lays featured projects out three per row from the md breakpoint", async () => {
    opened = await openPage("/", { width: 1280 });
    const boxes = await opened.page
      .getByRole("region", { name: "Featured projects" })
      .getByRole("article")
      .evaluateAll((els) =>
        els.map((e) => {
          const { top, left } = e.getBoundingClientRect();
          return { top: Math.round(top), left: Math.round(left) };
        }),
      );
    expect(boxes).toHaveLength(homeFeaturedProjectCount);
    // Rows by their top edge, in order: three cards in each full row (4 + 2 is not it).
    const rows = [...new Set(boxes.map((b) => b.top))].sort((a, b) => a - b);
    expect(rows.map((top) => boxes.filter((b) => b.top === top).length)).toEqual(
      Array.from({ length: Math.ceil(homeFeaturedProjectCount / 3) }, (_, i) =>
        Math.min(3, homeFeaturedProjectCount - 3 * i),
      ),
    );
    // The second row's cards stand under the first row's, column by column.
    const columns = (top: number) => boxes.filter((b) => b.top === top).map((b) => b.left);
    expect(columns(rows[1]!)).toEqual(columns(rows[0]!));
    expect(new Set(columns(rows[0]!)).size).toBe(3);
  });

  it("testimonials carousel: arrows and bullets move it, and it never moves by itself", async () => {
    opened = await openPage("/", { before: (page) => page.clock.install() });
    const { page } = opened;
    const carousel = page.getByRole("group", { name: "What our clients say" });
    await carousel.scrollIntoViewIfNeeded();
    await expectHydrated(carousel);
    const active = () => carousel.locator(".swiper-slide-active").textContent();
    await expect.poll(active).toContain(clientTestimonials[0]!.message);
    await page.clock.runFor(20_000);
    expect(await active()).toContain(clientTestimonials[0]!.message);
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await page.clock.runFor(1000);
    await expect.poll(active).toContain(clientTestimonials[1]!.message);
    await carousel.getByRole("button", { name: "Go to testimonial 3" }).click();
    await page.clock.runFor(1000);
    await expect.poll(active).toContain(clientTestimonials[2]!.message);
    await carousel.getByRole("button", { name: "Previous testimonial" }).click();
    await page.clock.runFor(1000);
    await expect.poll(active).toContain(clientTestimonials[1]!.message);
    expectClean(opened);
  });

  it.each([390, 1280])(
    "testimonials carousel at %i px: no text of the shown slide lies under an arrow",
    async (width) => {
      opened = await openPage("/", { width });
      const { page } = opened;
      const carousel = page.getByRole("group", { name: "What our clients say" });
      await carousel.scrollIntoViewIfNeeded();
      await expectHydrated(carousel);
      await expect.poll(() => carousel.getByRole("button", { name: "Next testimonial" }).count()).toBe(1);
      const underArrows = () =>
        carousel.evaluate((el) => {
          const arrows = [...el.querySelectorAll(".swiper-button-prev, .swiper-button-next")].map((a) =>
            a.getBoundingClientRect(),
          );
          const range = document.createRange();
          range.selectNodeContents(el.querySelector(".swiper-slide-active .testimonial")!);
          const lines = [...range.getClientRects()];
          return {
            arrows: arrows.filter((a) => a.width > 0).length,
            lines: lines.length,
            under: lines.filter((line) =>
              arrows.some(
                (a) => line.left < a.right && line.right > a.left && line.top < a.bottom && line.bottom > a.top,
              ),
            ).length,
          };
        });
      await expect.poll(underArrows).toMatchObject({ arrows: 2, under: 0 });
      expect((await underArrows()).lines).toBeGreaterThan(0);
      expectClean(opened);
    },
  );

  it("shows the intro overlay, dims the content, and removes the overlay after 3 s", async () => {
    opened = await openPage("/", { before: (page) => page.clock.install() });
    const { page } = opened;
    const overlay = page.locator("[data-intro-overlay]");
    await expect.poll(() => overlay.isVisible()).toBe(true);
    // The content shows through a 30 % white veil: the page at 70 % opacity.
    expect(await overlay.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgba(255, 255, 255, 0.3)");
    expect(await overlay.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe("none");
    await page.clock.runFor(motion.overlayHomeMs + 500);
    await expect.poll(() => overlay.count()).toBe(0);
    expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
  });

  it("never shows the overlay with reduced motion, and never hides content without JavaScript", async () => {
    opened = await openPage("/", { reducedMotion: true });
    expect(await opened.page.locator("[data-intro-overlay]").count()).toBe(0);
    await opened.close();
    opened = await openPage("/", { javaScriptEnabled: false });
    expect(await opened.page.locator("[data-intro-overlay]").isVisible()).toBe(false);
    expect(await opened.page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
    await opened.page.getByRole("heading", { name: "Featured projects" }).scrollIntoViewIfNeeded();
    expect(await opened.page.getByRole("heading", { name: "Featured projects" }).isVisible()).toBe(true);
  });
});

describe("site shell", () => {
  it("turns the header translucent with a shadow after 20 px of scroll", async () => {
    opened = await openPage("/");
    const { page } = opened;
    const header = page.getByRole("banner");
    expect(await header.getAttribute("class")).not.toContain("is-scrolled");
    await page.mouse.wheel(0, 10);
    await page.waitForFunction(() => window.scrollY >= 10);
    expect(await header.getAttribute("class")).not.toContain("is-scrolled");
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => header.getAttribute("class")).toContain("is-scrolled");
    expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe("none");
    await page.evaluate(() => window.scrollTo(0, 20));
    await expect.poll(() => header.getAttribute("class")).not.toContain("is-scrolled");
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect.poll(() => header.getAttribute("class")).toContain("is-scrolled");
  });

  it("a page opened scrolled down (an anchor, a reload) has the scrolled header at once", async () => {
    opened = await openPage("/about#team");
    await expect.poll(() => opened!.page.evaluate(() => window.scrollY)).toBeGreaterThan(20);
    await expect.poll(() => opened!.page.getByRole("banner").getAttribute("class")).toContain("is-scrolled");
  });

  it("marks the current page in the navigation", async () => {
    opened = await openPage("/");
    expect(
      await opened.page.getByRole("link", { name: "Vertexa Technologies — home" }).first().getAttribute("aria-current"),
    ).toBe("page");
    expect(await opened.page.getByRole("navigation", { name: "Main" }).locator("[aria-current]").count()).toBe(0);
  });

  it("opens the services dropdown by keyboard on desktop and closes it with Escape", async () => {
    opened = await openPage("/", { width: 1280 });
    const { page } = opened;
    const toggle = page.getByRole("button", { name: /show the service pages/ });
    await toggle.focus();
    await page.keyboard.press("Enter");
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    const firstService = page.getByRole("link", { name: "Custom Development" });
    await expect.poll(() => firstService.isVisible()).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Custom Development");
    await page.keyboard.press("Escape");
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-expanded"))).toBe("false");
  });

  it("a click outside closes the open dropdown, and leaves the header untouched when none is open", async () => {
    opened = await openPage("/", { width: 1280 });
    const { page } = opened;
    // Every write the shell makes from now on to a menu control (aria-expanded), to whether a menu
    // is open (its is-open class), or any class written with the value it had. Other class changes
    // (the header's scrolled look as the page settles) are not the outside-click handler's.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as { headerWrites?: string[] }).headerWrites = seen;
      const opens = (value: string | null) => (value ?? "").split(/\s+/).includes("is-open");
      new MutationObserver((records) => {
        for (const r of records) {
          const el = r.target as Element;
          const rewritten = r.attributeName === "class" && r.oldValue === el.getAttribute("class");
          const changed =
            r.attributeName === "aria-expanded" || rewritten || opens(r.oldValue) !== el.classList.contains("is-open");
          if (changed) seen.push(`${el.tagName.toLowerCase()} ${r.attributeName}`);
        }
      }).observe(document.querySelector("header")!, {
        attributes: true,
        attributeOldValue: true,
        subtree: true,
        attributeFilter: ["aria-expanded", "class"],
      });
    });
    const writes = () => page.evaluate(() => (window as { headerWrites?: string[] }).headerWrites);
    await page.getByRole("heading", { level: 1 }).click();
    expect(await writes()).toEqual([]);
    const toggle = page.getByRole("button", { name: /show the service pages/ });
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await page.getByRole("heading", { level: 1 }).click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expectClean(opened);
  });

  it("opens the mobile menu by mouse and by keyboard, with the services sub-list", async () => {
    opened = await openPage("/", { width: 390 });
    const { page } = opened;
    const menu = page.getByRole("button", { name: "Menu" });
    const about = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us", exact: true });
    expect(await about.isVisible()).toBe(false);
    await menu.click();
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => about.isVisible()).toBe(true);
    const services = page.getByRole("button", { name: /show the service pages/ });
    await services.click();
    expect(await services.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => page.getByRole("link", { name: "Network Solutions" }).first().isVisible()).toBe(true);
    await menu.click();
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => about.isVisible()).toBe(false);
    await menu.focus();
    await page.keyboard.press("Enter");
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    // Escape gives the focus back to the Menu button, and the menu is gone.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Menu");
    await expect.poll(() => about.isVisible()).toBe(false);
  });

  it("opens the services dropdown while the pointer is over 'Our Services', and closes it when it leaves", async () => {
    opened = await openPage("/", { width: 1280 });
    const { page } = opened;
    const nav = page.getByRole("navigation", { name: "Main" });
    const custom = nav.getByRole("link", { name: "Custom Development" });
    expect(await custom.isVisible()).toBe(false);
    await nav.getByRole("link", { name: "Our Services" }).hover();
    await expect.poll(() => custom.isVisible()).toBe(true);
    await page.getByRole("heading", { level: 1 }).hover();
    await expect.poll(() => custom.isVisible()).toBe(false);
    expectClean(opened);
  });

  it("shows the server's current year in the footer, in a well-formed notice", async () => {
    // The Worker stamps the year in UTC (servedYear), so compare with the UTC year, not this
    // machine's local calendar (they differ around New Year in any zone but UTC).
    const serverYear = new Date().getUTCFullYear();
    opened = await openPage("/");
    const notice = await opened.page.getByRole("contentinfo").getByText("All rights reserved").textContent();
    expect(notice).toMatch(new RegExp(`^© ${serverYear} \\S.* All rights reserved\\.$`));
    expect(notice).not.toContain("..");
  });
});
