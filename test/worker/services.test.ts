import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  networkPage,
  seoPage,
  seoSmmPage,
  servicePages,
  servicesOverview,
  smmPage,
  uiuxPage,
  type ServicePageContent,
  type ServiceSection,
} from "../../src/content/services";
import { planSubject, smmPlans, smmStats } from "../../src/content/services/smm";
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
  it("links the six service cards to the canonical service paths", async () => {
    const page = await load("/services");
    const cards = section(servicesOverview, "cards", "services").cards;
    expect(cards.map((c) => hrefs(page, c.title)[0])).toEqual([
      "/CustomDev",
      "/MobileAppDev",
      "/Uiux",
      "/Webdevelopment",
      "/Seosmm",
      "/Networksolutions",
    ]);
    for (const card of cards) expect(hrefs(page, card.title)).toEqual([card.href]);
  });

  it("shows the six-step development process in order and 'Start Your Project' → /hire", async () => {
    const page = await load("/services");
    const steps = [
      "Discovery & Requirements",
      "Planning & Design",
      "Development",
      "Testing & QA",
      "Deployment",
      "Support & Maintenance",
    ];
    expect(inOrder(page, steps)).toEqual(steps);
    expect(page.html).toMatch(/<ol class="[^"]*process-steps/);
    expect(new Set(hrefs(page, "Start Your Project"))).toEqual(new Set(["/hire"]));
  });
});

describe("service pages", () => {
  it("/CustomDev: 'Talk to our Expert' → /contact and its three sections", async () => {
    const page = await load("/CustomDev");
    expect(hrefs(page, "Talk to our Expert")[0]).toBe("/contact");
    expect(h2s(page)).toEqual(
      expect.arrayContaining(["Custom Development", "Desktop Based Development", "E-Commerce Software Development"]),
    );
  });

  it("/MobileAppDev: Enterprise Development, iOS Apps, Android Apps, Cross Platform Apps", async () => {
    const page = await load("/MobileAppDev");
    expect(h2s(page)).toEqual(
      expect.arrayContaining(["Enterprise Development", "iOS Apps", "Android Apps", "Cross Platform Apps"]),
    );
  });

  it("/Uiux: six discovery cards, the tool strip, 'Why clients choose us', Get Started and Talk to Our Experts", async () => {
    const page = await load("/Uiux");
    expect(shown(page, section(uiuxPage, "cards", "discovery").cards)).toBe(6);
    for (const chip of section(uiuxPage, "chips").chips)
      expect(page.html).toContain(`<span class="chip-label">${chip.label}</span>`);
    expect(h2s(page)).toContain("Why clients choose us");
    expect(hrefs(page, "Get Started")).toContain("/hire");
    expect(hrefs(page, "Talk to Our Experts")).toContain("/contact");
  });

  it("/Webdevelopment: Enterprise, CMS and E-Commerce sections", async () => {
    const page = await load("/Webdevelopment");
    const splits = h2s(page).filter((h) => /^(Enterprise|CMS|E-Commerce)\b/.test(h));
    expect(splits).toHaveLength(3);
  });

  it("/Networksolutions: consultation, four core services, six solutions, the industries, the note and a call to action", async () => {
    const page = await load("/Networksolutions");
    expect(hrefs(page, "Get a Free Consultation")).toEqual(["/contact", "/contact"]);
    expect(shown(page, section(networkPage, "cards", "core-services").cards)).toBe(4);
    expect(shown(page, section(networkPage, "cards", "solutions").cards)).toBe(6);
    const chips = [...page.html.matchAll(/<span class="chip-label">([^<]*)<\/span>/g)].map((m) => decode(m[1] ?? ""));
    expect(chips).toEqual(["Healthcare", "Education", "Retail", "Finance", "Government", "Technology"]);
    expect(page.text).toContain(section(networkPage, "note").paragraphs[0]);
  });
});

describe("SEO & SMM", () => {
  it("/Seosmm: 'Who We Are' with four intro points and two cards → /seo and /smm", async () => {
    const page = await load("/Seosmm");
    const intro = section(seoSmmPage, "intro");
    expect(h2s(page)).toContain("Who We Are");
    expect(shown(page, intro.points)).toBe(4);
    expect(intro.services.map((s) => hrefs(page, s.title))).toEqual([["/seo"], ["/smm"]]);
    expect(page.html).toContain('data-island="CardCarousel"');
  });

  it("/seo: six services, three insights, the six-step workflow and results in 3 to 6 months", async () => {
    const page = await load("/seo");
    const services = [
      "Project Analysis",
      "Competitor Analysis",
      "On-Page SEO",
      "Off-Page SEO",
      "Product Reviews",
      "Re-Assessment",
    ];
    expect(inOrder(page, services)).toEqual(services);
    expect(shown(page, section(seoPage, "cards", "insights").cards)).toBe(3);
    const workflow = [
      "Discovery Call",
      "Business and Competitor Audit",
      "Strategy",
      "Keywords",
      "Implementation",
      "Track analyze improve",
    ];
    expect(inOrder(page, workflow)).toEqual(workflow);
    // The results window the visitor reads: on the card, in the FAQ answer and in the description.
    expect(page.text.match(/within 3 to 6 months/g)?.length).toBeGreaterThanOrEqual(2);
    expect(h3s(page)).toContain("Results in 3 to 6 months");
  });

  it.each([
    ["/seo", seoPage],
    ["/smm", smmPage],
  ] as const)(
    "%s: an FAQ of six questions as an exclusive <details> accordion, all closed, with FAQPage JSON-LD",
    async (path, content) => {
      const page = await load(path);
      const items = section(content, "faq").items;
      const details = [...page.html.matchAll(/<details([^>]*)>/g)].map((m) => m[1] ?? "");
      expect(details).toHaveLength(6);
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

  it("/smm: benefits, the statistics, and the three plans with their prices and features", async () => {
    const page = await load("/smm");
    expect(shown(page, section(smmPage, "cards", "benefits").cards)).toBe(4);
    for (const stat of smmStats) expect(page.text).toContain(`${stat.value} ${stat.label}`);
    for (const figure of [
      "2.5 hours per day",
      "3.75 billion users",
      "48% of the population",
      "2.3B monthly Facebook users",
      "55% research products via social",
      "45% consider influencer recommendations",
    ]) {
      expect(page.text).toContain(figure);
    }
    // The plans as the visitor reads them, in order: each card's heading, its price, then its features.
    const planHeadings = smmPlans.map((plan) => plan.label as string);
    expect(hrefs(page, "Choose Plan")).toHaveLength(3);
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
  });

  it("/smm: each 'Choose Plan' goes to /contact with that plan in the subject", async () => {
    const page = await load("/smm");
    expect(hrefs(page, "Choose Plan")[1]).toBe(
      `/contact?subject=${encodeURIComponent("SMM Essential plan ($89.99/month)")}`,
    );
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
