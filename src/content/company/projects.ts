import entries from "virtual:content/projects";
import media from "virtual:content/media";
import { paths } from "../paths";
import type { Entry } from "../schemas/collection";
import { pictureKey, type PictureShape } from "../schemas/fields";
import type { projectSchema } from "../schemas/project";
import { PROJECT_CATEGORIES } from "./projectRules";
import type { GeneratedImage, ImageKey } from "../images.generated";
import type { ImageRef } from "../types";

/** A case study as pages get it: its file's fields, its slug and its story as HTML. */
export type ProjectEntry = Entry<typeof projectSchema>;

/**
 * A case study with the pictures pages draw (banner, about, features): its own (`pictures`, their
 * alt text in the entry), or else the drawn artwork named after its slug. The build refuses a case
 * study with neither (build/content/media.ts).
 */
export type Project = ProjectEntry & { images: readonly [ImageRef, ImageRef, ImageRef] };

export const projectCategories = ["All", ...PROJECT_CATEGORIES] as const;

/** The renditions the build made of an editor's picture. */
function rendered(shape: PictureShape, src: string): GeneratedImage {
  const found = (media as Readonly<Record<string, GeneratedImage>>)[pictureKey(shape, src)];
  if (!found) throw new Error(`${src}: no renditions in virtual:content/media (build/content/media.ts)`);
  return found;
}

/** A case study's three pictures: its own, or the drawn artwork's keys. */
export function projectImages({ slug, pictures }: Pick<ProjectEntry, "slug" | "pictures">): Project["images"] {
  if (pictures)
    return [
      rendered("banner", pictures.banner.src),
      rendered("figure", pictures.about.src),
      rendered("figure", pictures.features.src),
    ];
  return [`project-${slug}-banner`, `project-${slug}-about`, `project-${slug}-features`] as unknown as readonly [
    ImageKey,
    ImageKey,
    ImageKey,
  ];
}

/** Every case study (src/content/projects), in portfolio order. */
export const projects: readonly Project[] = /* @__PURE__ */ (entries as readonly ProjectEntry[]).map((project) => ({
  ...project,
  images: projectImages(project),
}));

/** How categories are compared (the filter and `?category=`): trimmed, case-insensitive. */
const categoryKey = (category: string | null | undefined) => (category ?? "").trim().toLowerCase();

export type PortfolioCategory = (typeof projectCategories)[number];

/** Portfolio filter: trimmed, case-insensitive match on category; anything unknown means All. */
export function filterProjects<P extends Pick<Project, "category">>(
  list: readonly P[],
  category: string | null | undefined,
): readonly P[] {
  const wanted = categoryKey(category);
  if (!wanted || wanted === "all") return list;
  return list.filter((p) => categoryKey(p.category) === wanted);
}

/**
 * The filter button a `?category=` value selects; unknown or missing values select "All".
 *
 * @example activeCategory("  mobile app ") // "Mobile App"
 */
export function activeCategory(category: string | null | undefined): PortfolioCategory {
  return projectCategories.find((c) => categoryKey(c) === categoryKey(category)) ?? "All";
}

/** Address of the portfolio filtered by a category (the no-JavaScript filter links). */
export const portfolioHref = (category: PortfolioCategory) =>
  category === "All" ? paths.portfolio : `${paths.portfolio}?category=${encodeURIComponent(category)}`;

export const projectPath = (project: Pick<Project, "slug">) => `${paths.portfolio}/${project.slug}`;

/** The project with this exact slug, if any. */
export const findProject = (slug: string): Project | undefined => projects.find((p) => p.slug === slug);

/** Previous and next projects in portfolio order, wrapping around at both ends. */
export function adjacentProjects(project: Pick<Project, "slug">): { previous: Project; next: Project } {
  const list = projects;
  const index = list.findIndex((p) => p.slug === project.slug);
  const at = (i: number) => list[(i + list.length) % list.length] as Project;
  return { previous: at(index - 1), next: at(index + 1) };
}
