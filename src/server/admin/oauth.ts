/**
 * The CMS's GitHub sign-in, relayed by this Worker: the exchange Sveltia CMS's docs describe for
 * `sveltia-cms-auth`, as two routes behind the editor's gate. `/admin/auth` (which the CMS opens in
 * a popup) sends the browser to GitHub's authorize page with a random `state` that a short-lived
 * cookie binds to this browser; `/admin/callback` (where GitHub sends it back) checks that `state`,
 * forgets it (a state is good once), exchanges the code for a token with the client secret, and
 * answers a page whose script hands the token to the CMS window by `postMessage` to this origin.
 *
 * The token is in that page's body only: never in a URL, a log line or a cache (`no-store`, like
 * every answer under /admin). Every failure is a page in words, which the CMS shows too.
 */
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { DeskEnv } from "../../desk/gate";
import { isLoopbackUrl } from "../loopback";
import { log } from "../log";
import { adminAssets } from "./assets";
import { popupPage, type PopupMessage } from "./documents";
import { adminWords } from "./words";

/** GitHub's OAuth addresses (an OAuth app's, https://docs.github.com/en/apps/oauth-apps). */
export const GITHUB_OAUTH = {
  authorize: "https://github.com/login/oauth/authorize",
  token: "https://github.com/login/oauth/access_token",
} as const;

/** The relay's two paths: where the CMS opens the popup, and the OAuth app's callback URL. */
export const AUTH_PATH = "/admin/auth";
export const CALLBACK_PATH = "/admin/callback";

/** How long a sign-in may take between the two (seconds): the state cookie's life. */
export const STATE_MAX_AGE = 600;
/**
 * The state cookie's name: `__Host-` on https (the browser then takes it only as Secure, for this
 * host, on `/`), plain on http (only `npm start` on loopback, where a Secure cookie may not be set).
 */
export const stateCookieName = (secure: boolean) => (secure ? "__Host-cms-oauth-state" : "cms-oauth-state");

/** The scopes an editor's token may carry, and what is asked when the CMS names none or others. */
const SCOPES = new Set(["repo", "public_repo", "user", "read:user", "user:email"]);
const DEFAULT_SCOPE = "repo,user";

/** How long the code exchange may take before the editor is told GitHub could not be reached. */
const TOKEN_TIMEOUT_MS = 10_000;

/** Sveltia's error codes (it shows its own words for each, beside ours). */
type ErrorCode =
  | "UNSUPPORTED_BACKEND"
  | "MISCONFIGURED_CLIENT"
  | "CSRF_DETECTED"
  | "AUTH_CODE_REQUEST_FAILED"
  | "TOKEN_REQUEST_FAILED"
  | "MALFORMED_RESPONSE";

type OAuthSetup =
  | { ok: true; clientId: string; clientSecret: string; authorize: URL; token: URL }
  | { ok: false; reason: "not_configured" | "bad_override"; message: string };

/** An address of GitHub's, or a stand-in's on this machine (tests): never anywhere else. */
function endpoint(override: string | undefined, fallback: string): URL | undefined {
  if (!override?.trim()) return new URL(fallback);
  return isLoopbackUrl(override.trim()) ? new URL(override.trim()) : undefined;
}

/**
 * Reads `GITHUB_OAUTH_CLIENT_ID` (var), `GITHUB_OAUTH_CLIENT_SECRET` (secret) and, for tests,
 * `GITHUB_OAUTH_AUTHORIZE_URL`/`GITHUB_OAUTH_TOKEN_URL`, which may only point at a loopback host.
 */
export function oauthSetup(env: Partial<DeskEnv["Bindings"]>): OAuthSetup {
  const clientId = env.GITHUB_OAUTH_CLIENT_ID?.trim() ?? "";
  const clientSecret = env.GITHUB_OAUTH_CLIENT_SECRET?.trim() ?? "";
  if (!clientId || !clientSecret)
    return { ok: false, reason: "not_configured", message: adminWords.errors.notConfigured };
  const authorize = endpoint(env.GITHUB_OAUTH_AUTHORIZE_URL, GITHUB_OAUTH.authorize);
  const token = endpoint(env.GITHUB_OAUTH_TOKEN_URL, GITHUB_OAUTH.token);
  if (!authorize || !token) return { ok: false, reason: "bad_override", message: adminWords.errors.badOverride };
  return { ok: true, clientId, clientSecret, authorize, token };
}

/** The scope to ask GitHub for: what the CMS asked, if every part is one of `SCOPES`, else the default. */
export function scopeOf(requested: string | undefined): string {
  const scopes = (requested ?? "").split(/[\s,]+/).filter(Boolean);
  return scopes.length && scopes.every((scope) => SCOPES.has(scope)) ? scopes.join(",") : DEFAULT_SCOPE;
}

/** 32 random bytes, base64url: the state of one sign-in. */
function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** Compares two strings in time that depends on their length only. */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

const isHttps = (c: Context<DeskEnv>) => new URL(c.req.url).protocol === "https:";

/** A short reason for the log from GitHub's error code (its own words never reach the log). */
const githubReason = (code: string) => `github_${code.replace(/[^a-z_]/g, "").slice(0, 40)}`;

