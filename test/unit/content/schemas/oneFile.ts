/** Loads a one-file collection from a temporary copy of the layout: what its rules say of the fields written. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { stringify } from "yaml";
import { afterEach, beforeEach } from "vitest";
import { ContentError, loadCollection } from "../../../../build/content/load";
import type { FileCollection } from "../../../../src/content/schemas/collection";

/** Registers a fresh temporary root per test; the function returned writes the fields and gives the problems ([] when they load). */
export function oneFile(collection: FileCollection): (fields: unknown) => readonly string[] {
  let root = "";
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), `${collection.name}-`));
    mkdirSync(join(root, dirname(collection.file)), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  return (fields) => {
    writeFileSync(join(root, collection.file), stringify(fields));
    try {
      loadCollection(collection, {
        root,
        opensInNewTab: "(opens in a new tab)",
        context: { siteName: "Vertexa Technologies" },
      });
      return [];
    } catch (error) {
      if (error instanceof ContentError) return error.problems;
      throw error;
    }
  };
}
