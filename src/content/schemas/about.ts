/**
 * The about page's words: one Markdown file, src/content/about.md. Its fields are the page's
 * headings, cards and counters; its text (below the fields) is the founder's message, the about
 * story. `{name}`, `{shortName}` and `{foundedYear}` are the company's facts; `{Count}` is how many
 * reasons there are, as a word; the founder's `{name}` and `{role}` are the founder's.
 */
import { z } from "zod";
import { markdownBody, text, wholeNumber } from "./fields.ts";
import { artwork, artworkKey } from "./blocks.ts";
import { icon } from "./icon.ts";
import { heading, valueCard } from "./valueCard.ts";

const title = (max = 80) => text({ title: "Heading", max, why: "fit in the heading's two lines" });
const lead = text({
  title: "Lead",
  hint: "The paragraph under the heading",
  max: 260,
  why: "fit under the heading",
  multiline: true,
});
const button = (name: string) => text({ title: name, max: 30, why: "fit on the button" });
const label = (name: string, hint?: string) => text({ title: name, hint, max: 60, why: "fit on one line" });

export const aboutSchema = z.strictObject({
  hero: z
    .strictObject({
      ...heading,
      title: text({
        title: "Heading",
        hint: "{foundedYear} is replaced by the founding year",
        max: 90,
        why: "fit in the heading's two lines",
      }),
      lead: text({
        title: "Lead",
        hint: "{name} is replaced by the company's name",
        max: 260,
        why: "fit under the heading",
        multiline: true,
      }),
      primary: button("Main button (to the team)"),
      secondary: button("Second button (to /contact)"),
      image: artwork("Drawing"),
    })
    .meta({ title: "Banner" }),
  whyUs: z
    .strictObject({
      ...heading,
      title: text({
        title: "Heading",
        hint: "{Count} is replaced by the number of reasons, as a word",
        max: 60,
        why: "fit in the heading's two lines",
      }),
      lead,
      reasons: z
        .array(valueCard("Reason"))
        .min(1, "at least one is needed")
        .max(12, "at most 12 fit the grid")
        .meta({ title: "Reasons" }),
    })
    .meta({ title: "Why choose us" }),
  missionVision: z
    .strictObject({
      ...heading,
      title: title(),
      cards: z
        .array(
          z
            .strictObject({
              title: text({ title: "Title", max: 40, why: "fit in the card's heading" }),
              text: text({ title: "Text", max: 260, why: "fit in the card", multiline: true }),
              image: artworkKey("Drawing (decorative)"),
              icon: icon(),
            })
            .meta({ title: "Card" }),
        )
        .length(2, "must be two cards, mission and vision, side by side")
        .meta({ title: "Cards" }),
    })
    .meta({ title: "Mission and vision" }),
  founder: z
    .strictObject({
      ...heading,
      title: title(),
      portrait: artwork("Portrait"),
      links: z
        .strictObject({
          linkedin: button("Link to the founder's LinkedIn profile"),
          email: button("Link to e-mail the founder"),
          meeting: button("Link to book a video meeting"),
          chat: button("Link to chat on WhatsApp"),
        })
        .meta({ title: "Ways to get in touch", description: "The addresses are the founder's, in the company facts" }),
    })
    .meta({ title: "Founder's message", description: "The message itself is the text below the fields" }),
  team: z
    .strictObject({
      ...heading,
      title: title(),
      lead,
      label: label("Name of the showcase (for screen readers)"),
      pageLabel: label("Page button (for screen readers)", "Followed by the page's number"),
      pauseLabel: label("Pause button (for screen readers)"),
      profileLabel: label("Profile link (for screen readers)"),
      centerTitle: text({ title: "Figure in the middle", max: 6, why: "fit the middle of the ring" }),
      centerText: text({ title: "Words under the figure", max: 40, why: "fit the middle of the ring" }),
    })
    .meta({ title: "Team" }),
  teamTestimonials: z
    .strictObject({
      eyebrow: text({
        title: "Eyebrow",
        hint: "{shortName} is the company's short name",
        max: 40,
        why: "fit on one line",
      }),
      title: title(),
    })
    .meta({ title: "Team testimonials", description: "The testimonials are in their own folder" }),
  counters: z
    .strictObject({
      label: label("Name of the figures (for screen readers)", "{shortName} is the company's short name"),
      items: z
        .array(
          z
            .strictObject({
              value: wholeNumber({ title: "Number", hint: "Counted up to when the figures come into view", min: 1 }),
              suffix: text({ title: "After the number", hint: "+, %, k …", max: 3, why: "fit beside the number" }),
              label: text({ title: "What it counts", max: 40, why: "fit under the number" }),
            })
            .meta({ title: "Counter" }),
        )
        .min(1, "at least one is needed")
        .max(6, "at most 6 fit the band")
        .superRefine((items, context) => {
          const seen = new Set<string>();
          for (const [index, item] of items.entries()) {
            if (seen.has(item.label))
              context.addIssue({
                code: "custom",
                path: [index, "label"],
                message: `is "${item.label}", as another counter's; each counter has its own label`,
              });
            seen.add(item.label);
          }
        })
        .meta({ title: "Counters" }),
    })
    .meta({ title: "Figures" }),
  cta: z
    .strictObject({
      title: title(),
      lead,
      primary: button("Main button (to /contact)"),
      secondary: button("Second button (to /portfolio)"),
    })
    .meta({ title: "Closing band" }),
  body: markdownBody("Founder's message", "A few paragraphs; {shortName} and {foundedYear} are the company's"),
});
