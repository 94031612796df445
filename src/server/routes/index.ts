import type { PageKey } from "../../content/pageRecord";
import { pages } from "../../content/registry";
import { companyViews, projectRoutes } from "./company";
import { contactViews } from "./contact";
import { errorViews } from "./errors";
import { homeViews } from "./home";
import { createMatcher } from "./match";
import { productRoutes, productViews } from "./products";
import { serviceViews } from "./services";
import type { PageRoute, View } from "./types";

/** The view of every page of the registry: the compiler insists each page has one. */
export const views: Record<PageKey, View> = {
  ...homeViews,
  ...companyViews,
  ...serviceViews,
  ...productViews,
  ...contactViews,
  ...errorViews,
} satisfies Record<PageKey, View>;

/**
 * Pages made from data, listed after the page they belong to: each family's routes are one view
 * over different records (a case study, a product).
 */
export const families: Partial<Record<PageKey, readonly PageRoute[]>> = {
  portfolio: projectRoutes,
  products: productRoutes,
};

/** The route table: every page of the registry with an address, in registry order, and its view. */
export const routes: readonly PageRoute[] = (Object.keys(pages) as PageKey[]).flatMap((key) => {
  const page = pages[key];
  if (page.path === null) return [];
  return [{ page, view: views[key] }, ...(families[key] ?? [])];
});

export const matchRoute = createMatcher(routes);
export type { FormState, PageRoute, PageContext, View } from "./types";
