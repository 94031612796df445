/**
 * The desk's figures kept in the store's memory between two asks (`LeadStore.figures`), so that a
 * figures page after another one, with nothing changed, costs a few index probes instead of two
 * reads of every lead and delivery of the window (figures.ts).
 */
import { leadFigures, weekStart, type Figures } from "./figures";

/** The figures last counted, and what they were counted from. */
interface Kept {
  /** The start of the window's last week: another one is another window. */
  week: number;
  /** The store's writes so far (`total_changes()`) when they were counted. */
  changes: number;
  /** When they were counted (epoch ms): their window ended there. */
  until: number;
  figures: Figures;
}

/** The rows inserted, updated or deleted on this store's database connection since it opened. */
function totalChanges(sql: Pick<SqlStorage, "exec">): number {
  return sql.exec<{ changes: number }>("SELECT total_changes() AS changes").one().changes;
}

/** Whether a lead was received after `after` and at or before `until` (the `leads_by_time` index). */
function receivedBetween(sql: Pick<SqlStorage, "exec">, after: number, until: number): boolean {
  return (
    sql.exec("SELECT 1 FROM leads WHERE created_at > ? AND created_at <= ? LIMIT 1", after, until).toArray().length > 0
  );
}

/**
 * The figures at `now`, counted once and then kept while they are still true. Kept figures,
 * counted at `until`, are the figures at `now` when all of these hold:
 *
 * - `now` falls in the same ISO week as `until` (the same window: no week left or entered it);
 * - nothing was written to the store since (`total_changes()` of its database connection, which
 *   counts every row any statement inserted, updated or deleted: an accept, an attempt, a release,
 *   a retry, an erase, a purge, an import, a move; one rolled back counts too, which only costs a
 *   count);
 * - no lead stored before `until` was received after it, and at or before `now` (`created_at` is
 *   the lead's own; an import can bring one dated later): it was outside the window then, inside now;
 * - `now` is not before `until`.
 *
 * Then they are returned as they are, their window ending `now`; otherwise they are counted again
 * and kept. The memory is the object's: a restarted store counts again.
 */
export class FiguresMemo {
  private kept: Kept | null = null;

  constructor(
    private readonly sql: SqlStorage,
    private readonly count: (sql: SqlStorage, now: number) => Figures = leadFigures,
  ) {}

  /** The figures at `now` (figures.ts), kept ones when they are still true. */
  at(now: number): Figures {
    const changes = totalChanges(this.sql);
    const kept = this.kept;
    if (
      kept &&
      kept.week === weekStart(now) &&
      kept.changes === changes &&
      now >= kept.until &&
      !receivedBetween(this.sql, kept.until, now)
    )
      return { ...kept.figures, until: now };
    const figures = this.count(this.sql, now);
    this.kept = { week: weekStart(now), changes, until: now, figures };
    return figures;
  }
}
