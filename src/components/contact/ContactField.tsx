import { contactFields, contactFormCopy as copy, messageRows, type ContactFieldName } from "../../content/contact";

/**
 * One labelled control of the contact form. An error is shown under the control, linked with
 * `aria-describedby` and flagged with `aria-invalid`.
 */
export function ContactField({
  formId,
  name,
  required,
  value,
  error,
}: {
  formId: string;
  name: ContactFieldName;
  required: boolean;
  value?: string;
  error?: string;
}) {
  const spec = contactFields[name];
  const id = `${formId}-${name}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    required,
    maxLength: spec.maxLength,
    autoComplete: spec.autoComplete,
    placeholder: "placeholder" in spec ? spec.placeholder : undefined,
    defaultValue: value ?? "",
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: "field-control",
  } as const;
  return (
    <div className={`field${"wide" in spec && spec.wide ? " field-wide" : ""}${error ? " has-error" : ""}`}>
      <label className="field-label" htmlFor={id}>
        {spec.label}
        {required ? (
          <span className="field-mark" aria-hidden="true">
            {" "}
            {copy.requiredMark}
          </span>
        ) : (
          <span className="field-optional"> {copy.optionalMark}</span>
        )}
      </label>
      {spec.kind === "textarea" ? <textarea rows={messageRows} {...common} /> : <input type={spec.kind} {...common} />}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
