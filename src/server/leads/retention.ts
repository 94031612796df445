import { log } from "../log";
import { mail } from "./channels/mail";
import type { Retention } from "./schedule";
import { HELD } from "./table";

/**
 * Each lead's progress over all its deliveries: how many are pending and failed (and whether its
 * e-mail failed), when the last was delivered and when the last changed. A lead is delivered when
 * every delivery is, failed when none is pending and one was given up. Held leads have no
 * delivery, so no row here.
 */
export const PROGRESS = `SELECT lead_id, SUM(state = 'pending') AS pending, SUM(state = 'failed') AS failed,
  SUM(channel = '${mail.name}' AND state = 'failed') AS mail_failed,
  MAX(delivered_at) AS delivered_at, MAX(updated_at) AS updated_at FROM deliveries GROUP BY lead_id`;

/**
 * SQL over `PROGRESS`: when a settled lead's retention starts and which retention it has. Its
 * e-mail failed: the failed retention, from when the last channel gave up. Else (its e-mail
 * delivered) the delivered retention, from its last delivery, or from when a side channel last
 * gave up on it: a receiver's refusal never keeps an enquiry the team has for 90 days.
 */
const KEPT_FROM = "CASE WHEN failed = 0 THEN delivered_at ELSE updated_at END";

/** Deletes the deliveries of leads that are gone. */
export function dropOrphanDeliveries(sql: SqlStorage): void {
  sql.exec("DELETE FROM deliveries WHERE lead_id NOT IN (SELECT id FROM leads)");
}

/** Deletes leads delivered on every channel before `before` (epoch ms). Returns how many. */
export function purgeDelivered(sql: SqlStorage, before: number): number {
  const count = sql.exec(
    `DELETE FROM leads WHERE id IN (SELECT lead_id FROM (${PROGRESS}) WHERE pending = 0 AND failed = 0 AND delivered_at < ?)`,
    before,
  ).rowsWritten;
  if (count) {
    dropOrphanDeliveries(sql);
    log("info", "leads_purged", { state: "delivered", attempts: count });
  }
  return count;
}

/**
 * Deletes held leads, or failed ones (no channel still retrying, one given up), created (held) or
 * last given up (failed) before `before` (epoch ms; all of them without it), unsent: how an
 * operator clears spam without mailing it. Returns how many.
 */
export function purgeUnsent(sql: SqlStorage, state: "held" | "failed", before = Number.POSITIVE_INFINITY): number {
  const count =
    state === "held"
      ? sql.exec(`DELETE FROM leads WHERE id IN (SELECT l.id FROM leads l WHERE ${HELD} AND l.created_at < ?)`, before)
          .rowsWritten
      : sql.exec(
          `DELETE FROM leads WHERE id IN (SELECT lead_id FROM (${PROGRESS}) WHERE pending = 0 AND failed > 0 AND updated_at < ?)`,
          before,
        ).rowsWritten;
  if (count) {
    dropOrphanDeliveries(sql);
    log("info", "leads_purged", { state, count });
  }
  return count;
}

/**
 * Deletes what is past its retention: delivered leads (a side channel's failure beside a delivered
 * e-mail too, from when it gave up), failed ones (their e-mail given up: from when the last
 * channel gave up) and held ones (from when they came in).
 */
export function purgeExpired(sql: SqlStorage, retention: Retention, now: number): void {
  purgeDelivered(sql, now - retention.deliveredMs);
  // E-mail delivered, a side channel given up: the delivered retention, from when it gave up.
  const sideFailed = sql.exec(
    `DELETE FROM leads WHERE id IN (SELECT lead_id FROM (${PROGRESS})
       WHERE pending = 0 AND failed > 0 AND mail_failed = 0 AND updated_at < ?)`,
    now - retention.deliveredMs,
  ).rowsWritten;
  const failed =
    sideFailed +
    sql.exec(
      `DELETE FROM leads WHERE id IN (SELECT lead_id FROM (${PROGRESS}) WHERE pending = 0 AND mail_failed > 0 AND updated_at < ?)`,
      now - retention.failedMs,
    ).rowsWritten;
  const held = sql.exec(
    `DELETE FROM leads WHERE id IN (SELECT l.id FROM leads l WHERE ${HELD} AND l.created_at < ?)`,
    now - retention.heldMs,
  ).rowsWritten;
  if (failed) dropOrphanDeliveries(sql);
  if (failed) log("info", "leads_purged", { state: "failed", attempts: failed });
  if (held) log("info", "leads_purged", { state: "held", attempts: held });
}

/** When the next lead expires (epoch ms), or null when none will. */
export function nextExpiry(sql: SqlStorage, retention: Retention): number | null {
  return sql
    .exec<{ at: number | null }>(
      `SELECT MIN(at) AS at FROM (
         SELECT MIN(CASE WHEN mail_failed = 0 THEN ${KEPT_FROM} + ? ELSE updated_at + ? END) AS at
           FROM (${PROGRESS}) WHERE pending = 0
         UNION ALL
         SELECT MIN(l.created_at) + ? AS at FROM leads l WHERE ${HELD})`,
      retention.deliveredMs,
      retention.failedMs,
      retention.heldMs,
    )
    .one().at;
}
