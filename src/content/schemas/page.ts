/**
 * Every page's words outside its body (`src/content/pages.yaml`): its title, its description for
 * search results, its name in breadcrumbs, its labels in the header and footer, and, for a service,
 * what the home page and the services overview say of it.
 */
import { z } from "zod";
import { FOOTER_PAGES, HEADER_PAGES, SERVICE_PAGES } from "../menus.ts";
import { paths } from "../paths.ts";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX, titleOf } from "../titles.ts";
import type { CollectionRule, RuleProblem } from "./collection.ts";
import { text } from "./fields.ts";
import { icon } from "./icon.ts";

/** Every page: those with an address, the 404, and the contact form shown again after a failed post. */
export const PAGE_KEYS = [...(Object.keys(paths) as (keyof typeof paths)[]), "notFound", "contactRetry"] as const;

const summary = (title: string, max: number) =>
  z
    .strictObject({
      title: text({ title: "Title", max: 40, why: "fit on the card" }),
      description: text({ title: "One line", max, why: "fit on the card" }),
    })
    .meta({ title });

const pageWords = z.strictObject({
  title: text({
    title: "Title",
    hint: "The page's name in the browser tab and search results; the site's name is added after it",
    max: 60,
    why: "fit in the page title with the site's name",
  }),
  description: text({
    title: "Description",
    hint: "Shown by search engines and shared links. {site} and the other names in braces are filled in",
    min: 60,
    max: 180,
    why: "make a description of 120–160 characters",
    multiline: true,
  }),
  crumb: text({ title: "Name in breadcrumbs", max: 60 }),
  nav: text({ title: "Label in the header", max: 24, why: "fit in the header" }).optional(),
  footer: text({ title: "Label in the footer", max: 24 }).optional(),
  service: z
    .strictObject({
      icon: icon("Icon", "Shown on the service's tile and card"),
      tile: summary("Tile on the home page", 50),
      card: summary("Card on the services overview", 120),
    })
    .optional()
    .meta({ title: "Service summary", description: "The six service pages only" }),
});

export const pagesSchema = z.strictObject(
  Object.fromEntries(PAGE_KEYS.map((key) => [key, pageWords.meta({ title: key })])) as Record<
    (typeof PAGE_KEYS)[number],
    typeof pageWords
  >,
);

/** A description's length once the site's name is in: the placeholders the site fills from counts are checked on the page. */
const describedLength = (description: string, siteName: string) => description.replaceAll("{site}", siteName).length;

/**
 * Pages' words fit where they go: the title with the site's name in 70 characters; a description
 * without counts to fill in, 120–160 characters with the site's name (on a page with an address:
 * the 404 and the form shown again are never in search results); every page of the header,
 * the footer and the services has its label and summary there.
 */
export const pageWordsFit: CollectionRule<z.output<typeof pagesSchema>> = (entries, { siteName }) =>
  entries.flatMap((pages) => {
    const problems: RuleProblem[] = [];
    const add = (field: string, problem: string) => problems.push({ file: pages.file, field, problem });
    for (const key of PAGE_KEYS) {
      const page = pages[key];
      const title = titleOf(page.title, siteName);
      if (title.length > TITLE_MAX)
        add(
          `${key}.title`,
          `makes a page title of ${title.length} characters with the site's name; at most ${TITLE_MAX} show in search results`,
        );
      const length = describedLength(page.description, siteName);
      const filledElsewhere = /\{(?!site\})\w+\}/.test(page.description);
      const searched = Object.hasOwn(paths, key);
      if (searched && !filledElsewhere && (length < DESCRIPTION_MIN || length > DESCRIPTION_MAX))
        add(
          `${key}.description`,
          `has ${length} characters with the site's name; it needs ${DESCRIPTION_MIN}–${DESCRIPTION_MAX}`,
        );
    }
    for (const key of HEADER_PAGES) if (!pages[key].nav) add(`${key}.nav`, "is missing: the page is in the header");
    for (const key of FOOTER_PAGES)
      if (!pages[key].footer) add(`${key}.footer`, "is missing: the page is in the footer");
    if (!pages.contact.nav) add("contact.nav", "is missing: it is the header's button");
    for (const key of SERVICE_PAGES) {
      if (!pages[key].nav) add(`${key}.nav`, "is missing: the page is in the services menu");
      if (!pages[key].service)
        add(`${key}.service`, "is missing: the page is one of the services (the Our Services menu)");
    }
    return problems;
  });
