import type { ContactValues, ContactVariant } from "../../content/contact";
import type { HoldReason, Lead, LeadChannel, LeadState } from "./record";

/** The leads table (created on first use; `IF NOT EXISTS` makes it safe on every start). */
export const LEAD_SCHEMA = `
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
  reason TEXT
);
CREATE INDEX IF NOT EXISTS leads_by_state ON leads (state, next_attempt_at);
`;

/** Columns added after the first release, for stores created before them (SQLite has no ADD COLUMN IF NOT EXISTS). */
export const LEAD_COLUMNS_ADDED = ["reason TEXT"] as const;

/** One row as SQLite returns it (times in epoch milliseconds). */
export type LeadRow = {
  id: string;
  variant: ContactVariant;
  fields: string;
  channel: LeadChannel;
  state: LeadState;
  attempts: number;
  last_error: string | null;
  created_at: number;
  updated_at: number;
  next_attempt_at: number | null;
  delivered_at: number | null;
  window_started_at: number;
  alerted: number;
  reason: HoldReason | null;
};

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** A row as operators see it. */
export function rowToLead(row: LeadRow): Lead {
  return {
    id: row.id,
    variant: row.variant,
    fields: JSON.parse(row.fields) as ContactValues,
    channel: row.channel,
    state: row.state,
    reason: row.reason,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    nextAttemptAt: iso(row.next_attempt_at),
    deliveredAt: iso(row.delivered_at),
  };
}
