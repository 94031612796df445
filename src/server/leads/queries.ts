import { log } from "../log";
import type { Outbox } from "./outbox";
import type { Lead, LeadState } from "./record";
import { HELD, LEADS_VIEW, rowToLead, type JoinedRow } from "./table";

/** Leads, newest first, optionally in one state (held, else the mail channel's) and created since a time. */
export function listLeads(sql: SqlStorage, state?: LeadState, limit = 100, since = 0): Lead[] {
  const where = state ? "WHERE state = ? AND created_at >= ?" : "WHERE created_at >= ?";
  const params = state ? [state, since] : [since];
  return sql
    .exec<JoinedRow>(`SELECT * FROM ${LEADS_VIEW} ${where} ORDER BY created_at DESC LIMIT ?`, ...params, limit)
    .toArray()
    .map(rowToLead);
}

export function showLead(sql: SqlStorage, id: string): Lead | null {
  const row = sql.exec<JoinedRow>(`SELECT * FROM ${LEADS_VIEW} WHERE id = ?`, id).toArray()[0];
  return row ? rowToLead(row) : null;
}

/** A stored lead's state as the visitor's answer gives it (held, else the mail channel's), or undefined. */
export function leadState(sql: SqlStorage, id: string): LeadState | undefined {
  return sql.exec<{ state: LeadState }>(`SELECT state FROM ${LEADS_VIEW} WHERE id = ?`, id).toArray()[0]?.state;
}

/**
 * Puts failed deliveries (of one lead: also pending ones; or every failed one), on every channel,
 * back in the queue, due now. Returns how many.
 */
export function requeue(sql: SqlStorage, id: string | "all-failed", now: number): number {
  const where = id === "all-failed" ? "state = 'failed'" : "lead_id = ? AND state IN ('failed', 'pending')";
  const count = sql.exec(
    `UPDATE deliveries SET state = 'pending', next_at = ?, updated_at = ?, window_started_at = ? WHERE ${where}`,
    now,
    now,
    now,
    ...(id === "all-failed" ? [] : [id]),
  ).rowsWritten;
  if (count) log("info", "lead_requeued", { lead: id, state: "pending", attempts: count });
  return count;
}

/**
 * Releases held leads (one, or all): each gets a delivery on every enabled channel, due now, as a
 * new lead would, and keeps its hold reason. Returns how many.
 */
export function release(sql: SqlStorage, outbox: Outbox, id: string | "all-held", now: number): number {
  const where = id === "all-held" ? HELD : `${HELD} AND l.id = ?`;
  const params = id === "all-held" ? [] : [id];
  outbox.open(where, params, now, now);
  const count = sql.exec(
    `UPDATE leads SET released_at = ? WHERE id IN (SELECT l.id FROM leads l WHERE ${where})`,
    now,
    ...params,
  ).rowsWritten;
  if (count) log("info", "lead_released", { lead: id, state: "pending", attempts: count });
  return count;
}

/** Pending, failed and held leads (any channel not delivered): what the cap counts. */
export function undelivered(sql: SqlStorage): number {
  return sql
    .exec<{ n: number }>(
      `SELECT COUNT(*) AS n FROM leads l WHERE ${HELD}
         OR EXISTS (SELECT 1 FROM deliveries d WHERE d.lead_id = l.id AND d.state != 'delivered')`,
    )
    .one().n;
}
