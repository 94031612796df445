import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { aboutCounters, teamSection, teamTestimonials, teamTestimonialsSection } from "../../src/content/company/about";
import { carousel, counters, teamShowcase } from "../../src/content/motion";
import { rolesOf, team } from "../../src/content/company/team";
import { expectClean, expectHydrated, openPage, type OpenedPage } from "../support/browser";

let opened: OpenedPage | undefined;

const teamPage = (page: Page, n: number) => page.getByRole("list", { name: `${teamSection.label}, page ${n} of 2` });
const dot = (page: Page, n: number) => page.getByRole("button", { name: `${teamSection.pageLabel} ${n}` });
const orbitAngle = (page: Page) =>
  page
    .getByRole("group", { name: teamSection.label })
    .evaluate((el) => el.querySelector<HTMLElement>(".team-orbit")?.style.getPropertyValue("--orbit-angle") ?? "");
/** Resolves once React has hydrated the element (its fiber is attached); islands wake when scrolled near. */
const hydrated = (locator: Locator) =>
  expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber"))), {
      timeout: 15_000,
    })
    .toBe(true);
/** Stops the fake clock (installed before navigation) so that only `runFor` moves time. */
const freezeClock = async (page: Page) => page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
const visibleNames = (page: Page) =>
  page.getByRole("group", { name: teamSection.label }).locator("p.team-name:visible").allTextContents();

