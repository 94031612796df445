import words from "virtual:content/home";
import testimonialEntries from "virtual:content/testimonials";
import { fill } from "./fill";
import type { Entry, Single } from "./schemas/collection";
import type { homeSchema } from "./schemas/home";
import type { testimonialSchema } from "./schemas/testimonial";
import { site } from "./site";
import type { ServiceTile, ValueCard } from "./types";
import type { PageKey, ServiceRecord } from "./pageRecord";
import { pages } from "./registry";
import { paths } from "./paths";

/** The home page's words as src/content/home.yaml writes them. */
const home = words as Single<typeof homeSchema>;

export const homeHero = {
  eyebrow: fill(home.hero.eyebrow, { foundedYear: site.foundedYear }),
  headline: home.hero.headline,
  lead: home.hero.lead,
  primary: { label: home.hero.primary, href: paths.hire },
  secondary: { label: home.hero.secondary, href: paths.portfolio },
};

/** The home hero lists the six services in its own order (web before mobile). */
const tileOrder = [
  "customDev",
  "webDevelopment",
  "mobileApp",
  "uiux",
  "seoSmm",
  "network",
] as const satisfies readonly PageKey[];

/** The six service tiles of the home hero, from the services' records in the page registry. */
export const serviceTiles: readonly ServiceTile[] = tileOrder.map((key) => {
  const { path, service } = pages[key] as ServiceRecord;
  return { ...service.tile, href: path, icon: service.icon };
});

export const homeAbout = {
  eyebrow: home.about.eyebrow,
  title: home.about.title,
  lead: home.about.lead,
  cta: { label: home.about.cta, href: paths.about },
  values: home.about.values satisfies readonly ValueCard[],
};

export const featuredProjectsSection = {
  eyebrow: home.featured.eyebrow,
  title: home.featured.title,
  lead: home.featured.lead,
  cta: { label: home.featured.cta, href: paths.portfolio },
};

export const clientTestimonialsSection = home.testimonials;

/** A client's testimonial (src/content/testimonials/<slug>.yaml), its words filled in. */
export type ClientTestimonial = Omit<Entry<typeof testimonialSchema>, "order">;

/** What clients say (src/content/testimonials), in carousel order; `{shortName}` is the company's short name. */
export const clientTestimonials: readonly ClientTestimonial[] = (
  testimonialEntries as readonly Entry<typeof testimonialSchema>[]
).map(({ order: _order, ...testimonial }) => ({
  ...testimonial,
  message: fill(testimonial.message, { shortName: site.shortName }),
}));

export const clientsSection = { eyebrow: home.clients.eyebrow, title: home.clients.title };

/** A client's wordmark: a self-hosted SVG under /images/clients. */
export type ClientLogo = (typeof home.clients.logos)[number];

/** The clients' wordmarks of the home page's band (src/content/home.yaml). */
export const clientLogos: readonly ClientLogo[] = home.clients.logos;
