import { titleWithName } from "../siteRules.ts";

/**
 * What a case study must be, in plain code that needs neither zod nor the site's facts: its
 * categories, and its page's title and description as its fields and the company's name make
 * them. The project schema checks entries with it at build (where the name is read from
 * site.yaml); `projectRules.ts` gives pages the same with the site's name filled in.
 */

/** The portfolio's categories: its filter buttons, in this order after "All". */
export const PROJECT_CATEGORIES = ["Web Development", "Mobile App", "UI/UX Design"] as const;

/**
 * A case study's `<title>` and meta description, made from its title, category and description
 * and the company's name (a title of at most 70 characters, a description of 120–160, or search
 * results cut them).
 *
 * @example projectHeadNamed({ title: "M Studio", category: "UI/UX Design", description: "…" }, "Vertexa Technologies").title // "M Studio — UI/UX Design Project — Vertexa Technologies"
 */
export const projectHeadNamed = (
  project: { title: string; category: string; description: string },
  siteName: string,
) => ({
  title: titleWithName(`${project.title} — ${project.category} Project`, siteName),
  description: `${project.description} ${project.category} case study: the brief, what we built and the result.`,
});

/** The longest `<title>` search results show in full. */
export const TITLE_MAX = 70;
/** The meta description's bounds: shorter says too little, longer is cut. */
export const DESCRIPTION_MIN = 120;
export const DESCRIPTION_MAX = 160;
