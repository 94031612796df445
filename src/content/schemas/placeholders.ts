/**
 * Words the site fills in: `{days}` in "… {days} after delivery" stands for a fact the code
 * computes and puts there (`fill.ts`). A template may name only the placeholders the code supplies
 * at that place, and must carry those its sentence is about, so an editor's typo (`{day}`) or a
 * dropped fact fails the build instead of showing on the page (`mustSay` in `fields.ts`: every
 * placeholder required). Swiper's `{{index}}` is Swiper's, not one of these.
 */
import type { z } from "zod";

/** A placeholder: `{name}`, not inside Swiper's `{{name}}`. */
const PLACEHOLDER = /(?<!\{)\{(\w+)\}(?!\})/g;

/**
 * The placeholders a text names, each once.
 *
 * @example placeholdersIn("{label}, page {page} of {pages}") // ["label", "page", "pages"]
 */
export const placeholdersIn = (value: string): string[] => [
  ...new Set(Array.from(value.matchAll(PLACEHOLDER), (match) => match[1] as string)),
];

/** What the code puts in a placeholder, in words ("the number of days"); `required`: the sentence must say it. */
export interface Slot {
  what: string;
  required?: boolean;
}

const listed = (names: readonly string[]) => names.map((name) => `{${name}}`).join(", ");

/**
 * A text whose placeholders are those the code fills in here: one it does not supply is refused,
 * and so is a text without a required one. Without a hint of its own, `/admin` says what each one
 * stands for. `template(field, {})`: the code fills nothing in, so any `{name}` is refused.
 *
 * @example template(text({ title: "Delivered" }), { days: { what: "the number of days", required: true } })
 */
export function template(field: z.ZodString, slots: Readonly<Record<string, Slot>>) {
  const names = Object.keys(slots);
  const checked = field.superRefine((value, context) => {
    for (const name of placeholdersIn(value))
      if (!Object.hasOwn(slots, name))
        context.addIssue({
          code: "custom",
          message: names.length
            ? `names {${name}}, which the site does not fill in here; it fills in ${listed(names)}`
            : `names {${name}}, but the site fills nothing in here: write the words themselves`,
        });
    const named = placeholdersIn(value);
    for (const [name, slot] of Object.entries(slots))
      if (slot.required && !named.includes(name))
        context.addIssue({ code: "custom", message: `must contain {${name}}, where ${slot.what} goes` });
  });
  const hint = Object.entries(slots)
    .map(([name, slot]) => `{${name}}: ${slot.what}${slot.required ? " (required)" : ""}`)
    .join("; ");
  return hint && !field.description ? checked.meta({ description: hint }) : checked;
}
