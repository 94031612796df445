/**
 * The page registry: one record per page, holding its address, its head (title, description, Open
 * Graph image, intro overlay), its name in a breadcrumb trail and its labels in the header and
 * footer. Routes, navigation, breadcrumbs, the sitemap and the service cards all read it. Case
 * studies and product pages get theirs from their own data (`projectPage`, `productPage`).
 *
 * Server-only: browser copy must not import it (a lint rule in eslint.config.js).
 */
import { countWord, listWords } from "./count";
import { paths } from "./paths";
import { productPath, type Product } from "./products/products";
import { projectPath, projects } from "./company/projects";
import { projectHead } from "./company/projectRules";
import { developmentProcess } from "./services/process";
import { pageTitle, site } from "./site";
import type { IconName, Overlay, Project } from "./types";

/** One step of a breadcrumb trail. */
export interface Breadcrumb {
  name: string;
  path: string;
}

/**
 * What one of the six services says about itself outside its own page: its icon, its tile in the
 * home hero and its card on the services overview.
 */
export interface ServiceSummary {
  icon: IconName;
  /** Home hero tile: a short name and one line. */
  tile: { title: string; description: string };
  /** Services overview card: the full name and two lines. */
  card: { title: string; description: string };
}

/** One page of the site. */
export interface PageRecord {
  /**
   * Canonical spelling of the path (the path table in ./paths.ts); null for an answer that has no
   * address of its own (the 404, the form shown again after a failed post).
   */
  path: string | null;
  /**
   * The `<title>`: "Name — Vertexa Technologies" (`pageTitle`), on the home page the name first;
   * 70 characters at most, or search results cut it (html-validate's long-title, test/worker/htmlConformance.test.ts).
   */
  title: string;
  /** Meta description, 120–160 characters. */
  description: string;
  /** Self-hosted Open Graph image (1200×630) under /og/. */
  ogImage: string;
  overlay: Overlay;
  /** The page's name in a breadcrumb trail. */
  crumb: string;
  /** The page above it in the trail: every page but the home page has one, up to the home page. */
  parent?: PageKey;
  /** Its label in the header navigation, where it is there. */
  nav?: string;
  /** Its label in the footer's quick links, where it is there. */
  footer?: string;
  /** For the six services: what the home page and the services overview say about it. */
  service?: ServiceSummary;
  /** `false` for pages search engines should skip (noindex, left out of the sitemap). */
  indexable?: false;
  /**
   * The page shows a contact form: with Turnstile configured, its CSP lets the spam check load
   * (src/server/middleware/security.ts) and the form gets the site key.
   */
  contactForm?: true;
}

/** Every page of the registry: those the path table names, and the two answers without an address. */
export type PageKey = keyof typeof paths | "notFound" | "contactRetry";

/** A record with an address: every page a route serves. */
export type RoutedRecord = PageRecord & { path: string };

/** How long SEO takes to show results, as the client words it: the SEO page's description and copy say it. */
export const seoResultsWindow = "3 to 6 months";

