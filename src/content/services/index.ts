/** Every page of the services area, in route-table order. */
import { networkPage } from "./network";
import { servicesOverview } from "./overview";
import { seoPage } from "./seo";
import { seoSmmPage } from "./seosmm";
import { customDevPage, mobileAppPage, uiuxPage, webDevelopmentPage } from "./servicePages";
import { smmPage } from "./smm";
import type { ServicePageContent } from "./types";

export const servicePages = [
  servicesOverview,
  customDevPage,
  mobileAppPage,
  uiuxPage,
  webDevelopmentPage,
  seoSmmPage,
  seoPage,
  smmPage,
  networkPage,
] as const satisfies readonly ServicePageContent[];

export {
  networkPage,
  servicesOverview,
  seoPage,
  seoSmmPage,
  customDevPage,
  mobileAppPage,
  uiuxPage,
  webDevelopmentPage,
  smmPage,
};
export type * from "./types";
