import type { ContactVariant } from "../../../content/contact";
import type { Channel, Deliverable, Delivery, Env } from "./types";

/** The webhook channel's settings, when both are set (`LEADS_WEBHOOK_URL`, `LEADS_WEBHOOK_SECRET`). */
export interface WebhookConfig {
  url: string;
  secret: string;
  timeoutMs: number;
}

const TIMEOUT_MS = 10_000;

export function webhookConfig(env: {
  LEADS_WEBHOOK_URL?: string;
  LEADS_WEBHOOK_SECRET?: string;
  LEADS_WEBHOOK_TIMEOUT_MS?: string;
}): WebhookConfig | null {
  const url = env.LEADS_WEBHOOK_URL?.trim();
  const secret = env.LEADS_WEBHOOK_SECRET?.trim();
  if (!url || !secret) return null;
  const ms = Number(env.LEADS_WEBHOOK_TIMEOUT_MS);
  return { url, secret, timeoutMs: Number.isFinite(ms) && ms > 0 ? ms : TIMEOUT_MS };
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

/** Headers of every webhook request: the signature, and the lead id as the idempotency key. */
export const WEBHOOK_HEADERS = { signature: "Lead-Signature", idempotency: "Idempotency-Key" } as const;

/**
 * POSTs one lead to the webhook. Delivered on a 2xx; a timeout, a network error, 5xx, 408 or 429
 * is retried by the store; any other 4xx is given up (the receiver refuses it).
 */
export async function sendWebhook(payload: WebhookPayload, config: WebhookConfig): Promise<Delivery> {
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

/** The webhook channel's attempt (not configured: given up at once, which the store never asks for). */
export async function deliverWebhook(lead: Deliverable, env: Env): Promise<Delivery> {
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

/** A signed JSON POST per lead, when `LEADS_WEBHOOK_URL` and `LEADS_WEBHOOK_SECRET` are both set. */
export const webhook: Channel = {
  name: "webhook",
  enabled: (env) => webhookConfig(env) !== null,
  deliver: deliverWebhook,
};
