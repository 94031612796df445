/**
 * The lead desk's figures (docs/operations.md, "The lead desk"): for the last `FIGURE_WEEKS` ISO
 * weeks (UTC, the current one included), how many leads were received per week and form, what
 * became of them (delivered, sending, held by reason, failed), and per channel the time from
 * acceptance (`created_at`) to delivery (`delivered_at`), median and 95th percentile by nearest
 * rank over the deliveries of the window's leads. Counted in the store's SQL; the channels are
 * the `deliveries` rows' own, so a new channel shows up without a change here.
 */
import { channels } from "./channels";
import { HELD } from "./table";

/** How many weeks the figures cover, the current one included. */
export const FIGURE_WEEKS = 12;

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** What became of a lead: held (now), a failure on some channel, delivered on every one, else still sending. */
export type Outcome = "delivered" | "pending" | "held" | "failed";

/** The start (Monday 00:00 UTC, epoch ms) of the ISO week `ms` falls in. */
export function weekStart(ms: number): number {
  const day = Math.floor(ms / DAY_MS);
  // 1970-01-01 was a Thursday: day 0 is weekday 3 counted from Monday.
  const fromMonday = (((day + 3) % 7) + 7) % 7;
  return (day - fromMonday) * DAY_MS;
}

/** The ISO week `ms` falls in, as ISO 8601 writes it (`2026-W48`); its year is that of its Thursday. */
export function isoWeek(ms: number): string {
  const thursday = new Date(weekStart(ms) + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / WEEK_MS) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** The window of the figures at `now`: the start of each week, oldest first, and the window's end (`now`). */
export function figureWeeks(now: number, weeks = FIGURE_WEEKS): { starts: number[]; until: number } {
  const last = weekStart(now);
  return { starts: Array.from({ length: weeks }, (_, i) => last - (weeks - 1 - i) * WEEK_MS), until: now };
}

/**
 * The nearest-rank position (1-based) of the `p`th percentile among `n` sorted values: the
 * smallest rank whose share of the values is at least `p`%; 0 when there are none.
 *
 * @example nearestRank(20, 95) // 19
 */
export function nearestRank(n: number, p: number): number {
  return n === 0 ? 0 : Math.min(n, Math.max(1, Math.ceil((p / 100) * n)));
}

/** Received leads of one week, form, outcome and (held ones) reason. */
export interface FigureCount {
  /** The week's start, epoch ms (one of `weeks`). */
  week: number;
  form: string;
  outcome: Outcome;
  reason: string | null;
  count: number;
}

/** One channel's time from acceptance to delivery, over the leads of the window it delivered. */
export interface DeliveryTime {
  channel: string;
  delivered: number;
  /** Milliseconds, or null when nothing was delivered. */
  median: number | null;
  p95: number | null;
}

/** The figures of a window: its weeks, the counts, the delivery times per channel. */
export interface Figures {
  weeks: number[];
  until: number;
  counts: FigureCount[];
  deliveryTimes: DeliveryTime[];
}

/**
 * SQL: the outcome of the lead `l` (see `Outcome`): its deliveries looked up by lead, one lead at a
 * time, in the `deliveries_by_lead` index alone (migration 5). None failed and none delivered are
 * both null without any delivery: pending. Never a condition on `state` in the lookup: SQLite
 * would read it through the `deliveries_due` index, every failed row for every lead (seconds with
 * 10,000 leads).
 */
const OUTCOME = `CASE WHEN ${HELD} THEN 'held' ELSE (SELECT CASE WHEN MAX(x.state = 'failed') THEN 'failed'
  WHEN MIN(x.state = 'delivered') THEN 'delivered' ELSE 'pending' END FROM deliveries x WHERE x.lead_id = l.id) END`;

/** The channels in the order they are tried, then any others the rows name (one no longer set up, say). */
function channelOrder(a: string, b: string): number {
  const rank = (name: string) => {
    const at = channels.findIndex((channel) => channel.name === name);
    return at === -1 ? channels.length : at;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}

/** The figures at `now`, read from the `leads` and `deliveries` tables. */
export function leadFigures(sql: SqlStorage, now: number): Figures {
  const { starts, until } = figureWeeks(now);
  const since = starts[0]!;
  // Both reads go through covering indexes (migration 5): index pages only, never the lead rows.
  const counts = sql
    .exec<{ week: number; form: string; outcome: Outcome; reason: string | null; count: number }>(
      `SELECT CAST((l.created_at - ?) / ${WEEK_MS} AS INTEGER) AS week, l.variant AS form, ${OUTCOME} AS outcome,
         CASE WHEN ${HELD} THEN l.held_reason END AS reason, COUNT(*) AS count
       FROM leads l WHERE l.created_at >= ? AND l.created_at <= ?
       GROUP BY week, form, outcome, reason`,
      since,
      since,
      until,
    )
    .toArray()
    .map((row) => ({ ...row, week: starts[row.week]! }));
  // Each channel's delivery times of the window's leads, fastest first, as one JSON array: a row
  // per channel handed over, not one per delivery (13,000 with the bench's 10,000 leads).
  const rows = sql
    .exec<{ channel: string; times: string }>(
      `SELECT d.channel AS channel, json_group_array(d.delivered_at - l.created_at ORDER BY d.delivered_at - l.created_at) AS times
       FROM leads l JOIN deliveries d ON d.lead_id = l.id
       WHERE l.created_at >= ? AND l.created_at <= ? AND d.delivered_at IS NOT NULL GROUP BY d.channel`,
      since,
      until,
    )
    .toArray();
  const times = new Map(rows.map(({ channel, times }) => [channel, JSON.parse(times) as number[]]));
  const deliveryTimes = [...times]
    .sort(([a], [b]) => channelOrder(a, b))
    .map(([channel, sorted]) => ({
      channel,
      delivered: sorted.length,
      median: sorted[nearestRank(sorted.length, 50) - 1]!,
      p95: sorted[nearestRank(sorted.length, 95) - 1]!,
    }));
  return { weeks: starts, until, counts, deliveryTimes };
}
