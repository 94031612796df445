/**
 * Where a lead is on the lead desk, for what links to it from outside the site (the Slack message):
 * the desk's own address of the lead (`leadHref`) on `SITE_URL`, when the desk is behind Cloudflare
 * Access (`accessConfig`: `DESK_ACCESS_TEAM` and `DESK_ACCESS_AUD` set and sound). Without them, or
 * with settings the desk refuses, a deployed desk answers 404: nothing to link to.
 */
import type { AppEnv } from "../server/types";
import { leadHref } from "./views/leadWords";
import { accessConfig } from "./gate";

/** The vars the link depends on: the site's address and the desk's Access settings. */
export type DeskVars = Pick<AppEnv["Bindings"], "SITE_URL"> &
  Partial<Pick<AppEnv["Bindings"], "DESK_ACCESS_TEAM" | "DESK_ACCESS_AUD" | "DESK_ACCESS_CERTS_URL">>;

/**
 * The lead's page on the desk, on the site's own host, or null when the desk is not behind Access.
 *
 * @example deskLeadUrl(env, "3f1c….9a0b") // "https://vertexa.example/desk/leads/3f1c….9a0b"
 */
export function deskLeadUrl(env: DeskVars, id: string): string | null {
  if (accessConfig(env).kind !== "access") return null;
  return new URL(leadHref(id), env.SITE_URL).toString();
}