describe("about page: team showcase", () => {
  it("shows five members a page; the dots jump to a page and pages advance every 10 s and cycle", async () => {
    opened = await openPage("/about", { before: (page) => page.clock.install() });
    const { page } = opened;
    await teamPage(page, 1).scrollIntoViewIfNeeded();
    await hydrated(dot(page, 2));
    await freezeClock(page);
    await expect.poll(() => visibleNames(page)).toEqual(team.slice(0, 5).map((m) => m.name));
    expect(await dot(page, 1).getAttribute("aria-pressed")).toBe("true");
    expect(await teamPage(page, 2).isVisible()).toBe(false);

    await dot(page, 2).click();
    await expect.poll(() => visibleNames(page)).toEqual(team.slice(5).map((m) => m.name));
    expect(await dot(page, 2).getAttribute("aria-pressed")).toBe("true");
    expect(await dot(page, 1).getAttribute("aria-pressed")).toBe("false");

    await page.mouse.move(0, 0);
    await page.clock.runFor(teamShowcase.autoAdvanceMs);
    await expect.poll(() => dot(page, 1).getAttribute("aria-pressed")).toBe("true");
    expect(await teamPage(page, 1).isVisible()).toBe(true);
    await page.clock.runFor(teamShowcase.autoAdvanceMs);
    await expect.poll(() => dot(page, 2).getAttribute("aria-pressed")).toBe("true");
    await page.clock.runFor(teamShowcase.autoAdvanceMs);
    await expect.poll(() => dot(page, 1).getAttribute("aria-pressed")).toBe("true");
    expectClean(opened);
  });

  it("orbits 0.3° every 30 ms, pauses while a member is hovered, and holds for 100 ms after a dot", async () => {
    opened = await openPage("/about", { width: 1280, before: (page) => page.clock.install() });
    const { page } = opened;
    await teamPage(page, 1).scrollIntoViewIfNeeded();
    await hydrated(dot(page, 2));
    await page.mouse.move(0, 0);
    await expect.poll(() => orbitAngle(page)).not.toBe("");
    await freezeClock(page);
    const start = Number.parseFloat(await orbitAngle(page));
    await page.clock.runFor(teamShowcase.rotationIntervalMs * 10);
    expect(await orbitAngle(page)).toBe(`${((start + teamShowcase.rotationStepDeg * 10) % 360).toFixed(1)}deg`);

    await page.getByRole("listitem").filter({ hasText: team[0]!.name }).hover();
    const paused = await orbitAngle(page);
    await page.clock.runFor(1000);
    expect(await orbitAngle(page)).toBe(paused);
    await page.clock.runFor(teamShowcase.autoAdvanceMs * 2);
    expect(await dot(page, 1).getAttribute("aria-pressed")).toBe("true");

    await page.mouse.move(0, 0);
    await page.clock.runFor(teamShowcase.rotationIntervalMs * 10);
    await expect.poll(() => orbitAngle(page)).not.toBe(paused);

    await dot(page, 2).click();
    const atClick = await orbitAngle(page);
    await page.clock.runFor(teamShowcase.dotPauseMs / 2);
    expect(await orbitAngle(page)).toBe(atClick);
    await page.clock.runFor(teamShowcase.dotPauseMs * 2);
    await expect.poll(() => orbitAngle(page)).not.toBe(atClick);
    expectClean(opened);
  });

  it("links every photo but one to a profile in a new tab, and swaps the photo for an icon on hover", async () => {
    opened = await openPage("/about", { width: 1280, reducedMotion: true });
    const { page } = opened;
    for (const [i, member] of team.entries()) {
      const link = page.getByRole("link", {
        name: `${member.name}, ${teamSection.profileLabel} (opens in a new tab)`,
        includeHidden: true,
      });
      if (!("linkedin" in member)) {
        expect(await link.count()).toBe(0);
        continue;
      }
      expect(await link.isVisible()).toBe(i < 5);
      expect(await link.getAttribute("href")).toBe(member.linkedin);
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toContain("noopener");
    }
    const withProfile = page.getByRole("listitem").filter({ hasText: team[0]!.name });
    await withProfile.scrollIntoViewIfNeeded();
    const photoOpacity = () => withProfile.locator("img").evaluate((img) => getComputedStyle(img).opacity);
    expect(await photoOpacity()).toBe("1");
    await withProfile.hover();
    await expect.poll(photoOpacity).toBe("0");
    for (const role of rolesOf(team[0]!.role)) expect(await withProfile.textContent()).toContain(role);
    expectClean(opened);
  });

  it("logs a photo that fails to load and shows the default portrait instead", async () => {
    const broken = team[2]!;
    const warnings: string[] = [];
    opened = await openPage("/about", {
      blockUrls: [`**/images/gen/${broken.image}.*`],
      before: async (page) => {
        page.on("console", (msg) => {
          if (msg.type() === "warning") warnings.push(msg.text());
        });
      },
    });
    const { page } = opened;
    const photo = page.getByRole("listitem").filter({ hasText: broken.name }).locator("img");
    await photo.scrollIntoViewIfNeeded();
    await hydrated(photo);
    await expect.poll(() => photo.getAttribute("src")).toContain("team-default");
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(warnings.some((w) => w.includes(broken.name))).toBe(true);
    expect(opened.consoleErrors.every((e) => e.startsWith("Failed to load resource"))).toBe(true);
  });

  it("stays usable below 768 px: the current page as a grid with working dots", async () => {
    opened = await openPage("/about", { width: 390, before: (page) => page.clock.install() });
    const { page } = opened;
    await teamPage(page, 1).scrollIntoViewIfNeeded();
    await hydrated(dot(page, 2));
    await freezeClock(page);
    await expect.poll(() => visibleNames(page)).toEqual(team.slice(0, 5).map((m) => m.name));
    await dot(page, 2).click();
    await expect.poll(() => visibleNames(page)).toEqual(team.slice(5).map((m) => m.name));
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expectClean(opened);
  });

  it("does not move with reduced motion, and shows every member without JavaScript", async () => {
    opened = await openPage("/about", { reducedMotion: true, before: (page) => page.clock.install() });
    await teamPage(opened.page, 1).scrollIntoViewIfNeeded();
    await hydrated(dot(opened.page, 2));
    await freezeClock(opened.page);
    await opened.page.clock.runFor(teamShowcase.autoAdvanceMs * 2);
    expect(await orbitAngle(opened.page)).toBe("");
    expect(await dot(opened.page, 1).getAttribute("aria-pressed")).toBe("true");
    await opened.close();

    opened = await openPage("/about", { javaScriptEnabled: false });
    await teamPage(opened.page, 2).scrollIntoViewIfNeeded();
    expect(await visibleNames(opened.page)).toEqual(team.map((m) => m.name));
    expect(await dot(opened.page, 1).isVisible()).toBe(false);
  });
});

