import { submissionIdField } from "../../content/contact";

/**
 * The form's submission id (hidden). Rendered without a value: the Worker writes a fresh one into
 * every served page (src/server/middleware/submissionIds.ts) and the island renews it after each
 * successful send (src/client/islands/submissionId.ts), so one form sent twice makes one lead.
 */
export function SubmissionIdField() {
  return <input type="hidden" name={submissionIdField} />;
}
