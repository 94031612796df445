/**
 * The careers page's words (/career): one file, src/content/career.yaml. The open positions and the
 * hiring models are their own folders; where the buttons go (the positions below, the application
 * form, the company's careers e-mail, /contact) is the site's, not the file's.
 */
import { z } from "zod";
import { artwork } from "./blocks.ts";
import { text } from "./fields.ts";
import { heading, sectionLead, sectionTitle, valueCard } from "./valueCard.ts";

const title = sectionTitle;
const lead = sectionLead;
const button = (name: string) => text({ title: name, max: 30, why: "fit on the button" });

export const careerSchema = z.strictObject({
  hero: z
    .strictObject({
      ...heading,
      title,
      lead: lead(),
      positions: button("First button (to the open positions)"),
      apply: button("Second button (to the application form)"),
      image: artwork("Drawing"),
    })
    .meta({ title: "Banner" }),
  positions: z
    .strictObject({
      ...heading,
      title,
      lead: lead("{count} is the number of open positions, as a word"),
      apply: button("Button of each position (to the application form)"),
      applyFor: text({
        title: "End of each button's name (for screen readers)",
        hint: '"for {title}": {title} is the position\'s title',
        max: 40,
      }),
    })
    .meta({ title: "Open positions", description: "The positions are files of their own folder" }),
  benefits: z
    .strictObject({
      ...heading,
      title,
      lead: lead(),
      benefits: z.array(valueCard("Benefit")).min(1, "at least one is needed").meta({ title: "Benefits" }),
    })
    .meta({ title: "Benefits" }),
  hiringModels: z
    .strictObject({ ...heading, title, lead: lead() })
    .meta({ title: "Hiring models", description: "The models are files of their own folder" }),
  closing: z
    .strictObject({
      title,
      lead: lead(),
      resume: button("First button (an e-mail to the careers address)"),
      resumeSubject: text({ title: "Subject of that e-mail", max: 80 }),
      contact: button("Second button (to /contact)"),
    })
    .meta({ title: "Closing band" }),
});
