import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seoResultsWindow, services } from "../../src/content/registry";
import {
  developmentProcess,
  networkPage,
  planSubject,
  seoPage,
  seoSmmPage,
  servicePages,
  servicesOverview,
  smmPage,
  smmPlans,
  smmStats,
  uiuxPage,
  type ServicePageContent,
  type ServiceSection,
} from "../../src/content/services";
import { startWorker, type TestWorker } from "../support/worker";

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker.dispose());

const SITE = "https://www.example-offshore.dev";

const decode = (s: string) =>
  s
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** A rendered page, read the way the tests need it: headings, links, JSON-LD, text. */
interface Parsed {
  html: string;
  text: string;
  headings: { level: number; text: string }[];
  links: { text: string; href: string }[];
  jsonLd: Record<string, unknown>[];
}

const cache = new Map<string, Promise<Parsed>>();
function load(path: string): Promise<Parsed> {
  if (!cache.has(path)) {
    cache.set(
      path,
      (async () => {
        const res = await worker.fetch(path);
        expect(res.status, path).toBe(200);
        expect(res.headers.get("content-type")).toContain("text/html");
        const html = await res.text();
        const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
        return {
          html,
          text: decode(main),
          headings: [...main.matchAll(/<h([1-6])[^>]*>([\s\S]*?)<\/h\1>/g)].map((m) => ({
            level: Number(m[1]),
            text: decode(m[2] ?? "").trim(),
          })),
          links: [...main.matchAll(/<a\s[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({
            href: decode(m[1] ?? ""),
            text: decode(m[2] ?? "").trim(),
          })),
          jsonLd: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
            (m) => JSON.parse(m[1] ?? "{}") as Record<string, unknown>,
          ),
        };
      })(),
    );
  }
  return cache.get(path)!;
}

/** Every link with this visible label (exact, or followed by visually hidden text). */
const hrefs = (page: Parsed, label: string) =>
  page.links.filter((l) => l.text === label || l.text.startsWith(`${label} `)).map((l) => l.href);
const h2s = (page: Parsed) => page.headings.filter((h) => h.level === 2).map((h) => h.text);
const h3s = (page: Parsed) => page.headings.filter((h) => h.level === 3).map((h) => h.text);
function section<K extends ServiceSection["kind"]>(content: ServicePageContent, kind: K, id?: string) {
  const found = content.sections.find((s) => s.kind === kind && (!id || ("id" in s && s.id === id)));
  expect(found, `${content.path}: ${kind} ${id ?? ""}`).toBeDefined();
  return found as Extract<ServiceSection, { kind: K }>;
}

describe.each(servicePages.map((p) => [p.path, p] as const))("%s", (path, content: ServicePageContent) => {
  it("answers 200 with its own title, description, canonical and Open Graph image", async () => {
    const page = await load(path);
    expect(page.html).toContain(`<title>${content.title.replace(/&/g, "&amp;")}</title>`);
    expect(page.html).toContain(`<meta name="description" content="${content.description.replace(/&/g, "&amp;")}"/>`);
    // As served (entities count as one character each).
    const served = decode(/<meta name="description" content="([^"]*)"/.exec(page.html)?.[1] ?? "");
    expect(served.length).toBeGreaterThanOrEqual(120);
    expect(served.length).toBeLessThanOrEqual(160);
    expect(page.html).toContain(`<link rel="canonical" href="${SITE}${path}"/>`);
    expect(page.html).toContain(`<meta property="og:image" content="${SITE}${content.ogImage}"/>`);
  });

  it("has one h1 (the hero title), no skipped heading levels, and a heading for every section", async () => {
    const page = await load(path);
    expect(page.headings.filter((h) => h.level === 1).map((h) => h.text)).toEqual([content.hero.title]);
    page.headings.reduce((previous, h) => {
      expect(h.level, `${h.text} after h${previous}`).toBeLessThanOrEqual(previous + 1);
      return h.level;
    }, 0);
    for (const s of content.sections) expect(h2s(page)).toContain(s.title);
  });

  it("links its hero and closing calls to action (SMM closes on its pricing plans)", async () => {
    const page = await load(path);
    for (const action of content.hero.actions) expect(hrefs(page, action.label)).toContain(action.href);
    const closing = content.sections.flatMap((s) => (s.kind === "cta" ? s.actions : []));
    for (const action of closing) expect(hrefs(page, action.label)).toContain(action.href);
  });

  it("reveals its sections on scroll and shows the intro overlay unless the page opts out", async () => {
    const page = await load(path);
    expect(page.html).toContain("data-reveal");
    expect(page.html.includes("data-intro-overlay")).toBe(content.overlay !== "none");
  });
});