/** Every page the path table names, in the order of the route table; the six services in navigation order. */
export const pages = {
  home: {
    path: paths.home,
    title: `${site.name} — Offshore Software Development & IT Services`,
    description: `Award-winning offshore software development company since ${site.foundedYear}: custom software, web and mobile apps, UI/UX design, SEO & SMM and network solutions.`,
    ogImage: "/og/home.png",
    overlay: "home",
    crumb: "Home",
    footer: "Home",
  },
  about: {
    path: paths.about,
    title: pageTitle("About Us"),
    description: `Meet ${site.name}: an award-winning offshore development company since ${site.foundedYear} — our mission, our founder, our team and the numbers behind our work.`,
    ogImage: "/og/about.png",
    overlay: "default",
    crumb: "About Us",
    parent: "home",
    nav: "About Us",
    footer: "About Us",
  },
  portfolio: {
    path: paths.portfolio,
    title: pageTitle("Portfolio"),
    description: `Explore ${countWord(projects.length)} case studies from ${site.name}: web platforms, mobile apps and UI/UX design for retail, insurance, health, media and food delivery.`,
    ogImage: "/og/portfolio.png",
    overlay: "default",
    crumb: "Portfolio",
    parent: "home",
    nav: "Portfolio",
    footer: "Portfolio",
  },
  career: {
    path: paths.career,
    title: pageTitle("Careers"),
    description: `Join ${site.name}: open positions for developers and designers, benefits, flexible hiring models and an easy way to apply or send us your resume.`,
    ogImage: "/og/career.png",
    overlay: "default",
    crumb: "Careers",
    parent: "home",
    nav: "Career",
    footer: "Career",
  },
  hire: {
    path: paths.hire,
    title: pageTitle("Hire Dedicated Developers"),
    description: `Hire dedicated backend, frontend and full stack developers from ${site.name} — full-time, part-time or hourly, onboarded within a week.`,
    ogImage: "/og/hire.png",
    overlay: "default",
    crumb: "Hire Dedicated Developers",
    parent: "home",
    nav: "Hire Us",
    contactForm: true,
  },
  services: {
    path: paths.services,
    title: pageTitle("Services — Software, Web, Mobile, UI/UX & SEO"),
    description: `Custom software, mobile apps, UI/UX design, website development, SEO & social media marketing and network solutions — delivered in ${countWord(developmentProcess.length)} clear steps.`,
    ogImage: "/og/services.png",
    overlay: "default",
    crumb: "Services",
    parent: "home",
    nav: "Our Services",
    footer: "Services",
  },
  customDev: {
    path: paths.customDev,
    title: pageTitle("Custom Software Development Services"),
    description:
      "Custom software development for your business: desktop applications, web platforms and e-commerce software, designed, built and supported by one team.",
    ogImage: "/og/custom.png",
    overlay: "default",
    crumb: "Custom Software Development Services",
    parent: "services",
    nav: "Custom Development",
    service: {
      icon: "code",
      tile: { title: "Custom Design", description: "Software shaped around your business." },
      card: {
        title: "Custom Software Development",
        description: "Desktop, web and e-commerce software designed around the way your business actually works.",
      },
    },
  },
  mobileApp: {
    path: paths.mobileApp,
    title: pageTitle("Mobile Apps — iOS, Android & Cross-Platform"),
    description:
      "Mobile app development for iOS, Android and cross-platform: enterprise apps and consumer apps, from prototype to app store launch and ongoing support.",
    ogImage: "/og/mobile.png",
    overlay: "default",
    crumb: "Mobile App Development",
    parent: "services",
    nav: "Mobile App Development",
    service: {
      icon: "smartphone",
      tile: { title: "Mobile Apps", description: "iOS, Android and cross-platform apps." },
      card: {
        title: "Mobile App Development",
        description: "Native iOS and Android apps and cross-platform builds, from enterprise tools to consumer apps.",
      },
    },
  },
  uiux: {
    path: paths.uiux,
    title: pageTitle("UI/UX Design — Prototypes & Design Systems"),
    description:
      "UI/UX design services: user research, wireframes, prototypes, visual design and usability testing for web and mobile products that people enjoy using.",
    ogImage: "/og/uiux.png",
    overlay: "none",
    crumb: "UI/UX Design Services",
    parent: "services",
    nav: "UI/UX Design",
    service: {
      icon: "palette",
      tile: { title: "UI/UX Design", description: "Research-led, accessible interfaces." },
      card: {
        title: "UI/UX Design",
        description: "Research-led, accessible interfaces and design systems that make products a pleasure to use.",
      },
    },
  },
  webDevelopment: {
    path: paths.webDevelopment,
    title: pageTitle("Website Development Services — CMS & E-Commerce"),
    description:
      "Website development services: enterprise websites, CMS-driven sites and e-commerce stores that are fast, secure, accessible and easy for your team to update.",
    ogImage: "/og/web.png",
    overlay: "default",
    crumb: "Website Development Services",
    parent: "services",
    nav: "Website Development",
    service: {
      icon: "globe",
      tile: { title: "Web Apps", description: "Fast, secure sites and web platforms." },
      card: {
        title: "Website Development",
        description: "Fast, secure enterprise sites, CMS-driven websites and online stores that convert.",
      },
    },
  },
  seoSmm: {
    path: paths.seoSmm,
    title: pageTitle("SEO & Social Media Marketing Services"),
    description:
      "SEO and social media marketing that grow your traffic, followers and sales: audits, keywords, content and campaigns run by a team that reports every month.",
    ogImage: "/og/seo.png",
    overlay: "default",
    crumb: "SEO & SMM",
    parent: "services",
    nav: "SEO & SMM",
    service: {
      icon: "trending-up",
      tile: { title: "SEO & SMM", description: "Be found, be followed, grow." },
      card: {
        title: "SEO & Social Media Marketing",
        description:
          "Search optimisation and social campaigns that bring the right visitors and keep them coming back.",
      },
    },
  },
  seo: {
    path: paths.seo,
    title: pageTitle("SEO Services — Audits, On-Page & Off-Page SEO"),
    description: `SEO services that lift your rankings: project and competitor analysis, keyword strategy, on-page and off-page SEO, with clear results in ${seoResultsWindow}.`,
    ogImage: "/og/seo.png",
    overlay: "default",
    crumb: "SEO Services",
    parent: "seoSmm",
  },
  smm: {
    path: paths.smm,
    title: pageTitle("Social Media Marketing (SMM) Plans & Pricing"),
    description:
      "Social media marketing that builds your audience and sales: content, community and campaigns from certified specialists, with monthly plans from $59.99.",
    ogImage: "/og/smm.png",
    overlay: "none",
    crumb: "Social Media Marketing (SMM) Services & Pricing",
    parent: "seoSmm",
  },
  network: {
    path: paths.network,
    title: pageTitle("Network Solutions — Security & Managed IT"),
    description:
      "Network solutions for growing organisations: network design, security, cloud networking and 24/7 monitoring, tailored to healthcare, retail, finance and more.",
    ogImage: "/og/network.png",
    overlay: "default",
    crumb: "Network Solutions",
    parent: "services",
    nav: "Network Solutions",
    service: {
      icon: "network",
      tile: { title: "Network Solution", description: "Reliable, secure infrastructure." },
      card: {
        title: "Network Solutions",
        description: "Design, security, cloud networking and round-the-clock monitoring for reliable infrastructure.",
      },
    },
  },
  products: {
    path: paths.products,
    title: pageTitle("Our Products — BackdoorHire & HelpWave"),
    description: `Discover BackdoorHire, our AI hiring platform, and HelpWave, our social-impact app — software by ${site.name} that powers positive change.`,
    ogImage: "/og/products.png",
    overlay: "none",
    crumb: "Products",
    parent: "home",
    nav: "Products",
  },
  contact: {
    path: paths.contact,
    title: pageTitle("Contact Us"),
    description: `Get in touch with ${site.name}: send us a message, call or e-mail our team, or visit our offices in ${listWords(site.offices.map((office) => office.city))}.`,
    ogImage: "/og/contact.png",
    overlay: "default",
    crumb: "Contact",
    parent: "home",
    nav: "Contact Us",
    footer: "Contact",
    contactForm: true,
  },
  privacy: {
    path: paths.privacy,
    title: pageTitle("Privacy notice"),
    description: `What ${site.name} keeps when you write to us, who receives it, for how long, and how to have your data found, exported or erased.`,
    ogImage: "/og/default.png",
    overlay: "none",
    crumb: "Privacy notice",
    parent: "home",
    footer: "Privacy notice",
  },
  thankYou: {
    path: paths.thankYou,
    title: pageTitle("Message sent"),
    description: `Thank you for contacting ${site.name}. Your message has reached our team, and we usually answer within one business day.`,
    ogImage: "/og/contact.png",
    overlay: "none",
    crumb: "Message sent",
    parent: "contact",
    indexable: false,
  },
  notFound: {
    path: null,
    title: pageTitle("Page not found"),
    description: `The page you are looking for does not exist. Return to the ${site.name} home page.`,
    ogImage: "/og/default.png",
    overlay: "none",
    crumb: "Page not found",
    indexable: false,
  },
  contactRetry: {
    path: null,
    title: pageTitle("Please check your message"),
    description: `Your message to ${site.name} has not been sent yet. Everything you typed is kept below: please check it and send the form again.`,
    ogImage: "/og/default.png",
    overlay: "none",
    crumb: "Please check your message",
    indexable: false,
    contactForm: true,
  },
} as const satisfies Record<PageKey, PageRecord>;

