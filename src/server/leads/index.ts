import { logContact } from "../api/submission/log";
import type { AppEnv } from "../types";
import type { Accepted, NewLead } from "./record";

export { LeadStore } from "./store";
export { leadId } from "./record";

/** The one lead store of the site (all leads live in one Durable Object). */
export function leadStore(env: AppEnv["Bindings"]) {
  if (!env.LEADS) return null;
  return env.LEADS.get(env.LEADS.idFromName("leads"));
}

/**
 * Stores a lead and starts its delivery. `null` when storage is unavailable (no binding, or the
 * Durable Object cannot be reached): the caller then forwards directly, as before there was a store.
 */
export async function storeLead(env: AppEnv["Bindings"], lead: NewLead): Promise<Accepted | null> {
  try {
    const store = leadStore(env);
    return store ? await store.accept(lead) : null;
  } catch (error) {
    logContact("error", "lead_store_unavailable", { error: error instanceof Error ? error.name : "error" });
    return null;
  }
}
