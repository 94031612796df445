/**
 * Every content collection of the site: where its files are, their format and schema. The build
 * validates them all (`build/content/`) and serves each as `virtual:content/<name>`; `/admin`'s
 * configuration is made from this list. Build-time and test code only: pages import the typed
 * modules that read the collections (e.g. `company/projects.ts`), never this file.
 *
 * Adding a collection: a schema in `schemas/`, an entry here, a module that imports
 * `virtual:content/<name>` with its type. docs/architecture.md, "For editors".
 */
import type { Collection, FolderCollection } from "./schemas/collection.ts";
import { projectSchema } from "./schemas/project.ts";

/** Values of a field that must differ between entries (an order, a name). */
export function unique<T extends Record<string, unknown>>(field: keyof T & string, what: string) {
  return (entries: readonly (T & { slug: string; file: string })[]) => {
    const seen = new Map<unknown, string>();
    return entries.flatMap((entry) => {
      const first = seen.get(entry[field]);
      seen.set(entry[field], first ?? entry.file);
      return first === undefined
        ? []
        : [{ file: entry.file, field, problem: `is ${JSON.stringify(entry[field])}, as in ${first}; ${what}` }];
    });
  };
}

export const projectsCollection = {
  kind: "folder",
  name: "projects",
  label: "Case studies",
  labelSingular: "Case study",
  hint: "Each case study is a page under /portfolio, a card in the portfolio and, among the first six, on the home page.",
  folder: "src/content/projects",
  format: "md",
  schema: projectSchema,
  summary: "title",
  orderBy: "order",
  rules: [unique("order", "two case studies cannot share a position")],
} satisfies FolderCollection<typeof projectSchema>;

export const collections: readonly Collection[] = [projectsCollection];
