import { pageTitle } from "../site.ts";

/**
 * What a case study must be, in plain code the browser may import (the schema, with zod, stays at
 * build): its categories, and its page's title and description as its fields make them.
 */

/** The portfolio's categories: its filter buttons, in this order after "All". */
export const PROJECT_CATEGORIES = ["Web Development", "Mobile App", "UI/UX Design"] as const;

/**
 * A case study's `<title>` and meta description, made from its title, category and description:
 * the page registry uses them, and the project schema holds an entry to their lengths (a title of
 * at most 70 characters, a description of 120–160, or search results cut them).
 *
 * @example projectHead({ title: "M Studio", category: "UI/UX Design", description: "…" }).title // "M Studio — UI/UX Design Project — Vertexa Technologies"
 */
export const projectHead = (project: { title: string; category: string; description: string }) => ({
  title: pageTitle(`${project.title} — ${project.category} Project`),
  description: `${project.description} ${project.category} case study: the brief, what we built and the result.`,
});

/** The longest `<title>` search results show in full. */
export const TITLE_MAX = 70;
/** The meta description's bounds: shorter says too little, longer is cut. */
export const DESCRIPTION_MIN = 120;
export const DESCRIPTION_MAX = 160;
