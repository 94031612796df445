/**
 * The lead store's SQLite file of a Worker started with `persistTo` (test/support/worker.ts), for
 * tests that arrange or damage stored rows between two starts. Miniflare names the file itself,
 * so it is found by holding the store's `leads` table.
 */
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

/** A fresh folder for a Worker's storage. */
export function storageFolder(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** The lead store's database under `folder`, or undefined (`files` lists what was looked at). */
export function leadStoreDatabase(folder: string): { db: DatabaseSync | undefined; files: string[] } {
  const files = readdirSync(folder, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".sqlite"));
  const db = files
    .map((f) => new DatabaseSync(join(folder, f)))
    .find((d) => d.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'leads'").get() !== undefined);
  return { db, files };
}
