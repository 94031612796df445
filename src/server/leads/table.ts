import { legacyVariants, type ContactValues, type ContactVariant } from "../../content/contact";
import type { Deliverable } from "./channels";
import type { ChannelDelivery, HoldReason, Lead, LeadState, MailRoute } from "./record";

/** Delivery states (a held lead has no delivery, so never `held`). */
export type DeliveryState = Exclude<LeadState, "held">;

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

/** SQL: one submitted field of the lead row in scope, or NULL where the stored fields are damaged (not JSON). */
export const field = (name: string) => `(CASE WHEN json_valid(fields) THEN json_extract(fields, '$.${name}') END)`;

/** A lead row with its visible state and its mail (`m_*`) and webhook (`w_*`) deliveries, null where there is none. */
export type JoinedRow = LeadRow & {
  state: LeadState;
  m_state: DeliveryState | null;
  m_attempts: number | null;
  m_last_error: string | null;
  m_next_at: number | null;
  m_delivered_at: number | null;
  m_updated_at: number | null;
  w_state: DeliveryState | null;
  w_attempts: number | null;
  w_last_error: string | null;
  w_next_at: number | null;
  w_delivered_at: number | null;
};

const deliveryColumns = (alias: "m" | "w") =>
  ["state", "attempts", "last_error", "next_at", "delivered_at", ...(alias === "m" ? ["updated_at"] : [])]
    .map((column) => `${alias}.${column} AS ${alias}_${column}`)
    .join(", ");

/**
 * Leads as operators see them, with `state` (held, else the mail channel's); select from it as a
 * table and add WHERE/ORDER/LIMIT on its columns.
 */
export const LEADS_VIEW = `(SELECT l.*,
  CASE WHEN ${HELD} THEN 'held' ELSE COALESCE(m.state, 'pending') END AS state,
  ${deliveryColumns("m")}, ${deliveryColumns("w")}
  FROM leads l
  LEFT JOIN deliveries m ON m.lead_id = l.id AND m.channel = 'mail'
  LEFT JOIN deliveries w ON w.lead_id = l.id AND w.channel = 'webhook')`;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * What was submitted, as stored (leads stored before the forms had names carry the spec's letters).
 * Throws when the stored fields are not JSON: a channel must never send a lead it cannot read.
 */
function content(row: LeadRow): Pick<Lead, "id" | "variant" | "fields" | "page"> {
  return {
    id: row.id,
    variant: legacyVariants[row.variant as keyof typeof legacyVariants] ?? row.variant,
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

/** A row as operators see it. */
export function rowToLead(row: JoinedRow): Lead {
  const webhook: ChannelDelivery | null = row.w_state
    ? {
        state: row.w_state,
        attempts: row.w_attempts ?? 0,
        lastError: row.w_last_error,
        nextAttemptAt: iso(row.w_next_at),
        deliveredAt: iso(row.w_delivered_at),
      }
    : null;
  return {
    ...readableContent(row),
    channel: row.mail_route,
    state: row.state,
    reason: row.held_reason,
    attempts: row.m_attempts ?? 0,
    lastError: row.m_last_error,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.m_updated_at ?? row.created_at)!,
    nextAttemptAt: iso(row.m_next_at),
    deliveredAt: iso(row.m_delivered_at),
    webhook,
  };
}

/** A lead row as the channels see it. */
export function rowToDeliverable(row: LeadRow): Deliverable {
  return { ...content(row), mailRoute: row.mail_route, createdAt: new Date(row.created_at).toISOString() };
}
