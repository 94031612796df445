/**
 * The rules of the services area's files, the FAQs, the pricing plans, the development process and
 * the products: a file breaking one fails with a message naming the file, the field and the rule.
 * Files are written to a temporary copy of the layout; the real content is never the expectation.
 */
import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import {
  faqsCollection,
  plansCollection,
  processCollection,
  productsCollection,
  servicesCollection,
} from "../../../../src/content/collections";
import { loadIn, scratchRoot, writeIn } from "./oneFile";
import type { Collection } from "../../../../src/content/schemas/collection";

const root = scratchRoot();

const write = (path: string, source: string) => writeIn(root(), path, source);
const yaml = (value: unknown) => stringify(value, { lineWidth: 0 });

/** The problems loading gives, or [] when it loads. */
const problems = (collection: Collection): readonly string[] => loadIn(root(), collection).problems;

/** `value` with `changes` applied (undefined removes a field). */
const changed = <T extends object>(value: T, changes: Record<string, unknown>) =>
  Object.fromEntries(Object.entries({ ...value, ...changes }).filter(([, field]) => field !== undefined)) as Record<
    string,
    unknown
  >;

describe("a pricing plan", () => {
  const plan = {
    label: "Starter",
    order: 1,
    price: "$19.99",
    summary: "A first step on one network.",
    features: ["2 posts per month"],
  };
  const FILE = "src/content/plans/starter.yaml";

  it("loads when it keeps every rule, plans in their order", () => {
    write(FILE, yaml(plan));
    write("src/content/plans/bigger.yaml", yaml({ ...plan, label: "Bigger", order: 2, featured: true }));
    const { data } = loadIn(root(), plansCollection);
    expect((data as { slug: string }[]).map((entry) => entry.slug)).toEqual(["starter", "bigger"]);
  });

  it.each([
    [
      { price: "19.99" },
      `${FILE}: price is "19.99"; it must be a price in dollars as the card shows it, like "$59.99"`,
    ],
    [
      { price: "$19.9" },
      `${FILE}: price is "$19.9"; it must be a price in dollars as the card shows it, like "$59.99"`,
    ],
    [{ features: [] }, `${FILE}: features has 0 items; at least one is needed`],
    [{ label: undefined }, `${FILE}: label is missing`],
    [{ featured: "yes" }, `${FILE}: featured must be true or false, not "yes"`],
    [{ prize: "$1" }, `${FILE}: prize: no such field here (a typo?)`],
  ])("fails %j", (changes, message) => {
    write(FILE, yaml(changed(plan, changes)));
    expect(problems(plansCollection)).toContain(message);
  });

  it("two plans cannot share a position, and only one can be the most popular", () => {
    write("src/content/plans/a.yaml", yaml({ ...plan, label: "A", featured: true }));
    write("src/content/plans/b.yaml", yaml({ ...plan, label: "B", featured: true }));
    expect(problems(plansCollection)).toEqual([
      "src/content/plans/b.yaml: order is 1, as in src/content/plans/a.yaml; two plans cannot share a position",
      "src/content/plans/b.yaml: featured is true, as in src/content/plans/a.yaml; at most one plan is the most popular",
    ]);
  });
});

describe("a question (FAQ)", () => {
  const faq = { page: "seo", order: 1, question: "Why?", answer: "Because it is the right thing to do." };

  it("two questions on one page cannot share a position; on two pages they can", () => {
    write("src/content/faqs/a.yaml", yaml(faq));
    write("src/content/faqs/b.yaml", yaml({ ...faq, page: "smm" }));
    expect(problems(faqsCollection)).toEqual([]);
    write("src/content/faqs/c.yaml", yaml(faq));
    expect(problems(faqsCollection)).toEqual([
      "src/content/faqs/c.yaml: order is 1, as in src/content/faqs/a.yaml; two questions on one page cannot share a position",
    ]);
  });

  it.each([
    [
      { page: "SEO Page" },
      'src/content/faqs/a.yaml: page is "SEO Page"; it must name a page\'s file: a service page (seo, smm) or a product (backdoorhire)',
    ],
    [
      { answer: "Yes." },
      "src/content/faqs/a.yaml: answer has 4 characters; at least 20 are needed to give a real answer in a short paragraph",
    ],
  ])("fails %j", (changes, message) => {
    write("src/content/faqs/a.yaml", yaml(changed(faq, changes)));
    expect(problems(faqsCollection)).toContain(message);
  });
});

