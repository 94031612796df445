import { log } from "../log";
import { heldCount } from "./queries";
import type { HoldReason } from "./record";
import { HELD } from "./table";

/**
 * How surely a hold reason marks a bot, surest first: `0` a filled trap or a refused challenge
 * (no person does either), `1` the content rules and a flood an operator held by a filter
 * (`npm run leads -- hold --state pending`), `2` a reason a person can cause (a browser
 * without JavaScript, siteverify out of reach, the site's own Turnstile settings wrong). The held
 * bound evicts in this order, oldest first within a tier; a reason not listed here (an old
 * store's, say) is taken as a person's.
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

/** The tier of reasons a person can cause: evicting such a lead is an error (a person's enquiry lost). */
export const PERSON_TIER = 2;

/** The tier of a stored reason (anything unknown is a person's). */
export function tierOf(reason: string | null): number {
  return Object.hasOwn(holdTier, reason ?? "") ? holdTier[reason as HoldReason] : PERSON_TIER;
}

/** SQL: the tier of the lead `l`'s hold reason, as `tierOf` gives it. */
const TIER_SQL = `CASE l.held_reason ${Object.entries(holdTier)
  .map(([reason, tier]) => `WHEN '${reason}' THEN ${tier}`)
  .join(" ")} ELSE ${PERSON_TIER} END`;

/** Logs one evicted held lead: a warning for a bot's, an error for a reason a person can cause. */
function logEvicted(id: string, reason: string | null): void {
  const level = tierOf(reason) === PERSON_TIER ? "error" : "warn";
  log(level, "lead_held_evicted", { lead: id, state: "held", reason: reason ?? undefined });
}

/**
 * Makes room under `bound` for a new held lead held for `incoming`: deletes the held leads past the
 * bound that are the surest bots (`holdTier`, oldest first within a tier), each logged as evicted
 * with its reason (an error when a person could have sent it). The new lead takes its place in
 * that order as the newest of its tier: when every held lead is less surely a bot than it is (a
 * trap hit with the bound full of enquiries held for a missing challenge), it is the one evicted,
 * and false is returned: do not store it. A bot can never evict a person.
 *
 * @example makeRoomForHeld(sql, 5000, "honeypot") // true: store it (maybe in place of an older bot's)
 */
export function makeRoomForHeld(sql: SqlStorage, bound: number, incoming: HoldReason, id: string): boolean {
  const over = heldCount(sql) - bound + 1;
  if (over <= 0) return true;
  const candidates = sql
    .exec<{ id: string; held_reason: string | null; tier: number }>(
      `SELECT l.id, l.held_reason, ${TIER_SQL} AS tier FROM leads l WHERE ${HELD}
       ORDER BY tier, l.created_at, l.id LIMIT ?`,
      over,
    )
    .toArray();
  // The new lead goes after every held lead of its tier or a surer one: past `over` it stays.
  const evicted = candidates.filter((lead) => lead.tier <= tierOf(incoming));
  const keepNew = evicted.length === over;
  for (const lead of evicted) {
    sql.exec("DELETE FROM leads WHERE id = ?", lead.id);
    logEvicted(lead.id, lead.held_reason);
  }
  if (!keepNew) logEvicted(id, incoming);
  return keepNew;
}
