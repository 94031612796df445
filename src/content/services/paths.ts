/** Canonical paths of the services area: the spellings every link uses. */
export const servicePaths = {
  overview: "/services",
  customDev: "/CustomDev",
  mobileApp: "/MobileAppDev",
  uiux: "/Uiux",
  webDevelopment: "/Webdevelopment",
  seoSmm: "/Seosmm",
  seo: "/seo",
  smm: "/smm",
  network: "/Networksolutions",
} as const;

export const contactPath = "/contact";
export const hirePath = "/hire";

/** Link to the contact form with its subject prefilled (the form reads `?subject=`). */
export const contactWithSubject = (subject: string) => `${contactPath}?subject=${encodeURIComponent(subject)}`;

/** Breadcrumb trails of the service pages. */
export const servicesTrail = [
  { name: "Home", path: "/" },
  { name: "Services", path: servicePaths.overview },
] as const;

export const seoSmmTrail = [...servicesTrail, { name: "SEO & SMM", path: servicePaths.seoSmm }] as const;
