/**
 * Rules across a collection's entries, beyond each file's own schema (src/content/collections.ts):
 * what must differ between entries, how many there must be, what a file's name may be. Each
 * finds problems in words an editor reads in the build's error.
 */
import type { RuleProblem } from "./schemas/collection.ts";

type Listed<T> = readonly (T & { slug: string; file: string })[];

/** Values of a field that must differ between entries (an order, a name). */
export function unique<T extends Record<string, unknown>>(field: keyof T & string, what: string) {
  return uniqueTogether<T>([field], what);
}

/** Values of several fields that must differ together between entries (a position on a page). */
export function uniqueTogether<T extends Record<string, unknown>>(fields: readonly (keyof T & string)[], what: string) {
  return (entries: Listed<T>): RuleProblem[] => {
    const seen = new Map<string, string>();
    const last = fields.at(-1) as string;
    return entries.flatMap((entry) => {
      const key = JSON.stringify(fields.map((field) => entry[field]));
      const first = seen.get(key);
      seen.set(key, first ?? entry.file);
      return first === undefined
        ? []
        : [{ file: entry.file, field: last, problem: `is ${JSON.stringify(entry[last])}, as in ${first}; ${what}` }];
    });
  };
}

/** At most one entry has a flag set (the one plan shown as the most popular). */
export function atMostOne<T extends Record<string, unknown>>(field: keyof T & string, what: string) {
  return (entries: Listed<T>): RuleProblem[] => {
    const flagged = entries.filter((entry) => entry[field]);
    return flagged.slice(1).map((entry) => ({
      file: entry.file,
      field,
      problem: `is true, as in ${flagged[0]!.file}; ${what}`,
    }));
  };
}

/** At least `count` entries in the folder (a choice needs two). */
export function atLeast(count: number, folder: string, why: string) {
  return (entries: Listed<unknown>): RuleProblem[] =>
    entries.length >= count
      ? []
      : [{ file: folder, field: "(files)", problem: `has ${entries.length}; at least ${count} are needed ${why}` }];
}

/** A file's name that is lower-case letters and hyphens (it becomes an id or an address). */
export function kebabFileNames(what: string, example: string) {
  return (entries: Listed<unknown>): RuleProblem[] =>
    entries
      .filter((entry) => !/^[a-z]+(?:-[a-z]+)*$/.test(entry.slug))
      .map((entry) => ({
        file: entry.file,
        field: "(file name)",
        problem: `is "${entry.slug}"; ${what} is lower-case letters and hyphens (${example})`,
      }));
}
