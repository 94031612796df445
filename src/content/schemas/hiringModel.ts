/**
 * A way to work with the company (full-time, part-time, hourly): one YAML file in
 * src/content/hiring-models. The same model is offered to people who join (/careers) and to
 * clients who hire (/hire-developers); its name, icon and hours are written once, the terms each
 * page states beside them.
 */
import { z } from "zod";
import { text, wholeNumber } from "./fields.ts";
import { icon } from "./icon.ts";

const terms = (title: string, hint: string) =>
  z
    .strictObject({
      communication: text({
        title: "Communication",
        hint: "E-mail, Slack, Microsoft Teams",
        max: 50,
        why: "fit on the card",
      }),
      hiringPeriod: text({ title: "Hiring period", hint: "12 months minimum", max: 30, why: "fit on the card" }),
    })
    .meta({ title, description: hint });

export const hiringModelSchema = z.strictObject({
  title: text({ title: "Name", max: 20, why: "fit in the card's heading" }),
  order: wholeNumber({ title: "Position among the models", hint: "1 comes first", min: 1 }),
  icon: icon(),
  duration: text({ title: "Hours", hint: "40 hours/week", max: 30, why: "fit on the card" }),
  careers: terms("For people who join (/careers)", "The terms the careers page states"),
  hire: terms("For clients who hire developers (/hire-developers)", "The terms the hire page states"),
});
