/**
 * Reads a content collection from its files, validates every file against the collection's schema
 * and renders Markdown bodies: what `virtual:content/<name>` holds. Synchronous, so that both the
 * Vite plugin (`plugin.ts`) and Node's module hooks (`nodeHooks.ts`) use it as it is.
 *
 * Every problem of every file is collected before failing, each a sentence naming the file and the
 * field (`problems.ts`), so one build says all that is wrong.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parseDocument } from "yaml";
import type { Collection, ContentContext, FolderCollection } from "../../src/content/schemas/collection.ts";
import { describe } from "./problems.ts";
import { renderMarkdown } from "./markdown.ts";

/** A collection's files failed their rules: the message lists every problem, one per line. */
export class ContentError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(
      `The site's content has ${problems.length === 1 ? "a problem" : `${problems.length} problems`}:\n  ${problems.join("\n  ")}`,
    );
    this.name = "ContentError";
    this.problems = problems;
  }
}

/** What loading gave: the collection's data (entries in order, or one file's fields) and the files read. */
export interface Loaded {
  data: unknown;
  files: readonly string[];
}

/** An entry's slug (its file's name): lower-case words joined by hyphens, as the address shows it. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)([\s\S]*)$/;

/** Words the Markdown renderer needs from the site's copy. */
export interface LoadOptions {
  /** The repository root the collections' paths are relative to. */
  root: string;
  /** What an external link in a body says to screen readers. */
  opensInNewTab: string;
  /** What rules may need from other content (the site's name). */
  context: ContentContext;
}

/**
 * Loads one collection, or throws a `ContentError` naming every problem.
 *
 * @example loadCollection(projectsCollection, { root, opensInNewTab }).data // [{ slug: "m-studio", title: … }, …]
 */
export function loadCollection(collection: Collection, options: LoadOptions): Loaded {
  const problems: string[] = [];
  if (collection.kind === "file") {
    const data = readEntry(collection, join(options.root, collection.file), options, problems);
    if (data)
      for (const rule of collection.rules ?? [])
        for (const problem of rule([{ ...data, slug: "", file: collection.file }], options.context))
          problems.push(`${problem.file}: ${problem.field} ${problem.problem}`);
    if (problems.length) throw new ContentError(problems);
    return { data, files: [join(options.root, collection.file)] };
  }
  const folder = join(options.root, collection.folder);
  const extension = collection.format === "md" ? /\.md$/ : /\.ya?ml$/;
  const names = existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => extension.test(name))
        .sort()
    : [];
  const files = names.map((name) => join(folder, name));
  const entries: (Record<string, unknown> & { slug: string; file: string })[] = [];
  for (const [index, name] of names.entries()) {
    const file = files[index] as string;
    const slug = name.replace(extension, "");
    if (!SLUG.test(slug))
      problems.push(
        `${shown(options.root, file)}: the file's name "${slug}" makes the address; use lower-case letters, digits and single hyphens (my-entry${collection.format === "md" ? ".md" : ".yaml"})`,
      );
    const data = readEntry(collection, file, options, problems);
    if (data) entries.push({ ...data, slug, file: shown(options.root, file) });
  }
  if (!names.length)
    problems.push(`${collection.folder}: the folder has no ${collection.label.toLowerCase()}; add one file per entry`);
  for (const rule of collection.rules ?? [])
    for (const problem of rule(entries, options.context))
      problems.push(`${problem.file}: ${problem.field} ${problem.problem}`);
  if (problems.length) throw new ContentError(problems);
  return { data: sorted(collection, entries).map(({ file: _file, ...entry }) => entry), files };
}

/** Entries by the collection's order field, then by slug. */
function sorted<T extends Record<string, unknown> & { slug: string }>(collection: FolderCollection, entries: T[]): T[] {
  const key = collection.orderBy;
  return entries.toSorted((a, b) => {
    const byField = key ? Number(a[key]) - Number(b[key]) : 0;
    return byField || a.slug.localeCompare(b.slug);
  });
}

/** One file: parsed, validated, its body rendered. Problems are added to the list; undefined then. */
function readEntry(
  collection: Collection,
  file: string,
  options: LoadOptions,
  problems: string[],
): Record<string, unknown> | undefined {
  const name = shown(options.root, file);
  if (!existsSync(file)) {
    problems.push(`${name}: the file is missing`);
    return undefined;
  }
  const source = readFileSync(file, "utf8");
  let yamlText = source;
  let body: string | undefined;
  if (collection.format === "md") {
    const parts = FRONT_MATTER.exec(source);
    if (!parts) {
      problems.push(`${name}: the file must start with its fields between two lines of three dashes (---)`);
      return undefined;
    }
    yamlText = parts[1] as string;
    body = (parts[2] as string).trim();
  }
  const document = parseDocument(yamlText, { prettyErrors: true, uniqueKeys: true });
  if (document.errors.length) {
    for (const error of document.errors)
      problems.push(
        `${name}: line ${(error.linePos?.[0]?.line ?? 0) + (body === undefined ? 0 : 1)}: ${error.message.split("\n")[0]?.replace(/ at line \d+, column \d+:$/, "")}`,
      );
    return undefined;
  }
  const fields: unknown = document.toJS() ?? {};
  const input = body === undefined ? fields : { ...(fields as object), body };
  const result = collection.schema.safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues) problems.push(`${name}: ${describe(issue, input)}`);
    return undefined;
  }
  const data = result.data as Record<string, unknown>;
  if (typeof data.body !== "string") return data;
  const { body: markdown, ...rest } = data;
  const rendered = renderMarkdown(markdown as string, options);
  for (const problem of rendered.problems) problems.push(`${name}: the text ${problem}`);
  return { ...rest, html: rendered.html };
}

const shown = (root: string, file: string) => relative(root, file);
