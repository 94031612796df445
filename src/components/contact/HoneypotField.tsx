import { contactFormCopy as copy, honeypotField } from "../../content/contact";

/**
 * A field people never see or reach (off-screen, hidden from assistive technology, out of the tab
 * order); bots that fill in every input give themselves away.
 */
export function HoneypotField({ id }: { id: string }) {
  const fieldId = `${id}-${honeypotField}`;
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={fieldId}>{copy.honeypotLabel}</label>
      <input id={fieldId} type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
