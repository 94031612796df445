import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { aboutCounters, teamSection, teamTestimonials, teamTestimonialsSection } from "../../src/content/company/about";
import { carousel, counters, teamShowcase } from "../../src/content/motion";
import { rolesOf, team } from "../../src/content/company/team";
import { expectClean, expectHydrated, openPage, type OpenedPage } from "../support/browser";
import { orbitMotion } from "./orbit";

let opened: OpenedPage | undefined;

/** The showcase's pages and the members of its first: as many as the team's files make. */
const PAGES = Math.ceil(team.length / teamShowcase.pageSize);
const FIRST_RING = Math.min(team.length, teamShowcase.pageSize);
const teamPage = (page: Page, n: number) =>
  page.getByRole("list", { name: `${teamSection.label}, page ${n} of ${PAGES}` });
const dot = (page: Page, n: number) => page.getByRole("button", { name: `${teamSection.pageLabel} ${n}` });
const orbit = (page: Page) => orbitMotion(page.getByRole("group", { name: teamSection.label }));
/** Each shown member's photo centre relative to the orbit's centre, and whether its name is upright. */
const memberGeometry = (page: Page) =>
  page.getByRole("group", { name: teamSection.label }).evaluate((el) => {
    const box = el.querySelector(".team-orbit")!.getBoundingClientRect();
    const [cx, cy] = [box.left + box.width / 2, box.top + box.height / 2];
    return [...el.querySelectorAll(".team-ring.is-current .team-member")].map((member) => {
      const photo = member.querySelector(".team-photo")!.getBoundingClientRect();
      const name = member.querySelector<HTMLElement>(".team-name")!;
      const [x, y] = [photo.left + photo.width / 2 - cx, photo.top + photo.height / 2 - cy];
      return {
        radius: Math.hypot(x, y),
        degrees: (Math.atan2(y, x) * 180) / Math.PI,
        // A turned line of text has a taller box than its own height.
        upright: Math.abs(name.getBoundingClientRect().height - name.offsetHeight) < 0.5,
      };
    });
  });
/** Real time passes (the orbit is a compositor animation, which the fake clock does not drive). */
const wait = (page: Page, ms: number) => page.waitForTimeout(ms);
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
  it("shows a page of members at a time; the dots jump to a page and pages advance every 10 s and cycle", async () => {
    expect(PAGES, "paging needs more members than one page holds").toBeGreaterThan(1);
    opened = await openPage("/about", { before: (page) => page.clock.install() });
    const { page } = opened;
    await teamPage(page, 1).scrollIntoViewIfNeeded();
    await hydrated(dot(page, 2));
    await freezeClock(page);
    await expect.poll(() => visibleNames(page)).toEqual(team.slice(0, teamShowcase.pageSize).map((m) => m.name));
    expect(await dot(page, 1).getAttribute("aria-pressed")).toBe("true");
    expect(await teamPage(page, 2).isVisible()).toBe(false);

    await dot(page, 2).click();
    await expect
      .poll(() => visibleNames(page))
      .toEqual(team.slice(teamShowcase.pageSize, 2 * teamShowcase.pageSize).map((m) => m.name));
    expect(await dot(page, 2).getAttribute("aria-pressed")).toBe("true");
    expect(await dot(page, 1).getAttribute("aria-pressed")).toBe("false");

    // From page 2, every 10 s the next page, after the last the first, and on round again.
    await page.mouse.move(0, 0);
    for (let advance = 1; advance <= PAGES + 1; advance++) {
      const next = ((1 + advance) % PAGES) + 1;
      await page.clock.runFor(teamShowcase.autoAdvanceMs);
      await expect.poll(() => dot(page, next).getAttribute("aria-pressed")).toBe("true");
      expect(await teamPage(page, next).isVisible()).toBe(true);
    }
    expectClean(opened);
  });

  it("orbits once in 36 s with faces upright, pauses while a member is hovered, and holds for 100 ms after a dot", async () => {
    opened = await openPage("/about", { width: 1280, before: (page) => page.clock.install() });
    const { page } = opened;
    await teamPage(page, 1).scrollIntoViewIfNeeded();
    await hydrated(dot(page, 2));
    await page.mouse.move(0, 0);
    await expect.poll(async () => (await orbit(page))?.state).toBe("running");
    await freezeClock(page);
    // The shown ring turns forward and its members turn back by as much: faces stay upright.
    expect(await orbit(page)).toMatchObject({ turnMs: teamShowcase.orbitTurnMs, forward: 1, back: FIRST_RING });
    const before = await memberGeometry(page);
    const startMs = (await orbit(page))!.ms;
    await wait(page, 1000);
    const after = await memberGeometry(page);
    expect((await orbit(page))!.ms).toBeGreaterThan(startMs + 300);
    expect(after).toHaveLength(FIRST_RING);
    const radius = after[0]!.radius;
    after.forEach((member, i) => {
      expect(member.upright, `member ${i} upright`).toBe(true);
      expect(member.radius).toBeCloseTo(radius, 0);
      // Clockwise on screen, 10° a second at most (the frame that reports it may lag).
      const moved = (member.degrees - before[i]!.degrees + 360) % 360;
      expect(moved).toBeGreaterThan(1);
      expect(moved).toBeLessThan(20);
    });

    // The member moves until the pointer is on it: no wait for it to be still.
    await page.getByRole("listitem").filter({ hasText: team[0]!.name }).hover({ force: true });
    await expect.poll(async () => (await orbit(page))?.state).toBe("paused");
    const paused = (await orbit(page))!.ms;
    await wait(page, 500);
    expect((await orbit(page))!.ms).toBe(paused);
    await page.clock.runFor(teamShowcase.autoAdvanceMs * 2);
    expect(await dot(page, 1).getAttribute("aria-pressed")).toBe("true");

    await page.mouse.move(0, 0);
    await expect.poll(async () => (await orbit(page))?.state).toBe("running");

    await dot(page, 2).click();
    await expect.poll(async () => (await orbit(page))?.state).toBe("paused");
    const atClick = (await orbit(page))!.ms;
    await page.clock.runFor(teamShowcase.dotPauseMs / 2);
    await wait(page, 300);
    expect(await orbit(page)).toMatchObject({ state: "paused", ms: atClick });
    // Page 2 now turns, from the angle page 1 had.
    expect(await orbit(page)).toMatchObject({ forward: 1, back: FIRST_RING });
    expect(await teamPage(page, 2).evaluate((ring) => ring.getAnimations().length)).toBe(1);
    await page.clock.runFor(teamShowcase.dotPauseMs * 2);
    await expect.poll(async () => (await orbit(page))?.state).toBe("running");
    await expect.poll(async () => (await orbit(page))!.ms).toBeGreaterThan(atClick);
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
    await expect.poll(() => visibleNames(page)).toEqual(team.slice(0, teamShowcase.pageSize).map((m) => m.name));
    await dot(page, 2).click();
    await expect
      .poll(() => visibleNames(page))
      .toEqual(team.slice(teamShowcase.pageSize, 2 * teamShowcase.pageSize).map((m) => m.name));
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
    expect(await orbit(opened.page)).toBeNull();
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
