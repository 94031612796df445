import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages } from "../../src/content/registry";
import { trailOf } from "../../src/content/trail";
import { productPath, products } from "../../src/content/products/products";
import { productSuiteId, productsLanding } from "../../src/content/products/landing";
import { site } from "../../src/content/site";
import { escapeHtml, literal } from "../support/html";
import { startWorker, type TestWorker } from "../support/worker";

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker.dispose());

const SITE = "https://www.example-offshore.dev";

/** Attributes of every `<a>` whose text starts with `label`. */
function linksNamed(html: string, label: string): string[] {
  return [...html.matchAll(new RegExp(`<a ([^>]*)>${literal(escapeHtml(label))}`, "g"))].map((m) => m[1] ?? "");
}
const hrefOf = (attrs: string) => /href="([^"]*)"/.exec(attrs)?.[1]?.replace(/&amp;/g, "&");

/** The one link labelled `label`: its href, and whether it opens safely in a new tab. */
function link(html: string, label: string) {
  const found = linksNamed(html, label);
  expect(found, label).toHaveLength(1);
  const attrs = found[0] ?? "";
  return {
    href: hrefOf(attrs),
    newTab: attrs.includes('target="_blank"') && attrs.includes('rel="noopener noreferrer"'),
  };
}

/** Asserts that the page contains `fragment` (without printing the whole page when it does not). */
const has = (html: string, fragment: string) => expect(html.includes(fragment), `page contains ${fragment}`).toBe(true);
const hasNot = (html: string, fragment: string) =>
  expect(html.includes(fragment), `page lacks ${fragment}`).toBe(false);

/** The figures of the page's `<dl>` stat grids as the visitor reads them: "value label". */
const figuresOn = (html: string) =>
  [...html.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map((m) =>
    `${m[2] ?? ""} ${(m[1] ?? "").toLowerCase()}`.replace(/&amp;/g, "&"),
  );

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "{}") as Record<string, unknown>,
  );

async function page(path: string) {
  const res = await worker.fetch(path);
  expect(res.status, path).toBe(200);
  return res.text();
}

describe("/products", () => {
  it("has its own head: title, description, canonical, Open Graph image, no intro overlay", async () => {
    const html = await page("/products");
    has(html, `<title>${escapeHtml(pages.products.title)}</title>`);
    has(html, `<meta name="description" content="${escapeHtml(pages.products.description)}"/>`);
    // As served (entities count as one character each).
    const served = /<meta name="description" content="([^"]*)"/.exec(html)?.[1]?.replace(/&[a-z#0-9]+;/g, "_") ?? "";
    expect(served.length).toBeGreaterThanOrEqual(120);
    expect(served.length).toBeLessThanOrEqual(160);
    has(html, `<link rel="canonical" href="${SITE}/products"/>`);
    has(html, `<meta property="og:image" content="${SITE}/og/products.png"/>`);
    hasNot(html, "data-intro-overlay");
  });

  it("hero: 'Powering Positive Change', 'Explore Products' is an in-page anchor to the suite, 'Request Demo' goes to /contact", async () => {
    const html = await page("/products");
    has(html, `>${escapeHtml(productsLanding.hero.title)}</h1>`);
    const [explore, ...others] = productsLanding.hero.actions;
    expect(link(html, explore!.label).href).toBe(`#${productSuiteId}`);
    has(html, `id="${productSuiteId}"`);
    for (const action of others) expect(link(html, action.label).href).toBe(action.href);
  });

  it("shows every section: why choose, the suite with both products, the approach, the badges and the closing call", async () => {
    const html = await page("/products");
    const { whyChoose, suite, approach, purpose, closing } = productsLanding;
    for (const title of [whyChoose.title, suite.title, approach.title, purpose.title, closing.title])
      has(html, escapeHtml(title));
    for (const card of [...whyChoose.cards, ...approach.cards]) has(html, escapeHtml(card.title));
    for (const badge of purpose.badges) has(html, `<span class="chip-label">${escapeHtml(badge.label)}</span>`);
    expect(link(html, approach.cta.label).href).toBe(approach.cta.href);
    for (const action of closing.actions) expect(link(html, action.label).href).toBe(action.href);
  });

  it.each(products.map((p) => [p.name, p] as const))(
    "suite card of %s: name, full description, key features, figures and 'Learn More'",
    async (_name, product) => {
      const html = await page("/products");
      has(html, `>${product.name}</h3>`);
      has(html, `<p class="card-text">${product.fullDescription}</p>`);
      for (const feature of product.features) has(html, `<li>${escapeHtml(feature)}</li>`);
      for (const stat of product.stats) has(html, `>${escapeHtml(stat.value)}</dd>`);
      const learnMore = linksNamed(html, productsLanding.suite.learnMore).map(hrefOf);
      expect(learnMore).toContain(productPath(product));
      has(html, `data-image-fallback`);
    },
  );
});

