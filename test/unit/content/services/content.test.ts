/**
 * The typed modules of the services area and the products: what their files leave to code is
 * filled in, and the collections point at each other correctly. Rules, not today's words.
 */
import { describe, expect, it } from "vitest";
import { products } from "../../../../src/content/products/products";
import { productsLanding } from "../../../../src/content/products/landing";
import { faqs } from "../../../../src/content/services/faqs";
import { servicePages, smmPlans } from "../../../../src/content/services";
import type { PageKey } from "../../../../src/content/pageRecord";
import { pages, services } from "../../../../src/content/registry";
import { SERVICE_PAGES } from "../../../../src/content/schemas/servicePage";

/** Every string inside a value. */
const strings = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(strings)
        : [];

describe("services and products as pages get them", () => {
  it("leave no placeholder unfilled ({{index}} is the carousel's own, filled in the browser)", () => {
    const words = strings([servicePages, products, productsLanding]).map((word) => word.replace(/\{\{index\}\}/g, ""));
    expect(words.filter((word) => /\{\w+\}/.test(word))).toEqual([]);
  });

  it("every page of the services area in the registry has its file, in route-table order", () => {
    expect(servicePages.map((page) => page.path)).toEqual(SERVICE_PAGES.map((key: PageKey) => pages[key].path));
    expect(services.every((service) => servicePages.some((page) => page.path === service.path))).toBe(true);
  });

  it("every question is shown on a page: a service page with an FAQ section, or a product", () => {
    const shown = new Set([
      ...servicePages.flatMap((page) =>
        page.sections.flatMap((s) => (s.kind === "faq" ? s.items.map((i) => i.question) : [])),
      ),
      ...products.flatMap((product) => product.faq.map((item) => item.question)),
    ]);
    expect(faqs.filter((faq) => !shown.has(faq.question)).map((faq) => `${faq.slug} (page: ${faq.page})`)).toEqual([]);
  });

  it("the SMM page's description quotes the cheapest plan's price", () => {
    const cheapest = smmPlans.toSorted((a, b) => Number(a.price.slice(1)) - Number(b.price.slice(1)))[0];
    expect(pages.smm.description).toContain(`from ${cheapest?.price}`);
  });
});
