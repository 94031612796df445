/**
 * The canonical path of every page the site links to by name: links and routes say
 * `paths.about`, never "/about". Case-study and product paths are derived from their slugs
 * (`projectPath`, `productPath`).
 */
export const paths = {
  home: "/",
  about: "/about",
  portfolio: "/portfolio",
  career: "/career",
  hire: "/hire",
  services: "/services",
  customDev: "/CustomDev",
  mobileApp: "/MobileAppDev",
  uiux: "/Uiux",
  webDevelopment: "/Webdevelopment",
  seoSmm: "/Seosmm",
  seo: "/seo",
  smm: "/smm",
  network: "/Networksolutions",
  products: "/products",
  contact: "/contact",
  thankYou: "/contact/thank-you",
  privacy: "/privacy",
} as const;

/** Link to the contact form with its subject prefilled (the form reads `?subject=`). */
export const contactWithSubject = (subject: string) => `${paths.contact}?subject=${encodeURIComponent(subject)}`;