/** The page's <title>, as served. */
const titleOf = (page: Parsed) => decode(/<title>([^<]*)<\/title>/.exec(page.html)?.[1] ?? "");

describe("page titles", () => {
  it("are unique across the services area, as served", async () => {
    const titles = await Promise.all(servicePages.map(async (p) => titleOf(await load(p.path))));
    expect(titles.every((title) => title.length > 0)).toBe(true);
    expect(new Set(titles).size).toBe(servicePages.length);
  });

  it("website development and network solutions have titles of their own", async () => {
    expect(titleOf(await load("/Webdevelopment"))).toMatch(/^Website Development Services/);
    expect(titleOf(await load("/Networksolutions"))).toMatch(/^Network Solutions/);
  });

  it("/Uiux and /smm have no intro overlay; the others have the short one (2 s)", async () => {
    const overlays = await Promise.all(
      servicePages.map(async (p) => {
        const duration = /data-intro-overlay[^>]*data-duration="(\d+)"/.exec((await load(p.path)).html)?.[1];
        return [p.path, duration ?? "none"] as const;
      }),
    );
    expect(overlays.filter(([, d]) => d === "none").map(([path]) => path)).toEqual(["/Uiux", "/smm"]);
    expect(overlays.filter(([, d]) => d !== "none").every(([, d]) => d === "2000")).toBe(true);
  });
});

/** How many of `titles` the page shows as card headings (h3). */
const shown = (page: Parsed, titles: readonly { title: string }[]) =>
  titles.filter((card) => h3s(page).includes(card.title)).length;
/** The h3 headings of the page that are among `titles`, in page order. */
const inOrder = (page: Parsed, titles: readonly string[]) => h3s(page).filter((h) => titles.includes(h));

describe("/services", () => {
  it("links a card to every service, in navigation order, with the service's own path", async () => {
    const page = await load("/services");
    const cards = section(servicesOverview, "cards", "services").cards;
    expect(cards.map((c) => hrefs(page, c.title)[0])).toEqual(services.map((service) => service.path));
    for (const card of cards) expect(hrefs(page, card.title)).toEqual([card.href]);
  });

  it("shows the development process (src/content/process.yaml) in order, as a numbered list", async () => {
    const page = await load("/services");
    const steps = developmentProcess.map((step) => step.title);
    expect(inOrder(page, steps)).toEqual(steps);
    expect(page.html).toMatch(/<ol class="[^"]*process-steps/);
  });
});

describe("service pages", () => {
  it.each(servicePages.map((p) => [p.path, p] as const))(
    "%s: every card, step and chip of its file, and every note's words",
    async (path, content) => {
      const page = await load(path);
      for (const s of content.sections) {
        if (s.kind === "cards") expect(shown(page, s.cards), s.id).toBe(s.cards.length);
        if (s.kind === "steps")
          expect(
            inOrder(
              page,
              s.steps.map((step) => step.title),
            ),
          ).toEqual(s.steps.map((step) => step.title));
        if (s.kind === "chips")
          for (const chip of s.chips) expect(page.html).toContain(`<span class="chip-label">${chip.label}</span>`);
        if (s.kind === "note" || s.kind === "split")
          for (const paragraph of s.paragraphs) expect(page.text).toContain(paragraph);
      }
    },
  );

  it("/Uiux: its tool strip, Get Started and Talk to Our Experts", async () => {
    const page = await load("/Uiux");
    expect(section(uiuxPage, "chips").chips.length).toBeGreaterThan(0);
    expect(hrefs(page, "Get Started")).toContain("/hire");
    expect(hrefs(page, "Talk to Our Experts")).toContain("/contact");
  });

  it("/Networksolutions: the note beside its industries", async () => {
    const page = await load("/Networksolutions");
    expect(page.text).toContain(section(networkPage, "note").paragraphs[0]);
  });
});

