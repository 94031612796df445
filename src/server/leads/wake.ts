/**
 * When the store's alarm goes off: at the earliest of the next due delivery and the next expiry.
 * The decision is a pure function of the alarm set, the time wanted and now.
 */

export type AlarmChange = { set: number } | "delete" | "keep";

/**
 * What to do with the alarm (`current`, or null) to wake at `next` (null: nothing to wake for),
 * never before `notBefore` (a second after the last run). An earlier alarm is kept (it finds
 * nothing due and sets the next) unless it would run before `notBefore`; a later one is moved
 * earlier; one in the past (a lost wake-up) or a due time gone by is set to now, never the past.
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
  const earliestAllowed = Math.max(now, notBefore);
  const at = Math.max(next, earliestAllowed);
  if (current === null || current > at || current < earliestAllowed) return { set: at };
  return "keep";
}

/** The next due delivery on any channel (epoch ms), or null. */
export function nextDue(sql: SqlStorage): number | null {
  return sql.exec<{ at: number | null }>("SELECT MIN(next_at) AS at FROM deliveries WHERE state = 'pending'").one().at;
}

/** The earlier of two times, either of which may be missing. */
export function earliest(a: number | null, b: number | null): number | null {
  return a === null ? b : b === null ? a : Math.min(a, b);
}
