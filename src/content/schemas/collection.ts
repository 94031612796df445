/**
 * What a content collection is: a folder of entries (one file each) or one file, its format and the
 * schema of an entry. `src/content/collections.ts` lists them; the loader (`build/content/`)
 * validates every file against its schema when the site builds, and `/admin`'s configuration is
 * made from the same list. Types come from the schemas (`Entry`, `Page`), never written beside them.
 */
import type { z } from "zod";

/** A problem a rule finds: the file, the field, and what is wrong with it, in words. */
export interface RuleProblem {
  file: string;
  field: string;
  problem: string;
}

/**
 * A rule across a collection's entries (two entries in one position …). A method type, so that a
 * rule written for one collection's entries fits the list of every collection.
 */
export type CollectionRule<T> = {
  check(entries: readonly (T & { slug: string; file: string })[], context: ContentContext): readonly RuleProblem[];
}["check"];

/**
 * What rules may need from other content: the site's name (a page title ends with it). The loader
 * gives it from the company's facts, so a schema never imports the site's modules (which read
 * collections themselves).
 */
export interface ContentContext {
  siteName: string;
}

interface CollectionBase<S extends z.ZodObject> {
  /** The collection's name: its folder under src/content and its module, `virtual:content/<name>`. */
  name: string;
  /** What an editor calls it, plural and one ("Case studies", "Case study"). */
  label: string;
  labelSingular: string;
  /** `md`: YAML front matter and a Markdown body (the schema's `body`); `yaml`: data only. */
  format: "md" | "yaml";
  /** An entry's fields (and `body` for Markdown). Strict: a field the schema does not name is an error. */
  schema: S;
  /** The field the editor's list shows (a title or a name). */
  summary?: keyof z.input<S> & string;
  /** What an editor should know about the collection, shown at /admin. */
  hint?: string;
}

/** A folder with one file per entry; the file's name is the entry's slug (its address, where it has one). */
export interface FolderCollection<S extends z.ZodObject = z.ZodObject> extends CollectionBase<S> {
  kind: "folder";
  /** Repository-relative folder: `src/content/<name>`. */
  folder: string;
  /** The field entries are ordered by (ascending), then their slug. */
  orderBy?: keyof z.input<S> & string;
  /** Rules across entries (unique values …), beyond each file's own schema. */
  rules?: readonly CollectionRule<z.output<S>>[];
}

/** One file holding one thing (the company's facts, a page's words). */
export interface FileCollection<S extends z.ZodObject = z.ZodObject> extends CollectionBase<S> {
  kind: "file";
  /** Repository-relative path: `src/content/<name>.yaml` or `.md`. */
  file: string;
  /** Rules across the file's parts (its one entry is handed in as a list of one), beyond the schema. */
  rules?: readonly CollectionRule<z.output<S>>[];
}

export type Collection = FolderCollection | FileCollection;

/** An entry of a folder collection as pages get it: its fields and its slug (the file's name). */
export type Entry<S extends z.ZodObject> = Omit<z.output<S>, "body"> & {
  slug: string;
} & ("body" extends keyof z.output<S> ? { html: string } : unknown);

/** A one-file collection as pages get it: its fields, and its Markdown body rendered as `html`. */
export type Single<S extends z.ZodObject> = Omit<z.output<S>, "body"> &
  ("body" extends keyof z.output<S> ? { html: string } : unknown);
