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

/**
 * The lead store's database under `folder`, or undefined (`files` lists what was looked at). The
 * other jurisdiction's store (move.ts), once an operator command has reached it, has the tables
 * too, but no lead: the store holding leads comes first.
 */
export function leadStoreDatabase(folder: string): { db: DatabaseSync | undefined; files: string[] } {
  const files = readdirSync(folder, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".sqlite"));
  const stores = files
    .map((f) => new DatabaseSync(join(folder, f)))
    .filter((d) => {
      const table = d.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'leads'").get();
      if (!table) d.close();
      return table !== undefined;
    });
  const count = (d: DatabaseSync) => Number(d.prepare("SELECT COUNT(*) AS n FROM leads").get()!.n);
  const db = stores.find((d) => count(d) > 0) ?? stores[0];
  for (const other of stores) if (other !== db) other.close();
  return { db, files };
}

/** How many leads each lead store's database under `folder` holds (one number per store, in no set order). */
export function leadCounts(folder: string): number[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".sqlite"))
    .flatMap((f) => {
      const db = new DatabaseSync(join(folder, f), { readOnly: true });
      try {
        const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'leads'").get();
        return table ? [Number(db.prepare("SELECT COUNT(*) AS n FROM leads").get()!.n)] : [];
      } finally {
        db.close();
      }
    });
}
