/** An open position on /careers: one YAML file in src/content/positions; its name is the position's slug. */
import { z } from "zod";
import { text, wholeNumber } from "./fields.ts";
import { icon } from "./icon.ts";

export const positionSchema = z.strictObject({
  title: text({ title: "Title", max: 30, why: "fit on the position's card" }),
  order: wholeNumber({ title: "Position in the list", hint: "1 comes first", min: 1 }),
  experience: text({ title: "Experience", hint: "1+ Years Exp", max: 20, why: "fit in the card's badge" }),
  icon: icon(),
  description: text({ title: "What the work is", min: 40, max: 140, why: "fit in the card's two lines" }),
});
