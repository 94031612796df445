import { isLoopbackUrl } from "../../loopback";
import { hostOf } from "./host";
import { forwardSubmission, providerTimeoutMs } from "./provider";
import { printToSink } from "./sink";
import type { Channel, Deliverable, AttemptResult, Env } from "./types";

/** Why `FORM_ENDPOINT` is refused: a short code for the log, and a sentence naming its scheme and host at most. */
export interface EndpointProblem {
  reason: "endpoint_missing" | "endpoint_invalid" | "endpoint_not_https";
  message: string;
}

/**
 * What is wrong with `FORM_ENDPOINT`, or null: it carries the provider's key and every field, so
 * it must be https (plain http only to this machine: a local stand-in). A refused endpoint is as a
 * missing key: submissions answer 503 and nothing is sent.
 *
 * @example endpointProblem({ FORM_ENDPOINT: "http://mail.example/submit" })?.reason // "endpoint_not_https"
 */
export function endpointProblem(env: Pick<Env, "FORM_ENDPOINT">): EndpointProblem | null {
  const text = env.FORM_ENDPOINT?.trim() ?? "";
  if (!text) return { reason: "endpoint_missing", message: "FORM_ENDPOINT is not set" };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { reason: "endpoint_invalid", message: "FORM_ENDPOINT is not an absolute URL" };
  }
  if (url.protocol === "https:" || (url.protocol === "http:" && isLoopbackUrl(text))) return null;
  return {
    reason: "endpoint_not_https",
    message: `FORM_ENDPOINT must be https: (http: only to this machine), not ${url.protocol}//${url.host}`,
  };
}

/** The mail channel's attempt: the provider with the secret key, or the terminal for a local lead without one. */
export async function deliverMail(lead: Deliverable, env: Env): Promise<AttemptResult> {
  if (lead.route === "sink") {
    printToSink(lead.variant, lead.fields);
    return { ok: true };
  }
  const accessKey = env.FORM_ACCESS_KEY?.trim();
  if (!accessKey || endpointProblem(env)) return { ok: false, reason: "not_configured" };
  const result = await forwardSubmission(lead, {
    endpoint: env.FORM_ENDPOINT.trim(),
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
  // Logged when the store starts (`mail_misconfigured`) and printed by `npm start`.
  problem: (env) => (env.FORM_ACCESS_KEY?.trim() ? endpointProblem(env) : null),
  deliver: deliverMail,
  receiver: (env) => `${hostOf(env.FORM_ENDPOINT)} turns each enquiry into an e-mail to our team.`,
};
