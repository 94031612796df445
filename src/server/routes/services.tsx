import {
  customDevPage,
  mobileAppPage,
  networkPage,
  seoPage,
  seoSmmPage,
  servicesOverview,
  smmPage,
  uiuxPage,
  webDevelopmentPage,
  type ServicePageContent,
} from "../../content/services";
import { faqJsonLd } from "../jsonLd";
import { ServicePage } from "../views/services/ServicePage";
import type { AreaViews, View } from "./types";

/** A services page, with FAQPage data for each of its FAQ sections. */
const serviceView = (page: ServicePageContent): View => ({
  render: () => <ServicePage page={page} />,
  jsonLd: page.sections.flatMap((section) => (section.kind === "faq" ? [faqJsonLd(section.items)] : [])),
});

export const serviceViews = {
  services: serviceView(servicesOverview),
  customDev: serviceView(customDevPage),
  mobileApp: serviceView(mobileAppPage),
  uiux: serviceView(uiuxPage),
  webDevelopment: serviceView(webDevelopmentPage),
  seoSmm: serviceView(seoSmmPage),
  seo: serviceView(seoPage),
  smm: serviceView(smmPage),
  network: serviceView(networkPage),
} satisfies AreaViews;
