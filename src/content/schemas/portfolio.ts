/**
 * The words of /portfolio and of every case study's page around the study itself: one YAML file,
 * src/content/portfolio.yaml. `{Count}` is how many case studies there are, as a word; `{count}`
 * a number; `{title}` a case study's title.
 */
import { z } from "zod";
import { mustSay, text } from "./fields.ts";
import { heading } from "./valueCard.ts";

const button = (name: string) => text({ title: name, max: 30, why: "fit on the button" });
const label = (name: string, hint?: string) => text({ title: name, hint, max: 60, why: "fit on one line" });
const alt = (name: string) =>
  mustSay(
    text({
      title: name,
      hint: "For the drawn artwork of a case study without its own pictures; {title} is its title",
      max: 150,
      why: "keep it to one sentence",
    }),
    { title: "the case study's title" },
  );

export const portfolioSchema = z.strictObject({
  hero: z
    .strictObject({
      ...heading,
      title: text({ title: "Heading", max: 80, why: "fit in the heading's two lines" }),
      lead: text({
        title: "Lead",
        hint: "{Count} is replaced by the number of case studies, as a word",
        max: 260,
        why: "fit under the heading",
        multiline: true,
      }),
    })
    .meta({ title: "Banner" }),
  filter: z
    .strictObject({
      label: label("Name of the filter (for screen readers)"),
      statusOne: mustSay(label("After filtering, one project (for screen readers)", "{count} is replaced by 1"), {
        count: "the number",
      }),
      statusMany: mustSay(
        label("After filtering, several projects (for screen readers)", "{count} is replaced by the number"),
        { count: "the number" },
      ),
      gridLabel: label("Name of the grid (for screen readers)"),
    })
    .meta({ title: "Filter and grid" }),
  detail: z
    .strictObject({
      aboutTitle: label("Heading of the story"),
      featuresTitle: label("Heading of the features"),
      featuresLead: text({ title: "Lead of the features", max: 160, why: "fit under the heading" }),
      visit: button("Button to the project's website"),
      back: button("Link back to the portfolio"),
      moreLabel: label("Name of the pager (for screen readers)"),
      previous: button("Link to the previous case study"),
      next: button("Link to the next case study"),
      bannerAlt: alt("Description of the banner drawing"),
      aboutAlt: alt("Description of the story's drawing"),
      featuresAlt: alt("Description of the features' drawing"),
    })
    .meta({ title: "A case study's page", description: "The words around every case study's own" }),
  cta: z
    .strictObject({
      title: text({ title: "Title", max: 80 }),
      lead: text({ title: "Lead", max: 200, multiline: true }),
      primary: button("Main button (to /contact)"),
      secondary: button("Second button (to /hire-developers)"),
    })
    .meta({ title: "Closing band", description: "On /portfolio and on every case study's page" }),
});
