import {
  contactVariants,
  type ContactFieldErrors,
  type ContactFieldName,
  type ContactVariant,
} from "../../content/contact";
import { ContactField } from "./ContactField";

/** The controls of one form variant, in order, in a two-column grid on wide screens. */
export function ContactFields({
  id,
  variant,
  values,
  errors,
}: {
  id: string;
  variant: ContactVariant;
  values: Partial<Record<ContactFieldName, string>>;
  errors: ContactFieldErrors;
}) {
  const { fields, optional } = contactVariants[variant];
  return (
    <div className="form-grid">
      {fields.map((name) => (
        <ContactField
          key={name}
          formId={id}
          name={name}
          required={!(optional as readonly ContactFieldName[]).includes(name)}
          value={values[name]}
          error={errors[name]}
        />
      ))}
    </div>
  );
}
