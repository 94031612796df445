/**
 * The words of /products and of the product pages' fixed headings: one YAML file,
 * src/content/products-landing.yaml. `{name}` is a product's name; `{count}` a number as a word.
 */
import { z } from "zod";
import { text } from "./fields.ts";
import { action, actions, artworkKey, card, chip, closingBand } from "./blocks.ts";

const heading = {
  eyebrow: text({ title: "Eyebrow", max: 40 }),
  title: text({ title: "Title", max: 80 }),
  lead: text({ title: "Lead", max: 200, multiline: true }),
};
const cardList = z.array(card()).min(1, "at least one is needed").meta({ title: "Cards" });

export const productsLandingSchema = z.strictObject({
  hero: z
    .strictObject({
      ...heading,
      actions: actions(),
      image: artworkKey("Drawing (decorative)"),
    })
    .meta({ title: "Opening band" }),
  whyChoose: z.strictObject({ ...heading, cards: cardList }).meta({ title: "Why choose" }),
  suite: z
    .strictObject({
      ...heading,
      featuresTitle: text({ title: "Heading of a product's features", max: 40 }),
      statsLabel: text({
        title: "Name of a product's figures (for screen readers)",
        hint: "{name} is the product's name",
        max: 60,
      }),
      learnMore: text({ title: "Words of a product's link", max: 30 }),
      learnMoreAbout: text({ title: "End of a product's link (for screen readers)", hint: '" about {name}"', max: 60 }),
    })
    .meta({ title: "The products" }),
  approach: z.strictObject({ ...heading, cards: cardList, cta: action() }).meta({ title: "Our approach" }),
  purpose: z
    .strictObject({
      ...heading,
      lead: text({ title: "Lead", hint: "{count} is the number of badges, as a word", max: 200 }),
      badges: z.array(chip()).min(1, "at least one is needed").meta({ title: "Badges" }),
    })
    .meta({ title: "Built with purpose" }),
  closing: closingBand(),
  productPage: z
    .strictObject({
      overviewEyebrow: text({ title: "Eyebrow of the description", max: 40 }),
      howItWorksEyebrow: text({ title: "Eyebrow of how it works", max: 40 }),
      howItWorksTitle: text({ title: "Title of how it works", max: 80 }),
      stepLabel: text({ title: "Word before a step's number", max: 20 }),
      capabilitiesEyebrow: text({ title: "Eyebrow of the capabilities", max: 40 }),
      statsLabel: text({
        title: "Name of the figures (for screen readers)",
        hint: "{name} is the product's name",
        max: 60,
      }),
      differencesEyebrow: text({ title: "Eyebrow of what sets it apart", max: 40 }),
      faqEyebrow: text({ title: "Eyebrow of the questions", max: 40 }),
      faqTitle: text({ title: "Title of the questions", max: 80 }),
    })
    .meta({ title: "Every product page's fixed headings" }),
});
