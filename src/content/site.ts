import type { NavItem, SiteConfig } from "./types";
import { paths } from "./paths";

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
 * leads with the name instead (src/server/routes/home.tsx).
 *
 * @example pageTitle("About Us") // "About Us — Vertexa Technologies"
 */
export const pageTitle = (title: string) => `${title} — ${site.name}`;

/** The six service pages, in navigation order. */
export const servicePages = [
  { label: "Custom Development", href: paths.customDev },
  { label: "Mobile App Development", href: paths.mobileApp },
  { label: "UI/UX Design", href: paths.uiux },
  { label: "Website Development", href: paths.webDevelopment },
  { label: "SEO & SMM", href: paths.seoSmm },
  { label: "Network Solutions", href: paths.network },
] as const satisfies readonly NavItem[];

/** Header navigation. The Contact Us button is rendered separately. */
export const mainNav = [
  { label: "About Us", href: paths.about },
  { label: "Our Services", href: paths.services, children: servicePages },
  { label: "Portfolio", href: paths.portfolio },
  { label: "Products", href: paths.products },
  { label: "Career", href: paths.career },
  { label: "Hire Us", href: paths.hire },
] as const satisfies readonly NavItem[];

export const contactNav = { label: "Contact Us", href: paths.contact } as const;

export const footerQuickLinks = [
  { label: "Home", href: "/" },
  { label: "About Us", href: paths.about },
  { label: "Services", href: paths.services },
  { label: "Portfolio", href: paths.portfolio },
  { label: "Career", href: paths.career },
  { label: "Contact", href: paths.contact },
] as const satisfies readonly NavItem[];