describe("the development process", () => {
  const step = { icon: "code", title: "Build", description: "We build it." };
  it("needs two steps, each with an icon of the site's set", () => {
    write("src/content/process.yaml", yaml({ steps: [step] }));
    expect(problems(processCollection)).toEqual([
      "src/content/process.yaml: steps has 1 item; at least 2 are needed to make a process",
    ]);
    write("src/content/process.yaml", yaml({ steps: [step, { ...step, icon: "unicorn" }] }));
    expect(problems(processCollection)[0]).toMatch(
      /^src\/content\/process\.yaml: steps 2\.icon is "unicorn"; it must be one of: code, globe, /,
    );
  });
});

describe("a service page", () => {
  const page = {
    page: "seo",
    hero: {
      eyebrow: "SEO",
      title: "Be found",
      lead: "We help people find you.",
      actions: [{ label: "Talk to us", href: "/contact", subject: "SEO" }],
      image: { key: "illus-seo", alt: "A magnifying glass" },
    },
    sections: [
      {
        kind: "cards",
        id: "services",
        title: "What we do",
        lead: "{Count} services.",
        columns: 3,
        cards: [{ icon: "code", title: "Audit", description: "A full audit." }],
      },
      { kind: "faq", id: "faq", title: "Questions" },
      { kind: "cta", title: "Ready?", lead: "Write to us.", actions: [{ label: "Contact", href: "/contact" }] },
    ],
  };
  const FILE = "src/content/services/seo.yaml";
  const withSection = (index: number, changes: Record<string, unknown>) => ({
    ...page,
    sections: page.sections.map((section, at) => (at === index ? changed(section, changes) : section)),
  });

  it("loads when it keeps every rule", () => {
    write(FILE, yaml(page));
    expect(problems(servicesCollection)).toEqual([]);
  });

  it.each([
    [
      withSection(0, { kind: "carousel" }),
      `${FILE}: sections 1.kind must be one of: split, cards, service-cards, steps, process, chips, stats, faq, pricing, intro, note, cta`,
    ],
    [
      withSection(1, { id: "services" }),
      `${FILE}: sections 2.id is "services", as in section 1; two sections of a page cannot share an anchor`,
    ],
    [
      withSection(1, { id: "Our FAQ" }),
      `${FILE}: sections 2.id is "Our FAQ"; it must be lower-case words joined by hyphens (the section's address: #my-section)`,
    ],
    [withSection(0, { columns: 5 }), `${FILE}: sections 1.columns must be 2, 3 or 4`],
    [
      withSection(2, { actions: [{ label: "Go", href: "javascript:alert(1)" }] }),
      `${FILE}: sections 3.actions 1.href is "javascript:alert(1)"; it must be a page of this site (/contact), a section of this page (#pricing), a web address (https://…) or mailto: (the company's e-mail)`,
    ],
    [
      withSection(2, { actions: [{ label: "Go", href: "/about", subject: "Hello" }] }),
      `${FILE}: sections 3.actions 1.subject is for a button to /contact or mailto: only`,
    ],
    [withSection(2, { actions: [] }), `${FILE}: sections 3.actions has 0 items; at least one is needed`],
    [
      { ...page, page: "blog" },
      `${FILE}: page is "blog"; it must be one of: services, customDev, mobileApp, uiux, webDevelopment, seoSmm, seo, smm, network`,
    ],
    [
      { ...page, hero: { ...page.hero, image: { key: "illus-nothing", alt: "x" } } },
      `${FILE}: hero.image.key is "illus-nothing"; it must be one of:`,
    ],
    [
      { ...page, hero: { ...page.hero, image: { key: "illus-seo", alt: "" } } },
      `${FILE}: hero.image.alt has 0 characters; must not be empty`,
    ],
  ])("fails a file breaking a rule: %#", (source, message) => {
    write(FILE, yaml(source));
    const found = problems(servicesCollection);
    expect(
      found.some((problem) => problem.startsWith(message)),
      found.join("\n"),
    ).toBe(true);
  });

  it("a picture beside text is a drawing or a panel, not both and not neither", () => {
    const split = { kind: "split", id: "why", title: "Why", paragraphs: ["Because."] };
    const panel = { icon: "code", title: "Includes", items: ["Tests"] };
    const image = { key: "illus-seo", alt: "A drawing" };
    write(FILE, yaml({ ...page, sections: [{ ...split, visual: { image, panel } }] }));
    expect(problems(servicesCollection)).toEqual([
      `${FILE}: sections 1.visual needs either a drawing (image) or a panel, not both`,
    ]);
    write(FILE, yaml({ ...page, sections: [{ ...split, visual: {} }] }));
    expect(problems(servicesCollection)).toEqual([
      `${FILE}: sections 1.visual needs either a drawing (image) or a panel, not both`,
    ]);
  });

  it("two files cannot make the same page", () => {
    write(FILE, yaml(page));
    write("src/content/services/seo-again.yaml", yaml(page));
    expect(problems(servicesCollection)).toEqual([
      'src/content/services/seo.yaml: page is "seo", as in src/content/services/seo-again.yaml; two files cannot make the same page',
    ]);
  });
});

