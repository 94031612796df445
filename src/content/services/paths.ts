import { pages } from "../pages";
import { paths } from "../paths";

/** Canonical paths of the services area, from the page registry. */
export const servicePaths = {
  overview: pages.services.path,
  customDev: pages.customDev.path,
  mobileApp: pages.mobileApp.path,
  uiux: pages.uiux.path,
  webDevelopment: pages.webDevelopment.path,
  seoSmm: pages.seoSmm.path,
  seo: pages.seo.path,
  smm: pages.smm.path,
  network: pages.network.path,
} as const;

export const contactPath = paths.contact;
export const hirePath = paths.hire;
