/** A case study: one Markdown file in src/content/projects, its name the page's address. */
import { z } from "zod";
import { PROJECT_CATEGORIES, projectHead } from "../company/projectRules.ts";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from "../titles.ts";
import type { CollectionRule, RuleProblem } from "./collection.ts";
import { choice, link, markdownBody, picture, text, wholeNumber } from "./fields.ts";

/**
 * The bounds any category allows (the shortest category leaves the most room): the editor sees
 * these at /admin; the page's own bounds, with the category, are the collection's rule
 * (`projectHeadFits`), with a message that says them.
 */
export const TITLE_FIELD_MAX = 26;
export const DESCRIPTION_FIELD_MIN = 40;
export const DESCRIPTION_FIELD_MAX = 96;

export const projectSchema = z.strictObject({
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
      banner: picture("Banner (16:9)", "banner"),
      about: picture("About (4:3)"),
      features: picture("Features (4:3)"),
    })
    .optional()
    .meta({
      title: "Pictures",
      description: "Leave empty to keep the drawn artwork (the first twelve projects have it)",
    }),
  body: markdownBody("The story", "What the client needed, what we built and the result"),
});

/**
 * A case study's page title and description, as its title, category and the site's name make them,
 * fit what search results show. Checked only where the field itself is within its own bounds, so
 * one mistake gets one message.
 */
export const projectHeadFits: CollectionRule<z.output<typeof projectSchema>> = (entries, { siteName }) =>
  entries.flatMap((project) => {
    const problems: RuleProblem[] = [];
    const head = projectHead(project, siteName);
    const over = head.title.length - TITLE_MAX;
    if (over > 0 && project.title.length <= TITLE_FIELD_MAX)
      problems.push({
        file: project.file,
        field: "title",
        problem: `is ${over} ${over === 1 ? "character" : "characters"} too long: with the category "${project.category}", at most ${project.title.length - over} fit in the page title`,
      });
    const length = head.description.length;
    const fieldLength = project.description.length;
    const fieldFits = fieldLength >= DESCRIPTION_FIELD_MIN && fieldLength <= DESCRIPTION_FIELD_MAX;
    if (fieldFits && (length < DESCRIPTION_MIN || length > DESCRIPTION_MAX))
      problems.push({
        file: project.file,
        field: "description",
        problem: `makes a page description of ${length} characters with the category; it needs ${DESCRIPTION_MIN}–${DESCRIPTION_MAX} (write ${length < DESCRIPTION_MIN ? `${DESCRIPTION_MIN - length} more` : `${length - DESCRIPTION_MAX} fewer`})`,
      });
    return problems;
  });