describe("a product", () => {
  const front = {
    name: "Harbour",
    order: 1,
    kind: "Freight platform",
    tagline: "Every container, on time.",
    briefDescription:
      "Harbour is a freight platform that quotes, books and tracks containers for small shippers, with live updates from port to door.",
    image: "product-helpwave",
    imageAlt: "The Harbour app: a map of containers on their way",
    capabilities: [{ icon: "zap", title: "Live quotes", description: "Prices in seconds." }],
    stats: [{ value: "24/7", label: "Tracking" }],
    howItWorks: [
      { icon: "search", title: "Quote", description: "Ask for a price." },
      { icon: "rocket", title: "Ship", description: "Book and go." },
    ],
    keyDifferences: [{ title: "Simple", description: "One screen for everything." }],
    officialSite: "https://harbour.example",
    page: {
      metaTitle: "Harbour — Freight Platform",
      aboutTitle: "Freight, simplified",
      capabilitiesTitle: "Capabilities",
      capabilitiesLead: "{Count} things it does.",
      extraStats: [],
      differencesTitle: "Why Harbour",
      differencesLead: "Built with shippers.",
      heroActions: [{ label: "Visit Harbour", href: "https://harbour.example" }],
      closing: {
        title: "Ship with us",
        lead: "Ask for a demo.",
        actions: [{ label: "Email Us", href: "mailto:", subject: "Harbour demo" }],
      },
      applicationCategory: "BusinessApplication",
    },
  };
  const FILE = "src/content/products/harbour.md";
  const md = (fields: Record<string, unknown>, body = "Harbour quotes, books and *tracks* containers.") =>
    `---\n${yaml(fields)}---\n\n${body}\n`;

  it("loads when it keeps every rule, its description as HTML", () => {
    write(FILE, md(front));
    const { data } = loadIn(root(), productsCollection);
    expect(data).toEqual([
      expect.objectContaining({
        slug: "harbour",
        html: "<p>Harbour quotes, books and <em>tracks</em> containers.</p>\n",
      }),
    ]);
  });

  it.each([
    [
      { briefDescription: "A freight platform." },
      `${FILE}: briefDescription has 19 characters; at least 120 are needed to make a page description search results show in full`,
    ],
    [
      { briefDescription: "x".repeat(161) },
      `${FILE}: briefDescription has 161 characters; at most 160 make a page description search results show in full`,
    ],
    [
      { page: { ...front.page, metaTitle: "Harbour — The Freight Platform for Small Shippers Everywhere" } },
      `${FILE}: page.metaTitle is 13 characters too long: with the company's name, at most 47 fit in the page title`,
    ],
    [
      { officialSite: "http://harbour.example" },
      `${FILE}: officialSite is "http://harbour.example"; it must be a web address starting with https://`,
    ],
    [{ imageAlt: undefined }, `${FILE}: imageAlt is missing`],
  ])("fails %j", (changes, message) => {
    write(FILE, md(changed(front, changes)));
    expect(problems(productsCollection), problems(productsCollection).join("\n")).toContain(message);
  });

  it("its description is one paragraph of Markdown: no blank lines, lists, headings or HTML", () => {
    const rule = `${FILE}: body must be one paragraph of text (no headings, lists or blank lines): it is shown on the product's card`;
    write(FILE, md(front, "One paragraph.\n\nAnother."));
    expect(problems(productsCollection)).toEqual([rule]);
    write(FILE, md(front, "- a list"));
    expect(problems(productsCollection)).toEqual([rule]);
    write(FILE, md(front, "Hello <script>alert(1)</script>"));
    expect(problems(productsCollection)).toEqual([
      `${FILE}: the text contains HTML (<script>); write Markdown only`,
      `${FILE}: the text contains HTML (</script>); write Markdown only`,
    ]);
  });
});
