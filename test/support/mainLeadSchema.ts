/**
 * The lead store's schema as `main` made it before numbered migrations (6b23d2d,
 * src/server/leads/table.ts, LEAD_SCHEMA), verbatim: a fixed fact the upgrade tests build old
 * stores from (test/unit/server/leads/migrations.test.ts, test/worker/leads.test.ts).
 */
export const MAIN_SCHEMA = `
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
