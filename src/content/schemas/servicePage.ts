/**
 * A page of the services area (the overview, the six services, SEO, SMM): one YAML file in
 * src/content/services, a hero and its sections in order. One page component draws them all.
 * Words may hold `{count}` / `{Count}` (the number of the section's cards, steps or chips, as a
 * word), `{resultsWindow}` (how long SEO takes, from the page registry) and `{foundedYear}`.
 */
import { z } from "zod";
import { choice, text } from "./fields.ts";
import { action, actions, artwork, artworkKey, card, cards, chip, icon, lines, stat } from "./blocks.ts";

/** A file's name as an address segment: lower-case words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The services area's pages in the page registry (src/content/registry.ts), in route-table order. */
export const SERVICE_PAGES = [
  "services",
  "customDev",
  "mobileApp",
  "uiux",
  "webDevelopment",
  "seoSmm",
  "seo",
  "smm",
  "network",
] as const;

const anchor = z
  .string()
  .regex(SLUG_PATTERN, "must be lower-case words joined by hyphens (the section's address: #my-section)")
  .meta({ title: "Anchor", description: "The section's address on the page (#anchor); unique on the page" });

const heading = {
  id: anchor,
  eyebrow: text({ title: "Eyebrow", hint: "The small line above the title", max: 40 }).optional(),
  title: text({ title: "Title", max: 80, why: "fit the section's heading" }),
  lead: text({ title: "Lead", hint: "A sentence under the title", max: 200, multiline: true }).optional(),
};

const paragraphs = z
  .array(text({ title: "Paragraph", max: 400, multiline: true }))
  .min(1, "at least one is needed")
  .meta({ title: "Paragraphs" });

const columns = z
  .union([z.literal(2), z.literal(3), z.literal(4)], { error: "must be 2, 3 or 4" })
  .meta({ title: "Cards per row" });

const visual = z
  .strictObject({
    image: artwork("Drawing").optional(),
    panel: z
      .strictObject({ icon: icon(), title: text({ title: "Title", max: 60 }), items: lines("Items") })
      .optional()
      .meta({ title: "Panel of highlights" }),
  })
  .superRefine((side, context) => {
    if ((side.image === undefined) === (side.panel === undefined))
      context.addIssue({ code: "custom", path: [], message: "needs either a drawing (image) or a panel, not both" });
  })
  .meta({ title: "Beside the text", description: "A drawing, or a panel listing highlights" });

const section = <K extends string, F extends z.ZodRawShape>(kind: K, title: string, fields: F) =>
  z.strictObject({ kind: z.literal(kind).meta({ title: "Kind" }), ...fields }).meta({ title });

export const sectionSchema = z.discriminatedUnion(
  "kind",
  [
    section("split", "Text beside a picture", {
      ...heading,
      paragraphs,
      points: lines("Points").optional(),
      action: action().optional(),
      visual,
    }),
    section("cards", "Cards", { ...heading, columns, cards: cards() }),
    section("service-cards", "The services' cards (from the page registry)", { ...heading, columns }),
    section("steps", "Steps", {
      ...heading,
      steps: z.array(card("Step")).min(2, "at least 2 are needed").meta({ title: "Steps" }),
    }),
    section("process", "The development process (from src/content/process.yaml)", heading),
    section("chips", "Chips", {
      ...heading,
      chips: z.array(chip()).min(1, "at least one is needed").meta({ title: "Chips" }),
    }),
    section("stats", "Figures", {
      ...heading,
      stats: z.array(stat()).min(1, "at least one is needed").meta({ title: "Figures" }),
    }),
    section("faq", "Questions (the FAQs in src/content/faqs naming this page)", heading),
    section("pricing", "Pricing plans (from src/content/plans)", {
      ...heading,
      cta: text({ title: "Words on each plan's button", max: 30 }),
      featuredLabel: text({ title: "Badge of the featured plan", max: 30 }),
    }),
    section("intro", "Introduction with service cards", {
      ...heading,
      points: cards("Points"),
      services: z
        .array(
          z
            .strictObject({
              icon: icon(),
              title: text({ title: "Title", max: 60 }),
              description: text({ title: "Text", max: 160, multiline: true }),
              href: action().shape.href,
              image: artworkKey("Drawing"),
            })
            .meta({ title: "Service" }),
        )
        .min(1, "at least one is needed")
        .meta({ title: "Services" }),
      carouselLabel: text({ title: "Name of the carousel (for screen readers)", max: 60 }),
      moreLabel: text({ title: "Words of each card's link", max: 30 }),
      bulletLabel: text({ title: "Words of a carousel dot", hint: "{{index}} is the card's number", max: 40 }),
    }),
    section("note", "A note with an icon", { ...heading, icon: icon(), paragraphs }),
    section("cta", "Call to action (closing band)", {
      title: text({ title: "Title", max: 80 }),
      lead: text({ title: "Lead", max: 200, multiline: true }),
      actions: actions(),
    }),
  ],
  {
    error: "must be one of: split, cards, service-cards, steps, process, chips, stats, faq, pricing, intro, note, cta",
  },
);

export const servicePageSchema = z
  .strictObject({
    page: choice(
      SERVICE_PAGES,
      "Page",
      "Which page of the services area this file is (its address and head are in the page registry)",
    ),
    hero: z
      .strictObject({
        eyebrow: text({ title: "Eyebrow", max: 40 }),
        title: text({ title: "Title (the page's heading)", max: 80, why: "fit the page's heading" }),
        lead: text({ title: "Lead", max: 220, multiline: true }),
        actions: actions(),
        image: artwork("Drawing"),
      })
      .meta({ title: "Opening band" }),
    sections: z
      .array(sectionSchema)
      .min(1, "at least one is needed")
      .meta({ title: "Sections", description: "In order down the page" }),
  })
  .superRefine((page, context) => {
    const seen = new Map<string, number>();
    page.sections.forEach((entry, index) => {
      if (!("id" in entry)) return;
      const id = entry.id as string;
      const first = seen.get(id);
      if (first === undefined) seen.set(id, index);
      else
        context.addIssue({
          code: "custom",
          path: ["sections", index, "id"],
          message: `is "${id}", as in section ${first + 1}; two sections of a page cannot share an anchor`,
        });
    });
  });
