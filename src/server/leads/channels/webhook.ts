import type { ContactVariant } from "../../../content/contact";
import { LOOPBACK_HOSTS } from "../../loopback";
import { hostOf } from "./host";
import { providerTimeoutMs } from "./provider";
import type { Channel, Deliverable, AttemptResult, Env } from "./types";

/** The webhook channel's settings, when both are set and sound (`LEADS_WEBHOOK_URL`, `LEADS_WEBHOOK_SECRET`). */
export interface WebhookConfig {
  url: string;
  secret: string;
  timeoutMs: number;
}

/** The webhook's vars. */
export interface WebhookVars {
  LEADS_WEBHOOK_URL?: string;
  LEADS_WEBHOOK_SECRET?: string;
  LEADS_WEBHOOK_TIMEOUT_MS?: string;
}

/** Why a webhook that is set is refused: a short code for the log, and a sentence for a person. */
export interface WebhookProblem {
  reason: "secret_without_url" | "url_invalid" | "url_not_https" | "secret_too_short";
  message: string;
}

/**
 * The webhook's state: off (neither var set), misconfigured (set, but refused: nothing is sent) or
 * on. Refused: a secret without a URL, a URL that does not parse or is not https (plain http only
 * to this machine: `LOOPBACK_HOSTS`), a secret shorter than `MIN_WEBHOOK_SECRET_LENGTH`.
 */
export type WebhookSetup =
  { state: "off" } | ({ state: "misconfigured" } & WebhookProblem) | { state: "on"; config: WebhookConfig };

/** The shortest secret accepted (after trimming): a guessable key would let anyone forge a lead. */
export const MIN_WEBHOOK_SECRET_LENGTH = 32;

export function webhookSetup(env: WebhookVars): WebhookSetup {
  const url = env.LEADS_WEBHOOK_URL?.trim() ?? "";
  const secret = env.LEADS_WEBHOOK_SECRET?.trim() ?? "";
  if (!url && !secret) return { state: "off" };
  const problem = urlProblem(url) ?? secretProblem(secret);
  if (problem) return { state: "misconfigured", ...problem };
  // Clamped as the provider's is (100 ms … 30 s, default 10 s): one attempt never holds the channel for long.
  return { state: "on", config: { url, secret, timeoutMs: providerTimeoutMs(env.LEADS_WEBHOOK_TIMEOUT_MS) } };
}

/** What is wrong with the URL, naming its scheme and host at most (its path or query may hold a token). */
function urlProblem(url: string): WebhookProblem | null {
  if (!url)
    return { reason: "secret_without_url", message: "LEADS_WEBHOOK_SECRET is set but LEADS_WEBHOOK_URL is not" };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { reason: "url_invalid", message: "LEADS_WEBHOOK_URL is not an absolute URL" };
  }
  if (parsed.protocol === "https:" || (parsed.protocol === "http:" && LOOPBACK_HOSTS.has(parsed.hostname))) return null;
  return {
    reason: "url_not_https",
    message: `LEADS_WEBHOOK_URL must be https: (http: only to ${[...LOOPBACK_HOSTS].join(", ")}), not ${parsed.protocol}//${parsed.host}`,
  };
}

function secretProblem(secret: string): WebhookProblem | null {
  if (secret.length >= MIN_WEBHOOK_SECRET_LENGTH) return null;
  const what = secret ? `${secret.length} characters long` : "not set";
  return {
    reason: "secret_too_short",
    message: `LEADS_WEBHOOK_SECRET is ${what}; it must be at least ${MIN_WEBHOOK_SECRET_LENGTH} (e.g. \`openssl rand -base64 32\`)`,
  };
}

/** The settings to deliver with, or null: the webhook is off or misconfigured (`webhookSetup` says which). */
export function webhookConfig(env: WebhookVars): WebhookConfig | null {
  const setup = webhookSetup(env);
  return setup.state === "on" ? setup.config : null;
}

/** Why the webhook is set but refused, or null (off, or on). */
export function webhookProblem(env: WebhookVars): WebhookProblem | null {
  const setup = webhookSetup(env);
  return setup.state === "misconfigured" ? { reason: setup.reason, message: setup.message } : null;
}

/** What the webhook receives: the lead as JSON (docs/operations.md, "The webhook", documents this shape). */
export interface WebhookPayload {
  id: string;
  createdAt: string;
  /**
   * The form: `contact` (the contact page), `hire` (the hire page) or `fullname` (the single-name
   * form no page shows). Leads stored with the spec's letters B, C and A are sent with these names.
   */
  variant: ContactVariant;
  page: string | null;
  fields: Record<string, string>;
}

/**
 * The signature header's value: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` with the
 * shared secret. The receiver recomputes it, compares in constant time and refuses old timestamps.
 */
export async function signature(secret: string, timestamp: number, body: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${timestamp}.${body}`)));
  return `t=${timestamp},v1=${[...mac].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * Headers of every webhook request: the signature, and the lead id as the idempotency key (not
 * signed: receivers de-duplicate on the body's `id`, docs/examples/webhook-receiver.mjs).
 */
export const WEBHOOK_HEADERS = { signature: "Lead-Signature", idempotency: "Idempotency-Key" } as const;

/**
 * POSTs one lead to the webhook. Delivered on a 2xx; a timeout, a network error, 5xx, 408 or 429
 * is retried by the store; any other 4xx is given up (the receiver refuses it).
 */
export async function sendWebhook(payload: WebhookPayload, config: WebhookConfig): Promise<AttemptResult> {
  const body = JSON.stringify(payload);
  try {
    const response = await fetch(config.url, {
      method: "POST",
      body,
      headers: {
        "content-type": "application/json",
        [WEBHOOK_HEADERS.signature]: await signature(config.secret, Math.floor(Date.now() / 1000), body),
        [WEBHOOK_HEADERS.idempotency]: payload.id,
      },
      redirect: "manual",
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    await response.body?.cancel();
    return response.ok ? { ok: true } : { ok: false, reason: "status", providerStatus: response.status };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    return { ok: false, reason: timedOut ? "timeout" : "network" };
  }
}

/** The webhook channel's attempt (not configured: given up at once; the store does not ask a channel that is off). */
export async function deliverWebhook(lead: Deliverable, env: Env): Promise<AttemptResult> {
  const config = webhookConfig(env);
  if (!config) return { ok: false, reason: "not_configured" };
  return sendWebhook(
    {
      id: lead.id,
      createdAt: lead.createdAt,
      variant: lead.variant,
      page: lead.page ?? null,
      fields: lead.fields as Record<string, string>,
    },
    config,
  );
}

/** A signed JSON POST per lead, when `LEADS_WEBHOOK_URL` and `LEADS_WEBHOOK_SECRET` are both set and sound. */
export const webhook: Channel = {
  name: "webhook",
  label: "Webhook",
  enabled: (env) => webhookConfig(env) !== null,
  problem: webhookProblem,
  deliver: deliverWebhook,
  receiver: (env) => {
    const config = webhookConfig(env);
    return config
      ? `A copy goes to our own system at ${hostOf(config.url)}, signed so that nobody else can send one.`
      : null;
  },
};
