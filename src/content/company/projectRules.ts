import { titleOf } from "../titles.ts";

/**
 * What a case study must be, in plain code the browser may import (the schema, with zod, stays at
 * build): its categories, and its page's title and description as its fields make them.
 */

/** The portfolio's categories: its filter buttons, in this order after "All". */
export const PROJECT_CATEGORIES = ["Web Development", "Mobile App", "UI/UX Design"] as const;

/**
 * A case study's `<title>` and meta description, made from its title, category and description:
 * the page registry uses them, and a rule of the case studies' collection holds an entry to their
 * lengths (a title of at most 70 characters, a description of 120–160, or search results cut them).
 *
 * @example projectHead({ title: "M Studio", category: "UI/UX Design", description: "…" }, "Vertexa Technologies").title // "M Studio — UI/UX Design Project — Vertexa Technologies"
 */
export const projectHead = (project: { title: string; category: string; description: string }, siteName: string) => ({
  title: titleOf(`${project.title} — ${project.category} Project`, siteName),
  description: `${project.description} ${project.category} case study: the brief, what we built and the result.`,
});
