import formFile from "virtual:content/contact-form";
import pageFile from "virtual:content/contact";
import { countWord, listWords } from "./count";
import { fill } from "./fill";
import type { Single } from "./schemas/collection";
import type { contactFormSchema } from "./schemas/contactForm";
import type { contactPageSchema } from "./schemas/contactPage";
import type { ImageKey } from "./types";
/**
 * The rules of the contact forms (docs/architecture.md) and their words, read from
 * src/content/contact-form.yaml and src/content/contact.yaml. The server validates with these rules
 * and the browser shows the same labels, limits and messages, so both sides stay in step.
 */

const formWords = formFile as Single<typeof contactFormSchema>;
const pageWords = pageFile as Single<typeof contactPageSchema>;

/** Every field any variant of the form can send (the fields of src/content/contact-form.yaml). */
export type ContactFieldName = keyof Single<typeof contactFormSchema>["fields"];

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

const limits = {
  fullname: { maxLength: 100, kind: "text", autoComplete: "name", personName: true },
  firstName: { maxLength: 60, kind: "text", autoComplete: "given-name", personName: true },
  lastName: { maxLength: 60, kind: "text", autoComplete: "family-name", personName: true },
  name: { maxLength: 100, kind: "text", autoComplete: "name", personName: true },
  email: { maxLength: 254, kind: "email", autoComplete: "email" },
  phone: { maxLength: 40, kind: "tel", autoComplete: "tel" },
  company: { maxLength: 120, kind: "text", autoComplete: "organization" },
  subject: { maxLength: 150, kind: "text", autoComplete: "off", wide: true },
  message: { maxLength: 5000, kind: "textarea", autoComplete: "off", wide: true },
} as const satisfies Record<ContactFieldName, Omit<ContactFieldSpec, "label" | "requiredMessage" | "tooLongMessage">>;

/** Each field: its limits and kind (the site's), its words and messages (src/content/contact-form.yaml). */
export const contactFields = /* @__PURE__ */ fieldsFrom(formWords);

function fieldsFrom(words: typeof formWords) {
  return Object.fromEntries(
    (Object.keys(limits) as ContactFieldName[]).map((name) => {
      const { label, inSentence, placeholder } = words.fields[name];
      const rules = limits[name];
      const spec: ContactFieldSpec = {
        ...rules,
        label,
        ...(placeholder !== undefined && { placeholder }),
        requiredMessage: fill(words.messages.required, { field: inSentence }),
        tooLongMessage: fill(words.messages.tooLong, { field: inSentence, max: rules.maxLength }),
      };
      return [name, spec];
    }),
  ) as { readonly [K in ContactFieldName]: ContactFieldSpec & (typeof limits)[K] };
}

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

export { contactEndpoint, honeypotField, submissionIdField, turnstile } from "./contactProtocol";

/** Rows of the message text area (the CSS also keeps it at least 120 px high). */
export const messageRows = 5;

/** Everything the forms say beside the fields' own words: hints, buttons, messages, toasts, answers. */
export const contactFormCopy = /* @__PURE__ */ formCopyFrom(formWords);

function formCopyFrom(words: typeof formWords) {
  return {
    ...words.form,
    invalidEmail: words.messages.invalidEmail,
    controlCharacters: words.messages.controlCharacters,
    formatCharacters: words.messages.formatCharacters,
    repeatedField: words.messages.repeatedField,
    fileField: words.messages.fileField,
    /** Answers of the endpoint (`{ success, message }`). */
    answers: words.answers,
  };
}

/** The no-JavaScript success page and the re-rendered form after a failed plain post. */
export const contactResultCopy = /* @__PURE__ */ resultCopyFrom(pageWords);

function resultCopyFrom(words: typeof pageWords) {
  return { thankYou: words.thankYou, retry: words.retry };
}

/** The contact page (reading B), from src/content/contact.yaml. */
export const contactPage = /* @__PURE__ */ pageFrom(pageWords);

function pageFrom(pageWords: Single<typeof contactPageSchema>) {
  return {
    hero: { ...pageWords.hero, image: { key: pageWords.hero.image as ImageKey, alt: "" } },
    form: { id: "contact-form", ...pageWords.form },
    reach: pageWords.reach,
    offices: {
      ...pageWords.offices,
      id: "offices",
      title: (countries: readonly string[]) => fill(pageWords.offices.title, { countries: listWords(countries) }),
      lead: (count: number) => fill(pageWords.offices.lead, { Count: countWord(count, "Capital") }),
      mapTitle: (city: string) => fill(pageWords.offices.mapTitle, { city }),
      mapLink: (city: string) => fill(pageWords.offices.mapLink, { city }),
    },
  };
}

/** Google Maps addresses for an office (the only third-party content, loaded lazily). */
export const mapUrls = (query: string) => ({
  embed: `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`,
  link: `https://www.google.com/maps?q=${encodeURIComponent(query)}`,
});
