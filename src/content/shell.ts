/**
 * The words only the server renders around every page (skip link, header, footer, breadcrumb
 * trail, the home hero's service tiles) and the hiring-model cards' terms, as src/content/shell.yaml
 * writes them. A module apart from `controls.ts`, which islands import, so none of it ships to the
 * browser.
 */
import words from "virtual:content/shell";
import { fill } from "./fill";
import type { Single } from "./schemas/collection";
import type { shellSchema } from "./schemas/shell";

const shell = words as Single<typeof shellSchema>;

export const shellUi = {
  ...shell,
  /** Accessible name of the logo link to the home page, e.g. "Acme — home". */
  homeLink: (siteName: string) => fill(shell.homeLink, { site: siteName }),
};
