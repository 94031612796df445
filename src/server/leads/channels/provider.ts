import { contactFormCopy as copy, contactVariants, type ContactVariant } from "../../../content/contact";
import { site } from "../../../content/site";
import type { LeadContent } from "../record";

/** Outcome of handing a submission to the form-to-email provider. */
export type ForwardResult =
  | { ok: true; providerStatus: number }
  | {
      ok: false;
      status: 502 | 504;
      message: string;
      reason: "timeout" | "network" | "status" | "not_json" | "rejected";
      providerStatus?: number;
    };

export interface ForwardOptions {
  endpoint: string;
  accessKey: string;
  timeoutMs: number;
  /** Injectable for tests; defaults to the global fetch. */
  fetcher?: typeof fetch;
}

/** Provider timeout bounds (FORM_TIMEOUT_MS is clamped to these). */
const TIMEOUT_MS = { fallback: 10_000, min: 100, max: 30_000 } as const;

/** How long to wait for the provider, from `FORM_TIMEOUT_MS` (clamped to 100 ms … 30 s, default 10 s). */
export function providerTimeoutMs(value: string | undefined): number {
  const ms = Number(value);
  if (!Number.isFinite(ms) || ms <= 0) return TIMEOUT_MS.fallback;
  return Math.min(TIMEOUT_MS.max, Math.max(TIMEOUT_MS.min, ms));
}

/** Where each form variant is shown, for the e-mail and the chat message. */
export const VARIANT_PLACES: Record<ContactVariant, string> = {
  fullname: "single-name form",
  contact: "contact page",
  hire: "hire page",
};

/** The visitor's name as the form asked for it (one field, or first and last). */
export function submitterName(fields: LeadContent["fields"]): string {
  return fields.fullname ?? fields.name ?? [fields.firstName, fields.lastName].filter(Boolean).join(" ");
}

/** The full address of the page a lead was sent from, always on the site's own host. */
export function pageUrl(page: string, siteUrl: string): string {
  // Set as a path, never resolved as a reference: a page stored as "//evil.example/x" stays on the site's host.
  const url = new URL(siteUrl);
  url.pathname = page;
  return url.toString();
}

/**
 * What the provider e-mails, in order: the subject line a salesperson reads ("New enquiry from
 * {name}: {subject}"), `replyto` (Web3Forms' Reply-To field: answering the e-mail answers the
 * visitor), where it was sent from, then the form's fields in the form's order (its subject is
 * the e-mail's subject; blank optional fields were dropped by validation). Another provider with
 * the same contract may name Reply-To differently: map `replyto` there. Every value was checked
 * for CR/LF (one-line fields), so none can add a header.
 */
export function emailFields(lead: LeadContent, siteUrl: string): [string, string][] {
  const { fields } = lead;
  const entries: [string, string][] = [
    ["subject", `New enquiry from ${submitterName(fields)}: ${fields.subject ?? ""}`],
    ["from_name", `${site.name} website`],
  ];
  if (fields.email) entries.push(["replyto", fields.email]);
  entries.push(["form", VARIANT_PLACES[lead.variant]]);
  if (lead.page) entries.push(["page", pageUrl(lead.page, siteUrl)]);
  for (const name of contactVariants[lead.variant].fields) {
    const value = fields[name];
    if (name !== "subject" && value) entries.push([name, value]);
  }
  return entries;
}

/**
 * Sends the lead's e-mail fields plus `access_key` as multipart form data to the provider. Success
 * only on a 2xx answer whose JSON says `success: true`; redirects are not followed (a provider
 * that redirects has not accepted the submission).
 *
 * @example const result = await forwardSubmission(lead, { endpoint, accessKey, timeoutMs: 10_000, siteUrl });
 */
export async function forwardSubmission(
  lead: LeadContent,
  options: ForwardOptions & { siteUrl: string },
): Promise<ForwardResult> {
  const form = new FormData();
  for (const [name, value] of emailFields(lead, options.siteUrl)) form.append(name, value);
  form.append("access_key", options.accessKey);

  let response: Response;
  try {
    response = await (options.fetcher ?? fetch)(options.endpoint, {
      method: "POST",
      body: form,
      headers: { Accept: "application/json" },
      redirect: "manual",
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    return timedOut
      ? { ok: false, status: 504, message: copy.answers.timeout, reason: "timeout" }
      : { ok: false, status: 502, message: copy.providerFallback, reason: "network" };
  }

  let data: unknown;
  try {
    data = await response.json();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    if (timedOut)
      return {
        ok: false,
        status: 504,
        message: copy.answers.timeout,
        reason: "timeout",
        providerStatus: response.status,
      };
    // An error page (an HTML 403 or 404 from a proxy or a wrong endpoint) is judged by its status:
    // a 4xx will fail the same way until an operator acts; only a 2xx without JSON is "not_json".
    return {
      ok: false,
      status: 502,
      message: copy.providerFallback,
      reason: response.ok ? "not_json" : "status",
      providerStatus: response.status,
    };
  }
  const record = typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
  if (response.ok && record.success === true) return { ok: true, providerStatus: response.status };
  return {
    ok: false,
    status: 502,
    // The provider's own text is never shown (it may be anything, even the key); the log has the reason.
    message: copy.providerFallback,
    reason: response.ok ? "rejected" : "status",
    providerStatus: response.status,
  };
}
