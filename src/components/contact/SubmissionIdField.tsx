import { submissionIdField } from "../../content/contact";

/**
 * The form's submission id (hidden). Rendered without a value: the Worker writes a fresh one into
 * every served page (src/server/middleware/submissionIds.ts) and the island renews it after each
 * successful send, so one form sent twice makes one lead.
 */
export function SubmissionIdField() {
  return <input type="hidden" name={submissionIdField} />;
}

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
