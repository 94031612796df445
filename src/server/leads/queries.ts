import { legacyVariants } from "../../content/contact";
import { log } from "../log";
import { mail } from "./channels/mail";
import type { Outbox } from "./outbox";
import type { Lead, LeadState } from "./record";
import { searchWords } from "./search";
import { HELD, LEADS_VIEW, field, pendingOn, rowToLead, updatedRows, type JoinedRow } from "./table";

/** Which leads a read selects: every condition given narrows it. */
export interface LeadFilter {
  /** One state (held, else the mail channel's). */
  state?: LeadState;
  /** Leave held leads out (in the query, before any limit). */
  excludeHeld?: boolean;
  /** Received at or after (epoch ms). */
  since?: number;
  /** Received before (epoch ms). */
  before?: number;
  /** One person's leads: their e-mail address, exactly, in any case (never `@domain`: `sender` is a bulk filter's). */
  email?: string;
  /** Words that must each appear, in any case, in the names, e-mail, company, subject or message (search.ts). */
  text?: string;
  /** Held (now or once) for this reason. */
  reason?: string;
  /** Sent with this form (by its name; a lead stored under the form's legacy letter too). */
  form?: string;
  /** Some channel has given up on it: a failed delivery on any channel. */
  failedSomewhere?: boolean;
}

/** A page cursor: where a page of leads ends; the next page starts after it (newest first, ties by id). */
export interface Cursor {
  createdAt: number;
  id: string;
}

/** The cursor of the page that ends with `lead`. */
export const cursorAfter = (lead: Pick<Lead, "createdAt" | "id">): Cursor => ({
  createdAt: Date.parse(lead.createdAt),
  id: lead.id,
});

/** The variants a form's leads are stored under: its name, and its letter from before the forms had names. */
const storedVariants = (form: string): string[] => [
  form,
  ...Object.entries(legacyVariants).flatMap(([letter, name]) => (name === form ? [letter] : [])),
];

/** The SQL conditions (on `LEADS_VIEW`'s columns) of what `filter` selects, each with its parameters. */
function filterConditions(filter: LeadFilter): [string, ...unknown[]][] {
  const conditions: [string, ...unknown[]][] = [["created_at >= ?", filter.since ?? 0]];
  if (filter.before !== undefined) conditions.push(["created_at < ?", filter.before]);
  if (filter.state) conditions.push(["state = ?", filter.state]);
  if (filter.excludeHeld) conditions.push(["state != 'held'"]);
  // A damaged row (fields not JSON) matches no address instead of failing the whole query.
  if (filter.email) conditions.push([`lower(${field("email")}) = lower(?)`, filter.email.trim()]);
  for (const word of searchWords(filter.text ?? "")) conditions.push(["instr(search_text, ?) > 0", word]);
  if (filter.reason) conditions.push(["held_reason = ?", filter.reason]);
  if (filter.form) {
    const variants = storedVariants(filter.form);
    conditions.push([`variant IN (${variants.map(() => "?").join(", ")})`, ...variants]);
  }
  // The failed deliveries found once (the `deliveries_due` index), each lead checked against them
  // as the index walks by; the `+` keeps the planner from reading the failed leads by id and
  // sorting every one, whole, for each page.
  if (filter.failedSomewhere) conditions.push(["+id IN (SELECT lead_id FROM deliveries WHERE state = 'failed')"]);
  return conditions;
}

/**
 * One page of leads, newest first, after `cursor` (a page's last lead), at most `limit`: one query,
 * read in the order of the `leads_by_time` index, so a page reads its own leads and those the
 * filter passes over, never a sort of every lead. Pages through every row: an export never stops
 * at a limit it does not say.
 */
