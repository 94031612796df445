/**
 * Animated widgets do no work off screen or in a hidden tab, and resume where they were: the
 * team showcase's orbit and page advance, the team testimonials' autoplay, the counters.
 * Time is a fake clock that only `runFor` moves; the viewport and visibility are real.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { aboutCounters, teamSection, teamTestimonials, teamTestimonialsSection } from "../../src/content/company/about";
import { carousel, counters, teamShowcase } from "../../src/content/motion";
import { expectClean, expectHydrated, openPage, type OpenedPage } from "../support/browser";
import { orbitMotion } from "./orbit";

let opened: OpenedPage | undefined;

const showcase = (page: Page) => page.getByRole("group", { name: teamSection.label });
const orbit = async (page: Page) => (await orbitMotion(showcase(page)))!;
/**
 * How far the orbit turns in `ms` of real time (a compositor animation: the fake clock does not
 * move it), from the moment a pending play or pause has taken effect: `pause()` reports "paused"
 * at once but holds the time of the frame it lands in, up to a frame later (its `ready`).
 */
const movesFor = async (page: Page, ms: number) => {
  await showcase(page).evaluate((el) =>
    Promise.all((el.querySelector(".team-orbit")?.getAnimations({ subtree: true }) ?? []).map((a) => a.ready)),
  );
  const start = (await orbit(page)).ms;
  await page.waitForTimeout(ms);
  return (await orbit(page)).ms - start;
};
const dot = (page: Page, n: number) => page.getByRole("button", { name: `${teamSection.pageLabel} ${n}` });
const freezeClock = async (page: Page) => page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
/** Scrolls to the top and lets the browser report that the widget left the viewport. */
const scrollAway = async (page: Page) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
};
const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((h) => {
    Object.defineProperty(document, "visibilityState", { value: h ? "hidden" : "visible", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);

describe("off screen or in a hidden tab, nothing moves", () => {
  it("the orbit and the page advance stop off screen and when the tab is hidden, and resume at the same angle", async () => {
    opened = await openPage("/about", { width: 1280, before: (page) => page.clock.install() });
    const { page } = opened;
    await showcase(page).scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await expectHydrated(dot(page, 2));
    await expect.poll(async () => (await orbit(page)).state).toBe("running");
    await freezeClock(page);
    expect(await movesFor(page, 500)).toBeGreaterThan(100);

    await scrollAway(page);
    await expect.poll(async () => (await orbit(page)).state).toBe("paused");
    expect(await movesFor(page, 500)).toBe(0);
    const away = (await orbit(page)).ms;
    await page.clock.runFor(teamShowcase.autoAdvanceMs * 3);
    expect(await dot(page, 1).getAttribute("aria-pressed")).toBe("true");

    await showcase(page).scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await expect.poll(async () => (await orbit(page)).state).toBe("running");
    // It goes on from the angle where it stopped.
    const back = (await orbit(page)).ms;
    expect(back).toBeGreaterThanOrEqual(away);
    expect(back).toBeLessThan(away + 1000);

    await setHidden(page, true);
    await expect.poll(async () => (await orbit(page)).state).toBe("paused");
    expect(await movesFor(page, 500)).toBe(0);
    await page.clock.runFor(teamShowcase.autoAdvanceMs * 3);
    expect(await dot(page, 1).getAttribute("aria-pressed")).toBe("true");
    await setHidden(page, false);
    await expect.poll(async () => (await orbit(page)).state).toBe("running");
    expect(await movesFor(page, 500)).toBeGreaterThan(100);
    expectClean(opened);
  });

  it("the team testimonials stop autoplaying off screen and go on from the same slide", async () => {
    opened = await openPage("/about", { before: (page) => page.clock.install() });
    const { page } = opened;
    const region = page.getByRole("region", { name: teamTestimonialsSection.title });
    const active = () => region.locator(".swiper-slide-active").textContent();
    await region.scrollIntoViewIfNeeded();
    await expectHydrated(region.locator(".swiper"));
    await freezeClock(page);
    await page.clock.runFor(carousel.testimonialAutoplayMs + carousel.speedMs);
    await expect.poll(active).toContain(teamTestimonials[1]!.feedback);

    await scrollAway(page);
    await page.clock.runFor(carousel.testimonialAutoplayMs * 4);
    expect(await active()).toContain(teamTestimonials[1]!.feedback);

    await region.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.clock.runFor(carousel.testimonialAutoplayMs + carousel.speedMs);
    await expect.poll(active).toContain(teamTestimonials[2]!.feedback);
    expectClean(opened);
  });

  it("a counter scrolled away mid-count holds its number and finishes when back", async () => {
    opened = await openPage("/about", { before: (page) => page.clock.install() });
    const { page } = opened;
    const region = page.getByRole("region", { name: aboutCounters.label });
    const values = () => region.locator("dd").allTextContents();
    // Wake the counters just below the viewport (within the 200 px margin), then stop the clock.
    await region
      .locator(".count-up")
      .first()
      .evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - window.innerHeight - 100));
    await expectHydrated(region.locator(".count-up").first());
    await freezeClock(page);
    await region.scrollIntoViewIfNeeded();
    await expect.poll(values).toEqual(aboutCounters.items.map((c) => `0${c.suffix}`));
    await page.clock.runFor(counters.durationMs / 4);
    const mid = await values();
    // Every counter is mid-count: above 0 (it ran on screen) and below its value (not done).
    const numbers = mid.map((text) => Number.parseInt(text.replace(/\D/g, ""), 10));
    aboutCounters.items.forEach((c, i) => {
      expect(numbers[i], `${c.label}: ${mid[i]}`).toBeGreaterThan(0);
      expect(numbers[i], `${c.label}: ${mid[i]}`).toBeLessThan(c.value);
    });

    await scrollAway(page);
    await page.clock.runFor(counters.durationMs * 3);
    expect(await values()).toEqual(mid);

    await region.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.clock.runFor(counters.durationMs);
    await expect.poll(values).toEqual(aboutCounters.items.map((c) => `${c.value}${c.suffix}`));
    expectClean(opened);
  });
});
