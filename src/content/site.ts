import facts from "virtual:content/site";
import { fill } from "./fill";
import type { Single } from "./schemas/collection";
import type { siteSchema } from "./schemas/site";
import { officeAddress, phoneLinks } from "./siteRules";
import { titleOf } from "./titles";

/** The company's facts as src/content/site.yaml holds them. */
type SiteFacts = Single<typeof siteSchema>;

const written = facts as SiteFacts;
const phone = phoneLinks(written.phone);

/**
 * The company's identity: the facts of src/content/site.yaml, each written there once, and what is
 * made from them (the legal name, the phone's links, the offices' lines and map searches).
 */
export const site = {
  name: written.name,
  shortName: written.shortName,
  legalName: `${written.name} ${written.legalForm}`,
  /** One line of what the company does (the Open Graph cards). */
  tagline: written.tagline,
  blurb: fill(written.blurb, { foundedYear: written.foundedYear }),
  foundedYear: written.foundedYear,
  email: written.email,
  careersEmail: written.careersEmail,
  phone: { display: phone.display, href: phone.href },
  offices: written.offices.map(({ kind, city, country, ...address }) => ({
    kind,
    city,
    country,
    ...officeAddress({ kind, city, country, ...address }),
  })),
  social: written.social,
  founder: { ...written.founder, chat: phone.whatsapp },
  applicationFormUrl: written.applicationFormUrl,
  locale: written.locale,
};

export type SiteConfig = typeof site;
export type Office = SiteConfig["offices"][number];
export type SocialLink = SiteConfig["social"][number];

/**
 * The title of every page but the home page: "About Us — Vertexa Technologies". The home page
 * leads with the name instead (its record in ./registry.ts).
 *
 * @example pageTitle("About Us") // "About Us — Vertexa Technologies"
 */
export const pageTitle = (title: string) => titleOf(title, site.name);
