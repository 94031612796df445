/**
 * What the contact forms and `POST /api/contact` agree on: the address, the hidden fields' names,
 * the spam check's script. No words: the entry script needs these on every page (a form's
 * submission id), and importing them from here keeps the forms' words (`contact.ts`) in the form's
 * own chunk.
 */

/**
 * Name of the hidden honeypot field: people never see it, bots fill it in. Browsers' autofill
 * (Chromium's field heuristics, which Firefox's form autofill reuses) and password managers choose
 * what to fill by matching a field's name, id, label and autocomplete against words such as
 * "url|website|homepage", "name", "email", "company" or "phone": the old name `website` was one of
 * them. This token means nothing in any of those word lists, and the field also says
 * `autocomplete="off"`, so only a bot that fills every input gives it a value.
 */
export const honeypotField = "qx_field_7k";

/**
 * Cloudflare Turnstile, the spam check shown in the forms when the Worker has its keys: the
 * script is requested on the first focus or input in a form, never on page load.
 */
export const turnstile = {
  origin: "https://challenges.cloudflare.com",
  script: "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit",
  /** The hidden input the widget adds to the form. */
  responseField: "cf-turnstile-response",
} as const;

/** Where every contact form posts (`POST /api/contact`, src/server/api/contact.ts). */
export const contactEndpoint = "/api/contact";

/**
 * Name of the hidden field carrying the form's submission id: one per rendered form, so a double
 * click or a re-posted form makes one lead, not two (docs/operations.md).
 */
export const submissionIdField = "submission_id";