export function pageLeads(sql: SqlStorage, filter: LeadFilter, cursor: Cursor | null, limit: number): Lead[] {
  const conditions = filterConditions(filter);
  // A row value: the range the `leads_by_time` index is read from (migrations.ts).
  if (cursor) conditions.push(["(created_at, id) < (?, ?)", cursor.createdAt, cursor.id]);
  const where = conditions.map(([condition]) => condition);
  const params = conditions.flatMap(([, ...values]) => values);
  return sql
    .exec<JoinedRow>(
      `SELECT * FROM ${LEADS_VIEW} WHERE ${where.join(" AND ")} ORDER BY created_at DESC, id DESC LIMIT ?`,
      ...params,
      limit,
    )
    .toArray()
    .map(rowToLead);
}

/** Leads, newest first, optionally in one state (held, else the mail channel's) and created since a time. */
export function listLeads(sql: SqlStorage, state?: LeadState, limit = 100, since = 0): Lead[] {
  return pageLeads(sql, { state, since }, null, limit);
}

export function showLead(sql: SqlStorage, id: string): Lead | null {
  const row = sql.exec<JoinedRow>(`SELECT * FROM ${LEADS_VIEW} WHERE id = ?`, id).toArray()[0];
  return row ? rowToLead(row) : null;
}

/** A stored lead's state as the visitor's answer gives it (held, else the mail channel's), or undefined. */
export function leadState(sql: SqlStorage, id: string): LeadState | undefined {
  return sql.exec<{ state: LeadState }>(`SELECT state FROM ${LEADS_VIEW} WHERE id = ?`, id).toArray()[0]?.state;
}

/** The leads a command acts on: one, by its id, or every one it applies to (never a word passed as an id). */
export type Target = { id: string } | { all: true };

/** The SQL condition for `target` (`one` with `?` for the id, `all` for every lead) and its parameters. */
const targeting = (target: Target, one: string, all: string): [string, unknown[]] =>
  "id" in target ? [one, [target.id]] : [all, []];

/**
 * Puts failed deliveries (of one lead: also pending ones; or every failed one), on every channel,
 * back in the queue, due now. Returns how many.
 */
export function requeue(sql: SqlStorage, target: Target, now: number): number {
  const [where, params] = targeting(target, "lead_id = ? AND state IN ('failed', 'pending')", "state = 'failed'");
  const count = updatedRows(
    sql,
    `UPDATE deliveries SET state = 'pending', next_at = ?, updated_at = ?, window_started_at = ? WHERE ${where} RETURNING lead_id`,
    now,
    now,
    now,
    ...params,
  );
  if (count)
    log("info", "lead_requeued", {
      lead: "id" in target ? target.id : "all-failed",
      state: "pending",
      attempts: count,
    });
  return count;
}

/**
 * Releases held leads (one, or all): each gets a delivery on every enabled channel, due now, as a
 * new lead would, and keeps its hold reason. Returns how many.
 */
export function release(sql: SqlStorage, outbox: Outbox, target: Target, now: number): number {
  const [where, params] = targeting(target, `${HELD} AND l.id = ?`, HELD);
  outbox.open(where, params, now, now);
  const count = updatedRows(
    sql,
    `UPDATE leads SET released_at = ? WHERE id IN (SELECT l.id FROM leads l WHERE ${where}) RETURNING id`,
    now,
    ...params,
  );
  if (count)
    log("info", "lead_released", { lead: "id" in target ? target.id : "all-held", state: "pending", attempts: count });
  return count;
}

/** Deletes one lead and its deliveries (a pending one is cancelled). Returns 1, or 0 when there is none. */
export function deleteLead(sql: SqlStorage, id: string): number {
  sql.exec("DELETE FROM deliveries WHERE lead_id = ?", id);
  const count = sql.exec("DELETE FROM leads WHERE id = ?", id).rowsWritten;
  if (count) log("info", "lead_deleted", { lead: id });
  return count;
}

/**
 * Leads waiting for the mail channel (the one that must deliver): what the undelivered cap counts
 * (never held ones). A side channel's backlog is bounded on its own (`pendingOn`, outbox.ts).
 */
export function undelivered(sql: SqlStorage): number {
  return pendingOn(sql, mail.name);
}

/** Held leads: what the held bound counts. */
export function heldCount(sql: SqlStorage): number {
  return sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM leads l WHERE ${HELD}`).one().n;
}
