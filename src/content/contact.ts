import { paths } from "./paths";
import { countWord, listWords } from "./count";
/**
 * Copy and rules of the contact forms (docs/architecture.md). The server validates with these rules and the browser shows the same
 * labels, limits and messages, so both sides stay in step.
 */

/** Every field any variant of the form can send. */
export type ContactFieldName =
  "fullname" | "firstName" | "lastName" | "name" | "email" | "phone" | "company" | "subject" | "message";

/**
 * The contact forms, named for where they appear: `contact` (the contact page; the spec's variant
 * B), `hire` (the hire page; C). `fullname` is the spec's single-name variant A: no page of this
 * site shows it, and the API still accepts its payload.
 */
export type ContactVariant = "fullname" | "contact" | "hire";

/** The spec's letters, as leads stored before the forms had names carry them. */
export const legacyVariants = { A: "fullname", B: "contact", C: "hire" } as const satisfies Record<
  string,
  ContactVariant
>;

export interface ContactFieldSpec {
  label: string;
  /** `input` type, or "textarea". */
  kind: "text" | "email" | "tel" | "textarea";
  autoComplete: string;
  placeholder?: string;
  /** Upper bound in characters (after trimming). */
  maxLength: number;
  /** Shown when a required field is missing or blank. */
  requiredMessage: string;
  /** Shown when the value is longer than `maxLength`. */
  tooLongMessage: string;
  /** Span the whole row in the two-column layout. */
  wide?: boolean;
  /** A person's name: it must hold a letter (`\p{L}`), else it is refused as blank. */
  personName?: true;
}

export interface ContactVariantSpec {
  /** Fields in form order. */
  fields: readonly ContactFieldName[];
  /** Fields that may be left empty. */
  optional: readonly ContactFieldName[];
}

const oneLine = (
  label: string,
  lower: string,
  maxLength: number,
  autoComplete: string,
  kind: ContactFieldSpec["kind"] = "text",
) =>
  ({
    label,
    kind,
    autoComplete,
    maxLength,
    requiredMessage: `Please enter your ${lower}.`,
    tooLongMessage: `Your ${lower} must be at most ${maxLength} characters.`,
  }) satisfies ContactFieldSpec;

export const contactFields = {
  fullname: { ...oneLine("Full name", "full name", 100, "name"), placeholder: "Full name", personName: true },
  firstName: { ...oneLine("First name", "first name", 60, "given-name"), personName: true },
  lastName: { ...oneLine("Last name", "last name", 60, "family-name"), personName: true },
  name: { ...oneLine("Name", "name", 100, "name"), personName: true },
  email: { ...oneLine("Email", "e-mail address", 254, "email", "email"), placeholder: "you@company.com" },
  phone: { ...oneLine("Phone", "phone number", 40, "tel", "tel"), requiredMessage: "Please enter your phone number." },
  company: { ...oneLine("Company", "company name", 120, "organization") },
  subject: { ...oneLine("Subject", "subject", 150, "off"), placeholder: "How can we help you?", wide: true },
  message: {
    label: "Message",
    kind: "textarea",
    autoComplete: "off",
    placeholder: "Tell us about your project...",
    maxLength: 5000,
    requiredMessage: "Please enter your message.",
    tooLongMessage: "Your message must be at most 5000 characters.",
    wide: true,
  },
} as const satisfies Record<ContactFieldName, ContactFieldSpec>;

export const contactVariants = {
  fullname: { fields: ["fullname", "email", "subject", "message"], optional: [] },
  contact: { fields: ["firstName", "lastName", "email", "phone", "subject", "message"], optional: ["phone"] },
  hire: { fields: ["name", "email", "company", "subject", "message"], optional: ["company"] },
} as const satisfies Record<ContactVariant, ContactVariantSpec>;

/** Field values of one submission (what the visitor typed, or what was accepted). */
export type ContactValues = Partial<Record<ContactFieldName, string>>;

/** Per-field messages of a rejected submission (`challenge`: the spam check beside the fields). */
export type ContactFieldErrors = Partial<Record<ContactFieldName | "challenge", string>>;

