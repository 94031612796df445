/** A client's testimonial on the home page: one YAML file in src/content/testimonials. */
import { z } from "zod";
import { text, wholeNumber } from "./fields.ts";

export const testimonialSchema = z.strictObject({
  name: text({ title: "Client's name", max: 40, why: "fit on the card" }),
  designation: text({
    title: "Role and company",
    hint: "Product Director, Northwind Retail",
    max: 60,
    why: "fit on the card",
  }),
  order: wholeNumber({ title: "Position in the carousel", hint: "1 comes first", min: 1 }),
  message: text({
    title: "What they said",
    hint: "{shortName} is replaced by the company's short name",
    min: 40,
    max: 320,
    why: "fit on the carousel's card",
    multiline: true,
  }),
});
