import { companyRoutes } from "./company";
import { contactRoutes } from "./contact";
import { homeRoutes } from "./home";
import { createMatcher } from "./match";
import { productRoutes } from "./products";
import { serviceRoutes } from "./services";
import type { PageRoute } from "./types";

/** The route table: the single source of truth for every page the site serves. */
export const routes: readonly PageRoute[] = [
  ...homeRoutes,
  ...companyRoutes,
  ...serviceRoutes,
  ...productRoutes,
  ...contactRoutes,
];

export const matchRoute = createMatcher(routes);
export type { PageRoute, PageContext, Overlay } from "./types";
