/**
 * What the contact forms say: one YAML file, src/content/contact-form.yaml. Field labels and
 * placeholders, the messages of a field left empty or too long (`{field}` is the field's name in
 * the sentence, `{max}` its limit, set by the site), the form's hints and buttons, and the answers
 * of the form's address. The server's checks and the browser show the same words.
 */
import { z } from "zod";
import { mustSay, text } from "./fields.ts";

/** The fields of every form (src/content/contact.ts): their limits and order are the site's, their words the file's. */
export const CONTACT_FIELDS = [
  "fullname",
  "firstName",
  "lastName",
  "name",
  "email",
  "phone",
  "company",
  "subject",
  "message",
] as const;

const line = (title: string, hint?: string) => text({ title, hint, max: 120, why: "fit on one line" });
const sentence = (title: string, hint?: string) =>
  text({ title, hint, max: 160, why: "keep a message to one sentence" });

const field = z
  .strictObject({
    label: text({ title: "Label", max: 30, why: "fit above the field" }),
    inSentence: text({
      title: "Name in a sentence",
      hint: 'How the messages call it: "Please enter your {field}."',
      max: 40,
    }),
    placeholder: text({ title: "Example in the empty field", max: 60 }).optional(),
  })
  .meta({ title: "Field" });

export const contactFormSchema = z.strictObject({
  fields: z
    .strictObject(
      Object.fromEntries(CONTACT_FIELDS.map((name) => [name, field.meta({ title: name })])) as {
        [K in (typeof CONTACT_FIELDS)[number]]: typeof field;
      },
    )
    .meta({ title: "Fields" }),
  messages: z
    .strictObject({
      required: mustSay(sentence("A required field left empty"), { field: "the field's name" }),
      tooLong: mustSay(sentence("A field too long"), { field: "the field's name", max: "the limit" }),
      invalidEmail: sentence("An e-mail address that is not one"),
      controlCharacters: sentence("Line breaks in a one-line field"),
      formatCharacters: sentence("Invisible formatting characters"),
      repeatedField: sentence("A field sent twice"),
      fileField: sentence("A file attached"),
    })
    .meta({ title: "Messages beside a field" }),
  form: z
    .strictObject({
      submit: text({ title: "Send button", max: 30, why: "fit on the button" }),
      sending: text({ title: "Send button while sending", max: 30, why: "fit on the button" }),
      privacyNote: z
        .strictObject({
          text: line("Sentence beside the button"),
          link: text({ title: "Link to the privacy notice", max: 40 }),
        })
        .meta({ title: "What the details are for" }),
      requiredHint: line("Hint about required fields"),
      requiredMark: text({ title: "Mark of a required field", max: 3 }),
      optionalMark: text({ title: "Mark of an optional field", max: 20 }),
      honeypotLabel: line("Label of the hidden field bots fill in", "Read by screen readers only"),
      challengeLabel: text({ title: "Name of the spam check", max: 40 }),
      status: line("Heading after sending"),
      toastSuccess: line("Notice after sending"),
      networkError: sentence("Notice when the network fails"),
      providerFallback: sentence("Notice when sending fails without a reason"),
      toastRegion: text({ title: "Name of the notices' region (for screen readers)", max: 40 }),
      closeToast: text({ title: "Name of a notice's close button (for screen readers)", max: 40 }),
    })
    .meta({ title: "The form" }),
  answers: z
    .strictObject({
      success: sentence("Sent"),
      invalid: sentence("Some fields need a change"),
      crossSite: sentence("Sent from another website"),
      tooLarge: sentence("Too large"),
      unsupportedType: sentence("Not sent as form data"),
      malformed: sentence("Unreadable"),
      fileAttached: sentence("A file attached"),
      rateLimited: sentence("Too many in a short time"),
      notConfigured: sentence("The form is switched off"),
      timeout: sentence("The e-mail service did not answer"),
      unconfirmed: sentence("Saving could not be confirmed"),
      storeFull: sentence("Too many enquiries at once"),
      challengeFailed: sentence("The spam check did not pass"),
    })
    .meta({ title: "Answers of the form", description: "Shown above the form after sending" }),
});
