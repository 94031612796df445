import { faqJsonLd } from "../../components/Faq";
import { productPageCopy, productPath, products } from "../../content/products";
import { productsLanding } from "../../content/productsLanding";
import { ProductPage } from "../pages/products/ProductPage";
import { ProductsPage } from "../pages/products/ProductsPage";
import { productJsonLd } from "../pages/products/productJsonLd";
import type { PageRoute } from "./types";
import { paths } from "../../content/paths";

/** Open Graph image of every products page (there is one artwork for the area). */
const ogImage = "/og/products.png";

/** The products landing page and one page per product record. */
export const productRoutes: readonly PageRoute[] = [
  {
    path: paths.products,
    title: productsLanding.meta.title,
    description: productsLanding.meta.description,
    overlay: "none",
    ogImage,
    render: () => <ProductsPage />,
  },
  ...products.map((product): PageRoute => ({
    path: productPath(product),
    title: product.page.metaTitle,
    description: product.briefDescription,
    overlay: "none",
    ogImage,
    breadcrumbs: productPageCopy.breadcrumbs,
    jsonLd: [productJsonLd(product), faqJsonLd(product.faq)],
    render: () => <ProductPage product={product} />,
  })),
];
