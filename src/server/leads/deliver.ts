import { forwardSubmission, providerTimeoutMs } from "../api/submission/forward";
import { printToSink } from "../api/submission/sink";
import type { AppEnv } from "../types";
import type { NewLead } from "./record";

export type Delivery = { ok: true } | { ok: false; reason: string; providerStatus?: number };

/**
 * One delivery attempt: to the provider with the secret key from the environment, or, for a lead
 * accepted by the local development server without a key, to the terminal (the sink).
 */
export async function deliver(lead: NewLead, env: AppEnv["Bindings"]): Promise<Delivery> {
  if (lead.channel === "sink") {
    printToSink(lead.variant, lead.fields);
    return { ok: true };
  }
  const accessKey = env.FORM_ACCESS_KEY?.trim();
  if (!accessKey) return { ok: false, reason: "not_configured" };
  const result = await forwardSubmission(lead.fields, {
    endpoint: env.FORM_ENDPOINT,
    accessKey,
    timeoutMs: providerTimeoutMs(env.FORM_TIMEOUT_MS),
  });
  return result.ok ? { ok: true } : { ok: false, reason: result.reason, providerStatus: result.providerStatus };
}

/** A failed delivery as one short, secret-free line for the record and the log. */
export function describeFailure(delivery: Extract<Delivery, { ok: false }>): string {
  return delivery.providerStatus === undefined ? delivery.reason : `${delivery.reason} (${delivery.providerStatus})`;
}
