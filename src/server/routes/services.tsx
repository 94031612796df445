import { faqJsonLd } from "../../components/Faq";
import { servicePages, type ServicePageContent } from "../../content/services";
import { ServicePage } from "../pages/services/ServicePage";
import { pageRoute } from "./pageRoute";
import type { PageRoute } from "./types";

/** FAQPage structured data for each FAQ section of a page. */
const faqData = (page: ServicePageContent) =>
  page.sections.flatMap((section) => (section.kind === "faq" ? [faqJsonLd(section.items)] : []));

/** One row per services page: the overview, the six service pages, SEO and SMM. */
export const serviceRoutes: readonly PageRoute[] = servicePages.map((page: ServicePageContent) =>
  pageRoute(page, () => <ServicePage page={page} />, faqData(page)),
);
