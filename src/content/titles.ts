/**
 * How a page's `<title>` is made from its name and the site's, and the lengths search results show:
 * plain code with no import, so both the pages (through `site.ts`'s `pageTitle`) and the content
 * schemas' rules at build (with the site's name from its file) use the one rule.
 */

/**
 * A page's `<title>`: its name, then the site's.
 *
 * @example titleOf("About Us", "Vertexa Technologies") // "About Us — Vertexa Technologies"
 */
export const titleOf = (title: string, siteName: string) => `${title} — ${siteName}`;

/** The longest `<title>` search results show in full. */
export const TITLE_MAX = 70;
/** The meta description's bounds: shorter says too little, longer is cut. */
export const DESCRIPTION_MIN = 120;
export const DESCRIPTION_MAX = 160;
