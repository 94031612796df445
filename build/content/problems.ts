/**
 * Turns zod's issues into sentences an editor understands, each naming the file and the field:
 * `src/content/projects/m-studio.md: title has 31 characters; at most 26 fit in the page title`.
 */
import type { z } from "zod";

/** A field's path as an editor reads it: `pictures.banner.alt`, `features 3`. */
export function fieldName(path: readonly PropertyKey[]): string {
  return (
    path
      .map((part, index) => (typeof part === "number" ? ` ${part + 1}` : `${index ? "." : ""}${String(part)}`))
      .join("") || "the file"
  );
}

const quote = (value: unknown) => (typeof value === "string" ? `"${value}"` : JSON.stringify(value));

/** The value at a path of the data the file held (to count its characters). */
function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let at = data;
  for (const part of path) at = at && typeof at === "object" ? (at as Record<PropertyKey, unknown>)[part] : undefined;
  return at;
}

/**
 * One issue in words.
 *
 * @example describe(issue, data) // "title has 31 characters; at most 26 fit in the page title"
 */
export function describe(issue: z.core.$ZodIssue, data: unknown): string {
  const field = fieldName(issue.path);
  const value = valueAt(data, issue.path);
  switch (issue.code) {
    case "invalid_type":
      if (value === undefined) return `${field} is missing`;
      // A schema's own words ("must be a whole number") where it has them, else the type's.
      if (issue.message.startsWith("must ")) return `${field} ${issue.message}, not ${quote(value)}`;
      return `${field} must be ${typeWord(issue.expected)}, not ${quote(value)}`;
    case "too_big":
    case "too_small": {
      if (typeof value === "string") return `${field} has ${plural(value.length, "character")}; ${issue.message}`;
      if (Array.isArray(value)) return `${field} has ${plural(value.length, "item")}; ${issue.message}`;
      return `${field} is ${quote(value)}; it ${issue.message}`;
    }
    case "unrecognized_keys":
      return `${issue.keys.map((key) => fieldName([...issue.path, key])).join(", ")}: no such field here (a typo?)`;
    case "invalid_value":
    case "invalid_format":
      return `${field} is ${quote(value)}; it ${issue.message}`;
    default:
      return `${field} ${issue.message}`;
  }
}

function typeWord(expected: string): string {
  const words: Record<string, string> = {
    string: "text",
    number: "a number",
    int: "a whole number",
    boolean: "true or false",
    array: "a list",
    object: "a group of fields",
  };
  return Object.hasOwn(words, expected) ? (words[expected] as string) : expected;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;
