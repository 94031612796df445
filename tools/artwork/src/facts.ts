/**
 * The site's facts the artwork draws, imported from src/content where they are written once:
 * brand colours, company name and tagline, projects, products and client names. Content modules
 * import only other content modules, so this pulls no site code into the tool.
 */
import { products } from "../../../src/content/products/products.ts";

export { brandColors } from "../../../src/content/brand.ts";
export { clientLogos } from "../../../src/content/home.ts";
export { logoMarkPaths, logoMarkSvg } from "../../../src/content/logo.ts";
export { projects } from "../../../src/content/company/projects.ts";
export { site } from "../../../src/content/site.ts";
export type { ProjectCategory } from "../../../src/content/types.ts";
export { products };

export type Product = (typeof products)[number];

/** The product with this slug (the type allows only the site's products). */
export function product(slug: Product["slug"]): Product {
  const found = products.find((p) => p.slug === slug);
  if (!found) throw new Error(`No product with slug ${slug} in src/content/products/products.ts`);
  return found;
}
