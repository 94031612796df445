/**
 * A product: one Markdown file in src/content/products, its name the page's address
 * (/products/<slug>). The front matter holds its facts and its page's words; the text below it is
 * its description, one paragraph (shown on the page and on its card on /products).
 */
import { z } from "zod";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX, titleOf } from "../titles.ts";
import type { CollectionRule } from "./collection.ts";
import { markdownBody, text, webAddress } from "./fields.ts";
import { actions, artworkKey, card, closingBand, order, stat } from "./blocks.ts";

const figures = (title: string) => z.array(stat()).meta({ title });

export const productSchema = z
  .strictObject({
    name: text({ title: "Name", max: 30 }),
    order: order("1 comes first on /products"),
    kind: text({ title: "What it is", hint: 'A short label: "AI hiring platform"', max: 40 }),
    tagline: text({ title: "Tagline", max: 90, why: "fit under the name" }),
    briefDescription: text({
      title: "Page description",
      hint: "One or two sentences: the page's meta description, as search results show it",
      min: DESCRIPTION_MIN,
      max: DESCRIPTION_MAX,
      why: "make a page description search results show in full",
    }),
    image: artworkKey("Drawing"),
    imageAlt: text({ title: "Description of the drawing (alt text)", max: 150, why: "keep it to one sentence" }),
    capabilities: z
      .array(card("Capability"))
      .min(1, "at least one is needed")
      .meta({ title: "Capabilities", description: "Their titles are the product's key features on /products" }),
    stats: figures("Figures (on the card and the page)").min(1, "at least one is needed"),
    howItWorks: z.array(card("Step")).min(2, "at least 2 are needed").meta({ title: "How it works" }),
    keyDifferences: z
      .array(
        z
          .strictObject({
            title: text({ title: "Title", max: 60 }),
            description: text({ title: "Text", max: 160, multiline: true }),
          })
          .meta({ title: "Difference" }),
      )
      .min(1, "at least one is needed")
      .meta({ title: "What sets it apart" }),
    officialSite: webAddress("Official website"),
    page: z
      .strictObject({
        metaTitle: text({
          title: "Page title",
          hint: 'The <title> before " — " and the company\'s name',
          max: TITLE_MAX,
          why: "fit the page title",
        }),
        aboutTitle: text({ title: "Title of the description", max: 80 }),
        capabilitiesTitle: text({ title: "Title of the capabilities", max: 80 }),
        capabilitiesLead: text({
          title: "Lead of the capabilities",
          hint: "{Count} is the number of capabilities, as a word",
          max: 200,
        }),
        extraStats: figures("Figures shown only on the page"),
        differencesTitle: text({ title: "Title of what sets it apart", max: 80 }),
        differencesLead: text({ title: "Lead of what sets it apart", max: 200 }),
        heroActions: actions("Buttons of the opening band"),
        closing: closingBand(),
        applicationCategory: text({
          title: "schema.org application category",
          hint: "BusinessApplication, LifestyleApplication …",
          max: 40,
        }),
      })
      .meta({ title: "The product's page" }),
    body: markdownBody("Description", "One paragraph: on the product's page and its card on /products"),
  })
  .superRefine((product, context) => {
    if (/\n\s*\n/.test(product.body.trim()) || /^\s*(?:#|[-*+] |\d+[.)] |>)/m.test(product.body))
      context.addIssue({
        code: "custom",
        path: ["body"],
        message: "must be one paragraph of text (no headings, lists or blank lines): it is shown on the product's card",
      });
  });

/** A product's `<title>` (its page title and the site's name) fits search results: the collection's rule. */
export const productTitleFits: CollectionRule<z.output<typeof productSchema>> = (entries, { siteName }) =>
  entries.flatMap((product) => {
    const { metaTitle } = product.page;
    const over = titleOf(metaTitle, siteName).length - TITLE_MAX;
    if (metaTitle.length > TITLE_MAX || over <= 0) return [];
    return [
      {
        file: product.file,
        field: "page.metaTitle",
        problem: `is ${over} characters too long: with the company's name, at most ${metaTitle.length - over} fit in the page title`,
      },
    ];
  });
