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
