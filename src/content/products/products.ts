import entries from "virtual:content/products";
import landing from "virtual:content/products-landing";
import type { Entry, Single } from "../schemas/collection";
import type { productSchema } from "../schemas/product";
import type { productsLandingSchema } from "../schemas/productsLanding";
import { actionLink } from "../actionLinks";
import { countWord } from "../count";
import { fill } from "../fill";
import { pageTitle } from "../site";
import type { FaqItem, ImageKey, Link, ValueCard } from "../types";
import { faqOf } from "../services/faqs";

export { productPath } from "./productPath";

/** A product as its file holds it (src/content/products/<slug>.md). */
export type ProductEntry = Entry<typeof productSchema>;

export type KeyDifference = ProductEntry["keyDifferences"][number];

/** A product as pages get it: its file's fields, its description as HTML, its links and questions made. */
export type Product = Omit<ProductEntry, "html" | "page" | "image" | "capabilities" | "howItWorks"> & {
  /** Position on /products (its file's `order`). */
  id: number;
  image: ImageKey;
  capabilities: readonly ValueCard[];
  howItWorks: readonly ValueCard[];
  /** Capability titles: the 'Key Features' list of the landing page. */
  features: readonly string[];
  /** The description (one paragraph of the Markdown body), as inline HTML. */
  fullDescription: string;
  faq: readonly FaqItem[];
  page: Omit<ProductEntry["page"], "heroActions" | "closing"> & {
    heroActions: readonly Link[];
    closing: { title: string; lead: string; actions: readonly Link[] };
  };
};

/** The one paragraph a product's body renders to, without its `<p>`: it sits in the page's own paragraph. */
const inline = (html: string) => html.trim().replace(/^<p>([\s\S]*)<\/p>$/, "$1");

/** The featured products (src/content/products), in the order they are shown. */
export const products: readonly Product[] = /* @__PURE__ */ (entries as readonly ProductEntry[]).map(
  ({ html, page, ...product }) => ({
    ...product,
    id: product.order,
    image: product.image as ImageKey,
    features: product.capabilities.map((capability) => capability.title),
    fullDescription: inline(html),
    faq: faqOf(product.slug),
    page: {
      ...page,
      metaTitle: pageTitle(page.metaTitle),
      capabilitiesLead: fill(page.capabilitiesLead, {
        count: countWord(product.capabilities.length),
        Count: countWord(product.capabilities.length, "Capital"),
      }),
      heroActions: page.heroActions.map(actionLink),
      closing: { ...page.closing, actions: page.closing.actions.map(actionLink) },
    },
  }),
);

const words = landing as Single<typeof productsLandingSchema>;

/** Copy shared by every product page (the template's fixed headings). */
export const productPageCopy = {
  ...words.productPage,
  statsLabel: (name: string) => fill(words.productPage.statsLabel, { name }),
};
