import type { Context, MiddlewareHandler } from "hono";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { LOOPBACK_HOSTS, isLoopbackAddress, isLoopbackUrl } from "../server/loopback";
import { refuseSetting } from "../server/leads/refusedSetting";
import { log } from "../server/log";
import type { AppEnv } from "../server/types";

/** Who is acting on the desk: the Access token's e-mail, or the named local operator of `npm start`. */
export interface Operator {
  /** The e-mail of the Access token, or `LOCAL_OPERATOR`: what the audit lines name. */
  id: string;
  /** True under `npm start` / `npm run dev` without Access: the desk says it is unprotected. */
  local: boolean;
}

/** The operator every unprotected local request acts as. */
export const LOCAL_OPERATOR = "local-operator";

/** The desk's Hono environment: the app's bindings and the operator the gate let in. */
export interface DeskEnv {
  Bindings: AppEnv["Bindings"];
  Variables: { operator: Operator };
}

/** The header Cloudflare Access adds to every request it lets through (the cookie is not what counts). */
export const ACCESS_HEADER = "Cf-Access-Jwt-Assertion";

/**
 * A team domain as Cloudflare Access names it: `<team>.cloudflareaccess.com`, no scheme, no path.
 * Any other host would be trusted to issue the desk's tokens: a stranger's.
 */
const TEAM_DOMAIN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.cloudflareaccess\.com$/i;

/**
 * What the settings make of the gate: Access, nothing (no desk unless local), or settings refused.
 * `ignored`: a setting of the Access gate taken as unset, and why (logged once per isolate).
 */
export type AccessConfig =
  | { kind: "access"; issuer: string; audience: string; certs: URL; ignored?: { setting: string; message: string } }
  | { kind: "off" }
  | { kind: "refused"; message: string };

/**
 * Reads `DESK_ACCESS_TEAM`, `DESK_ACCESS_AUD` and `DESK_ACCESS_CERTS_URL`. Both of the first two
 * set: Access (the issuer is `https://<team>`, the certs `https://<team>/cdn-cgi/access/certs`;
 * `DESK_ACCESS_CERTS_URL` overrides them only with an address on this machine, a test's stand-in:
 * any other is taken as unset and said so). Neither: off. One without the other, or a team that
 * is not `<team>.cloudflareaccess.com`: refused (the desk is 404).
 *
 * @example accessConfig({ DESK_ACCESS_TEAM: "acme.cloudflareaccess.com", DESK_ACCESS_AUD: "4714…" }).kind // "access"
 */
export function accessConfig(env: Partial<AppEnv["Bindings"]>): AccessConfig {
  const team = env.DESK_ACCESS_TEAM?.trim() ?? "";
  const audience = env.DESK_ACCESS_AUD?.trim() ?? "";
  if (!team && !audience) return { kind: "off" };
  if (!team || !audience) return { kind: "refused", message: "DESK_ACCESS_TEAM and DESK_ACCESS_AUD go together" };
  if (!TEAM_DOMAIN.test(team))
    return {
      kind: "refused",
      message: "DESK_ACCESS_TEAM must be your Access team domain, <team>.cloudflareaccess.com",
    };
  const config = {
    kind: "access" as const,
    issuer: `https://${team}`,
    audience,
    certs: new URL(`https://${team}/cdn-cgi/access/certs`),
  };
  const override = env.DESK_ACCESS_CERTS_URL?.trim();
  if (!override) return config;
  if (isLoopbackUrl(override)) return { ...config, certs: new URL(override) };
  return {
    ...config,
    ignored: {
      setting: "DESK_ACCESS_CERTS_URL",
      message: `DESK_ACCESS_CERTS_URL is honoured only on this machine (${[...LOOPBACK_HOSTS].join(", ")}: a test's stand-in); the team's own certs are used`,
    },
  };
}

/** Whether this isolate has logged `desk_misconfigured` already: once is enough, not every request. */
let misconfiguredLogged = false;

