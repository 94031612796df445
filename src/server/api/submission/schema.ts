import { z } from "zod";
import {
  contactFields,
  contactFormCopy as copy,
  contactVariants,
  type ContactFieldSpec,
  type ContactFieldErrors,
  type ContactFieldName,
  type ContactValues,
  type ContactVariant,
} from "../../../content/contact";

/** A parsed form body: `parseBody({ all: true })` gives strings, files, and arrays for repeated names. */
export type RawBody = Record<string, unknown>;

export type { ContactValues };

export type Validation =
  | { ok: true; variant: ContactVariant; fields: ContactValues }
  | { ok: false; variant: ContactVariant; values: ContactValues; errors: ContactFieldErrors };

/** Control characters (C0, DEL, C1) and the Unicode line/paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
/** The message may hold line breaks and tabs, nothing else from that set. */
const CONTROL_IN_TEXT = /(?![\n\r\t])[\p{Cc}\u2028\u2029]/u;
/**
 * Invisible format characters (bidi controls such as U+202E, zero-width spaces, word joiners):
 * refused in one-line fields, where they disguise a name or subject in the inbox. The message
 * keeps them (emoji sequences and some scripts need joiners).
 */
const FORMAT = /\p{Cf}/u;
/**
 * The zero-width non-joiner and joiner (U+200C, U+200D) where a script uses them: between two
 * letters or marks (Persian "محمد‌رضا", Devanagari after a virama), and the joiner closing a word
 * after a mark (Malayalam's older chillu spelling, "ഹരികൃഷ്ണന്‍"). One-line fields accept these.
 */
const JOINER_IN_A_WORD = /(?<=[\p{L}\p{M}])[\u200C\u200D](?=[\p{L}\p{M}])|(?<=\p{M})\u200D(?=\s|$)/gu;
/** Characters that show as nothing though they are not format characters: Hangul fillers, the blank Braille cell. */
const BLANK_LOOKING = /[\u115F\u1160\u3164\uFFA0\u2800]/u;
/** A letter that shows: what a person's name must contain. */
const VISIBLE_LETTER = /(?![\u115F\u1160\u3164\uFFA0])\p{L}/u;

/** Whether a one-line value holds a character that hides or disguises text. */
export function hasInvisibleCharacters(value: string): boolean {
  return FORMAT.test(value.replace(JOINER_IN_A_WORD, "")) || BLANK_LOOKING.test(value);
}

function fieldSchema(name: ContactFieldName, optional: boolean) {
  const spec: ContactFieldSpec = contactFields[name];
  const wrongShape = (input: unknown) =>
    input === undefined
      ? spec.requiredMessage
      : Array.isArray(input)
        ? copy.repeatedField
        : input instanceof File
          ? copy.fileField
          : spec.requiredMessage;
  // NFC first: what is stored and compared is one spelling of each character.
  let schema = z
    .string({ error: (issue) => wrongShape(issue.input) })
    .normalize("NFC")
    .trim();
  if (!optional) schema = schema.min(1, { error: spec.requiredMessage, abort: true });
  schema = schema.max(spec.maxLength, { error: spec.tooLongMessage, abort: true });
  schema =
    spec.kind === "textarea"
      ? schema.refine((v) => !CONTROL_IN_TEXT.test(v), { error: copy.controlCharacters, abort: true })
      : schema
          .refine((v) => !CONTROL.test(v), { error: copy.controlCharacters, abort: true })
          .refine((v) => !hasInvisibleCharacters(v), { error: copy.formatCharacters, abort: true });
  // A name of punctuation, digits or symbols alone shows as no name in the inbox: it must hold a letter.
  if (spec.personName)
    schema = schema.refine((v) => v === "" || VISIBLE_LETTER.test(v), { error: spec.requiredMessage });
  if (spec.kind === "email") schema = schema.regex(z.regexes.email, { error: copy.invalidEmail });
  if (!optional) return schema;
  // An optional field may be missing; when present it follows the same rules. Blank → left out.
  return schema.optional().transform((v) => (v ? v : undefined));
}

/** One zod object per variant; `z.object` drops every field it does not name (access_key, redirect …). */
function objectFor(variant: ContactVariant): z.ZodType<ContactValues> {
  const { fields, optional } = contactVariants[variant];
  return z.object(
    Object.fromEntries(fields.map((name) => [name, fieldSchema(name, (optional as readonly string[]).includes(name))])),
  );
}

const schemas: Record<ContactVariant, z.ZodType<ContactValues>> = {
  fullname: objectFor("fullname"),
  contact: objectFor("contact"),
  hire: objectFor("hire"),
};

/**
 * Which form a body comes from, by the spec's payload names: the contact form names the visitor
 * firstName/lastName, the hire form has name/company, the single-name form fullname. A body with
 * none of them is treated as the contact page's form.
 *
 * @example detectVariant({ name: "Ada", email: "…" }) // "hire"
 */
export function detectVariant(body: RawBody): ContactVariant {
  if ("firstName" in body || "lastName" in body) return "contact";
  if ("name" in body || "company" in body) return "hire";
  if ("fullname" in body) return "fullname";
  return "contact";
}

/** What the visitor typed, for showing the form again (strings only; the first of repeated values). */
export function typedValues(variant: ContactVariant, body: RawBody): ContactValues {
  const values: ContactValues = {};
  for (const name of contactVariants[variant].fields) {
    const raw = body[name];
    const first = Array.isArray(raw) ? raw[0] : raw;
    if (typeof first === "string") values[name] = first;
  }
  return values;
}

/**
 * Validates a submission: required fields present and non-blank after trimming, a plausible
 * e-mail, length bounds, no control characters in one-line fields, each field sent once and as
 * text. Unknown fields are dropped.
 *
 * @example validateSubmission({ fullname: "Ada", email: "ada@example.com", subject: "Hi", message: "…" })
 */
export function validateSubmission(body: RawBody): Validation {
  return validateVariant(detectVariant(body), body);
}

/** The same rules for a known form: what `leads import` checks each row's fields with (leads/importRows.ts). */
export function validateVariant(variant: ContactVariant, body: RawBody): Validation {
  const result = schemas[variant].safeParse(body);
  if (result.success) {
    const fields = Object.fromEntries(Object.entries(result.data).filter(([, v]) => v !== undefined)) as ContactValues;
    return { ok: true, variant, fields };
  }
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0] as ContactFieldName;
    errors[name] ??= issue.message;
  }
  return { ok: false, variant, values: typedValues(variant, body), errors };
}

/**
 * Why `fields` are not what the `variant` form stores (`leads import` checks each row with it):
 * each rule a submission breaks (`fields.NAME: message`), else each field the form would have
 * dropped or changed (no such field, spaces around a value). Empty when a form could have sent them.
 *
 * @example storedFieldProblems("fullname", { fullname: " Ada", … }) // ["fields.fullname: not as the fullname form stores it …"]
 */
export function storedFieldProblems(variant: ContactVariant, fields: Record<string, string>): string[] {
  const checked = validateVariant(variant, fields);
  if (!checked.ok) return Object.entries(checked.errors).map(([name, message]) => `fields.${name}: ${message}`);
  return Object.entries(fields)
    .filter(([name, value]) => checked.fields[name as ContactFieldName] !== value)
    .map(([name]) => `fields.${name}: not as the ${variant} form stores it (no such field, or spaces around it)`);
}

/** True when the body carries a file anywhere (attachments are never accepted or forwarded). */
export function hasFile(body: RawBody): boolean {
  return Object.values(body).some((v) => v instanceof File || (Array.isArray(v) && v.some((x) => x instanceof File)));
}
