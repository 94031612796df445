/** A case study: one Markdown file in src/content/projects, its name the page's address. */
import { z } from "zod";
import {
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  PROJECT_CATEGORIES,
  projectHead,
  TITLE_MAX,
} from "../company/projectRules.ts";
import { choice, link, markdownBody, picture, text, wholeNumber } from "./fields.ts";

/**
 * The bounds any category allows (the shortest category leaves the most room): the editor sees
 * these at /admin; the category's own bounds are checked below, with a message that says them.
 */
const TITLE_FIELD_MAX = 26;
const DESCRIPTION_FIELD_MIN = 40;
const DESCRIPTION_FIELD_MAX = 96;

export const projectSchema = z
  .strictObject({
    title: text({ title: "Title", max: TITLE_FIELD_MAX, why: "fit in the page title" }),
    category: choice(PROJECT_CATEGORIES, "Category"),
    order: wholeNumber({
      title: "Position in the portfolio",
      hint: "1 comes first; the first six are on the home page",
      min: 1,
    }),
    description: text({
      title: "Short description",
      hint: "One sentence: shown on the project's card and, with the category, as the page's description",
      min: DESCRIPTION_FIELD_MIN,
      max: DESCRIPTION_FIELD_MAX,
      why: "make a page description of 120–160 characters with the category",
    }),
    features: z
      .array(text({ title: "Feature", max: 40, why: "fit on one line of the list" }))
      .min(1, "at least one is needed")
      .meta({ title: "Features", description: "What was built into the product, one per line" }),
    projectUrl: link("Project website", "The live site's address, or # when there is none to show"),
    pictures: z
      .strictObject({
        banner: picture("Banner (16:9)"),
        about: picture("About (4:3)"),
        features: picture("Features (4:3)"),
      })
      .optional()
      .meta({
        title: "Pictures",
        description: "Leave empty to keep the drawn artwork (the first twelve projects have it)",
      }),
    body: markdownBody("The story", "What the client needed, what we built and the result"),
  })
  .superRefine((project, context) => {
    const head = projectHead(project);
    const overTitle = head.title.length - TITLE_MAX;
    if (overTitle > 0 && project.title.length <= TITLE_FIELD_MAX)
      context.addIssue({
        code: "custom",
        path: ["title"],
        message: `is ${overTitle} ${overTitle === 1 ? "character" : "characters"} too long: with the category "${project.category}", at most ${project.title.length - overTitle} fit in the page title`,
      });
    const length = head.description.length;
    const fieldLength = project.description.length;
    const fieldFits = fieldLength >= DESCRIPTION_FIELD_MIN && fieldLength <= DESCRIPTION_FIELD_MAX;
    if (fieldFits && (length < DESCRIPTION_MIN || length > DESCRIPTION_MAX))
      context.addIssue({
        code: "custom",
        path: ["description"],
        message: `makes a page description of ${length} characters with the category; it needs ${DESCRIPTION_MIN}–${DESCRIPTION_MAX} (write ${length < DESCRIPTION_MIN ? `${DESCRIPTION_MIN - length} more` : `${length - DESCRIPTION_MAX} fewer`})`,
      });
  });
