import { legacyVariants, type ContactValues, type ContactVariant } from "../../content/contact";
import type { ChannelDelivery, HoldReason, Lead, LeadChannel, LeadState } from "./record";

/**
 * The leads table, whose delivery columns are the mail channel's, and the webhook channel's
 * deliveries beside it (created on first use; `IF NOT EXISTS` makes it safe on every start).
 */
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

/** Columns added after the first release, for stores created before them (SQLite has no ADD COLUMN IF NOT EXISTS). */
export const LEAD_COLUMNS_ADDED = ["reason TEXT", "page TEXT"] as const;

/** Where each channel's delivery state lives: the mail channel in the lead's row, the webhook's in its own table. */
export const DELIVERY_TABLES = { mail: "leads", webhook: "webhook_deliveries" } as const;

/** One channel's delivery columns (times in epoch milliseconds). */
export type DeliveryRow = {
  id: string;
  state: LeadState;
  attempts: number;
  last_error: string | null;
  created_at: number;
  updated_at: number;
  next_attempt_at: number | null;
  delivered_at: number | null;
  window_started_at: number;
  alerted: number;
};

/** One lead row as SQLite returns it. */
export type LeadRow = DeliveryRow & {
  variant: ContactVariant;
  fields: string;
  channel: LeadChannel;
  reason: HoldReason | null;
  page: string | null;
};

/** A lead row with its webhook delivery (LEFT JOIN: `w_*` are null when there is none). */
export type JoinedRow = LeadRow & {
  w_state: LeadState | null;
  w_attempts: number | null;
  w_last_error: string | null;
  w_next_attempt_at: number | null;
  w_delivered_at: number | null;
};

/** Selects leads with their webhook delivery; add WHERE/ORDER/LIMIT. */
export const SELECT_JOINED = `SELECT l.*, w.state AS w_state, w.attempts AS w_attempts, w.last_error AS w_last_error,
  w.next_attempt_at AS w_next_attempt_at, w.delivered_at AS w_delivered_at
  FROM leads l LEFT JOIN webhook_deliveries w ON w.id = l.id`;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function delivery(
  state: LeadState,
  attempts: number,
  lastError: string | null,
  next: number | null,
  delivered: number | null,
): ChannelDelivery {
  return { state, attempts, lastError, nextAttemptAt: iso(next), deliveredAt: iso(delivered) };
}

/** A row as operators see it. */
export function rowToLead(row: JoinedRow | LeadRow): Lead {
  const joined = row as Partial<JoinedRow>;
  return {
    id: row.id,
    // Leads stored before the forms had names carry the spec's letters.
    variant: legacyVariants[row.variant as keyof typeof legacyVariants] ?? row.variant,
    fields: JSON.parse(row.fields) as ContactValues,
    page: row.page,
    channel: row.channel,
    state: row.state,
    reason: row.reason,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    nextAttemptAt: iso(row.next_attempt_at),
    deliveredAt: iso(row.delivered_at),
    webhook: joined.w_state
      ? delivery(
          joined.w_state,
          joined.w_attempts ?? 0,
          joined.w_last_error ?? null,
          joined.w_next_attempt_at ?? null,
          joined.w_delivered_at ?? null,
        )
      : null,
  };
}
