import type { BreadcrumbList, Organization, WithContext } from "schema-dts";
import type { Breadcrumb } from "../content/pages";
import { paths } from "../content/paths";
import { site } from "../content/site";

/** The company as schema.org data, with its three offices. */
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
