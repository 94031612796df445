/**
 * The words of the controls the browser runs (src/content/controls.yaml): what screen readers say
 * for the carousels' buttons, the team showcase's pages and every link that opens in a new tab.
 * The islands import them, so this file holds nothing else: the shell's words are `shell.ts`'.
 */
import { z } from "zod";
import { text } from "./fields.ts";
import { template } from "./placeholders.ts";

const label = (title: string, hint?: string) => text({ title, hint, max: 60, why: "keep a spoken label short" });

/** Swiper puts the slide's number where `{{index}}` is (two braces: Swiper's own placeholder). */
const swiperBullet = template(label("A dot's name", "{{index}} is replaced by the testimonial's number"), {}).refine(
  (value) => value.includes("{{index}}"),
  "must contain {{index}}, where the carousel puts the slide's number",
);

export const controlsSchema = z.strictObject({
  opensInNewTab: template(
    label("After a link that opens in a new tab", "Said by screen readers after the link's own words"),
    {},
  ),
  testimonialCarousel: z
    .strictObject({
      previous: template(label("Previous button"), {}),
      next: template(label("Next button"), {}),
      bullet: swiperBullet,
    })
    .meta({ title: "Testimonial carousel (for screen readers)" }),
  teamShowcasePage: template(label("A page of the team showcase (for screen readers)"), {
    label: { what: "the showcase's name", required: true },
    page: { what: "the page's number", required: true },
    pages: { what: "the number of pages", required: true },
  }),
});