describe("about page: team testimonials", () => {
  const region = (page: Page) => page.getByRole("region", { name: teamTestimonialsSection.title });
  const active = (page: Page) => region(page).locator(".swiper-slide-active").textContent();
  /** Swiper ignores clicks while a slide transition (real-time CSS) is running. */
  const settled = (page: Page) =>
    expect
      .poll(() =>
        region(page)
          .locator(".swiper")
          .evaluate((el) => (el as HTMLElement & { swiper?: { animating: boolean } }).swiper?.animating),
      )
      .toBe(false);

  it("autoplays every 5 s, loops, and keeps going after interaction", async () => {
    opened = await openPage("/about", { before: (page) => page.clock.install() });
    const { page } = opened;
    await region(page).scrollIntoViewIfNeeded();
    await expectHydrated(region(page).locator(".swiper"));
    await settled(page);
    await freezeClock(page);
    const autoplaysTo = async (index: number) => {
      await settled(page);
      await page.clock.runFor(carousel.testimonialAutoplayMs + carousel.speedMs);
      await expect.poll(() => active(page)).toContain(teamTestimonials[index]!.feedback);
    };
    await expect.poll(() => active(page)).toContain(teamTestimonials[0]!.feedback);
    await autoplaysTo(1);
    await settled(page);
    await region(page).getByRole("button", { name: "Next testimonial" }).click();
    await page.clock.runFor(carousel.speedMs * 2);
    await expect.poll(() => active(page)).toContain(teamTestimonials[2]!.feedback);
    await autoplaysTo(3);
    await autoplaysTo(0);
    expectClean(opened);
  });

  it("never autoplays with reduced motion", async () => {
    opened = await openPage("/about", { reducedMotion: true, before: (page) => page.clock.install() });
    await region(opened.page).scrollIntoViewIfNeeded();
    await expectHydrated(region(opened.page).locator(".swiper"));
    await settled(opened.page);
    await freezeClock(opened.page);
    await expect.poll(() => active(opened!.page)).toContain(teamTestimonials[0]!.feedback);
    await opened.page.clock.runFor(carousel.testimonialAutoplayMs * 3);
    expect(await active(opened.page)).toContain(teamTestimonials[0]!.feedback);
  });
});

describe("about page: counters", () => {
  const values = (page: Page) =>
    page.getByRole("region", { name: aboutCounters.label }).locator("dd").allTextContents();
  const finals = aboutCounters.items.map((c) => `${c.value}${c.suffix}`);

  it("count up from 0 with ease-out over 2000 ms once half visible, and stay at their final values", async () => {
    opened = await openPage("/about", { before: (page) => page.clock.install() });
    const { page } = opened;
    // Counters wake within 200 px of the viewport: bring them just below it (not yet visible) to hydrate them first.
    await page
      .getByRole("region", { name: aboutCounters.label })
      .locator(".count-up")
      .first()
      .evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - window.innerHeight - 100));
    for (const counter of await page.getByRole("region", { name: aboutCounters.label }).locator(".count-up").all())
      await hydrated(counter);
    await freezeClock(page);
    await page.getByRole("region", { name: aboutCounters.label }).scrollIntoViewIfNeeded();
    // Once half visible, every counter drops to 0; the frozen clock keeps it there.
    await expect.poll(() => values(page), { timeout: 10_000 }).toEqual(aboutCounters.items.map((c) => `0${c.suffix}`));
    await page.clock.runFor(200);
    const early = (await values(page)).map((v) => Number.parseInt(v, 10));
    early.forEach((v, i) => {
      expect(v).toBeGreaterThan(0);
      expect(v).toBeLessThan(aboutCounters.items[i]!.value);
    });
    await page.clock.runFor(counters.durationMs);
    await expect.poll(() => values(page)).toEqual(finals);
    await page.mouse.wheel(0, -2000);
    await page.clock.runFor(500);
    expect(await values(page)).toEqual(finals);
    expectClean(opened);
  });

  it("show the final values with reduced motion and without JavaScript", async () => {
    opened = await openPage("/about", { width: 390, reducedMotion: true });
    // Every value shown, from the scroll until ten frames after the last counter woke (at most 10 s):
    // never anything but the final values, not even for a frame.
    const seen = await opened.page.getByRole("region", { name: aboutCounters.label }).evaluate(async (region) => {
      region.scrollIntoView({ block: "center", behavior: "instant" });
      const read = () => [...region.querySelectorAll("dd")].map((dd) => dd.textContent ?? "").join(" | ");
      const islands = [...region.querySelectorAll("[data-island]")];
      const shown = new Set([read()]);
      const deadline = Date.now() + 10_000;
      let after = 0;
      while (after < 10 && Date.now() < deadline) {
        await new Promise((r) => requestAnimationFrame(r));
        shown.add(read());
        if (islands.every((island) => island.getAttribute("data-island-hydrated") === "true")) after += 1;
      }
      return { values: [...shown], islands: islands.length, awake: after === 10 };
    });
    expect(seen).toEqual({ values: [finals.join(" | ")], islands: finals.length, awake: true });
    await opened.close();
    opened = await openPage("/about", { javaScriptEnabled: false });
    expect(await values(opened.page)).toEqual(finals);
  });
});
