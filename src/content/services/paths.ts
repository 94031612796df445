import { pages, trailOf, type PageKey } from "../pages";

/** Is page `K` in the services area: the overview, or below it in its record's `parent` chain? */
type InServicesArea<K extends PageKey> = K extends "services"
  ? true
  : (typeof pages)[K] extends { parent: infer Parent extends PageKey }
    ? InServicesArea<Parent>
    : false;

/** The registry keys of the services area: `services` (the overview) and every page below it. */
export type ServiceAreaKey = { [K in PageKey]: InServicesArea<K> extends true ? K : never }[PageKey];

/**
 * Canonical paths of the services area by registry key (`servicePaths.smm`), derived from the page
 * registry: a page whose trail passes through the services overview is in it.
 */
export const servicePaths = Object.fromEntries(
  Object.entries(pages)
    .filter(([, page]) => trailOf(page).some((step) => step.path === pages.services.path))
    .map(([key, page]) => [key, page.path]),
) as { readonly [K in ServiceAreaKey]: (typeof pages)[K]["path"] };
