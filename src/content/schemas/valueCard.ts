/** A card with an icon, a title and a sentence (values, reasons, benefits): one item of a list. */
import { z } from "zod";
import { text } from "./fields.ts";
import { icon } from "./icon.ts";

export const valueCard = (title: string) =>
  z
    .strictObject({
      title: text({ title: "Title", max: 40, why: "fit in the card's heading" }),
      description: text({ title: "Description", max: 160, why: "fit in the card" }),
      icon: icon(),
    })
    .meta({ title });

/** A section's heading: the small line above it, the heading and, where it has one, a lead paragraph. */
export const heading = {
  eyebrow: text({ title: "Eyebrow", hint: "The small line above the heading", max: 40, why: "fit on one line" }),
};

/** A section's heading: two lines at most. */
export const sectionTitle = text({ title: "Heading", max: 60, why: "fit in the heading's two lines" });

/** The paragraph under a section's heading. */
export const sectionLead = (hint = "The paragraph under the heading") =>
  text({ title: "Lead", hint, max: 200, why: "fit under the heading", multiline: true });
