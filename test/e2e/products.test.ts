import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { productPath, products } from "../../src/content/products/products";
import { productsLanding } from "../../src/content/products/landing";
import { expectClean, openPage, screenshot, type OpenedPage } from "../support/browser";

let opened: OpenedPage | undefined;

const explore = productsLanding.hero.actions.find((action) => action.href.startsWith("#"))!;
const suiteHeading = (page: Page) => page.getByRole("heading", { level: 2, name: productsLanding.suite.title });
/** Top of the suite's heading relative to the viewport (it sits just below the fixed header once scrolled to). */
const suiteTop = (page: Page) =>
  suiteHeading(page).evaluate((el) => el.closest("section")?.getBoundingClientRect().top ?? NaN);

describe("products landing", () => {
  it("'Explore Products' smooth-scrolls to the product suite", async () => {
    opened = await openPage("/products");
    const { page } = opened;
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
    expect(await suiteTop(page)).toBeGreaterThan(300);
    await page.getByRole("link", { name: explore.label }).click();
    await page.waitForFunction(
      () => window.scrollY > 0 && Math.abs(document.getElementById("product-suite")!.getBoundingClientRect().top) < 120,
    );
    expect(new URL(page.url()).hash).toBe(explore.href);
    expect(await suiteHeading(page).isVisible()).toBe(true);
    expectClean(opened);
  });

  it("jumps instantly with reduced motion, and works as a plain link without JavaScript", async () => {
    opened = await openPage("/products", { reducedMotion: true });
    expect(await opened.page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
    await opened.close();
    opened = await openPage("/products", { javaScriptEnabled: false });
    await opened.page.getByRole("link", { name: explore.label }).click();
    // Without JavaScript nothing can be evaluated in the page: read the heading's box instead.
    await expect.poll(async () => (await suiteHeading(opened!.page).boundingBox())?.y ?? Infinity).toBeLessThan(300);
    expect(new URL(opened.page.url()).hash).toBe(explore.href);
  });

  it("shows both products with their 'Learn More' links", async () => {
    opened = await openPage("/products");
    const { page } = opened;
    for (const product of products) {
      const card = page.getByRole("article", { name: product.name });
      expect(await card.getByRole("img", { name: product.imageAlt }).count()).toBe(1);
      expect(await card.getByRole("listitem").allTextContents()).toEqual([...product.features]);
      const learnMore = card.getByRole("link", {
        name: `${productsLanding.suite.learnMore}${productsLanding.suite.learnMoreAbout(product.name)}`,
      });
      expect(await learnMore.getAttribute("href")).toBe(productPath(product));
    }
  });
});

describe("product image fallback", () => {
  const blockProductImages = { blockUrls: ["**/images/gen/product-*"] };

  it("replaces blocked images in the product suite with a placeholder showing the product's name", async () => {
    opened = await openPage("/products", blockProductImages);
    const { page } = opened;
    await suiteHeading(page).scrollIntoViewIfNeeded();
    for (const product of products) {
      const card = page.getByRole("article", { name: product.name });
      await card.scrollIntoViewIfNeeded();
      const placeholder = card.getByRole("img", { name: product.name, exact: true });
      await expect.poll(() => placeholder.isVisible()).toBe(true);
      expect(await placeholder.textContent()).toBe(product.name);
      expect(await card.getByRole("img", { name: product.imageAlt }).isVisible()).toBe(false);
    }
    expect(opened.requests.some((url) => !url.startsWith(new URL(page.url()).origin))).toBe(false);
    await screenshot(page, "products-image-fallback");
  });

  it.each(products.map((p) => [p.name, p] as const))(
    "replaces a blocked hero image of %s, at most 450 px high",
    async (_name, product) => {
      opened = await openPage(productPath(product), blockProductImages);
      const { page } = opened;
      const placeholder = page.getByRole("img", { name: product.name, exact: true });
      await expect.poll(() => placeholder.isVisible()).toBe(true);
      expect(await placeholder.textContent()).toBe(product.name);
      expect((await placeholder.boundingBox())?.height).toBeLessThanOrEqual(450);
      expect(await page.getByRole("img", { name: product.imageAlt }).isVisible()).toBe(false);
    },
  );

  it.each(products.map((p) => [p.name, p] as const))(
    "shows the real hero image of %s when it loads, at most 450 px high",
    async (_name, product) => {
      opened = await openPage(productPath(product));
      const image = opened.page.getByRole("img", { name: product.imageAlt });
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect((await image.boundingBox())?.height).toBeLessThanOrEqual(450);
      expect(await opened.page.getByRole("img", { name: product.name, exact: true }).count()).toBe(0);
      expectClean(opened);
    },
  );
});

describe.each(products.map((p) => [p.name, p] as const))("product page of %s", (_name, product) => {
  it("FAQ: one answer open at a time, by mouse", async () => {
    opened = await openPage(productPath(product));
    const { page } = opened;
    const [first, second] = product.faq;
    if (!first || !second) throw new Error(`${product.name}: the accordion needs two questions`);
    const answer = (text: string) => page.getByText(text, { exact: true });
    for (const item of product.faq) expect(await answer(item.answer).isVisible()).toBe(false);
    await page.getByText(first.question, { exact: true }).click();
    await expect.poll(() => answer(first.answer).isVisible()).toBe(true);
    await page.getByText(second.question, { exact: true }).click();
    await expect.poll(() => answer(second.answer).isVisible()).toBe(true);
    expect(await answer(first.answer).isVisible()).toBe(false);
    await page.getByText(second.question, { exact: true }).click();
    await expect.poll(() => answer(second.answer).isVisible()).toBe(false);
    for (const item of product.faq) expect(await answer(item.answer).isVisible()).toBe(false);
    expectClean(opened);
  });

  it("FAQ: operable by keyboard", async () => {
    opened = await openPage(productPath(product));
    const { page } = opened;
    const [first, second] = product.faq;
    if (!first || !second) throw new Error(`${product.name}: the accordion needs two questions`);
    const answer = (text: string) => page.getByText(text, { exact: true });
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    // Clicking a question opens it and leaves the keyboard focus on it.
    await page.getByText(first.question, { exact: true }).click();
    await expect.poll(() => answer(first.answer).isVisible()).toBe(true);
    expect(await focused()).toBe(first.question);
    await page.keyboard.press("Enter");
    await expect.poll(() => answer(first.answer).isVisible()).toBe(false);
    await page.keyboard.press("Space");
    await expect.poll(() => answer(first.answer).isVisible()).toBe(true);
    await page.keyboard.press("Tab");
    expect(await focused()).toBe(second.question);
    await page.keyboard.press("Enter");
    await expect.poll(() => answer(second.answer).isVisible()).toBe(true);
    expect(await answer(first.answer).isVisible()).toBe(false);
    await page.keyboard.press("Shift+Tab");
    expect(await focused()).toBe(first.question);
  });

  it("opens every external link in a new tab with rel=noopener, without access to this page", async () => {
    opened = await openPage(productPath(product));
    const { page } = opened;
    await page
      .context()
      .route(`${product.officialSite}/**`, (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<title>Official site</title>" }),
      );
    const external = page.getByRole("main").locator('a[href^="http"]');
    const count = await external.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const a = external.nth(i);
      expect(await a.getAttribute("target")).toBe("_blank");
      expect((await a.getAttribute("rel"))?.split(" ")).toContain("noopener");
    }
    const [popup] = await Promise.all([page.waitForEvent("popup"), external.first().click()]);
    await popup.waitForLoadState();
    expect(popup.url().startsWith(product.officialSite)).toBe(true);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(page.url().endsWith(productPath(product))).toBe(true);
  });
});
