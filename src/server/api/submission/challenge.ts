import { turnstile } from "../../../content/contact";
import type { AppEnv } from "../../types";

const SITEVERIFY_URL = `${turnstile.origin}/turnstile/v0/siteverify`;
const TIMEOUT_MS = 3_000;

type Env = AppEnv["Bindings"];

/** passed; failed (a bad, expired or spent token); missing (no token: no JavaScript, or a bot); unavailable. */
export type ChallengeResult = "passed" | "failed" | "missing" | "unavailable";

/**
 * Siteverify's idempotency key, a UUID derived from the form's submission id and the token: a
 * re-post of the same form with the same token gets the first verification's answer instead of
 * "timeout-or-duplicate", while another token (a new enquiry from the same page) is verified anew.
 */
export async function idempotencyKey(submissionId: string, token: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${submissionId}\n${token}`)),
  );
  const hex = [...digest.slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Verifies a Turnstile token with siteverify (bounded by `TURNSTILE_TIMEOUT_MS`), passing the
 * visitor's address. Anything but a clear answer (network error, timeout, 5xx, not JSON) is
 * `unavailable`: the caller then holds the lead instead of refusing the visitor.
 */
export async function verifyChallenge(
  env: Env,
  { token, ip, submissionId }: { token: unknown; ip: string; submissionId: string },
): Promise<ChallengeResult> {
  if (typeof token !== "string" || token.trim() === "") return "missing";
  const configured = Number(env.TURNSTILE_TIMEOUT_MS);
  const timeoutMs = Number.isFinite(configured) && configured > 0 ? configured : TIMEOUT_MS;
  try {
    const response = await fetch(env.TURNSTILE_VERIFY_URL?.trim() || SITEVERIFY_URL, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        secret: env.TURNSTILE_SECRET_KEY,
        response: token,
        ...(ip !== "unknown" ? { remoteip: ip } : {}),
        idempotency_key: await idempotencyKey(submissionId, token),
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return "unavailable";
    const answer = (await response.json()) as { success?: unknown };
    return answer.success === true ? "passed" : "failed";
  } catch {
    return "unavailable";
  }
}
