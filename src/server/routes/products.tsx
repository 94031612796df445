import { products } from "../../content/products/products";
import { productPage } from "../../content/registry";
import { faqJsonLd, productJsonLd } from "../jsonLd";
import { ProductPage } from "../views/products/ProductPage";
import { ProductsPage } from "../views/products/ProductsPage";
import type { AreaViews, PageRoute } from "./types";

export const productViews = {
  products: { render: () => <ProductsPage /> },
} satisfies AreaViews;

/** One route per product record. */
export const productRoutes: readonly PageRoute[] = products.map((product) => ({
  page: productPage(product),
  view: { render: () => <ProductPage product={product} />, jsonLd: [productJsonLd(product), faqJsonLd(product.faq)] },
}));
