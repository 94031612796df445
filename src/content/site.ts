import { titleOf } from "./titles";
import type { SiteConfig } from "./types";

/** The company's name: typed here once; everything else says `site.name`. */
const name = "Vertexa Technologies";

/**
 * The founding year: every "since …" in the copy is computed from it. The "over 10 years" and
 * "10+ years" phrases (home.ts, about.ts) are the client's wording and stay as written.
 */
const foundedYear = 2017;

/** The company's identity: the one place for names, addresses and links. */
export const site = {
  name,
  shortName: "Vertexa",
  legalName: `${name} Pvt. Ltd.`,
  /** One line of what the company does (the Open Graph cards). */
  tagline: "Offshore software development and IT services",
  blurb: `An award-winning offshore software development company since ${foundedYear}. We design, build and grow web apps, mobile apps and digital products for clients around the world.`,
  foundedYear,
  email: "hello@vertexa.dev",
  careersEmail: "careers@vertexa.dev",
  phone: { display: "+91 98765 43210", href: "tel:+919876543210" },
  offices: [
    {
      kind: "Registered office",
      city: "Surat",
      country: "India",
      lines: ["402, Silver Business Point", "VIP Circle, Uttran", "Surat, Gujarat 394105, India"],
      mapQuery: "VIP Circle, Uttran, Surat, Gujarat 394105, India",
    },
    {
      kind: "Corporate office",
      city: "Toronto",
      country: "Canada",
      lines: ["1 Yonge Street, Suite 1801", "Toronto, ON M5E 1W7, Canada"],
      mapQuery: "1 Yonge Street, Toronto, ON M5E 1W7, Canada",
    },
    {
      kind: "Corporate office",
      city: "Noida",
      country: "India",
      lines: ["B-12, Sector 62", "Noida, Uttar Pradesh 201309, India"],
      mapQuery: "B-12, Sector 62, Noida, Uttar Pradesh 201309, India",
    },
  ],
  social: [
    { network: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/company/vertexa-technologies" },
    { network: "instagram", label: "Instagram", href: "https://www.instagram.com/vertexa.tech" },
  ],
  founder: {
    name: "Arjun Mehta",
    role: "Founder & CEO",
    linkedin: "https://www.linkedin.com/in/arjun-mehta-vertexa",
    email: "arjun@vertexa.dev",
    meeting: "https://meet.google.com/vtx-meet-arjun",
    chat: "https://wa.me/919876543210",
  },
  applicationFormUrl: "https://forms.gle/vertexa-careers-application",
  locale: "en",
} as const satisfies SiteConfig;

/**
 * The title of every page but the home page: "About Us — Vertexa Technologies". The home page
 * leads with the name instead (its record in ./pages.ts).
 *
 * @example pageTitle("About Us") // "About Us — Vertexa Technologies"
 */
export const pageTitle = (title: string) => titleOf(title, site.name);
