/** A pricing plan: one YAML file in src/content/plans, shown as a card in the SMM page's pricing. */
import { z } from "zod";
import { text } from "./fields.ts";
import { lines, order } from "./blocks.ts";

/** How a price is written: dollars and cents, as the card shows it ("$59.99"). */
export const PRICE = /^\$[0-9]+(?:\.[0-9]{2})?$/;

export const planSchema = z.strictObject({
  label: text({ title: "Name", max: 20, why: "fit the card's heading" }),
  order: order("1 comes first, left to right"),
  price: z
    .string()
    .regex(PRICE, 'must be a price in dollars as the card shows it, like "$59.99"')
    .meta({ title: "Price per month", description: 'In dollars, as shown: "$59.99"' }),
  summary: text({ title: "Summary", hint: "One sentence under the price", max: 100, why: "keep it to one sentence" }),
  features: lines("What the plan includes", 40),
  featured: z
    .boolean({ error: "must be true or false" })
    .optional()
    .meta({ title: "Most popular", description: "Highlights the card; at most one plan" }),
});
