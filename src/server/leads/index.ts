import { log } from "../log";
import type { AppEnv } from "../types";
import { cursorAfter, type LeadFilter } from "./queries";
import type { Accepted, Lead, NewLead } from "./record";
import { jurisdictionProblem, leadsJurisdiction, otherJurisdiction, storeIn } from "./jurisdiction";
import type { LeadStore } from "./store";

export { LeadStore } from "./store";
export { leadId } from "./record";
export { leadsJurisdiction } from "./jurisdiction";

/** How long the visitor's request waits for the store (which itself waits up to 2 s for the first delivery). */
const ACCEPT_TIMEOUT_MS = 5_000;

/**
 * The one lead store of the site (all leads live in one Durable Object; `LEADS` is always bound in
 * wrangler.toml), in the jurisdiction `LEADS_JURISDICTION` names (`eu`), else where Cloudflare
 * places it. Another jurisdiction is another object: after a change the old one is retired and
 * hands its leads over to this one (move.ts; docs/operations.md, "Where the data lives").
 */
export function leadStore(env: AppEnv["Bindings"]): DurableObjectStub<LeadStore> {
  return storeIn(env, configuredJurisdiction(env)).stub;
}

/** The jurisdiction `LEADS_JURISDICTION` names; throws when the setting is refused (no store is guessed). */
function configuredJurisdiction(env: AppEnv["Bindings"]) {
  const problem = jurisdictionProblem(env);
  if (problem) throw new Error(problem);
  return leadsJurisdiction(env);
}

/** Leads one read of `everyLead` returns. */
const EVERY_LEAD_PAGE = 1_000;

/**
 * Every lead a filter selects, newest first, page after page (never cut at a limit): what an
 * export writes, the operators' API's and the desk's alike.
 */
export async function everyLead(store: DurableObjectStub<LeadStore>, filter: LeadFilter): Promise<Lead[]> {
  const leads: Lead[] = [];
  for (let page = await store.page(filter, null, EVERY_LEAD_PAGE); page.length;) {
    leads.push(...page);
    if (page.length < EVERY_LEAD_PAGE) break;
    page = await store.page(filter, cursorAfter(page.at(-1)!), EVERY_LEAD_PAGE);
  }
  return leads;
}

/** The store of the other jurisdiction: the retired one after a move, empty once it has handed over. */
export function otherStore(env: AppEnv["Bindings"]): DurableObjectStub<LeadStore> {
  return storeIn(env, otherJurisdiction(configuredJurisdiction(env))).stub;
}

/**
 * What became of a lead handed to the store: its answer, or `"unconfirmed"` when the store threw
 * or did not answer within `LEADS_ACCEPT_TIMEOUT_MS` (logged at error level). An unconfirmed lead
 * may have been stored (and will then be delivered by the store), so nothing else may send it: the
 * visitor is asked to send again, and the same form's re-post has the same lead id, so it is not
 * stored twice.
 */
export type StoreOutcome = Accepted | "unconfirmed";

export async function storeLead(env: AppEnv["Bindings"], lead: NewLead): Promise<StoreOutcome> {
  const configured = Number(env.LEADS_ACCEPT_TIMEOUT_MS);
  const timeoutMs = Number.isFinite(configured) && configured > 0 ? configured : ACCEPT_TIMEOUT_MS;
  let timer: ReturnType<typeof setTimeout> | null = null;
  try {
    return await Promise.race([
      // Inside the try: a store that cannot even be reached (a binding missing by mistake) is an outage too.
      leadStore(env).accept(lead),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("timeout")), timeoutMs);
      }),
    ]);
  } catch (error) {
    const reason = error instanceof Error && error.message === "timeout" ? "timeout" : "error";
    log("error", "lead_store_unavailable", { lead: lead.id, error: reason });
    return "unconfirmed";
  } finally {
    if (timer !== null) clearTimeout(timer);
  }
}
