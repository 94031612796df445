/**
 * Every page of the services area, from its file in src/content/services (one YAML file each),
 * with what its words leave to code: the page's record in the registry, the services' cards, the
 * development process, the questions (src/content/faqs), the pricing plans (src/content/plans),
 * the counts and the links.
 */
import entries from "virtual:content/services";
import planEntries from "virtual:content/plans";
import { pages, services, seoResultsWindow } from "../registry";
import { actionLink, fillAll } from "../actionLinks";
import { countWord } from "../count";
import { fill } from "../fill";
import { site } from "../site";
import type { Entry } from "../schemas/collection";
import type { planSchema } from "../schemas/plan";
import type { servicePageSchema } from "../schemas/servicePage";
import type { ImageKey, ValueCard } from "../types";
import { faqOf } from "./faqs";
import { developmentProcess } from "./process";
import type { Art, PricingPlan, ServicePageContent, ServiceSection } from "./types";
import { contactWithSubject } from "../paths";

/** A service page as its file holds it. */
export type ServicePageEntry = Entry<typeof servicePageSchema>;
type SectionEntry = ServicePageEntry["sections"][number];

/** Below this width the SEO & SMM page's service cards are a swipe carousel; from it up, a grid. */
export const cardCarouselBelowPx = 768;

/** The services' cards, in navigation order, from their records in the page registry. */
export const serviceCatalog: readonly (ValueCard & { href: string })[] = services.map(({ path, service }) => ({
  icon: service.icon,
  ...service.card,
  href: path,
}));

/** Subject the contact form is prefilled with when a plan is chosen, e.g. "SMM Essential plan ($89.99/month)". */
export const planSubject = (plan: { label: string; price: string }) => `SMM ${plan.label} plan (${plan.price}/month)`;

/** The monthly SMM plans (src/content/plans), in order, each linking to the contact form. */
export const smmPlans: readonly PricingPlan[] = (planEntries as readonly Entry<typeof planSchema>[]).map((plan) => ({
  ...plan,
  period: "month",
  href: contactWithSubject(planSubject(plan)),
}));

/** What every service page's words may name: `{resultsWindow}`, `{foundedYear}`. */
const values = { resultsWindow: seoResultsWindow, foundedYear: site.foundedYear };

const art = (image: { key: string; alt: string }): Art => ({ key: image.key as ImageKey, alt: image.alt });

/** The number of things a section lists: its `{count}` and `{Count}`. */
function countOf(section: SectionEntry): number | undefined {
  switch (section.kind) {
    case "cards":
      return section.cards.length;
    case "service-cards":
      return serviceCatalog.length;
    case "steps":
      return section.steps.length;
    case "process":
      return developmentProcess.length;
    case "chips":
      return section.chips.length;
    case "stats":
      return section.stats.length;
    default:
      return undefined;
  }
}

/** A section of a file as the page component draws it. */
function toSection(section: SectionEntry, slug: string): ServiceSection {
  const count = countOf(section);
  const filled = fillAll(section, (words) =>
    fill(
      words,
      count === undefined ? values : { ...values, count: countWord(count), Count: countWord(count, "Capital") },
    ),
  );
  switch (filled.kind) {
    case "cta":
      return { ...filled, actions: filled.actions.map(actionLink) };
    case "split": {
      const { action, visual, ...rest } = filled;
      return {
        ...rest,
        ...(action && { action: actionLink(action) }),
        visual: visual.image ? { image: art(visual.image) } : { panel: visual.panel! },
      };
    }
    case "service-cards":
      return { ...filled, kind: "cards", cards: serviceCatalog };
    case "process":
      return { ...filled, kind: "steps", steps: developmentProcess };
    case "faq":
      return { ...filled, items: faqOf(slug) };
    case "pricing":
      return { ...filled, plans: smmPlans };
    case "intro":
      return {
        ...filled,
        carouselBelowPx: cardCarouselBelowPx,
        services: filled.services.map(({ image, ...service }) => ({
          ...service,
          image: { key: image as ImageKey, alt: "" },
        })),
      };
    default:
      return filled;
  }
}

/** A file's page: its record in the registry, its hero and its sections. */
const toPage = ({ page, slug, hero, sections }: ServicePageEntry): ServicePageContent => ({
  ...pages[page],
  hero: {
    ...fillAll(hero, (words) => fill(words, values)),
    actions: hero.actions.map(actionLink),
    image: art(hero.image),
  },
  sections: sections.map((section) => toSection(section, slug)),
});

const order = Object.keys(pages);

/** Every page of the services area, in route-table order. */
export const servicePages: readonly ServicePageContent[] = /* @__PURE__ */ (entries as readonly ServicePageEntry[])
  .map(toPage)
  .toSorted((a, b) => order.indexOf(keyOf(a)) - order.indexOf(keyOf(b)));

function keyOf(page: ServicePageContent): string {
  return Object.entries(pages).find(([, record]) => record.path === page.path)?.[0] ?? "";
}

/** The page the registry names `key`; every service page has a file (a test checks it). */
const pageOf = (key: ServicePageEntry["page"]): ServicePageContent =>
  servicePages.find((page) => page.path === pages[key].path) as ServicePageContent;

export const servicesOverview = pageOf("services");
export const customDevPage = pageOf("customDev");
export const mobileAppPage = pageOf("mobileApp");
export const uiuxPage = pageOf("uiux");
export const webDevelopmentPage = pageOf("webDevelopment");
export const seoSmmPage = pageOf("seoSmm");
export const seoPage = pageOf("seo");
export const smmPage = pageOf("smm");
export const networkPage = pageOf("network");

/** The SMM page's figures (its statistics section). */
export const smmStats = smmPage.sections.flatMap((section) => (section.kind === "stats" ? section.stats : []));

export { developmentProcess };
export type * from "./types";
