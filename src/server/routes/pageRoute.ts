import { breadcrumbsOf, type PageRecord } from "../../content/pages";
import type { PageRoute } from "./types";

/**
 * A row of the route table: the page's head and breadcrumbs from its record in the page registry,
 * and how to render it.
 *
 * @example pageRoute(pages.about, () => <AboutPage />)
 */
export function pageRoute(page: PageRecord, render: PageRoute["render"], jsonLd?: readonly object[]): PageRoute {
  return {
    path: page.path,
    title: page.title,
    description: page.description,
    overlay: page.overlay,
    ogImage: page.ogImage,
    breadcrumbs: breadcrumbsOf(page),
    indexable: page.indexable,
    jsonLd,
    render,
  };
}
