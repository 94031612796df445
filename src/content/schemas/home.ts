/** The home page's words: one file, src/content/home.yaml (its testimonials are src/content/testimonials). */
import { z } from "zod";
import { text } from "./fields.ts";
import { heading, valueCard } from "./valueCard.ts";

const title = (max = 60) => text({ title: "Heading", max, why: "fit in the heading's two lines" });
const lead = text({
  title: "Lead",
  hint: "The paragraph under the heading",
  max: 260,
  why: "fit under the heading",
  multiline: true,
});
const button = (name: string) => text({ title: name, max: 30, why: "fit on the button" });

export const homeSchema = z.strictObject({
  hero: z
    .strictObject({
      eyebrow: text({
        title: "Eyebrow",
        hint: "{foundedYear} is replaced by the founding year",
        max: 60,
        why: "fit on one line",
      }),
      headline: title(),
      lead,
      primary: button("Main button (to /hire-developers)"),
      secondary: button("Second button (to /portfolio)"),
    })
    .meta({ title: "Banner" }),
  about: z
    .strictObject({
      ...heading,
      title: title(),
      lead,
      cta: button("Button (to /about)"),
      values: z.array(valueCard("Value")).min(1, "at least one is needed").meta({ title: "Values" }),
    })
    .meta({ title: "About us" }),
  featured: z
    .strictObject({ ...heading, title: title(), lead, cta: button("Button (to /portfolio)") })
    .meta({ title: "Featured projects", description: "The first case studies of the portfolio follow this heading" }),
  testimonials: z
    .strictObject({ ...heading, title: title() })
    .meta({ title: "Client testimonials", description: "The testimonials are in their own folder" }),
  clients: z
    .strictObject({
      ...heading,
      title: title(),
      logos: z
        .array(
          z
            .strictObject({
              name: text({
                title: "Client's name",
                hint: "Read out for the logo",
                max: 40,
                why: "fit in the logo's label",
              }),
              src: z
                .string()
                .regex(
                  /^\/images\/clients\/[a-z0-9-]+\.svg$/,
                  "must name an SVG wordmark in public/images/clients (/images/clients/acme.svg)",
                )
                .meta({ title: "Logo", description: "An SVG wordmark in public/images/clients" }),
            })
            .meta({ title: "Client" }),
        )
        .min(1, "at least one is needed")
        .meta({ title: "Client logos" }),
    })
    .meta({ title: "Clients" }),
});
