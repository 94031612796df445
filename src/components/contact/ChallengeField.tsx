import { contactFormCopy as copy } from "../../content/contact";

/**
 * Where the spam check (Cloudflare Turnstile) appears, below the fields. Rendered in every form;
 * it carries the site key (`data-sitekey`) only when the challenge is configured, and stays
 * hidden otherwise. The island loads the widget on the first focus or input in the form.
 */
export function ChallengeField({ id, siteKey, error }: { id: string; siteKey?: string | null; error?: string }) {
  const errorId = `${id}-challenge-error`;
  return (
    <div
      className="form-challenge"
      data-challenge=""
      data-sitekey={siteKey ?? undefined}
      role="group"
      aria-label={copy.challengeLabel}
      aria-describedby={error ? errorId : undefined}
    >
      <div className="form-challenge-widget" />
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
