/**
 * Every content collection of the site: where its files are, their format and schema. The build
 * validates them all (`build/content/`) and serves each as `virtual:content/<name>`; `/admin`'s
 * configuration is made from this list. Build-time and test code only: pages import the typed
 * modules that read the collections (e.g. `company/projects.ts`), never this file.
 *
 * Adding a collection: a schema in `schemas/`, an entry in `collections/files.ts` or
 * `collections/folders.ts` and in the list here, a module that imports
 * `virtual:content/<name>` with its type. docs/architecture.md, "For editors".
 */
import type { Collection } from "./schemas/collection.ts";
import {
  aboutCollection,
  careerCollection,
  contactCollection,
  contactFormCollection,
  controlsCollection,
  hireCollection,
  homeCollection,
  pagesCollection,
  portfolioCollection,
  privacyCollection,
  processCollection,
  productsLandingCollection,
  shellCollection,
  siteCollection,
} from "./collections/files.ts";
import {
  faqsCollection,
  hireServicesCollection,
  hiringModelsCollection,
  plansCollection,
  positionsCollection,
  productsCollection,
  projectsCollection,
  servicesCollection,
  teamCollection,
  teamTestimonialsCollection,
  testimonialsCollection,
} from "./collections/folders.ts";

export * from "./collections/files.ts";
export * from "./collections/folders.ts";

export const collections: readonly Collection[] = [
  homeCollection,
  projectsCollection,
  siteCollection,
  teamCollection,
  testimonialsCollection,
  teamTestimonialsCollection,
  positionsCollection,
  hiringModelsCollection,
  pagesCollection,
  servicesCollection,
  faqsCollection,
  plansCollection,
  processCollection,
  productsCollection,
  productsLandingCollection,
  aboutCollection,
  portfolioCollection,
  careerCollection,
  hireCollection,
  hireServicesCollection,
  contactCollection,
  contactFormCollection,
  privacyCollection,
  shellCollection,
  controlsCollection,
];
