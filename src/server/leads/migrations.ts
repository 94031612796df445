import { writeSearchText } from "./search";

/**
 * The lead store's schema, as numbered migrations applied in order, each in a transaction and
 * recorded in `schema_migrations` (id, name, when applied), so a store of any age is brought up to
 * date on start and nothing is applied twice. Never edit a migration that has shipped: add one.
 */

/** The part of `ctx.storage` the migrations need. */
export interface MigrationStorage {
  sql: Pick<SqlStorage, "exec">;
  transactionSync<T>(closure: () => T): T;
}

export interface Migration {
  id: number;
  name: string;
  up(sql: MigrationStorage["sql"]): void;
}

/** What a store already has that `ADD COLUMN` would refuse (SQLite has no `ADD COLUMN IF NOT EXISTS`). */
function columns(sql: MigrationStorage["sql"], table: string): Set<string> {
  return new Set(
    sql
      .exec<{ name: string }>(`PRAGMA table_info(${table})`)
      .toArray()
      .map((column) => column.name),
  );
}

/**
 * 1: the schema every store had before migrations were numbered: the mail channel's delivery in
 * the lead's own row, the webhook's in `webhook_deliveries`. Stores made before `reason` and
 * `page` existed get them.
 */
const LEGACY_SCHEMA = `
CREATE TABLE IF NOT EXISTS leads (
  id TEXT PRIMARY KEY,
  variant TEXT NOT NULL,
  fields TEXT NOT NULL,
  channel TEXT NOT NULL,
  state TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  next_attempt_at INTEGER,
  delivered_at INTEGER,
  window_started_at INTEGER NOT NULL,
  alerted INTEGER NOT NULL DEFAULT 0,
  reason TEXT,
  page TEXT
);
CREATE INDEX IF NOT EXISTS leads_by_state ON leads (state, next_attempt_at);
CREATE TABLE IF NOT EXISTS webhook_deliveries (
  id TEXT PRIMARY KEY,
  state TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  next_attempt_at INTEGER,
  delivered_at INTEGER,
  window_started_at INTEGER NOT NULL,
  alerted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS webhook_by_state ON webhook_deliveries (state, next_attempt_at);
`;

/**
 * 2: a table per concept. `leads` keeps what was submitted (form, fields, page, time, where its
 * e-mail goes) and whether it is held: `held_reason` is why it was held (kept after release),
 * `released_at` when an operator released it; a lead is held while it has a reason and no
 * release. `deliveries` holds each channel's progress with each lead, every channel alike. A held
 * lead has no delivery. The mail state moves out of the lead rows, the webhook's out of
 * `webhook_deliveries`; a released lead's release time is taken as the start of its retry window.
 */
const TABLE_PER_CONCEPT = `
CREATE TABLE leads_new (
  id TEXT PRIMARY KEY,
  variant TEXT NOT NULL,
  fields TEXT NOT NULL,
  page TEXT,
  mail_route TEXT NOT NULL,
  held_reason TEXT,
  released_at INTEGER,
  created_at INTEGER NOT NULL
);
INSERT INTO leads_new (id, variant, fields, page, mail_route, held_reason, released_at, created_at)
  SELECT id, variant, fields, page, channel, reason,
    CASE WHEN reason IS NOT NULL AND state != 'held' THEN window_started_at END, created_at
  FROM leads;
CREATE TABLE deliveries (
  lead_id TEXT NOT NULL,
  channel TEXT NOT NULL,
  state TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_at INTEGER,
  last_error TEXT,
  delivered_at INTEGER,
  window_started_at INTEGER NOT NULL,
  alerted INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (lead_id, channel)
);
INSERT INTO deliveries (lead_id, channel, state, attempts, next_at, last_error, delivered_at, window_started_at, alerted, updated_at)
  SELECT id, 'mail', state, attempts, next_attempt_at, last_error, delivered_at, window_started_at, alerted, updated_at
  FROM leads WHERE state != 'held';
INSERT INTO deliveries (lead_id, channel, state, attempts, next_at, last_error, delivered_at, window_started_at, alerted, updated_at)
  SELECT id, 'webhook', state, attempts, next_attempt_at, last_error, delivered_at, window_started_at, alerted, updated_at
  FROM webhook_deliveries WHERE id IN (SELECT id FROM leads);
DROP TABLE webhook_deliveries;
DROP TABLE leads;
ALTER TABLE leads_new RENAME TO leads;
CREATE INDEX deliveries_due ON deliveries (state, next_at);
`;

/**
 * 3: leads by the time they came, newest first, ties by id: the order of every list (the desk's
 * pages, the CLI's list and export), so a page of 50 reads 50 leads through the index instead of
 * sorting every lead, each with its deliveries, for every page.
 */
const LEADS_BY_TIME = "CREATE INDEX leads_by_time ON leads (created_at, id)";

/**
 * 4: each lead's searched fields, folded (`search_text`, search.ts), so a desk search is a condition
 * of the store's query; written here for every lead already stored, from its fields.
 */
function searchTextColumn(sql: MigrationStorage["sql"]): void {
  sql.exec("ALTER TABLE leads ADD COLUMN search_text TEXT NOT NULL DEFAULT ''");
  writeSearchText(sql);
}

/**
 * 5: covering indexes for the desk's figures and counts (figures.ts, counts.ts), so they read
 * index pages only, never the wide lead rows (fields, searched text): `leads_by_outcome`, what a
 * lead's week, form and hold need, by time; `deliveries_by_lead`, what its outcome and delivery
 * times need, by lead.
 */
const FIGURES_INDEXES = `
CREATE INDEX leads_by_outcome ON leads (created_at, variant, held_reason, released_at, id);
CREATE INDEX deliveries_by_lead ON deliveries (lead_id, state, delivered_at, channel);
`;

export const migrations: readonly Migration[] = [
  {
    id: 1,
    name: "leads with the mail delivery, webhook_deliveries",
    up(sql) {
      sql.exec(LEGACY_SCHEMA);
      const present = columns(sql, "leads");
      for (const column of ["reason", "page"])
        if (!present.has(column)) sql.exec(`ALTER TABLE leads ADD COLUMN ${column} TEXT`);
    },
  },
  { id: 2, name: "leads and deliveries, every channel alike", up: (sql) => sql.exec(TABLE_PER_CONCEPT) },
  { id: 3, name: "leads by time", up: (sql) => sql.exec(LEADS_BY_TIME) },
  { id: 4, name: "leads' searched text, folded", up: searchTextColumn },
  { id: 5, name: "covering indexes of the figures and counts", up: (sql) => sql.exec(FIGURES_INDEXES) },
];

/**
 * Applies the migrations this store has not recorded, in order, each with its record in one
 * transaction (a failing one leaves the store as it was, and the object does not start). Returns
 * the ids applied.
 */
export function migrate(
  storage: MigrationStorage,
  list: readonly Migration[] = migrations,
  now = Date.now(),
): number[] {
  storage.sql.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)",
  );
  const done = storage.sql.exec<{ id: number | null }>("SELECT MAX(id) AS id FROM schema_migrations").one().id ?? 0;
  const applied: number[] = [];
  for (const migration of list.filter((m) => m.id > done)) {
    storage.transactionSync(() => {
      migration.up(storage.sql);
      storage.sql.exec(
        "INSERT INTO schema_migrations (id, name, applied_at) VALUES (?, ?, ?)",
        migration.id,
        migration.name,
        now,
      );
    });
    applied.push(migration.id);
  }
  return applied;
}
