import type { ReactElement } from "react";

import type { Breadcrumb } from "../../content/pages";
import type { Overlay } from "../../content/types";

export type { Breadcrumb, Overlay };

/** Everything a page needs to render, resolved by the Worker from the request. */
export interface PageContext {
  url: URL;
  /** When the page is served: used for the copyright year. */
  now: Date;
}

/** One row of the route table: a canonical path, its page and its head meta (`pageRoute` makes it from a registry record). */
export interface PageRoute {
  /** Canonical spelling, e.g. "/Seosmm" or "/portfolio/m-studio". */
  path: string;
  title: string;
  description: string;
  overlay: Overlay;
  /** Self-hosted Open Graph image path (1200×630), e.g. "/og/about.png". */
  ogImage?: string;
  /** Trail of a nested page (BreadcrumbList), from the home page down to the page itself. */
  breadcrumbs?: readonly Breadcrumb[];
  /** Extra JSON-LD objects of this page (FAQPage, Product …), added to the head. */
  jsonLd?: readonly object[];
  /** `false` for pages search engines should skip (noindex, left out of the sitemap). */
  indexable?: boolean;
  render: (ctx: PageContext) => ReactElement;
}
