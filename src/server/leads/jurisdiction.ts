import { log } from "../log";
import type { AppEnv } from "../types";

/** The lead store's namespace as the binding declares it (worker-configuration.d.ts), not imported from the store. */
type Stores = AppEnv["Bindings"]["LEADS"];

/** Where a lead store lives: `eu`, or null (where Cloudflare places it). */
export type Jurisdiction = "eu" | null;

type JurisdictionVars = Pick<AppEnv["Bindings"], "LEADS_JURISDICTION">;

/**
 * What `LEADS_JURISDICTION` says: unset (or blank) and `eu` (trimmed, any case) are the two
 * stores; anything else (`europe`, `eu,`, `fedramp`) is a configuration error, never taken as
 * unset, since that would retire the store that holds the leads and move them all.
 *
 * @example jurisdictionSetting({ LEADS_JURISDICTION: "europe" }) // { problem: "LEADS_JURISDICTION is \"europe\": …" }
 */
export function jurisdictionSetting(env: JurisdictionVars): { jurisdiction: Jurisdiction } | { problem: string } {
  const text = env.LEADS_JURISDICTION?.trim() ?? "";
  if (!text) return { jurisdiction: null };
  if (text.toLowerCase() === "eu") return { jurisdiction: "eu" };
  return {
    problem: `LEADS_JURISDICTION is ${JSON.stringify(text.slice(0, 40))}: it must be unset or "eu"; nothing is stored or moved until it is`,
  };
}

/** Why `LEADS_JURISDICTION` is refused, or null (unset, or `eu`). */
export function jurisdictionProblem(env: JurisdictionVars): string | null {
  const setting = jurisdictionSetting(env);
  return "problem" in setting ? setting.problem : null;
}

/** Whether this isolate has logged the refused setting already. */
let problemLogged = false;

/**
 * The refused setting's message, logged once per isolate at error level (`leads_misconfigured`),
 * or null when the setting is sound.
 */
export function reportJurisdictionProblem(env: JurisdictionVars): string | null {
  const problem = jurisdictionProblem(env);
  if (problem && !problemLogged) {
    problemLogged = true;
    log("error", "leads_misconfigured", { reason: "jurisdiction_invalid", message: problem });
  }
  return problem;
}

/** Forgets that the refused setting was logged (tests start each case afresh). */
export function resetJurisdictionLog(): void {
  problemLogged = false;
}

/**
 * Where the lead store lives: `eu` (`LEADS_JURISDICTION=eu`), or null (where Cloudflare places it,
 * and what a refused setting is taken as by the privacy notice, which only states it). Read by the
 * store's binding (leads/index.ts), which refuses a refused setting (`jurisdictionProblem`).
 */
export function leadsJurisdiction(env: JurisdictionVars): Jurisdiction {
  const setting = jurisdictionSetting(env);
  return "jurisdiction" in setting ? setting.jurisdiction : null;
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
