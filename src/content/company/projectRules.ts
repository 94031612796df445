import { site } from "../site";
import { projectHeadNamed } from "./projectPage";

/**
 * What a case study must be, in plain code the browser may import (the schema, with zod, stays at
 * build): its categories, and its page's title and description as its fields make them. The rules
 * themselves are in `projectPage.ts`, which the schema imports without the site's facts.
 */
export { DESCRIPTION_MAX, DESCRIPTION_MIN, PROJECT_CATEGORIES, TITLE_MAX } from "./projectPage";

/**
 * A case study's `<title>` and meta description, made from its title, category and description:
 * the page registry uses them, and the project schema holds an entry to their lengths.
 *
 * @example projectHead({ title: "M Studio", category: "UI/UX Design", description: "…" }).title // "M Studio — UI/UX Design Project — Vertexa Technologies"
 */
export const projectHead = (project: { title: string; category: string; description: string }) =>
  projectHeadNamed(project, site.name);