describe.each(products.map((p) => [p.name, p] as const))("product page of %s", (_name, product) => {
  it("has its own head, breadcrumbs, and Product and FAQPage structured data", async () => {
    const html = await page(productPath(product));
    has(html, `<title>${escapeHtml(product.page.metaTitle)}</title>`);
    has(html, `<meta name="description" content="${escapeHtml(product.briefDescription)}"/>`);
    expect(product.briefDescription.length).toBeGreaterThanOrEqual(120);
    expect(product.briefDescription.length).toBeLessThanOrEqual(160);
    has(html, `<link rel="canonical" href="${SITE}${productPath(product)}"/>`);
    has(html, `<meta property="og:image" content="${SITE}/og/products.png"/>`);
    hasNot(html, "data-intro-overlay");
    const data = jsonLd(html);
    const app = data.find((d) => d["@type"] === "SoftwareApplication");
    expect(app).toMatchObject({ name: product.name, url: product.officialSite, description: product.briefDescription });
    const faq = data.find((d) => d["@type"] === "FAQPage") as { mainEntity: { name: string }[] } | undefined;
    expect(faq?.mainEntity.map((q) => q.name)).toEqual(product.faq.map((q) => q.question));
    const crumbs = data.find((d) => d["@type"] === "BreadcrumbList") as
      { itemListElement: { name: string }[] } | undefined;
    expect(crumbs?.itemListElement.map((c) => c.name)).toEqual([
      ...trailOf(pages.products).map((c) => c.name),
      product.name,
    ]);
  });

  it("hero: name, tagline, image with a fallback, and its calls to action", async () => {
    const html = await page(productPath(product));
    has(html, `>${escapeHtml(product.name)}</h1>`);
    has(html, escapeHtml(product.tagline));
    has(html, `alt="${escapeHtml(product.imageAlt)}"`);
    has(html, `data-image-fallback`);
    for (const action of product.page.heroActions) {
      const found = link(html, action.label);
      expect(found.href).toBe(action.href);
      expect(found.newTab).toBe(action.href.startsWith("https://"));
    }
  });

  it("description, how-it-works steps, capabilities, differences and FAQ come from the record", async () => {
    const html = await page(productPath(product));
    has(html, `>${product.fullDescription}</p>`);
    for (const step of product.howItWorks) has(html, `>${escapeHtml(step.title)}</h3>`);
    for (const capability of product.capabilities) has(html, `>${escapeHtml(capability.title)}</h3>`);
    has(html, escapeHtml(product.page.differencesTitle));
    for (const difference of product.keyDifferences) has(html, `>${escapeHtml(difference.title)}</h3>`);
    expect(html.match(/<details /g)).toHaveLength(product.faq.length);
    for (const item of product.faq) has(html, escapeHtml(item.question));
  });

  it("prints every figure as written in content, with no automatic ' +'", async () => {
    const html = await page(productPath(product));
    for (const stat of [...product.stats, ...product.page.extraStats]) {
      has(html, `>${escapeHtml(stat.value)}</dd>`);
      has(html, `>${escapeHtml(stat.label)}</dt>`);
    }
    hasNot(html, " +</dd>");
  });

  it("closes with its call to action", async () => {
    const html = await page(productPath(product));
    has(html, escapeHtml(product.page.closing.title));
    for (const action of product.page.closing.actions) expect(link(html, action.label).href).toBe(action.href);
  });
});

describe.each(products.map((p) => [p.name, p] as const))("the buttons and figures of %s", (_name, product) => {
  it("prints its figures in order, the card's then the page's own", async () => {
    const html = await page(productPath(product));
    expect(figuresOn(html)).toEqual(
      [...product.stats, ...product.page.extraStats].map((stat) => `${stat.value} ${stat.label.toLowerCase()}`),
    );
  });

  it("opens other sites in a new tab, writes e-mail to the company's address, keeps its own pages in the tab", async () => {
    const html = await page(productPath(product));
    for (const action of [...product.page.heroActions, ...product.page.closing.actions]) {
      const found = link(html, action.label);
      expect(found.href).toBe(action.href);
      expect(found.newTab).toBe(action.href.startsWith("https://"));
      if (action.href.startsWith("mailto:"))
        expect(action.href).toMatch(new RegExp(`^mailto:${literal(site.email)}(\\?|$)`));
      else if (!action.href.startsWith("https://")) expect(action.href).toMatch(/^\//);
    }
  });
});

describe("spellings", () => {
  it.each([
    ["/Products", "/products"],
    ["/PRODUCTS/", "/products"],
    ["/products/", "/products"],
    ["/products/HelpWave", "/products/helpwave"],
    ["/Products/BackdoorHire/", "/products/backdoorhire"],
    ["/PRODUCTS/HELPWAVE?ref=nav", "/products/helpwave?ref=nav"],
  ])("%s answers 301 to %s", async (from, to) => {
    const res = await worker.fetch(from, { redirect: "manual" });
    expect(res.status).toBe(301);
    const location = new URL(res.headers.get("location") ?? "", "http://localhost");
    expect(location.pathname + location.search).toBe(to);
  });

  it.each(["/products/unknown", "/demo", "/products/helpwave/faq"])("%s is not found (404)", async (path) => {
    const res = await worker.fetch(path);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Oops! Page not found");
  });
});
