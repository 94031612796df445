/**
 * A page's trail: the steps from the home page down to it, named by each record's `crumb` in the
 * page registry (./registry.ts), and the breadcrumbs a page shows of it.
 *
 * Server-only, as the registry it reads (a lint rule in eslint.config.js).
 */
import type { Breadcrumb, PageRecord } from "./pageRecord";
import { pages } from "./registry";

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
