import { describe, expect, it } from "vitest";
import type { Locator } from "playwright-core";
import { carousel } from "../../src/content/motion";
import { seoSmmPage } from "../../src/content/services";
import { expectClean, expectHydrated, openPage, type OpenedPage } from "../support/browser";

let opened: OpenedPage | undefined;

const intro = seoSmmPage.sections.find((s) => s.kind === "intro");
if (intro?.kind !== "intro") throw new Error("/Seosmm has no intro section");
const bullet = (n: number) => intro.bulletLabel.replace("{{index}}", String(n));

/** Horizontal extent of a card, and whether it lies fully inside the viewport. */
async function place(card: Locator, viewportWidth: number) {
  const box = (await card.boundingBox())!;
  return {
    left: box.x,
    right: box.x + box.width,
    top: box.y,
    inView: box.x >= 0 && box.x + box.width <= viewportWidth,
  };
}

describe("/Seosmm service cards", () => {
  it("at 390 px: a carousel with one card per view, 20 px apart, moved by clickable bullets", async () => {
    opened = await openPage("/Seosmm", { width: 390, reducedMotion: true });
    const { page } = opened;
    const region = page.getByRole("region", { name: intro.carouselLabel });
    await region.scrollIntoViewIfNeeded();
    const second = region.getByRole("button", { name: bullet(2) });
    await expect.poll(() => second.count()).toBe(1);
    expect(await region.getAttribute("aria-roledescription")).toBe("carousel");
    const [seo, smm] = intro.services.map((s) =>
      region.getByRole("article").filter({ has: page.getByRole("link", { name: s.title }) }),
    );
    const a = await place(seo!, 390);
    const b = await place(smm!, 390);
    expect(a.inView).toBe(true);
    expect(b.inView).toBe(false);
    expect(Math.round(b.left - a.right)).toBe(carousel.cardCarouselGap);
    await second.click();
    await expect.poll(async () => (await place(smm!, 390)).inView).toBe(true);
    expect((await place(seo!, 390)).inView).toBe(false);
    await region.getByRole("button", { name: bullet(1) }).click();
    await expect.poll(async () => (await place(seo!, 390)).inView).toBe(true);
    expect(await region.getByRole("link", { name: intro.services[1]!.title }).getAttribute("href")).toBe("/smm");
    expectClean(opened);
  });

  it("at 390 px, while Swiper is on its way, the woken island keeps the cards' pictures as they were", async () => {
    opened = await openPage("/Seosmm", { width: 390, reducedMotion: true, hold: "**/assets/CardSwiper-*.js" });
    const { page, held } = opened;
    const region = page.getByRole("region", { name: intro.carouselLabel });
    const pictures = region.locator("img");
    // Tag the server's <img> elements: a remounted grid would have new, untagged ones.
    await pictures.evaluateAll((imgs) => imgs.forEach((img) => img.setAttribute("data-test-original", "")));
    await region.scrollIntoViewIfNeeded();
    await expectHydrated(region);
    await held!.requested; // awake, and its carousel code is held back
    const loaded = () =>
      pictures.evaluateAll((imgs) => (imgs as HTMLImageElement[]).every((img) => img.complete && img.naturalWidth > 0));
    await expect.poll(loaded, { timeout: 15_000 }).toBe(true);
    expect(await region.locator("img:not([data-test-original])").count()).toBe(0);
    expect(await pictures.count()).toBe(intro.services.length);
    held!.release();
    await expect.poll(() => region.getByRole("button", { name: bullet(2) }).count(), { timeout: 15_000 }).toBe(1);
    expectClean(opened);
  });

  it("at 1280 px: a plain grid, both cards side by side, no carousel controls", async () => {
    opened = await openPage("/Seosmm", { width: 1280, reducedMotion: true });
    const { page } = opened;
    const region = page.getByRole("region", { name: intro.carouselLabel });
    await region.scrollIntoViewIfNeeded();
    const links = intro.services.map((s) => region.getByRole("link", { name: s.title }));
    const [seo, smm] = intro.services.map((s) =>
      region.getByRole("article").filter({ has: page.getByRole("link", { name: s.title }) }),
    );
    const a = await place(seo!, 1280);
    const b = await place(smm!, 1280);
    expect(a.inView && b.inView).toBe(true);
    expect(a.top).toBe(b.top);
    expect(b.left).toBeGreaterThan(a.right);
    expect(await region.getByRole("button").count()).toBe(0);
    expect(await region.getAttribute("aria-roledescription")).toBeNull();
    expect(await links[0]!.getAttribute("href")).toBe("/seo");
    expectClean(opened);
  });

  it("turns into the carousel when the window narrows below 768 px, and back", async () => {
    opened = await openPage("/Seosmm", { width: 1280 });
    const { page } = opened;
    const region = page.getByRole("region", { name: intro.carouselLabel });
    await region.scrollIntoViewIfNeeded();
    await expectHydrated(region);
    await page.setViewportSize({ width: 600, height: 800 });
    await expect.poll(() => region.getByRole("button", { name: bullet(2) }).count()).toBe(1);
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect.poll(() => region.getByRole("button").count()).toBe(0);
    expectClean(opened);
  });
});
