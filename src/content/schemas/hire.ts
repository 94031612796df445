/**
 * The hire page's words (/hire-developers): one file, src/content/hire.yaml. The developer service
 * categories (the page's tabs) are files of src/content/hire-services, the hiring models of
 * src/content/hiring-models; where the buttons go (sections of the page) is the site's.
 */
import { z } from "zod";
import { artwork, stat } from "./blocks.ts";
import { text } from "./fields.ts";
import { heading, sectionLead, sectionTitle, valueCard } from "./valueCard.ts";

const title = sectionTitle;
const lead = sectionLead();
const button = (name: string) => text({ title: name, max: 30, why: "fit on the button" });

export const hireSchema = z.strictObject({
  hero: z
    .strictObject({
      ...heading,
      title,
      lead,
      hire: button("First button (to the contact form below)"),
      compare: button("Second button (to the hiring models)"),
      image: artwork("Drawing"),
    })
    .meta({ title: "Banner" }),
  values: z
    .strictObject({
      ...heading,
      title,
      cards: z
        .array(valueCard("Reason"))
        .min(1, "at least one is needed")
        .max(8, "at most 8 fit in the grid's two rows of four")
        .meta({ title: "Reasons" }),
    })
    .meta({ title: "Why hire with us" }),
  hiringModels: z
    .strictObject({ ...heading, title, lead, cta: button("Button (to the contact form below)") })
    .meta({ title: "Hiring models", description: "The models are files of their own folder" }),
  services: z
    .strictObject({
      ...heading,
      title,
      lead,
      tabsLabel: text({ title: "Name of the tabs (for screen readers)", max: 40 }),
    })
    .meta({ title: "Developer services", description: "The categories (the tabs) are files of their own folder" }),
  stats: z
    .strictObject({
      label: text({ title: "Name of the figures (for screen readers)", max: 40 }),
      stats: z
        .array(stat())
        .min(1, "at least one is needed")
        .max(4, "at most 4 fit in the band")
        .meta({ title: "Figures" }),
    })
    .meta({ title: "Track record" }),
  contact: z
    .strictObject({
      title,
      lead,
      subject: text({ title: "Subject of the messages sent from the form", max: 80 }),
    })
    .meta({ title: "Contact form" }),
});