/** The popup's page with a failure, logged by its reason (never a code, a state or a token). */
function failure(
  c: Context<DeskEnv>,
  status: 400 | 403 | 502 | 503,
  reason: string,
  error: string,
  errorCode: ErrorCode,
) {
  log(status >= 500 ? "error" : "warn", "cms_signin_refused", { reason, status, path: c.req.path });
  const message: PopupMessage = {
    provider: "github",
    result: "error",
    content: { provider: "github", error, errorCode },
  };
  return c.html(popupPage(message, adminAssets.entries.callback, adminAssets.integrity), status);
}

/** `/admin/auth?provider=github&scope=…`: to GitHub's authorize page, with a fresh state bound to this browser. */
export function authStart(c: Context<DeskEnv>): Response | Promise<Response> {
  if (c.req.query("provider") !== "github")
    return failure(c, 400, "unsupported_backend", adminWords.errors.unsupported, "UNSUPPORTED_BACKEND");
  const setup = oauthSetup(c.env);
  if (!setup.ok) return failure(c, 503, setup.reason, setup.message, "MISCONFIGURED_CLIENT");
  const state = randomState();
  const secure = isHttps(c);
  setCookie(c, stateCookieName(secure), state, {
    path: "/",
    httpOnly: true,
    secure,
    sameSite: "Lax",
    maxAge: STATE_MAX_AGE,
  });
  const target = new URL(setup.authorize);
  target.search = new URLSearchParams({
    client_id: setup.clientId,
    redirect_uri: new URL(CALLBACK_PATH, c.req.url).href,
    scope: scopeOf(c.req.query("scope")),
    state,
    allow_signup: "false",
  }).toString();
  log("info", "cms_signin_started", { path: c.req.path });
  return c.redirect(target.href, 302);
}

/** What GitHub's token endpoint answered: a token, or its error in words. */
async function exchange(
  setup: Extract<OAuthSetup, { ok: true }>,
  code: string,
  redirectUri: string,
): Promise<{ token: string } | { reason: string; error: string; errorCode: ErrorCode; status?: number }> {
  let response: Response;
  try {
    response = await fetch(setup.token, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({
        client_id: setup.clientId,
        client_secret: setup.clientSecret,
        code,
        redirect_uri: redirectUri,
      }),
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    });
  } catch {
    return { reason: "token_unreachable", error: adminWords.errors.unreachable, errorCode: "TOKEN_REQUEST_FAILED" };
  }
  let body: { access_token?: unknown; error?: unknown; error_description?: unknown };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    return {
      reason: "token_malformed",
      error: adminWords.errors.malformed,
      errorCode: "MALFORMED_RESPONSE",
      status: response.status,
    };
  }
  if (typeof body.error === "string") {
    const words = typeof body.error_description === "string" ? body.error_description : body.error;
    return {
      reason: githubReason(body.error),
      error: adminWords.errors.github(words),
      errorCode: "TOKEN_REQUEST_FAILED",
    };
  }
  if (!response.ok || typeof body.access_token !== "string" || !body.access_token)
    return {
      reason: "token_malformed",
      error: adminWords.errors.malformed,
      errorCode: "MALFORMED_RESPONSE",
      status: response.status,
    };
  return { token: body.access_token };
}

/**
 * `/admin/callback?code=…&state=…`: the state must be the one this browser's cookie holds (which
 * is deleted now, whatever comes next: a state is good once), then the code is exchanged, and the
 * page hands the token to the CMS.
 */
export async function authCallback(c: Context<DeskEnv>): Promise<Response> {
  const secure = isHttps(c);
  const name = stateCookieName(secure);
  const expected = getCookie(c, name);
  deleteCookie(c, name, { path: "/", secure, httpOnly: true, sameSite: "Lax" });
  const { code, state, error, error_description: description } = c.req.query();
  if (!expected) return failure(c, 403, "no_state", adminWords.errors.noState, "CSRF_DETECTED");
  if (!state || !sameText(state, expected))
    return failure(c, 403, "wrong_state", adminWords.errors.wrongState, "CSRF_DETECTED");
  // Only now, for this browser's own sign-in, are GitHub's words shown (never anyone's link's).
  if (error)
    return failure(
      c,
      403,
      githubReason(error),
      adminWords.errors.github(description || error),
      "AUTH_CODE_REQUEST_FAILED",
    );
  if (!code) return failure(c, 400, "no_code", adminWords.errors.noCode, "AUTH_CODE_REQUEST_FAILED");
  const setup = oauthSetup(c.env);
  if (!setup.ok) return failure(c, 503, setup.reason, setup.message, "MISCONFIGURED_CLIENT");
  const result = await exchange(setup, code, new URL(CALLBACK_PATH, c.req.url).href);
  if (!("token" in result)) {
    if (result.status !== undefined)
      log("warn", "cms_signin_token_status", { status: result.status, path: c.req.path });
    return failure(c, 502, result.reason, result.error, result.errorCode);
  }
  log("info", "cms_signin_done", { path: c.req.path });
  const message: PopupMessage = {
    provider: "github",
    result: "success",
    content: { provider: "github", token: result.token },
  };
  return c.html(popupPage(message, adminAssets.entries.callback, adminAssets.integrity));
}
