import type { SoftwareApplication, WithContext } from "schema-dts";
import { imageUrl } from "../../../components/Picture";
import type { Product } from "../../../content/products";
import { site } from "../../../content/site";

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
