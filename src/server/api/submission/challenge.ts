import { turnstile } from "../../../content/contact";
import { log } from "../../log";
import { LOOPBACK_HOSTS, isLoopbackUrl } from "../../loopback";
import { refuseSetting } from "../../leads/refusedSetting";
import { challengeSiteKey } from "../../turnstile";
import type { AppEnv } from "../../types";

const SITEVERIFY_URL = `${turnstile.origin}/turnstile/v0/siteverify`;
const TIMEOUT_MS = 3_000;
/** A siteverify answer that the site cannot use is logged at error level at most this often (per isolate). */
const UNVERIFIED_LOG_EVERY_MS = 60 * 60_000;

type Env = AppEnv["Bindings"];

/**
 * Siteverify's error codes about the token itself (absent, malformed, expired or already spent):
 * the only answers that refuse the visitor, who can solve the challenge again. Every other code
 * (`invalid-input-secret`, `missing-input-secret`, `bad-request`, `internal-error`, one not yet
 * known) is about this site's configuration or Cloudflare's side, and must never turn a real
 * enquiry away.
 */
const TOKEN_ERRORS: ReadonlySet<string> = new Set([
  "missing-input-response",
  "invalid-input-response",
  "timeout-or-duplicate",
]);

/**
 * Cloudflare's published test secrets (`1x…AA` passes, `2x…AA` fails, `3x…AA` answers "already
 * spent"). Their answers name a hostname of Cloudflare's choosing, not this site's, so with one of
 * them the hostname is not compared (README, "Deploy"; docs/operations.md, "Spam: held, never sent, never lost").
 * They guard nothing: only a request to this machine (`npm start`) may use them.
 */
const TEST_SECRET = /^[123]x0{31}AA$/;

/**
 * Cloudflare's published test site keys (`1x…AA`, `2x…AB`, `1x…BB`, `2x…BB`, `3x…FF`): their widget
 * hands out a dummy token that a real secret refuses, so on a deployed site every visitor would be
 * refused. Like the test secrets, usable only on this machine.
 */
const TEST_SITE_KEY = /^[123]x0{20}[A-F]{2}$/;

/**
 * A Turnstile setting that can guard nothing, named (never its value): a site key without a
 * secret, or a test key on a request to a host that is not this machine's.
 */
export interface ChallengeMisconfiguration {
  setting: "TURNSTILE_SECRET_KEY" | "TURNSTILE_SITE_KEY";
  reason: "secret_missing" | "test_secret" | "test_site_key";
}

/**
 * What is wrong with the Turnstile settings for a request to `hostname` (`URL.hostname`), or null:
 * off (no site key), or usable. A site key without a secret is wrong anywhere; Cloudflare's test
 * keys only on a host other than `localhost`, `127.0.0.1` or `[::1]` (a deployed site).
 *
 * @example challengeMisconfiguration({ TURNSTILE_SITE_KEY: "0x4AAA…" }, "www.example.com") // { setting: "TURNSTILE_SECRET_KEY", reason: "secret_missing" }
 */
export function challengeMisconfiguration(env: Env, hostname: string): ChallengeMisconfiguration | null {
  const site = env.TURNSTILE_SITE_KEY?.trim();
  if (!site) return null;
  const secret = env.TURNSTILE_SECRET_KEY?.trim();
  if (!secret) return { setting: "TURNSTILE_SECRET_KEY", reason: "secret_missing" };
  if (LOOPBACK_HOSTS.has(hostname)) return null;
  if (TEST_SECRET.test(secret)) return { setting: "TURNSTILE_SECRET_KEY", reason: "test_secret" };
  if (TEST_SITE_KEY.test(site)) return { setting: "TURNSTILE_SITE_KEY", reason: "test_site_key" };
  return null;
}

/** What the error line says after the setting's name: what is wrong and what to do, never the value. */
const MISCONFIGURED: Record<ChallengeMisconfiguration["reason"], string> = {
  secret_missing: "is not set but TURNSTILE_SITE_KEY is: put the secret (npx wrangler secret put TURNSTILE_SECRET_KEY)",
  test_secret: "is one of Cloudflare's test secrets, on a site that is not this machine: put the site's own secret",
  test_site_key: "is one of Cloudflare's test site keys, on a site that is not this machine: set the site's own key",
};

/**
 * - `passed`: a good token for this site.
 * - `refused`: siteverify said the token itself is bad (answered 400, the visitor solves it again).
 * - `missing`: no token (no JavaScript, or a bot): held.
 * - `unavailable`: siteverify out of reach (timeout, network, non-2xx, not JSON): held.
 * - `unverified`: siteverify answered, but not about the token (a wrong or rotated secret, a bad
 *   request, its own error) or for another hostname: held, and logged as an error once an hour.
 */
export type ChallengeResult = "passed" | "refused" | "missing" | "unavailable" | "unverified";

let unverifiedLoggedAt = Number.NEGATIVE_INFINITY;
let misconfiguredLoggedAt = Number.NEGATIVE_INFINITY;

