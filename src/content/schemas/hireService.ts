/**
 * A developer service category of /hire-developers (a tab and its panel): one YAML file in
 * src/content/hire-services; the file's name is the tab's id.
 */
import { z } from "zod";
import { lines, order } from "./blocks.ts";
import { text } from "./fields.ts";

const highlight = z
  .strictObject({
    title: text({ title: "Title", max: 40, why: "fit on one line" }),
    content: text({ title: "Text", max: 120, why: "keep it to one sentence" }),
  })
  .meta({ title: "Highlight" });

const stack = z
  .strictObject({
    name: text({ title: "Name", max: 20, why: "fit on the card's heading" }),
    description: text({ title: "Text", max: 80, why: "keep it to one line" }),
  })
  .meta({ title: "Technology or stack" });

export const hireServiceSchema = z.strictObject({
  title: text({ title: "Tab's name", max: 20, why: "fit on the tab" }),
  order: order("The tab's position, 1 comes first"),
  description: text({ title: "Description", max: 160, why: "fit at the top of the panel", multiline: true }),
  features: lines("What our developers build", 60),
  highlights: z.array(highlight).min(1, "at least one is needed").meta({ title: "Highlights" }),
  stacksTitle: text({
    title: "Heading of the technologies",
    hint: "Technologies, or Stacks where they are combinations",
    max: 30,
  }),
  stacks: z.array(stack).min(1, "at least one is needed").meta({ title: "Technologies or stacks" }),
});
