/**
 * Parts that the services, products and plans schemas share: an icon, a piece of the generated
 * artwork, a call to action, a card, a chip, a figure. Built on `fields.ts`; every part has its
 * `.meta()` title for /admin.
 */
import { z } from "zod";
import { images } from "../images.generated.ts";
import { choice, text, wholeNumber } from "./fields.ts";
import { icon as iconChoice } from "./icon.ts";

/** An icon of the site's icon set (`icons.ts`, the one list), picked from a drop-down. */
export const icon = (title = "Icon") => iconChoice(title, "A symbol from the site's icon set");

/** The keys of the generated artwork (tools/artwork): what an `artwork` field may name. */
const ARTWORK = Object.keys(images) as [keyof typeof images, ...(keyof typeof images)[]];

/** A piece of the generated artwork, by its key. */
export const artworkKey = (title = "Artwork") =>
  choice(ARTWORK, title, "A drawing made by the artwork tool (npm run images)");

/** A piece of the generated artwork with the words that replace it for people who cannot see it. */
export const artwork = (title: string) =>
  z
    .strictObject({
      key: artworkKey(),
      alt: text({
        title: "Description (alt text)",
        hint: "What the drawing shows, for people who cannot see it",
        max: 150,
        why: "keep it to one sentence",
      }),
    })
    .meta({ title });

/**
 * Where a call to action may go: a page of this site (`/contact`, `/smm#pricing`,
 * `/portfolio?category=Mobile%20App`), a section of the same page (`#pricing`), another site
 * (https://…), or `mailto:` alone for the company's e-mail address.
 */
export const ACTION_HREF =
  /^(?:\/[A-Za-z0-9\-._~%/]*(?:\?[A-Za-z0-9\-._~%=&]*)?(?:#[a-z0-9-]+)?|#[a-z0-9-]+|https:\/\/[^\s]+|mailto:)$/;

/** A button: its words and where it goes, optionally with the subject of the message it starts. */
export const action = (title = "Button") =>
  z
    .strictObject({
      label: text({ title: "Words on the button", max: 40, why: "fit on a button" }),
      href: z
        .string()
        .regex(
          ACTION_HREF,
          "must be a page of this site (/contact), a section of this page (#pricing), a web address (https://…) or mailto: (the company's e-mail)",
        )
        .meta({ title: "Goes to", description: "/contact, #pricing, https://…, or mailto: for the company's e-mail" }),
      subject: text({
        title: "Subject",
        hint: "For /contact or mailto: the subject the message starts with",
        max: 80,
      }).optional(),
    })
    .superRefine((button, context) => {
      if (button.subject !== undefined && button.href !== "/contact" && button.href !== "mailto:")
        context.addIssue({ code: "custom", path: ["subject"], message: "is for a button to /contact or mailto: only" });
    })
    .meta({ title });

export const actions = (title = "Buttons") =>
  z.array(action()).min(1, "at least one is needed").max(2, "at most 2 fit side by side").meta({ title });

/** A card: an icon, a title and a sentence (value, feature, capability cards; steps). */
export const card = (title = "Card") =>
  z
    .strictObject({
      icon: icon(),
      title: text({ title: "Title", max: 60, why: "fit on the card's heading" }),
      description: text({ title: "Text", max: 160, why: "keep a card to two or three lines", multiline: true }),
    })
    .meta({ title });

export const cards = (title = "Cards") => z.array(card()).min(1, "at least one is needed").meta({ title });

/** An icon with a short label (tools, industries, badges). */
export const chip = () =>
  z
    .strictObject({ icon: icon(), label: text({ title: "Label", max: 30, why: "fit on a chip" }) })
    .meta({ title: "Chip" });

/** A figure and what it counts, shown as written ("60%", "24/7", "10+"). */
export const stat = () =>
  z
    .strictObject({
      value: text({ title: "Figure", max: 12, why: "fit the figure's large type" }),
      label: text({ title: "What it counts", max: 80 }),
    })
    .meta({ title: "Figure" });

/** The position of an entry in its list. */
export const order = (hint = "1 comes first") => wholeNumber({ title: "Position", hint, min: 1 });

/** A list of short lines (points, features). */
export const lines = (title: string, max = 80) =>
  z
    .array(text({ title: "Line", max, why: "fit on one line of the list" }))
    .min(1, "at least one is needed")
    .meta({ title });

/** The closing band of a page: a title, a sentence and its buttons. */
export const closingBand = () =>
  z
    .strictObject({
      title: text({ title: "Title", max: 80 }),
      lead: text({ title: "Lead", max: 200 }),
      actions: actions(),
    })
    .meta({ title: "Closing band" });
