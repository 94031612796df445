/**
 * Content written into a temporary copy of the layout, loaded as the build loads it: what a
 * collection's rules say of the files written. `oneFile` for a one-file collection, `scratchRoot`
 * and `loadIn` for folders and for several collections in one root.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { stringify } from "yaml";
import { afterEach, beforeEach } from "vitest";
import { ContentError, loadCollection } from "../../../../build/content/load";
import type { Collection, FileCollection, FolderCollection } from "../../../../src/content/schemas/collection";

/** A fresh temporary root per test (removed after it): the function returned gives the current one. */
export function scratchRoot(prefix = "content-"): () => string {
  let root = "";
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), prefix));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  return () => root;
}

/** Writes a file under the root, its folders made. */
export function writeIn(root: string, path: string, source: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), source);
}

/** Writes a folder collection's entries (file name → fields) as YAML files. */
export function writeEntries(root: string, collection: FolderCollection, files: Record<string, unknown>): void {
  mkdirSync(join(root, collection.folder), { recursive: true });
  for (const [name, fields] of Object.entries(files))
    writeFileSync(join(root, collection.folder, `${name}.yaml`), stringify(fields));
}

/** Loads a collection from the root as the build does: its data, or the problems found ([] when it loads). */
export function loadIn(root: string, collection: Collection): { data: unknown; problems: readonly string[] } {
  try {
    const { data } = loadCollection(collection, {
      root,
      opensInNewTab: "(opens in a new tab)",
      context: { siteName: "Vertexa Technologies" },
    });
    return { data, problems: [] };
  } catch (error) {
    if (error instanceof ContentError) return { data: undefined, problems: error.problems };
    throw error;
  }
}

/**
 * Registers a fresh temporary root per test; the function returned writes the fields (and, for a
 * Markdown file, the text below them) and gives the problems ([] when they load).
 */
export function oneFile(collection: FileCollection): (fields: unknown, body?: string) => readonly string[] {
  const root = scratchRoot(`${collection.name}-`);
  return (fields, body = "") => {
    const written = collection.format === "md" ? `---\n${stringify(fields)}---\n${body}` : stringify(fields);
    writeIn(root(), collection.file, written);
    return loadIn(root(), collection).problems;
  };
}
