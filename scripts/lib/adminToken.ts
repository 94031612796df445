/**
 * The operators' token of a local server: made at random on first use and kept in the local state
 * folder (never in the repository), readable by its owner only. `npm start` hands it to the
 * Worker; `npm run leads` and the scripts read it from there.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseDevVars } from "./localVars.ts";

/** Same rule as the Worker's (`MIN_ADMIN_TOKEN_LENGTH` in src/server/api/leads.ts). */
export const MIN_ADMIN_TOKEN_LENGTH = 32;

export const adminTokenFile = (stateDir: string) => join(stateDir, "leads-admin-token");

export function localAdminToken(stateDir: string): string {
  const file = adminTokenFile(stateDir);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(stateDir, { recursive: true });
  const token = randomBytes(32).toString("base64url");
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return token;
}

/** Why a token cannot be used, or null. */
export function adminTokenProblem(token: string): string | null {
  return token.length < MIN_ADMIN_TOKEN_LENGTH
    ? `LEADS_ADMIN_TOKEN is ${token.length} characters long; it must be at least ${MIN_ADMIN_TOKEN_LENGTH} (e.g. \`openssl rand -base64 32\`).`
    : null;
}

/** LEADS_ADMIN_TOKEN from the environment or a .dev.vars file, if set there. */
export function configuredAdminToken(devVars = ".dev.vars"): string | undefined {
  if (process.env.LEADS_ADMIN_TOKEN) return process.env.LEADS_ADMIN_TOKEN.trim();
  if (!existsSync(devVars)) return undefined;
  return parseDevVars(readFileSync(devVars, "utf8")).LEADS_ADMIN_TOKEN?.trim() || undefined;
}
