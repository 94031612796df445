/**
 * Where a lead goes. Two channels, each with its own delivery state and retries in the store:
 * `mail` (the form-to-email provider, or the local sink on a development server without a key)
 * and `webhook` (a signed JSON POST, when LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET are set).
 */
import type { AppEnv } from "../../types";
import type { LeadContent } from "../record";
import { forwardSubmission, providerTimeoutMs } from "./provider";
import { printToSink } from "./sink";
import { sendWebhook, webhookConfig } from "./webhook";

export type Delivery = { ok: true } | { ok: false; reason: string; providerStatus?: number };

export type ChannelName = "mail" | "webhook";

type Env = AppEnv["Bindings"];

/** A stored lead as the channels see it. */
export interface Deliverable extends LeadContent {
  id: string;
  channel: "provider" | "sink";
  createdAt: string;
}

/** The mail channel: the provider with the secret key, or the terminal for a local lead without one. */
export async function deliverMail(lead: Deliverable, env: Env): Promise<Delivery> {
  if (lead.channel === "sink") {
    printToSink(lead.variant, lead.fields);
    return { ok: true };
  }
  const accessKey = env.FORM_ACCESS_KEY?.trim();
  if (!accessKey) return { ok: false, reason: "not_configured" };
  const result = await forwardSubmission(lead, {
    endpoint: env.FORM_ENDPOINT,
    accessKey,
    timeoutMs: providerTimeoutMs(env.FORM_TIMEOUT_MS),
    siteUrl: env.SITE_URL,
  });
  return result.ok ? { ok: true } : { ok: false, reason: result.reason, providerStatus: result.providerStatus };
}

/** The webhook channel (not configured: given up at once, which the store never asks for). */
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

export const channels: Record<ChannelName, (lead: Deliverable, env: Env) => Promise<Delivery>> = {
  mail: deliverMail,
  webhook: deliverWebhook,
};

/** A failed delivery as one short, secret-free line for the record and the log. */
export function describeFailure(delivery: Extract<Delivery, { ok: false }>): string {
  return delivery.providerStatus === undefined ? delivery.reason : `${delivery.reason} (${delivery.providerStatus})`;
}
