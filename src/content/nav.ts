/** The header and footer navigation: which pages of the registry they list, in which order. */
import { FOOTER_PAGES, HEADER_PAGES } from "./menus";
import type { PageKey } from "./pageRecord";
import { pages, services } from "./registry";

/** A link of the navigation: a page's label there and its path. */
export interface NavItem {
  label: string;
  href: string;
}

/** A header entry with a submenu (Our Services, with the six service pages). */
export interface NavGroup extends NavItem {
  children: readonly NavItem[];
}

/**
 * A page's label in a menu. `pages.yaml`'s rule requires one of every page a menu lists, so a
 * missing one is a build that cannot have passed.
 */
function labelOf(key: PageKey, menu: "nav" | "footer"): string {
  const label = pages[key][menu];
  if (label === undefined) throw new Error(`${key} has no ${menu} label in src/content/pages.yaml`);
  return label;
}

/** The six service pages, in navigation order: the submenu of Our Services. */
export const serviceNav: readonly NavItem[] = services.map((page) => ({ label: page.nav, href: page.path }));

/** Header navigation; the services entry holds the six service pages. */
export const mainNav: readonly (NavItem | NavGroup)[] = HEADER_PAGES.map((key) => {
  const link = { label: labelOf(key, "nav"), href: pages[key].path };
  return key === "services" ? { ...link, children: serviceNav } : link;
});

/** The header's call to action, beside the navigation. */
export const contactNav: NavItem = { label: labelOf("contact", "nav"), href: pages.contact.path };

/** The footer's quick links. */
export const footerQuickLinks: readonly NavItem[] = FOOTER_PAGES.map((key) => ({
  label: labelOf(key, "footer"),
  href: pages[key].path,
}));