/** A record of the registry with the service summary it is known to have. */
export type ServiceRecord = RoutedRecord & { nav: string; service: ServiceSummary };

/** The six services, in navigation order (the order of the registry). */
export const services = (Object.values(pages) as readonly PageRecord[]).filter(
  (page): page is ServiceRecord => page.service !== undefined && page.nav !== undefined && page.path !== null,
);

/**
 * The trail from the home page down to a page, each step named by its record's `crumb`.
 *
 * @example trailOf(pages.seo) // Home › Services › SEO & SMM › SEO Services
 */
export function trailOf(page: PageRecord): readonly Breadcrumb[] {
  const trail: Breadcrumb[] = [];
  for (let at: PageRecord | undefined = page; at; at = at.parent ? pages[at.parent] : undefined)
    if (at.path !== null) trail.unshift({ name: at.crumb, path: at.path });
  return trail;
}

/**
 * The breadcrumbs a page shows (and its BreadcrumbList data): its trail, for pages nested below
 * an area (/portfolio/{slug}, /seo, /contact/thank-you); none for the home page and the pages
 * right below it, whose trail would hold nothing but "Home" and the page itself.
 */
export function breadcrumbsOf(page: PageRecord): readonly Breadcrumb[] | undefined {
  const trail = trailOf(page);
  return trail.length > 2 ? trail : undefined;
}

/** A case study's record, made from the project. */
export const projectPage = (project: Project): RoutedRecord => ({
  path: projectPath(project),
  ...projectHead(project, site.name),
  ogImage: `/og/project-${project.slug}.png`,
  overlay: "default",
  crumb: project.title,
  parent: "portfolio",
});

/** A product page's record, made from the product (the area has one Open Graph image). */
export const productPage = (product: Product): RoutedRecord => ({
  path: productPath(product),
  title: product.page.metaTitle,
  description: product.briefDescription,
  ogImage: pages.products.ogImage,
  overlay: "none",
  crumb: product.name,
  parent: "products",
});
