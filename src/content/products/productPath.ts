import { paths } from "../paths";

/** Route of a product's page: `/products/{slug}` (its file's name in src/content/products). */
export const productPath = (product: { slug: string }) => `${paths.products}/${product.slug}`;
