import { paths } from "../paths";

/** Canonical paths of the services area (from the one table in ../paths.ts). */
export const servicePaths = {
  overview: paths.services,
  customDev: paths.customDev,
  mobileApp: paths.mobileApp,
  uiux: paths.uiux,
  webDevelopment: paths.webDevelopment,
  seoSmm: paths.seoSmm,
  seo: paths.seo,
  smm: paths.smm,
  network: paths.network,
} as const;

export const contactPath = paths.contact;
export const hirePath = paths.hire;

/** Link to the contact form with its subject prefilled (the form reads `?subject=`). */
export const contactWithSubject = (subject: string) => `${contactPath}?subject=${encodeURIComponent(subject)}`;

/** Breadcrumb trails of the service pages. */
export const servicesTrail = [
  { name: "Home", path: paths.home },
  { name: "Services", path: servicePaths.overview },
] as const;

export const seoSmmTrail = [...servicesTrail, { name: "SEO & SMM", path: servicePaths.seoSmm }] as const;
