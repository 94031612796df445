import { hostOf } from "./host";
import { forwardSubmission, providerTimeoutMs } from "./provider";
import { printToSink } from "./sink";
import type { Channel, Deliverable, Delivery, Env } from "./types";

/** The mail channel's attempt: the provider with the secret key, or the terminal for a local lead without one. */
export async function deliverMail(lead: Deliverable, env: Env): Promise<Delivery> {
  if (lead.mailRoute === "sink") {
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

/**
 * E-mail: every lead, always on. Without `FORM_ACCESS_KEY` a provider-routed lead fails as
 * `not_configured` (the contact endpoint refuses such submissions before they are stored).
 */
export const mail: Channel = {
  name: "mail",
  label: "E-mail",
  enabled: () => true,
  deliver: deliverMail,
  receiver: (env) => `${hostOf(env.FORM_ENDPOINT)} turns each enquiry into an e-mail to our team.`,
};
