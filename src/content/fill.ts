/**
 * Puts values into words written in a content file: `{count} case studies` with `count` given.
 * A content file holds the sentence; the code that knows the number fills it in. A placeholder
 * without a value stays as written (a test of the page then shows it), never `undefined`.
 *
 * @example fill("Showing {count} projects", { count: 4 }) // "Showing 4 projects"
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
