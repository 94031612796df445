/** A question and its answer: one YAML file in src/content/faqs, shown on the page it names. */
import { z } from "zod";
import { SLUG_PATTERN } from "./servicePage.ts";
import { text } from "./fields.ts";
import { order } from "./blocks.ts";

export const faqSchema = z.strictObject({
  page: z
    .string()
    .regex(SLUG_PATTERN, "must name a page's file: a service page (seo, smm) or a product (backdoorhire)")
    .meta({
      title: "Shown on",
      description: "The file name of the service page or product it answers for: seo, smm, backdoorhire, helpwave",
    }),
  order: order("1 comes first on its page"),
  question: text({ title: "Question", max: 100, why: "fit the question's line" }),
  answer: text({ title: "Answer", min: 20, max: 400, why: "give a real answer in a short paragraph", multiline: true }),
});
