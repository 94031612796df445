import { useEffect, useRef, useState, type FormEvent } from "react";
import { createPortal } from "react-dom";
import { ToastContainer, toast } from "react-toastify/unstyled";
import { toast as toastRules } from "../../content/motion";
import {
  contactFormCopy as copy,
  contactVariants,
  type ContactFieldErrors,
  type ContactValues,
  type ContactVariant,
  contactEndpoint,
} from "../../content/contact";
import { paths } from "../../content/paths";
import { ContactFields } from "../../components/contact/ContactFields";
import { ChallengeField } from "../../components/contact/ChallengeField";
import { HoneypotField } from "../../components/contact/HoneypotField";
import { SubmissionIdField } from "../../components/contact/SubmissionIdField";
import { ErrorSummary } from "../../components/contact/ErrorSummary";
import { readAnswer } from "../../components/contact/answer";
import { armChallenge } from "./challenge";
import { ensureSubmissionId, renewSubmissionId } from "./submissionId";

export interface ContactFormProps {
  variant: ContactVariant;
  /** Prefix of every id in the form (unique on the page; `useId` differs between SSR and an island root). */
  id: string;
  /** Values to show: the prefilled subject, or what the visitor typed before a failed plain post. */
  values?: ContactValues;
  /** Field errors from a failed plain post. */
  errors?: ContactFieldErrors;
  /** The answer's message of a failed plain post. */
  message?: string | null;
  /** Id of the heading that names the form. */
  labelledBy?: string | null;
  /** The served form's submission id (renewed in the page after each successful send). */
  submissionId?: string;
  /** Turnstile's site key when the spam check is on (the Worker has both keys), else null. */
  challengeSiteKey?: string | null;
}

/**
 * The contact form and the hire form: a plain HTML form that posts to
 * `/api/contact` without JavaScript; hydrated, it sends with `fetch`, shows the sending state,
 * toasts, the status line and the server's field errors, and keeps every value on failure.
 */
export default function ContactForm({
  variant,
  id,
  values = {},
  errors: initialErrors = {},
  message = null,
  labelledBy = null,
  submissionId,
  challengeSiteKey = null,
}: ContactFormProps) {
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState("");
  const [errors, setErrors] = useState<ContactFieldErrors>(initialErrors);
  const [summary, setSummary] = useState<string | null>(message);
  // A successful send remounts the fields empty (the form is uncontrolled, so typing before
  // hydration is never lost).
  const [generation, setGeneration] = useState(0);
  // The id the next send carries: renewed after each success (rendered, or a re-render would put the old one back).
  const [currentId, setCurrentId] = useState(submissionId);
  // Marks the form as handled by JavaScript once hydrated (until then a submit is a plain post).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const formRef = useRef<HTMLFormElement>(null);
  const challenge = useRef<ReturnType<typeof armChallenge> | null>(null);
  useEffect(() => {
    if (!formRef.current) return;
    const armed = armChallenge(formRef.current);
    challenge.current = armed;
    return armed.disarm;
  }, []);
  const toastId = `${id}-toasts`;
  const shown = generation === 0 ? values : {};

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setStatus("");
    setSending(true);
    ensureSubmissionId(form);
    try {
      const response = await fetch(form.action, {
        method: "POST",
        body: new FormData(form),
        headers: { Accept: "application/json" },
      });
      const answer = await readAnswer(response);
      if (answer.success) {
        setErrors({});
        setSummary(null);
        setStatus(copy.status);
        setGeneration((n) => n + 1);
        setCurrentId(renewSubmissionId(form));
        toast.success(copy.toastSuccess, { containerId: toastId });
      } else {
        const fieldErrors = answer.errors ?? {};
        setErrors(fieldErrors);
        setSummary(Object.keys(fieldErrors).length ? answer.message : null);
        toast.error(answer.message || copy.providerFallback, { containerId: toastId });
        const first = contactVariants[variant].fields.find((name) => fieldErrors[name]);
        const control = first ? form.elements.namedItem(first) : null;
        if (control instanceof HTMLElement) control.focus();
      }
    } catch {
      toast.error(copy.networkError, { containerId: toastId });
    } finally {
      setSending(false);
      // A token is good for one answer: the next send gets a fresh one.
      challenge.current?.reset();
    }
  }

  return (
    <>
      <form
        ref={formRef}
        className="contact-form"
        action={contactEndpoint}
        method="post"
        onSubmit={onSubmit}
        aria-labelledby={labelledBy ?? undefined}
        aria-describedby={`${id}-hint`}
        data-hydrated={hydrated ? "true" : undefined}
      >
        <p id={`${id}-hint`} className="form-hint">
          {copy.requiredHint}
        </p>
        <ErrorSummary id={id} variant={variant} message={summary} errors={errors} />
        <ContactFields key={generation} id={id} variant={variant} values={shown} errors={errors} />
        <ChallengeField id={id} siteKey={challengeSiteKey} error={errors.challenge} />
        <HoneypotField id={id} />
        <SubmissionIdField value={currentId} />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary btn-lg" disabled={sending}>
            {sending ? copy.sending : copy.submit}
          </button>
          <p className="form-privacy">
            {copy.privacyNote.text} <a href={paths.privacy}>{copy.privacyNote.link}</a>
          </p>
          <p className="form-status" role="status">
            {status}
          </p>
        </div>
      </form>
      {/* Toasts belong to the page, not to the form: rendered into <body> once hydrated. */}
      {hydrated
        ? createPortal(
            <ToastContainer
              containerId={toastId}
              position={toastRules.position}
              autoClose={toastRules.autoCloseMs}
              newestOnTop
              closeOnClick
              draggable
              closeButton
              aria-label={copy.toastRegion}
            />,
            document.body,
          )
        : null}
    </>
  );
}
