/**
 * What one attempt does to its delivery (a row of `deliveries`): delivered; or, failed, retried on
 * the backoff while the failure is transient and the retry window lasts, else given up; an attempt
 * that crashed before its result was recorded put off the same way. Each is logged. The queue that
 * runs the attempts is outbox.ts.
 */
import { describeFailure, type AttemptResult } from "./channels";
import { logLead } from "./events";
import { isTransient, retryDelayMs, type RetryPolicy } from "./schedule";
import type { DeliveryRow } from "./table";

/** One lead's delivery on one channel, or undefined when it has none. */
export function deliveryRow(sql: SqlStorage, channel: string, id: string): DeliveryRow | undefined {
  return sql.exec<DeliveryRow>("SELECT * FROM deliveries WHERE lead_id = ? AND channel = ?", id, channel).toArray()[0];
}

/**
 * Records an attempt's result on the delivery `current` (of a lead accepted at `createdAt`): a
 * failure is retried if transient, unless the channel is `off` or the retry window is over; the
 * delivery still pending `alertAfterMs` after the lead came is alerted once (an error line).
 */
export function recordAttempt(
  sql: SqlStorage,
  policy: RetryPolicy,
  current: DeliveryRow,
  createdAt: number,
  result: AttemptResult,
  off = false,
): void {
  const { lead_id: id, channel } = current;
  const done = Date.now();
  const attempts = current.attempts + 1;
  if (result.ok) {
    sql.exec(
      `UPDATE deliveries SET state = 'delivered', attempts = ?, delivered_at = ?, updated_at = ?, next_at = NULL,
       last_error = NULL WHERE lead_id = ? AND channel = ?`,
      attempts,
      done,
      done,
      id,
      channel,
    );
    logLead("info", "lead_delivered", id, "delivered", attempts, undefined, channel);
    return;
  }
  const error = describeFailure(result);
  const giveUp =
    off || !isTransient(result.reason, result.providerStatus) || done - current.window_started_at >= policy.windowMs;
  const alert = !giveUp && !current.alerted && done - createdAt >= policy.alertAfterMs;
  sql.exec(
    `UPDATE deliveries SET state = ?, attempts = ?, last_error = ?, updated_at = ?, next_at = ?, alerted = alerted OR ?
     WHERE lead_id = ? AND channel = ?`,
    giveUp ? "failed" : "pending",
    attempts,
    error,
    done,
    giveUp ? null : done + Math.max(retryDelayMs(attempts, policy), result.retryAfterMs ?? 0),
    alert ? 1 : 0,
    id,
    channel,
  );
  if (giveUp) logLead("error", "lead_failed", id, "failed", attempts, error, channel);
  else if (alert) logLead("error", "lead_undelivered_after_first_hour", id, "pending", attempts, error, channel);
  else logLead("warn", "lead_delivery_failed", id, "pending", attempts, error, channel);
}

/**
 * Records an attempt that crashed before its result was recorded (it counts as an attempt, its
 * error is the crash) and schedules the next one, or gives up once the retry window is over: a
 * lead the store cannot read is not retried for ever.
 */
export function putOff(sql: SqlStorage, policy: RetryPolicy, channel: string, id: string, error: string): void {
  const now = Date.now();
  const current = deliveryRow(sql, channel, id);
  const attempts = (current?.attempts ?? 0) + 1;
  const giveUp = current !== undefined && now - current.window_started_at >= policy.windowMs;
  sql.exec(
    `UPDATE deliveries SET state = ?, attempts = ?, last_error = ?, updated_at = ?, next_at = ?
     WHERE lead_id = ? AND channel = ? AND state = 'pending'`,
    giveUp ? "failed" : "pending",
    attempts,
    `crashed: ${error}`,
    now,
    giveUp ? null : now + retryDelayMs(attempts, policy),
    id,
    channel,
  );
  logLead("error", "lead_attempt_crashed", id, giveUp ? "failed" : "pending", attempts, error, channel);
  if (giveUp) logLead("error", "lead_failed", id, "failed", attempts, `crashed: ${error}`, channel);
}

/** Logs a crash that came after the attempt's result was recorded: the record (attempts, error, next time) stands. */
export function reportCrash(sql: SqlStorage, channel: string, id: string, error: string): void {
  const current = deliveryRow(sql, channel, id);
  logLead("error", "lead_attempt_crashed", id, current?.state ?? "pending", current?.attempts ?? 0, error, channel);
}