/** What `POST /api/contact` answers with `Accept: application/json`. */
export interface ContactAnswer {
  success: boolean;
  message: string;
  /** Present on 400 answers: one message per invalid field. */
  errors?: ContactFieldErrors;
}

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

/** Rows of the message text area (the CSS also keeps it at least 120 px high). */
export const messageRows = 5;

/** Everything the forms say: labels, placeholders, field errors, toasts. */
export const contactFormCopy = {
  submit: "Send Message",
  /** The line beside the submit button: what the details are for, and the link to the notice. */
  privacyNote: { text: "We use these details only to answer you.", link: "Privacy notice" },
  sending: "Sending...",
  requiredHint: "Fields marked * are required.",
  requiredMark: "*",
  optionalMark: "(optional)",
  honeypotLabel: "Leave this field empty",
  challengeLabel: "Spam check",
  status: "Form Submitted Successfully",
  toastSuccess: "Form submitted successfully!",
  networkError: "An error occurred. Please try again.",
  providerFallback: "Submission failed. Please try again.",
  toastRegion: "Notifications",
  closeToast: "Close notification",
  invalidEmail: "Please enter a valid e-mail address.",
  controlCharacters: "Please remove line breaks and control characters.",
  formatCharacters: "Please remove invisible formatting characters (such as text-direction marks).",
  repeatedField: "Please send this field only once.",
  fileField: "Files cannot be attached.",
  /** Answers of the endpoint (`{ success, message }`). */
  answers: {
    success: "Form submitted successfully!",
    invalid: "Please check the highlighted fields and try again.",
    crossSite: "This form can only be sent from our own website.",
    tooLarge: "Your message is too large. Please shorten it and try again.",
    unsupportedType: "Please send the form as form data.",
    malformed: "We could not read your message. Please try again.",
    fileAttached: "Files cannot be attached to this form.",
    rateLimited: "Too many messages in a short time. Please wait a minute and try again.",
    notConfigured: "The contact form is not available right now. Please e-mail us instead.",
    timeout: "Our e-mail service did not answer in time. Please try again.",
    unconfirmed: "We could not confirm that your message was saved. Please send it again.",
    storeFull: "We are receiving an unusual number of messages. Please try again later or e-mail us.",
    challengeFailed: "The spam check did not pass. Please complete it again and resend.",
  },
} as const;

/** The no-JavaScript success page and the re-rendered form after a failed plain post. */
export const contactResultCopy = {
  thankYou: {
    eyebrow: "Thank you",
    title: "Form Submitted Successfully",
    lead: "Thank you for getting in touch. Our team usually answers within one business day.",
    actions: [
      { label: "Back to Home", href: paths.home },
      { label: "See our work", href: paths.portfolio },
    ],
  },
  retry: {
    title: "Please check your message",
    lead: "Nothing you typed is lost: check the form below and send it again.",
  },
} as const;

/** The contact page (reading B). */
export const contactPage = {
  hero: {
    eyebrow: "Contact us",
    title: "Get in Touch",
    lead: "Tell us about your project, your team or your idea. We answer every message within one business day.",
    image: { key: "illus-contact", alt: "" },
  },
  form: {
    id: "contact-form",
    title: "Send us a message",
    lead: "Fill in the form and the right person on our team will get back to you.",
  },
  reach: {
    title: "Talk to us directly",
    emailLabel: "E-mail us",
    phoneLabel: "Call us",
    socialLabel: "Follow us",
  },
  offices: {
    id: "offices",
    eyebrow: "Our offices",
    title: (countries: readonly string[]) => `Visit us in ${listWords(countries)}`,
    lead: (count: number) =>
      `${countWord(count, "Capital")} offices, one team: drop by or meet us online, whichever suits you.`,
    mapTitle: (city: string) => `Map of our ${city} office`,
    mapLink: (city: string) => `Open the ${city} office in Google Maps`,
  },
} as const;

/** Google Maps addresses for an office (the only third-party content, loaded lazily). */
export const mapUrls = (query: string) => ({
  embed: `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`,
  link: `https://www.google.com/maps?q=${encodeURIComponent(query)}`,
});
