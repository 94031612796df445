import type { AppEnv } from "../types";

/** The lead store's namespace as the binding declares it (worker-configuration.d.ts), not imported from the store. */
type Stores = AppEnv["Bindings"]["LEADS"];

/** Where a lead store lives: `eu`, or null (where Cloudflare places it). */
export type Jurisdiction = "eu" | null;

/**
 * Where the lead store lives: `eu` (`LEADS_JURISDICTION=eu`), or null (where Cloudflare places it).
 * Read by the store's binding (leads/index.ts) and stated by the privacy notice.
 */
export function leadsJurisdiction(env: Pick<AppEnv["Bindings"], "LEADS_JURISDICTION">): Jurisdiction {
  return env.LEADS_JURISDICTION?.trim().toLowerCase() === "eu" ? "eu" : null;
}

/** The jurisdiction of the store that is not the configured one: there are only two (docs/operations.md, "Moving the store"). */
export function otherJurisdiction(jurisdiction: Jurisdiction): Jurisdiction {
  return jurisdiction === "eu" ? null : "eu";
}

/**
 * The lead store of a jurisdiction: its id (a store compares it with its own to know whether it is
 * the configured one) and its stub. Each jurisdiction is another Durable Object.
 */
export function storeIn(
  env: Pick<AppEnv["Bindings"], "LEADS">,
  jurisdiction: Jurisdiction,
): { id: DurableObjectId; stub: ReturnType<Stores["get"]> } {
  const at = (namespace: Stores, name: string) => {
    const id = namespace.idFromName(name);
    return { id, stub: namespace.get(id) };
  };
  if (!jurisdiction) return at(env.LEADS, "leads");
  try {
    return at(env.LEADS.jurisdiction(jurisdiction), "leads");
  } catch (error) {
    // Only the local runtime lacks jurisdictions ("not implemented in workerd"): there a store of
    // its own, named for the jurisdiction, stands in, so a move can be rehearsed. Anything else is
    // an outage, never a silent store outside the jurisdiction.
    if (!(error instanceof Error && /not implemented in workerd/i.test(error.message))) throw error;
    return at(env.LEADS, `leads@${jurisdiction}`);
  }
}