/** Logs settings that guard nothing, at most once an hour: which setting, never its value. */
function logMisconfigured({ setting, reason }: ChallengeMisconfiguration, now = Date.now()): void {
  if (now - misconfiguredLoggedAt < UNVERIFIED_LOG_EVERY_MS) return;
  misconfiguredLoggedAt = now;
  log("error", "challenge_misconfigured", { reason, message: `${setting} ${MISCONFIGURED[reason]}` });
}

/** Logs a challenge the site could not verify, at most once an hour: a slip to fix, not a flood. */
function logUnverified(reason: string, now = Date.now()): void {
  if (now - unverifiedLoggedAt < UNVERIFIED_LOG_EVERY_MS) return;
  unverifiedLoggedAt = now;
  log("error", "challenge_unverified", { reason });
}

/**
 * Siteverify's idempotency key, a UUID derived from the lead's id (the form's submission id and a
 * digest of what it says) and the token: a re-post of the same enquiry with the same token gets
 * the first verification's answer again, while the same token with other content is a second
 * use, which siteverify refuses ("timeout-or-duplicate"). One token, one enquiry.
 */
export async function idempotencyKey(leadId: string, token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${leadId}\n${token}`)));
  const hex = [...digest.slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The hostname a passed token must name: `SITE_URL`'s, or null when any will do (a test secret). */
function expectedHostname(env: Env): string | null {
  if (TEST_SECRET.test(env.TURNSTILE_SECRET_KEY?.trim() ?? "")) return null;
  return new URL(env.SITE_URL).hostname;
}

/** Judges siteverify's JSON answer. */
function judge(env: Env, answer: Record<string, unknown>): ChallengeResult {
  if (answer.success === true) {
    const expected = expectedHostname(env);
    if (expected === null || answer.hostname === expected) return "passed";
    logUnverified(`hostname ${typeof answer.hostname === "string" ? answer.hostname.slice(0, 100) : "absent"}`);
    return "unverified";
  }
  const codes = Array.isArray(answer["error-codes"]) ? answer["error-codes"].map(String) : [];
  if (codes.length > 0 && codes.every((code) => TOKEN_ERRORS.has(code))) return "refused";
  logUnverified(codes.length ? codes.join(",").slice(0, 200) : "no error code");
  return "unverified";
}

/**
 * Where tokens are verified: Cloudflare's siteverify, or `TURNSTILE_VERIFY_URL` when it is an
 * address on this machine (a test's stand-in). Any other is taken as unset, and said so once: a
 * deployed Worker never sends the secret and the visitor's token to a stranger.
 */
function siteverifyUrl(env: Env): string {
  const override = env.TURNSTILE_VERIFY_URL?.trim();
  if (!override) return SITEVERIFY_URL;
  if (isLoopbackUrl(override)) return override;
  refuseSetting(
    "TURNSTILE_VERIFY_URL",
    "TURNSTILE_VERIFY_URL is honoured only on this machine (a test's stand-in); Cloudflare's siteverify is used",
  );
  return SITEVERIFY_URL;
}

/**
 * Verifies a Turnstile token with siteverify (bounded by `TURNSTILE_TIMEOUT_MS`), passing the
 * visitor's address and an idempotency key bound to the lead. Only an answer about the token
 * refuses the visitor; anything else holds the lead for an operator (see `ChallengeResult`).
 */
export async function verifyChallenge(
  env: Env,
  { token, ip, leadId }: { token: unknown; ip: string; leadId: string },
): Promise<ChallengeResult> {
  if (typeof token !== "string" || token.trim() === "") return "missing";
  const configured = Number(env.TURNSTILE_TIMEOUT_MS);
  const timeoutMs = Number.isFinite(configured) && configured > 0 ? configured : TIMEOUT_MS;
  let answer: unknown;
  try {
    const response = await fetch(siteverifyUrl(env), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        secret: env.TURNSTILE_SECRET_KEY,
        response: token,
        ...(ip !== "unknown" ? { remoteip: ip } : {}),
        idempotency_key: await idempotencyKey(leadId, token),
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      logUnverified(`siteverify ${response.status}`);
      return "unavailable";
    }
    answer = await response.json();
  } catch (error) {
    logUnverified(
      error instanceof Error && error.name === "TimeoutError" ? "siteverify timeout" : "siteverify unreachable",
    );
    return "unavailable";
  }
  return judge(env, typeof answer === "object" && answer !== null ? (answer as Record<string, unknown>) : {});
}

/**
 * The challenge of one submission to `hostname`: `off` without a site key; `unverified` (held,
 * never refused nor delivered unchecked) when the settings can guard nothing
 * (`challengeMisconfiguration`, logged once an hour); else siteverify's verdict (`verifyChallenge`).
 */
export async function checkChallenge(
  env: Env,
  submission: { token: unknown; ip: string; leadId: string; hostname: string },
): Promise<ChallengeResult | "off"> {
  const wrong = challengeMisconfiguration(env, submission.hostname);
  if (wrong) {
    logMisconfigured(wrong);
    return "unverified";
  }
  if (!challengeSiteKey(env)) return "off";
  return verifyChallenge(env, submission);
}

/** Forgets when the last "unverified" and "misconfigured" lines were written (tests start each case afresh). */
export function resetUnverifiedLog(): void {
  unverifiedLoggedAt = Number.NEGATIVE_INFINITY;
  misconfiguredLoggedAt = Number.NEGATIVE_INFINITY;
}
