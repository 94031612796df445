import { submissionIdField } from "../../content/contact";

/**
 * The form's submission id (hidden): the server renders a fresh one into every served form and
 * the island renews it after each successful send (src/client/islands/submissionId.ts), so one
 * form sent twice makes one lead. Uncontrolled, so a renewal survives React's renders.
 */
export function SubmissionIdField({ value }: { value?: string }) {
  return <input type="hidden" name={submissionIdField} defaultValue={value} />;
}