describe("SEO & SMM", () => {
  it("/Seosmm: 'Who We Are' with its intro points and a card for /seo and /smm", async () => {
    const page = await load("/Seosmm");
    const intro = section(seoSmmPage, "intro");
    expect(h2s(page)).toContain(intro.title);
    expect(shown(page, intro.points)).toBe(intro.points.length);
    expect(intro.services.map((s) => hrefs(page, s.title))).toEqual(intro.services.map((s) => [s.href]));
    expect(page.html).toContain('data-island="CardCarousel"');
  });

  it("/seo: the results window of the page registry, on a card, in an answer and with no placeholder left", async () => {
    const page = await load("/seo");
    expect(page.text.match(new RegExp(`within ${seoResultsWindow}`, "g"))?.length).toBeGreaterThanOrEqual(2);
    expect(h3s(page)).toContain(`Results in ${seoResultsWindow}`);
    expect(page.text).not.toMatch(/\{\w+\}/);
  });

  it.each([
    ["/seo", seoPage],
    ["/smm", smmPage],
  ] as const)(
    "%s: its FAQ as an exclusive <details> accordion, all closed, with FAQPage JSON-LD",
    async (path, content) => {
      const page = await load(path);
      const items = section(content, "faq").items;
      expect(items.length).toBeGreaterThan(0);
      const details = [...page.html.matchAll(/<details([^>]*)>/g)].map((m) => m[1] ?? "");
      expect(details).toHaveLength(items.length);
      const names = new Set(details.map((attrs) => /name="([^"]+)"/.exec(attrs)?.[1]));
      expect(names.size).toBe(1);
      expect(details.some((attrs) => /\bopen\b/.test(attrs))).toBe(false);
      for (const item of items) {
        expect(page.text).toContain(item.question);
        expect(page.text).toContain(item.answer);
      }
      const faq = page.jsonLd.find((d) => d["@type"] === "FAQPage") as {
        mainEntity: { name: string; acceptedAnswer: { text: string } }[];
      };
      expect(faq.mainEntity.map((q) => q.name)).toEqual(items.map((i) => i.question));
      expect(faq.mainEntity.map((q) => q.acceptedAnswer.text)).toEqual(items.map((i) => i.answer));
    },
  );

  it("/smm: the statistics, and every plan in order with its price and features", async () => {
    const page = await load("/smm");
    for (const stat of smmStats) expect(page.text).toContain(`${stat.value} ${stat.label}`);
    // The plans as the visitor reads them, in order: each card's heading, its price, then its features.
    const planHeadings = smmPlans.map((plan) => plan.label);
    expect(hrefs(page, "Choose Plan")).toHaveLength(smmPlans.length);
    expect(inOrder(page, planHeadings)).toEqual(planHeadings);
    for (const { label, price, features } of smmPlans) {
      const from = page.html.search(new RegExp(`<h3[^>]*>${label}</h3>`));
      expect(from, label).toBeGreaterThan(-1);
      const card = page.html.slice(from, page.html.indexOf("</ul>", from));
      expect(decode(card), label).toContain(price);
      expect(
        [...card.matchAll(/<li>([^<]*)<\/li>/g)].map((m) => decode(m[1] ?? "")),
        label,
      ).toEqual(features);
    }
    const featured = smmPlans.filter((plan) => plan.featured);
    expect(featured.length).toBeLessThanOrEqual(1);
    expect(page.html.match(/pricing-card is-featured/g)?.length ?? 0).toBe(featured.length);
  });

  it("/smm: each 'Choose Plan' goes to /contact with that plan in the subject", async () => {
    const page = await load("/smm");
    expect(hrefs(page, "Choose Plan")).toEqual(
      smmPlans.map((p) => `/contact?subject=${encodeURIComponent(planSubject(p))}`),
    );
    for (const plan of smmPlans)
      expect(page.links.find((l) => l.href === plan.href)?.text).toBe(`Choose Plan — ${plan.label}`);
  });

  it("/seo and /smm sit under SEO & SMM in the breadcrumb trail", async () => {
    for (const path of ["/seo", "/smm"]) {
      const page = await load(path);
      const crumbs = page.jsonLd.find((d) => d["@type"] === "BreadcrumbList") as {
        itemListElement: { item: string }[];
      };
      expect(crumbs.itemListElement.map((c) => new URL(c.item).pathname)).toEqual(["/", "/services", "/Seosmm", path]);
    }
  });
});

describe("redirects to the canonical spelling", () => {
  it.each([
    ["/Seo", "/seo"],
    ["/SEO/", "/seo"],
    ["/Smm", "/smm"],
    ["/Smm/", "/smm"],
    ["/NetworkSolutions", "/Networksolutions"],
    ["/networksolutions/", "/Networksolutions"],
    ["/SEOSMM", "/Seosmm"],
    ["/seosmm", "/Seosmm"],
    ["/uiux/", "/Uiux"],
    ["/UIUX", "/Uiux"],
    ["/customdev", "/CustomDev"],
    ["/mobileappdev/", "/MobileAppDev"],
    ["/WebDevelopment", "/Webdevelopment"],
    ["/Services", "/services"],
    ["/services/", "/services"],
    ["/Seo?ref=menu", "/seo?ref=menu"],
  ])("%s → 301 %s", async (from, to) => {
    const res = await worker.fetch(from, { redirect: "manual" });
    expect(res.status).toBe(301);
    const location = new URL(res.headers.get("location") ?? "", "http://localhost");
    expect(location.pathname + location.search).toBe(to);
  });
});
