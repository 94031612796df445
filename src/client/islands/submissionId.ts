import { submissionIdField } from "../../content/contact";

/**
 * The contact form island's handling of its submission id (`SubmissionIdField`): browser-only,
 * beside the island that calls it.
 */

/** The id to send: the one the page was served with, or a new one if it has none. */
export function ensureSubmissionId(form: HTMLFormElement): void {
  const input = form.elements.namedItem(submissionIdField);
  if (input instanceof HTMLInputElement && !input.value) input.value = crypto.randomUUID?.() ?? "";
}

/** After a successful send: the next enquiry from this form is a new lead. */
export function renewSubmissionId(form: HTMLFormElement): void {
  const input = form.elements.namedItem(submissionIdField);
  if (input instanceof HTMLInputElement) input.value = crypto.randomUUID?.() ?? "";
}
