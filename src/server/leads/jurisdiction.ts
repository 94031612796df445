import type { AppEnv } from "../types";

/**
 * Where the lead store lives: `eu` (`LEADS_JURISDICTION=eu`), or null (where Cloudflare places it).
 * Read by the store's binding (leads/index.ts) and stated by the privacy notice.
 */
export function leadsJurisdiction(env: Pick<AppEnv["Bindings"], "LEADS_JURISDICTION">): "eu" | null {
  return env.LEADS_JURISDICTION?.trim().toLowerCase() === "eu" ? "eu" : null;
}
