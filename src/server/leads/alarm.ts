/**
 * When the store's alarm goes off: at the earliest of the next due delivery and the next expiry
 * (a retired store: at once while it holds a lead), never within `ALARM_GAP_MS` of its last run.
 * The decision (`alarmChange`) is a pure function of the alarm set, the time wanted and now.
 */
import { storedCount } from "./move";
import { nextExpiry } from "./retention";
import type { Retention } from "./schedule";

/** The alarm runs at most once in this long. */
export const ALARM_GAP_MS = 1_000;

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

/**
 * The store's alarm: set, after every change, to the earliest of the next due delivery on any
 * channel and the next expiry; never within a second of the last run, whatever the rows say (a due
 * time that cannot be met, say, a lead the purge skips, would otherwise make it fire again at once,
 * forever). A retired store's wakes only to hand over what it holds, at once.
 */
export class StoreAlarm {
  /** When the alarm last ran (epoch ms): the next never runs within `ALARM_GAP_MS` of it. */
  private ranAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly retention: Retention,
    private readonly retired: boolean,
  ) {}

  /** Notes that the alarm runs now. */
  ran(now: number): void {
    this.ranAt = now;
  }

  /** Sets the alarm (or deletes it: nothing to wake for) after a change. */
  async set(): Promise<void> {
    const sql = this.storage.sql;
    const now = Date.now();
    const next = this.retired
      ? storedCount(sql)
        ? now
        : null
      : earliest(nextDue(sql), nextExpiry(sql, this.retention));
    const change = alarmChange(await this.storage.getAlarm(), next, now, this.ranAt + ALARM_GAP_MS);
    if (change === "delete") await this.storage.deleteAlarm();
    else if (change !== "keep") await this.storage.setAlarm(change.set);
  }
}
