/**
 * What a page's record is (the page registry, ./registry.ts, holds one per page): its address,
 * head, breadcrumb name and labels, and the keys that name the pages. Types only: code on either
 * side may import them without shipping the registry to the browser.
 */
import type { paths } from "./paths";
import type { IconName, Overlay } from "./types";

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

/** A record of the registry with the service summary it is known to have. */
export type ServiceRecord = RoutedRecord & { nav: string; service: ServiceSummary };
