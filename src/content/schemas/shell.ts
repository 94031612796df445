/**
 * The words around every page and labels shared by pages (src/content/shell.yaml): the skip link,
 * the header's menu, the breadcrumb trail, the footer's headings, the home hero's service tiles and
 * the hiring-model cards' terms. Only the server renders them; the islands' words are
 * `controls.ts`', so none of these ship to the browser.
 */
import { z } from "zod";
import { text } from "./fields.ts";
import { template } from "./placeholders.ts";

const words = (title: string, hint?: string) =>
  template(text({ title, hint, max: 40, why: "fit where the page shows it" }), {});

export const shellSchema = z.strictObject({
  skipLink: words("Skip link", "The first link of every page, shown when a keyboard reaches it"),
  homeLink: template(
    text({ title: "The logo's link home (for screen readers)", max: 60, why: "keep a spoken label short" }),
    { site: { what: "the company's name", required: true } },
  ),
  menu: words("Menu button"),
  closeMenu: words("Link closing the menu", "Shown without JavaScript"),
  mainNav: words("Name of the main menu (for screen readers)"),
  submenuToggle: words(
    "After the services' label on its toggle (for screen readers)",
    'Read after the label: "Our Services: show the service pages"',
  ),
  breadcrumb: words("Name of the breadcrumb trail (for screen readers)"),
  serviceTiles: words("Name of the home banner's service tiles (for screen readers)"),
  footer: z
    .strictObject({
      offices: words("Offices heading"),
      contact: words("Contact heading"),
      quickLinks: words("Quick links heading", "Also the name of their menu for screen readers"),
      rights: words("End of the copyright line", '"© 2026 Acme Ltd. All rights reserved."'),
    })
    .meta({ title: "Footer" }),
  hiringModelTerms: z
    .strictObject({
      duration: words("Duration"),
      communication: words("Communication"),
      hiringPeriod: words("Minimum hiring period"),
    })
    .meta({ title: "A hiring model card's terms", description: "On the careers and hire pages" }),
});
