import type { Context } from "hono";
import {
  contactFormCopy as copy,
  type ContactAnswer,
  type ContactFieldErrors,
  type ContactVariant,
} from "../../../content/contact";
import { renderAnswer } from "../../render";
import type { AppEnv } from "../../types";
import { paths } from "../../../content/paths";
import { log } from "../../log";
import { wantsJson } from "./parse";
import type { ContactValues } from "./schema";

export type FailureStatus = 400 | 403 | 413 | 415 | 429 | 502 | 503 | 504;

export interface Failure {
  status: FailureStatus;
  /** Shown to the visitor (toast, or the alert above the re-rendered form). */
  message: string;
  /** Short machine reason for the log line. */
  reason: string;
  variant?: ContactVariant;
  /** What the visitor typed: shown again in the form after a plain post. */
  values?: ContactValues;
  errors?: ContactFieldErrors;
  providerStatus?: number;
}

const NO_STORE = { "Cache-Control": "no-store" } as const;

/** The form a request came from, when the body could not be read: the hire page's, or the contact page's. */
function variantFromReferer(c: Context<AppEnv>): ContactVariant {
  const referer = c.req.header("referer");
  if (!referer) return "contact";
  try {
    return new URL(referer).pathname.toLowerCase().startsWith(paths.hire.toLowerCase()) ? "hire" : "contact";
  } catch {
    return "contact";
  }
}

/**
 * Answers a rejected or failed submission: JSON `{ success: false, message, errors? }` for the
 * island, or the form shown again with the visitor's values and the error for a plain post.
 */
export async function fail(c: Context<AppEnv>, failure: Failure): Promise<Response> {
  const variant = failure.variant ?? variantFromReferer(c);
  log(failure.status >= 500 ? "error" : "warn", "contact_failed", {
    status: failure.status,
    reason: failure.reason,
    variant,
    providerStatus: failure.providerStatus,
    fields: failure.errors ? Object.keys(failure.errors) : undefined,
  });
  const headers: Record<string, string> = { ...NO_STORE };
  if (failure.status === 429) headers["Retry-After"] = "60";
  if (wantsJson(c)) {
    const answer: ContactAnswer = {
      success: false,
      message: failure.message,
      ...(failure.errors ? { errors: failure.errors } : {}),
    };
    return c.json(answer, failure.status, headers);
  }
  // The contact form comes back inside the contact page; the hire form (and the single-name one) on a page of its own.
  const response = await renderAnswer(c, variant === "contact" ? "contact" : "contactRetry", {
    status: failure.status,
    current: variant === "hire" ? paths.hire : paths.contact,
    form: { variant, values: failure.values ?? {}, errors: failure.errors ?? {}, message: failure.message },
  });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

/** Answers an accepted submission: JSON for the island, 303 to the thank-you page for a plain post. */
export function succeed(
  c: Context<AppEnv>,
  event: { variant: ContactVariant; reason: string; durationMs?: number; state?: string; lead?: string },
): Response {
  log("info", "contact_accepted", { status: 200, ...event });
  if (wantsJson(c)) {
    const answer: ContactAnswer = { success: true, message: copy.answers.success };
    return c.json(answer, 200, NO_STORE);
  }
  return c.redirect(paths.thankYou, 303);
}
