/**
 * The words of the site's own controls and hints (carousel buttons, the team showcase's pages,
 * link hints), as src/content/controls.yaml writes them. The islands import this module, so it
 * reads that file alone: the words only the server renders are `shell.ts`'.
 */
import words from "virtual:content/controls";
import type { Single } from "./schemas/collection";
import type { controlsSchema } from "./schemas/controls";

const controls = words as Single<typeof controlsSchema>;

/** The team showcase's page placeholders (the schema allows these alone). */
const PAGE_PLACEHOLDER = /\{(label|pages|page)\}/g;

export const ui = {
  /**
   * `opensInNewTab`: said after every link that opens in a new tab (visually hidden in
   * `ExternalLink`; in the social icons' `aria-label`). `testimonialCarousel`: the carousel's
   * controls' accessible names; `{{index}}` is the slide number (Swiper fills it).
   */
  ...controls,
  /**
   * Accessible name of one page of the team showcase, e.g. "Team members, page 2 of 2". Filled here
   * rather than by `fill.ts`: a module the islands share would be a script (a request) of its own.
   */
  teamShowcasePage: (label: string, page: number, pages: number) => {
    const values = { label, page: String(page), pages: String(pages) };
    return controls.teamShowcasePage.replace(PAGE_PLACEHOLDER, (_, name: keyof typeof values) => values[name]);
  },
};
