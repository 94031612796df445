import { contactFields, contactVariants, type ContactFieldErrors, type ContactVariant } from "../../content/contact";

/**
 * The form's alert region: always present (so screen readers announce what is put into it), it
 * holds the answer's message and one link per invalid field.
 */
export function ErrorSummary({
  id,
  variant,
  message,
  errors,
}: {
  id: string;
  variant: ContactVariant;
  message: string | null;
  errors: ContactFieldErrors;
}) {
  const invalid = contactVariants[variant].fields.filter((name) => errors[name]);
  const show = Boolean(message) || invalid.length > 0;
  return (
    <div className={`form-alert${show ? " is-visible" : ""}`} role="alert">
      {show ? (
        <>
          {message ? <p className="form-alert-title">{message}</p> : null}
          {invalid.length ? (
            <ul className="form-alert-list">
              {invalid.map((name) => (
                <li key={name}>
                  <a href={`#${id}-${name}`}>
                    {contactFields[name].label}: {errors[name]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
