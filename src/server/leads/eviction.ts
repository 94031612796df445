import { log } from "../log";
import { heldCount } from "./queries";
import type { HoldReason } from "./record";
import { HELD } from "./table";

/**
 * How surely a hold reason marks a bot, surest first: `0` a filled trap or a refused challenge
 * (no person does either), `1` the content rules and a flood an operator held by a filter
 * (`npm run leads -- hold --state pending`), `2` a reason a person can cause (a browser
 * without JavaScript, siteverify out of reach, the site's own Turnstile settings wrong). The held
 * bound evicts the first two tiers, in this order, oldest first within a tier; a lead of the
 * person's tier, and one held for a reason not listed here (an old store's, say), is never evicted.
 */
export const holdTier: Readonly<Record<HoldReason, 0 | 1 | 2>> = {
  honeypot: 0,
  challenge_failed: 0,
  too_many_links: 1,
  message_repeats_subject: 1,
  operator: 1,
  challenge_missing: 2,
  siteverify_unavailable: 2,
  challenge_unverified: 2,
};

/** The tier of reasons a person can cause: a lead held for one is never evicted. */
export const PERSON_TIER = 2;

/** The tier of a stored reason (anything unknown is a person's). */
export function tierOf(reason: string | null): number {
  return Object.hasOwn(holdTier, reason ?? "") ? holdTier[reason as HoldReason] : PERSON_TIER;
}

/** SQL: the tier of the lead `l`'s hold reason, as `tierOf` gives it. */
const TIER_SQL = `CASE l.held_reason ${Object.entries(holdTier)
  .map(([reason, tier]) => `WHEN '${reason}' THEN ${tier}`)
  .join(" ")} ELSE ${PERSON_TIER} END`;

/** Logs one evicted held lead (a bot's: a warning). */
function logEvicted(id: string, reason: string | null): void {
  log("warn", "lead_held_evicted", { lead: id, state: "held", reason: reason ?? undefined });
}

/**
 * What became of the room a new held lead asked for: `stored` (store it, maybe in place of surer
 * bots), `dropped` (a bot's post surer than nothing held: thanked, not stored) or `full` (a post a
 * person could have sent, with the bound full of leads that are never evicted: refused, as the
 * undelivered cap refuses).
 */
export type HeldRoom = "stored" | "dropped" | "full";

/**
 * Makes room under `bound` for a new held lead held for `incoming`: deletes the held leads past the
 * bound that are the surest bots (`holdTier`, oldest first within a tier), each logged as evicted
 * with its reason. A lead held for a reason a person can cause (or one not known) is never
 * evicted, whatever arrives. The new lead takes its place in that order as the newest of its
 * tier: when every held lead is less surely a bot than it is, or a person's, a bot's post is the
 * one evicted (`dropped`, still thanked); a post a person could have sent is refused (`full`).
 *
 * @example makeRoomForHeld(sql, 5000, "honeypot", id) // "stored": store it (maybe in place of an older bot's)
 */
export function makeRoomForHeld(sql: SqlStorage, bound: number, incoming: HoldReason, id: string): HeldRoom {
  const over = heldCount(sql) - bound + 1;
  if (over <= 0) return "stored";
  // The new lead goes after every held lead of its tier or a surer one: past `over` it stays.
  const ceiling = Math.min(tierOf(incoming), PERSON_TIER - 1);
  const evicted = sql
    .exec<{ id: string; held_reason: string | null }>(
      `SELECT l.id, l.held_reason FROM leads l WHERE ${HELD} AND ${TIER_SQL} <= ?
       ORDER BY ${TIER_SQL}, l.created_at, l.id LIMIT ?`,
      ceiling,
      over,
    )
    .toArray();
  for (const lead of evicted) {
    sql.exec("DELETE FROM leads WHERE id = ?", lead.id);
    logEvicted(lead.id, lead.held_reason);
  }
  if (evicted.length === over) return "stored";
  if (tierOf(incoming) === PERSON_TIER) return "full";
  logEvicted(id, incoming);
  return "dropped";
}