/** Forgets that `desk_misconfigured` was logged (tests start each case afresh). */
export function resetDeskLog(): void {
  misconfiguredLogged = false;
}

/**
 * The team's keys, one set per certs address for the life of the isolate. jose's remote set
 * fetches once, keeps the keys for `cacheMaxAge` (10 min), and on a token whose `kid` it does not
 * hold fetches again at once unless it fetched within `cooldownDuration` (30 s): a rotated key is
 * taken up within 30 s, and a flood of made-up `kid`s costs at most one fetch per 30 s.
 */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySet(certs: URL): ReturnType<typeof createRemoteJWKSet> {
  let set = keySets.get(certs.href);
  if (!set) {
    set = createRemoteJWKSet(certs, { cooldownDuration: 30_000, cacheMaxAge: 600_000 });
    keySets.set(certs.href, set);
  }
  return set;
}

/**
 * Whether a request says it was made on this machine, to this machine: the URL's host is a loopback
 * name AND its `CF-Connecting-IP` is a loopback address. Locally neither proves it (Miniflare keeps
 * a `CF-Connecting-IP` the client sent): what does is the socket, `npm start` and `vite dev`
 * listening on loopback only while Access is unset (scripts/lib/localBind.ts). Neither can be true of a request Cloudflare routes to a deployed Worker:
 * its host is one of the zone's names (Cloudflare refuses an IP or `localhost` as a host), and
 * Cloudflare sets `CF-Connecting-IP` to the visitor's public address, replacing any sent. No
 * setting is read, so none a deployed Worker could carry turns it on.
 */
export function isLocalRequest(request: Request): boolean {
  const host = new URL(request.url).hostname;
  const from = request.headers.get("CF-Connecting-IP");
  return LOOPBACK_HOSTS.has(host) && from !== null && isLoopbackAddress(from);
}

const NO_STORE = { "Cache-Control": "no-store" } as const;

function refuse(c: Context<DeskEnv>, reason: string): Response {
  log("warn", "desk_refused", { reason, path: c.req.path });
  return c.text("The desk opens through Cloudflare Access only.", 403, NO_STORE);
}

/**
 * The desk's gate, on every desk request. With Access set (`DESK_ACCESS_TEAM`, `DESK_ACCESS_AUD`):
 * the `Cf-Access-Jwt-Assertion` header must be a token signed RS256 by a key of the team's certs
 * (chosen by `kid`), issued by the team, for the application's AUD, within its `exp`/`nbf`; the
 * operator is its `email`. Without Access: a local request (`isLocalRequest`) is let in as
 * `LOCAL_OPERATOR`; anything else finds no desk (404), never an open one.
 */
export const deskAccess: MiddlewareHandler<DeskEnv> = async (c, next) => {
  const config = accessConfig(c.env);
  if (config.kind === "refused") {
    if (!misconfiguredLogged) log("error", "desk_misconfigured", { message: config.message });
    misconfiguredLogged = true;
    return c.notFound();
  }
  if (config.kind === "off") {
    if (!isLocalRequest(c.req.raw)) return c.notFound();
    c.set("operator", { id: LOCAL_OPERATOR, local: true });
    return next();
  }
  if (config.ignored) refuseSetting(config.ignored.setting, config.ignored.message);
  const token = c.req.header(ACCESS_HEADER);
  if (!token) return refuse(c, "no_token");
  let email: unknown;
  try {
    const { payload } = await jwtVerify(token, keySet(config.certs), {
      algorithms: ["RS256"],
      issuer: config.issuer,
      audience: config.audience,
      requiredClaims: ["exp"],
    });
    email = payload.email;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return refuse(c, typeof code === "string" ? code : "invalid_token");
  }
  if (typeof email !== "string" || !email.includes("@")) return refuse(c, "no_email");
  c.set("operator", { id: email, local: false });
  return next();
};
