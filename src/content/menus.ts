/**
 * Which pages the header and footer list, in which order: structure, not words (each page's label
 * there is in `pages.yaml`). The content schema requires a label of every page listed here.
 */
import type { paths } from "./paths";

type PathKey = keyof typeof paths;

/** The header's links, by their labels (`nav`). The Contact Us button is the contact page's. */
export const HEADER_PAGES = [
  "about",
  "services",
  "portfolio",
  "products",
  "career",
  "hire",
] as const satisfies readonly PathKey[];

/** The footer's quick links, by their labels (`footer`). */
export const FOOTER_PAGES = [
  "home",
  "about",
  "services",
  "portfolio",
  "career",
  "contact",
  "privacy",
] as const satisfies readonly PathKey[];

/** The six services, in navigation order: the submenu of Our Services, the home tiles, the overview's cards. */
export const SERVICE_PAGES = [
  "customDev",
  "mobileApp",
  "uiux",
  "webDevelopment",
  "seoSmm",
  "network",
] as const satisfies readonly PathKey[];
