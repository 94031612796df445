/** The company's facts: one file, src/content/site.yaml, each fact written once. */
import { z } from "zod";
import { PHONE_PATTERN, SOCIAL_NETWORKS } from "../siteRules.ts";
import { choice, email, text, webAddress, wholeNumber } from "./fields.ts";

/** A phone number as it is shown, in international form: the `tel:` and WhatsApp links are made from it. */
export const phone = (title: string, hint?: string) =>
  z
    .string()
    .regex(
      PHONE_PATTERN,
      "must be written in international form: a +, the country code and the number in groups (+91 98765 43210)",
    )
    .meta({ title, ...(hint && { description: hint }) });

const office = z
  .strictObject({
    kind: text({
      title: "Kind of office",
      hint: "Registered office, Corporate office …",
      max: 40,
      why: "fit on the office's card",
    }),
    building: text({
      title: "Building",
      hint: "Optional first line: a building or unit the map does not need (402, Silver Business Point)",
      max: 60,
      why: "fit on one line of the address",
    }).optional(),
    street: text({
      title: "Street",
      hint: "The street the map searches for",
      max: 60,
      why: "fit on one line of the address",
    }),
    suite: text({
      title: "Suite",
      hint: "Optional, shown after the street on its line and left out of the map's search (Suite 1801)",
      max: 30,
      why: "fit on the street's line",
    }).optional(),
    city: text({ title: "City", max: 40, why: "fit in the lists of cities" }),
    region: text({
      title: "Region and postcode",
      hint: "Gujarat 394105, ON M5E 1W7",
      max: 40,
      why: "fit on one line of the address",
    }),
    country: text({ title: "Country", max: 40, why: "fit in the lists of countries" }),
  })
  .meta({ title: "Office" });

export const siteSchema = z.strictObject({
  name: text({
    title: "Company name",
    hint: "Ends every page's title",
    max: 30,
    why: "leave room for the page's own name in its title",
  }),
  shortName: text({
    title: "Short name",
    hint: "The name in running text (Life at …)",
    max: 20,
    why: "fit in headings",
  }),
  legalForm: text({
    title: "Legal form",
    hint: "Written after the name in the legal name (Pvt. Ltd.)",
    max: 20,
    why: "fit in the footer",
  }),
  tagline: text({
    title: "Tagline",
    hint: "One line of what the company does (the social cards)",
    max: 60,
    why: "fit on the social card",
  }),
  blurb: text({
    title: "Blurb",
    hint: "The footer's paragraph; {foundedYear} is replaced by the founding year",
    max: 240,
    why: "keep the footer short",
    multiline: true,
  }),
  foundedYear: wholeNumber({ title: "Founding year", hint: 'Every "since …" is made from it', min: 1900, max: 2100 }),
  email: email("E-mail"),
  careersEmail: email("Careers e-mail"),
  phone: phone("Phone", "In international form (+91 98765 43210): its link and the WhatsApp link are made from it"),
  offices: z
    .array(office)
    .min(1, "at least one is needed")
    .meta({ title: "Offices", description: "The first is the registered office" }),
  social: z
    .array(
      z
        .strictObject({
          network: choice(SOCIAL_NETWORKS, "Network"),
          label: text({ title: "Label", max: 30, why: "fit under the icon" }),
          href: webAddress("Profile address"),
        })
        .meta({ title: "Profile" }),
    )
    .meta({ title: "Social profiles" }),
  founder: z
    .strictObject({
      name: text({ title: "Name", max: 40, why: "fit in the founder's card" }),
      role: text({ title: "Role", max: 40, why: "fit in the founder's card" }),
      linkedin: webAddress("LinkedIn profile"),
      email: email("E-mail"),
      meeting: webAddress("Video meeting link"),
    })
    .meta({ title: "Founder", description: "The founder's WhatsApp is the company's phone" }),
  applicationFormUrl: webAddress("Job application form"),
  locale: choice(["en"], "Language"),
});
