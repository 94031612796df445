/**
 * The contact page's words (/contact) and the pages a form sent without JavaScript answers with:
 * one YAML file, src/content/contact.yaml. The offices and the ways to reach the company are the
 * company's facts (src/content/site.yaml); the form's own words are src/content/contact-form.yaml.
 */
import { z } from "zod";
import { action, artworkKey } from "./blocks.ts";
import { mustSay, text } from "./fields.ts";
import { heading, sectionLead, sectionTitle } from "./valueCard.ts";

const title = sectionTitle;
const lead = sectionLead;
const label = (name: string) => text({ title: name, max: 40, why: "fit on one line" });

export const contactPageSchema = z.strictObject({
  hero: z
    .strictObject({ ...heading, title, lead: lead(), image: artworkKey("Drawing (decorative)") })
    .meta({ title: "Banner" }),
  form: z.strictObject({ title, lead: lead() }).meta({ title: "The form's section" }),
  reach: z
    .strictObject({
      title,
      emailLabel: label("Name of the e-mail address"),
      phoneLabel: label("Name of the phone number"),
      socialLabel: label("Name of the profiles"),
    })
    .meta({ title: "Ways to reach us" }),
  offices: z
    .strictObject({
      ...heading,
      title: mustSay(text({ title: "Heading", hint: "{countries}: the offices' countries", max: 60 }), {
        countries: "the countries",
      }),
      lead: mustSay(lead("{Count}: the number of offices, as a word"), { Count: "the number of offices" }),
      mapTitle: mustSay(label("Name of an office's map (for screen readers)"), { city: "the office's city" }),
      mapLink: mustSay(text({ title: "Link to an office's map", hint: "{city}: the office's city", max: 60 }), {
        city: "the office's city",
      }),
    })
    .meta({ title: "Offices" }),
  thankYou: z
    .strictObject({
      ...heading,
      title,
      lead: lead(),
      actions: z.array(action()).min(1, "at least one is needed").max(2, "at most 2 fit side by side"),
    })
    .meta({ title: "After sending without JavaScript" }),
  retry: z.strictObject({ title, lead: lead() }).meta({ title: "A form sent without JavaScript that needs a change" }),
});
