import { legacyVariants, type ContactValues, type ContactVariant } from "../../content/contact";
import { channels, type Deliverable } from "./channels";
import { mail } from "./channels/mail";
import type { ChannelDelivery, DeliveryState, HoldReason, Lead, LeadState, MailRoute } from "./record";
import { own } from "./own";

/** One row of `leads` (times in epoch milliseconds; migrations.ts has the schema). */
export type LeadRow = {
  id: string;
  variant: ContactVariant;
  fields: string;
  page: string | null;
  mail_route: MailRoute;
  held_reason: HoldReason | null;
  released_at: number | null;
  created_at: number;
  /** The searched fields, folded: what a search's words are found in (search.ts). */
  search_text: string;
};

/** One row of `deliveries`: a channel's progress with a lead. */
export type DeliveryRow = {
  lead_id: string;
  channel: string;
  state: DeliveryState;
  attempts: number;
  next_at: number | null;
  last_error: string | null;
  delivered_at: number | null;
  window_started_at: number;
  alerted: number;
  updated_at: number;
};

/** SQL: true while the lead `l` is held (a hold reason, no release). */
export const HELD = "(l.held_reason IS NOT NULL AND l.released_at IS NULL)";

/**
 * Runs an `UPDATE … RETURNING` and gives how many rows it changed. Never `rowsWritten` for an
 * update: in workerd it also counts each write to an index of a changed column (`deliveries_due`,
 * `leads_by_outcome`, `deliveries_by_lead`), so one lead released counts 2.
 */
export function updatedRows(sql: SqlStorage, update: string, ...params: unknown[]): number {
  return sql.exec(update, ...params).toArray().length;
}

/** SQL: one submitted field of the lead row in scope, or NULL where the stored fields are damaged (not JSON). */
export const field = (name: string) => `(CASE WHEN json_valid(fields) THEN json_extract(fields, '$.${name}') END)`;

/** A lead row with its visible state, when its e-mail last changed, and every delivery it has (JSON, by channel). */
export type JoinedRow = LeadRow & {
  state: LeadState;
  m_updated_at: number | null;
  /** `{ "<channel>": { state, attempts, lastError, nextAt, deliveredAt } }`: one entry per row of `deliveries`. */
  deliveries: string;
};

/**
 * Leads as operators see them, with `state` (held, else the mail channel's) and every channel's
 * delivery, whatever the channels are (`deliveries`, one JSON object); select from it as a table
 * and add WHERE/ORDER/LIMIT on its columns.
 */
export const LEADS_VIEW = `(SELECT l.*,
  CASE WHEN ${HELD} THEN 'held' ELSE COALESCE(m.state, 'pending') END AS state,
  m.updated_at AS m_updated_at,
  (SELECT json_group_object(d.channel, json_object('state', d.state, 'attempts', d.attempts,
    'lastError', d.last_error, 'nextAt', d.next_at, 'deliveredAt', d.delivered_at))
    FROM deliveries d WHERE d.lead_id = l.id) AS deliveries
  FROM leads l
  LEFT JOIN deliveries m ON m.lead_id = l.id AND m.channel = '${mail.name}')`;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * What was submitted, as stored (leads stored before the forms had names carry the spec's letters).
 * Throws when the stored fields are not JSON: a channel must never send a lead it cannot read.
 */
function content(row: LeadRow): Pick<Lead, "id" | "variant" | "fields" | "page"> {
  return {
    id: row.id,
    variant: own<ContactVariant>(legacyVariants, row.variant) ?? row.variant,
    fields: JSON.parse(row.fields) as ContactValues,
    page: row.page,
  };
}

/**
 * The same for operators, who must still see (and list, export, delete) a lead whose stored fields
 * are damaged: no fields, and `unreadable` naming the error, instead of failing the whole read.
 */
function readableContent(row: LeadRow): Pick<Lead, "id" | "variant" | "fields" | "page" | "unreadable"> {
  try {
    return content(row);
  } catch (error) {
    const name = error instanceof Error ? error.name : "error";
    return { ...content({ ...row, fields: "{}" }), unreadable: `fields: ${name}` };
  }
}

/** One delivery as `LEADS_VIEW` gives it. */
interface StoredDelivery {
  state: DeliveryState;
  attempts: number;
  lastError: string | null;
  nextAt: number | null;
  deliveredAt: number | null;
}

/**
 * Every channel's delivery of a row: each channel of the list by name (null where the lead has
 * none), then any other channel the store still has rows of (a channel since removed).
 */
function deliveriesOf(row: JoinedRow): Record<string, ChannelDelivery | null> {
  const stored = JSON.parse(row.deliveries) as Record<string, StoredDelivery>;
  const all: Record<string, ChannelDelivery | null> = Object.fromEntries(channels.map((c) => [c.name, null]));
  for (const [name, d] of Object.entries(stored))
    all[name] = {
      state: d.state,
      attempts: d.attempts,
      lastError: d.lastError,
      nextAttemptAt: iso(d.nextAt),
      deliveredAt: iso(d.deliveredAt),
    };
  return all;
}

/** A row as operators see it: the lead, and every channel's delivery (the e-mail's among them). */
export function rowToLead(row: JoinedRow): Lead {
  return {
    ...readableContent(row),
    route: row.mail_route,
    state: row.state,
    reason: row.held_reason,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.m_updated_at ?? row.created_at)!,
    deliveries: deliveriesOf(row),
  };
}

/** A lead row as the channels see it. */
export function rowToDeliverable(row: LeadRow): Deliverable {
  return { ...content(row), route: row.mail_route, createdAt: new Date(row.created_at).toISOString() };
}

/** Deliveries pending on one channel. */
export function pendingOn(sql: SqlStorage, channel: string): number {
  return sql
    .exec<{ n: number }>("SELECT COUNT(*) AS n FROM deliveries WHERE channel = ? AND state = 'pending'", channel)
    .one().n;
}
