import { faqJsonLd } from "../../components/Faq";
import { pages } from "../../content/pages";
import { products } from "../../content/products";
import { productPage } from "../../content/registry";
import { ProductPage } from "../pages/products/ProductPage";
import { ProductsPage } from "../pages/products/ProductsPage";
import { productJsonLd } from "../pages/products/productJsonLd";
import { pageRoute } from "./pageRoute";
import type { PageRoute } from "./types";

/** The products landing page and one page per product record. */
export const productRoutes: readonly PageRoute[] = [
  pageRoute(pages.products, () => <ProductsPage />),
  ...products.map((product) =>
    pageRoute(productPage(product), () => <ProductPage product={product} />, [
      productJsonLd(product),
      faqJsonLd(product.faq),
    ]),
  ),
];
