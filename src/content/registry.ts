/**
 * The page registry: one record per page, holding its address, its head (title, description, Open
 * Graph image, intro overlay), its name in a breadcrumb trail and its labels in the header and
 * footer (a record's shape: ./pageRecord.ts). Routes, navigation, breadcrumbs (./trail.ts), the
 * sitemap and the service cards all read it. Case studies and product pages get theirs from their
 * own data (`projectPage`, `productPage`).
 *
 * Server-only: browser copy must not import it (a lint rule in eslint.config.js).
 */
import pageWords from "virtual:content/pages";
import { countWord, listWords } from "./count";
import { fill } from "./fill";
import { SERVICE_PAGES } from "./menus";
import type { Single } from "./schemas/collection";
import type { pagesSchema } from "./schemas/page";
import { paths } from "./paths";
import { productPath } from "./products/productPath";
import { projectPath, projects } from "./company/projects";
import { projectHead } from "./company/projectRules";
import { developmentProcess } from "./services/process";
import { pageTitle, site } from "./site";
import type { Project } from "./company/projects";
import type { PageKey, PageRecord, RoutedRecord, ServiceRecord } from "./pageRecord";

/** How long SEO takes to show results, as the client words it: the SEO page's description and copy say it. */
export const seoResultsWindow = "3 to 6 months";

/** Every page's words (`pages.yaml`), validated at build. */
const words = pageWords as Single<typeof pagesSchema>;

/** What a page's words may name in braces, filled in from the content that decides it. */
const fills = {
  site: site.name,
  founded: site.foundedYear,
  projectCount: countWord(projects.length),
  steps: countWord(developmentProcess.length),
  seoWindow: seoResultsWindow,
  cities: listWords(site.offices.map((office) => office.city)),
};

/**
 * A page's words as its record holds them: the title with the site's name (first on the home page,
 * after the page's name elsewhere), the description filled in, and the labels it has.
 */
function wordsOf(key: PageKey) {
  const { title, description, crumb, nav, footer, service } = words[key];
  return {
    title: key === "home" ? `${site.name} — ${title}` : pageTitle(title),
    description: fill(description, fills),
    crumb,
    ...(nav === undefined ? {} : { nav }),
    ...(footer === undefined ? {} : { footer }),
    ...(service === undefined ? {} : { service }),
  };
}

/** Every page the path table names, in the order of the route table; the six services in navigation order. */
export const pages = {
  home: {
    ...wordsOf("home"),
    path: paths.home,
    ogImage: "/og/home.png",
    overlay: "home",
  },
  about: {
    ...wordsOf("about"),
    path: paths.about,
    ogImage: "/og/about.png",
    overlay: "default",
    parent: "home",
  },
  portfolio: {
    ...wordsOf("portfolio"),
    path: paths.portfolio,
    ogImage: "/og/portfolio.png",
    overlay: "default",
    parent: "home",
  },
  career: {
    ...wordsOf("career"),
    path: paths.career,
    ogImage: "/og/career.png",
    overlay: "default",
    parent: "home",
  },
  hire: {
    ...wordsOf("hire"),
    path: paths.hire,
    ogImage: "/og/hire.png",
    overlay: "default",
    parent: "home",
    contactForm: true,
  },
  services: {
    ...wordsOf("services"),
    path: paths.services,
    ogImage: "/og/services.png",
    overlay: "default",
    parent: "home",
  },
  customDev: {
    ...wordsOf("customDev"),
    path: paths.customDev,
    ogImage: "/og/custom.png",
    overlay: "default",
    parent: "services",
  },
  mobileApp: {
    ...wordsOf("mobileApp"),
    path: paths.mobileApp,
    ogImage: "/og/mobile.png",
    overlay: "default",
    parent: "services",
  },
  uiux: {
    ...wordsOf("uiux"),
    path: paths.uiux,
    ogImage: "/og/uiux.png",
    overlay: "none",
    parent: "services",
  },
  webDevelopment: {
    ...wordsOf("webDevelopment"),
    path: paths.webDevelopment,
    ogImage: "/og/web.png",
    overlay: "default",
    parent: "services",
  },
  seoSmm: {
    ...wordsOf("seoSmm"),
    path: paths.seoSmm,
    ogImage: "/og/seo.png",
    overlay: "default",
    parent: "services",
  },
  seo: {
    ...wordsOf("seo"),
    path: paths.seo,
    ogImage: "/og/seo.png",
    overlay: "default",
    parent: "seoSmm",
  },
  smm: {
    ...wordsOf("smm"),
    path: paths.smm,
    ogImage: "/og/smm.png",
    overlay: "none",
    parent: "seoSmm",
  },
  network: {
    ...wordsOf("network"),
    path: paths.network,
    ogImage: "/og/network.png",
    overlay: "default",
    parent: "services",
  },
  products: {
    ...wordsOf("products"),
    path: paths.products,
    ogImage: "/og/products.png",
    overlay: "none",
    parent: "home",
  },
  contact: {
    ...wordsOf("contact"),
    path: paths.contact,
    ogImage: "/og/contact.png",
    overlay: "default",
    parent: "home",
    contactForm: true,
  },
  privacy: {
    ...wordsOf("privacy"),
    path: paths.privacy,
    ogImage: "/og/default.png",
    overlay: "none",
    parent: "home",
  },
  thankYou: {
    ...wordsOf("thankYou"),
    path: paths.thankYou,
    ogImage: "/og/contact.png",
    overlay: "none",
    parent: "contact",
    indexable: false,
  },
  notFound: {
    ...wordsOf("notFound"),
    path: null,
    ogImage: "/og/default.png",
    overlay: "none",
    indexable: false,
  },
  contactRetry: {
    ...wordsOf("contactRetry"),
    path: null,
    ogImage: "/og/default.png",
    overlay: "none",
    indexable: false,
    contactForm: true,
  },
} as const satisfies Record<PageKey, PageRecord>;

/** The six services, in navigation order (the order of the registry). */
export const services: readonly ServiceRecord[] = SERVICE_PAGES.map((key) => pages[key] as ServiceRecord);

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
export const productPage = (product: {
  slug: string;
  name: string;
  briefDescription: string;
  page: { metaTitle: string };
}): RoutedRecord => ({
  path: productPath(product),
  title: product.page.metaTitle,
  description: product.briefDescription,
  ogImage: pages.products.ogImage,
  overlay: "none",
  crumb: product.name,
  parent: "products",
});
