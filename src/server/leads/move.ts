/**
 * Moving the store to another jurisdiction (`LEADS_JURISDICTION`; docs/operations.md, "Where the
 * data lives"). There are two possible stores, one per jurisdiction; the one the configuration
 * does not name is **retired**: it never delivers, it forwards what it is handed to the configured
 * store, and it hands its leads over, with their states, until it is empty.
 */
import { log } from "../log";
import type { AppEnv } from "../types";
import { errorName } from "./events";
import { jurisdictionProblem, leadsJurisdiction, otherJurisdiction, storeIn } from "./jurisdiction";
import { leadState, pageLeads } from "./queries";
import type { Accepted, Lead, NewLead } from "./record";

/** Leads handed over in one call to the configured store (at most about 5 MB: 24 KB a lead at most). */
const HAND_OVER_PAGE = 200;
/** A retired store's hand-over that failed is tried again this much later. */
export const HAND_OVER_RETRY_MS = 60_000;
/**
 * The configured store's marker (its key-value storage): the retired store was found empty while
 * this store was the configured one, so no move is under way and nobody need ask it again. A store
 * that starts retired forgets it: once it is the configured one again, it asks until it finds the
 * other empty.
 */
export const MOVE_SETTLED = "move_settled";

/** What a hand-over did: leads moved by it, and leads still in the retired store (not 0 only when it failed). */
export interface MoveStatus {
  moved: number;
  remaining: number;
}

/**
 * Whether the store with `id` is not the one `LEADS_JURISDICTION` names. A store without the
 * `LEADS` binding (unit tests of one store) is the configured one; so is every store while the
 * setting is refused (`jurisdictionProblem`): a typo never retires a store, so none hands over.
 */
export function isRetired(id: DurableObjectId | undefined, env: AppEnv["Bindings"]): boolean {
  if (env.LEADS === undefined || jurisdictionProblem(env)) return false;
  return !id!.equals(storeIn(env, leadsJurisdiction(env)).id);
}

/** Whether the store's tables exist: a retired store that never held a lead has none, and gets none. */
export function hasTables(sql: SqlStorage): boolean {
  return sql.exec("PRAGMA table_info(leads)").toArray().length > 0;
}

/** Leads a store holds, in every state. */
export function storedCount(sql: SqlStorage): number {
  return sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM leads").one().n;
}

/**
 * A retired store's answer to a submission (a Worker still on the old configuration during a
 * deploy sends it here): a lead it holds already is answered as it is (it is handed over with the
 * rest, never stored twice), any other goes to the configured store.
 */
export async function forward(
  sql: SqlStorage,
  lead: NewLead,
  configured: (lead: NewLead) => Promise<Accepted>,
): Promise<Accepted> {
  const existing = leadState(sql, lead.id);
  return existing ? { created: false, state: existing } : configured(lead);
}

/**
 * Hands every lead of a retired store to the configured one, a page at a time: each page is
 * imported there with its states (`receive`: delivered stays delivered, pending resumes there) and
 * deleted here only once that import answered, so a lead is never in neither store. A failure
 * stops the hand-over (logged at error level, the leads left here are tried again later).
 */
export async function handOver(sql: SqlStorage, receive: (leads: Lead[]) => Promise<unknown>): Promise<MoveStatus> {
  let moved = 0;
  try {
    for (let page = pageLeads(sql, {}, null, HAND_OVER_PAGE); page.length;) {
      await receive(page);
      for (const { id } of page) {
        sql.exec("DELETE FROM deliveries WHERE lead_id = ?", id);
        sql.exec("DELETE FROM leads WHERE id = ?", id);
      }
      moved += page.length;
      page = pageLeads(sql, {}, null, HAND_OVER_PAGE);
    }
  } catch (error) {
    const remaining = storedCount(sql);
    // `count`: the leads still here (handed over later), never which.
    log("error", "leads_handover_failed", { count: remaining, error: errorName(error) });
    return { moved, remaining };
  }
  if (moved) log("info", "leads_handed_over", { count: moved });
  return { moved, remaining: 0 };
}

/**
 * The configured store's side of a move: asks the retired store to hand over, unless it was found
 * empty before while this store was the configured one (`MOVE_SETTLED` in `kv`; `force`: ask all the
 * same, as `npm run leads -- move` does). What the hand-over did; throws when the retired store
 * cannot be reached. A store without the `LEADS` binding (unit tests of one store) has no other.
 */
export async function settleMove(kv: SyncKvStorage, env: AppEnv["Bindings"], force: boolean): Promise<MoveStatus> {
  if (!env.LEADS || (!force && kv.get(MOVE_SETTLED) !== undefined)) return { moved: 0, remaining: 0 };
  const status = await storeIn(env, otherJurisdiction(leadsJurisdiction(env))).stub.handOver();
  if (!status.remaining) kv.put(MOVE_SETTLED, Date.now());
  return status;
}
