/** The header and footer navigation: which pages of the registry they list, in which order. */
import { pages, services, type PageKey } from "./registry";

/** A link of the navigation: a page's label there and its path. */
export interface NavItem {
  label: string;
  href: string;
}

/** A header entry with a submenu (Our Services, with the six service pages). */
export interface NavGroup extends NavItem {
  children: readonly NavItem[];
}

/** The header's links, by their labels in the registry (`nav`). The Contact Us button is `contactNav`. */
const headerPages = [
  "about",
  "services",
  "portfolio",
  "products",
  "career",
  "hire",
] as const satisfies readonly PageKey[];

/** The footer's quick links, by their labels in the registry (`footer`). */
const footerPages = [
  "home",
  "about",
  "services",
  "portfolio",
  "career",
  "contact",
  "privacy",
] as const satisfies readonly PageKey[];

/** The six service pages, in navigation order: the submenu of Our Services. */
export const serviceNav: readonly NavItem[] = services.map((page) => ({ label: page.nav, href: page.path }));

/** Header navigation; the services entry holds the six service pages. */
export const mainNav: readonly (NavItem | NavGroup)[] = headerPages.map((key) => {
  const page = pages[key];
  const link = { label: page.nav, href: page.path };
  return key === "services" ? { ...link, children: serviceNav } : link;
});

/** The header's call to action, beside the navigation. */
export const contactNav: NavItem = { label: pages.contact.nav, href: pages.contact.path };

/** The footer's quick links. */
export const footerQuickLinks: readonly NavItem[] = footerPages.map((key) => ({
  label: pages[key].footer,
  href: pages[key].path,
}));
