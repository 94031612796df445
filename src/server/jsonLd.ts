/** Every schema.org JSON-LD object of the site's heads, built from the content. */

import type { BreadcrumbList, FAQPage, Organization, SoftwareApplication, WithContext } from "schema-dts";
import { imageUrl } from "../components/Picture";
import type { Product } from "../content/products/products";
import type { FaqItem } from "../content/types";
import type { Breadcrumb } from "../content/pageRecord";
import { paths } from "../content/paths";
import { site } from "../content/site";

/** The company as schema.org data, with its offices. */
export function organizationJsonLd(siteUrl: string): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    legalName: site.legalName,
    url: new URL(paths.home, siteUrl).toString(),
    logo: new URL("/apple-touch-icon.png", siteUrl).toString(),
    email: site.email,
    telephone: site.phone.display,
    foundingDate: String(site.foundedYear),
    sameAs: site.social.map((s) => s.href),
    address: site.offices.map((office) => ({
      "@type": "PostalAddress",
      name: `${office.kind}, ${office.city}`,
      streetAddress: office.lines.slice(0, -1).join(", "),
      addressLocality: office.city,
      addressCountry: office.country,
    })),
  };
}

/** Breadcrumbs of a nested page, from the home page down to the page itself, named by the page registry. */
export function breadcrumbJsonLd(siteUrl: string, trail: readonly Breadcrumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: new URL(crumb.path, siteUrl).toString(),
    })),
  };
}

/**
 * The same questions as schema.org FAQPage data, for the page head.
 *
 * @example faqJsonLd(seoPage.faq).mainEntity.length
 */
export function faqJsonLd(items: readonly FaqItem[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/**
 * A product as schema.org SoftwareApplication data for its page's head. URLs of this site are
 * root-relative (resolved against the page), the official site is absolute.
 *
 * @example productJsonLd(products[0]).name; // "BackdoorHire"
 */
export function productJsonLd(product: Product): WithContext<SoftwareApplication> {
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: product.name,
    description: product.briefDescription,
    applicationCategory: product.page.applicationCategory,
    operatingSystem: "Web, Android, iOS",
    url: product.officialSite,
    image: imageUrl(product.image),
    featureList: [...product.features],
    creator: { "@type": "Organization", name: site.name },
  };
}
