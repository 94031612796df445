/**
 * When the store's alarm goes off: at the earliest of the next due delivery and the next expiry.
 * The decision is a pure function of the alarm set, the time wanted and now.
 */

export type AlarmChange = { set: number } | "delete" | "keep";

/**
 * What to do with the alarm (`current`, or null) to wake at `next` (null: nothing to wake for),
 * never before `notBefore` (a second after the last run) and never in the past: it is set to
 * exactly that time unless it is already there. (An alarm left earlier would run for nothing and
 * then, a second later at the soonest, push the due delivery back.)
 *
 * @example alarmChange(null, 5_000, 1_000) // { set: 5_000 }
 * @example alarmChange(null, 1_000, 1_000, 1_800) // { set: 1_800 }
 */
export function alarmChange(
  current: number | null,
  next: number | null,
  now: number,
  notBefore = Number.NEGATIVE_INFINITY,
): AlarmChange {
  if (next === null) return "delete";
  const at = Math.max(next, now, notBefore);
  return current === at ? "keep" : { set: at };
}

/** The next due delivery on any channel (epoch ms), or null. */
export function nextDue(sql: SqlStorage): number | null {
  return sql.exec<{ at: number | null }>("SELECT MIN(next_at) AS at FROM deliveries WHERE state = 'pending'").one().at;
}

/** The earlier of two times, either of which may be missing. */
export function earliest(a: number | null, b: number | null): number | null {
  return a === null ? b : b === null ? a : Math.min(a, b);
}
