/**
 * The privacy notice's words (/privacy): one file, src/content/privacy.yaml. The notice's facts are
 * computed by the Worker from its settings (src/server/privacy.ts) and filled in where a sentence
 * names them in braces; each sentence may name only the facts the site gives it, and must name
 * those it is about (a retention sentence its `{days}`); none types a figure by hand.
 * Sentences said only in some configurations are named alternatives: `recipients.challenge` while
 * the spam check is on, `recipients.store.eu` or `.placed` by where the lead store lives.
 */
import { z } from "zod";
import { text } from "./fields.ts";
import { template, type Slot } from "./placeholders.ts";
import { heading, sectionTitle as title } from "./valueCard.ts";

/**
 * A paragraph, filled in with `slots` (none: its words are all its own). It types no figure: each
 * is a fact the site reads from its settings, named in braces.
 */
const sentence = (name: string, slots: Readonly<Record<string, Slot>> = {}) =>
  template(text({ title: name, max: 600, why: "keep a paragraph readable", multiline: true }), slots).superRefine(
    (value, context) => {
      const figure = /\d+/.exec(value)?.[0];
      if (figure !== undefined)
        context.addIssue({
          code: "custom",
          message: `types the figure ${figure} by hand; the notice's figures are read from the site's settings and filled in where their name in braces stands`,
        });
    },
  );

const required = (what: string): Slot => ({ what, required: true });
const contactEmail = required("the address for requests about one's data");
const days = required('the number of days ("30 days", "1 day")');

export const privacySchema = z.strictObject({
  hero: z
    .strictObject({
      ...heading,
      title,
      lead: sentence("Lead"),
    })
    .meta({ title: "Banner" }),
  who: z
    .strictObject({
      title,
      text: sentence("Paragraph", { controller: required("the company's legal name"), contactEmail }),
    })
    .meta({ title: "Who we are" }),
  what: z
    .strictObject({
      title,
      fields: sentence("What a form asks", { fields: required("the forms' fields, listed") }),
      browsing: sentence("What browsing keeps"),
    })
    .meta({ title: "What we collect" }),
  recipients: z
    .strictObject({
      title,
      host: sentence("The host"),
      challenge: sentence("The spam check").meta({ description: "Said only while the spam check is on" }),
      store: z
        .strictObject({
          eu: sentence("Kept in the EU").meta({ description: "When the lead store is in the EU jurisdiction" }),
          placed: sentence("Kept where Cloudflare places it").meta({
            description: "When no jurisdiction is set: Cloudflare places the store near its first use",
          }),
        })
        .meta({ title: "Where the lead store is" }),
    })
    .meta({
      title: "Who receives it",
      description: "Each delivery channel's sentence comes between the host's and the rest",
    }),
  retention: z
    .strictObject({
      title,
      delivered: sentence("A delivered enquiry", { days }),
      held: sentence("An enquiry held back as spam", { days }),
      failed: sentence("An enquiry that could not be delivered", { days }),
      after: sentence("After the list"),
    })
    .meta({ title: "How long we keep it" }),
  cookies: z
    .strictObject({
      title,
      text: sentence("Paragraph", {
        name: required("the cookie's name"),
        values: required('the values it may hold ("light" or "dark")'),
        days: required("the number of days it lasts"),
      }),
    })
    .meta({ title: "Cookies" }),
  logs: z
    .strictObject({
      title,
      lead: sentence("Before the list"),
      after: sentence("After the list"),
    })
    .meta({ title: "What our logs record", description: "The list is the logs' fields, from the code" }),
  rights: z
    .strictObject({
      title,
      text: sentence("Paragraph", {
        contactEmail,
        backupDays: required("the number of days Cloudflare's backups keep an erased enquiry"),
      }),
      more: sentence("Last paragraph"),
    })
    .meta({ title: "Your data on request" }),
});
