import { ContactFormSection } from "../../../components/contact/ContactFormSection";
import type { ContactFieldErrors, ContactValues, ContactVariant } from "../../../content/contact";

/**
 * A failed plain post of a form that does not live on `/contact` (the hire form, or a single-name
 * client): the same form again, with the visitor's values and the errors.
 */
export function ContactRetryPage({
  variant,
  title,
  lead,
  values,
  errors,
  message,
  challengeSiteKey,
}: {
  variant: ContactVariant;
  title: string;
  lead: string;
  values: ContactValues;
  errors: ContactFieldErrors;
  message: string;
  challengeSiteKey: string | null;
}) {
  return (
    <ContactFormSection
      variant={variant}
      title={title}
      lead={lead}
      values={values}
      errors={errors}
      message={message}
      headingLevel={1}
      challengeSiteKey={challengeSiteKey}
    />
  );
}
