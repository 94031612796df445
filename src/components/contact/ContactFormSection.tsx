import type { ReactNode } from "react";
import ContactForm from "../../client/islands/ContactForm";
import type { ContactFieldErrors, ContactValues, ContactVariant } from "../../content/contact";
import { Island } from "../Island";
import { Section } from "../Section";

/**
 * A section holding a contact form: `contact` on `/contact`, `hire` on `/hire`. The form
 * works as a plain HTML form and is hydrated as the `ContactForm` island; `aside` (e.g. direct
 * contact lines) sits beside it on wide screens.
 *
 * @example <ContactFormSection variant="hire" id="hire-form" title="Tell us what you need" subject="Hire developers" />
 */
export function ContactFormSection({
  variant,
  id = variant === "hire" ? "hire-form" : "contact-form",
  title,
  lead,
  subject,
  values,
  errors,
  message,
  aside,
  headingLevel,
  challengeSiteKey,
}: {
  variant: ContactVariant;
  id?: string;
  title: string;
  lead?: string;
  /** Prefilled subject (e.g. from `?subject=`). */
  subject?: string;
  /** What the visitor typed before a failed plain post (wins over `subject`). */
  values?: ContactValues;
  errors?: ContactFieldErrors;
  /** The message of a failed plain post, shown above the form. */
  message?: string | null;
  aside?: ReactNode;
  headingLevel?: 1 | 2;
  /** Turnstile's site key when the spam check is on (the view's `challengeSiteKey`), else null. */
  challengeSiteKey: string | null;
}) {
  const shown: ContactValues = values ?? (subject ? { subject } : {});
  return (
    <Section
      id={id}
      title={title}
      lead={lead}
      tone="muted"
      headingLevel={headingLevel}
      className="contact-form-section"
    >
      <div className={`contact-form-layout${aside ? " has-aside" : ""}`}>
        <div className="card contact-form-card">
          {/* The form posts without JavaScript: it wakes on the first focus, press or key inside it. */}
          <Island
            component={ContactForm}
            hydrate="interaction"
            props={{
              variant,
              id: `${id}-form`,
              values: shown,
              errors: errors ?? {},
              message: message ?? null,
              labelledBy: `${id}-title`,
              // A fresh idempotency key per served form (src/server/leads): one form sent twice is one lead.
              submissionId: crypto.randomUUID(),
              challengeSiteKey,
            }}
          />
        </div>
        {aside}
      </div>
    </Section>
  );
}
