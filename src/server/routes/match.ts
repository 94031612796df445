import type { PageRoute } from "./types";

export type RouteMatch = { kind: "page"; route: PageRoute } | { kind: "redirect"; location: string } | { kind: "none" };

/** Lower-cased path without one trailing slash: the key two spellings of one page share. */
export function routeKey(pathname: string): string {
  const trimmed = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  return trimmed.toLowerCase();
}

/**
 * Builds the matcher for a route table: exact canonical paths render, case variants and a
 * single trailing slash redirect to the canonical spelling (query string kept).
 *
 * @example
 * const match = createMatcher(routes);
 * match("/Seo", "?a=1"); // { kind: "redirect", location: "/seo?a=1" }
 */
export function createMatcher(table: readonly PageRoute[]) {
  const byPath = new Map<string, PageRoute>();
  const byKey = new Map<string, PageRoute>();
  for (const route of table) {
    const key = routeKey(route.page.path);
    if (byKey.has(key)) throw new Error(`duplicate route: ${route.page.path}`);
    byPath.set(route.page.path, route);
    byKey.set(key, route);
  }
  return (pathname: string, search = ""): RouteMatch => {
    const exact = byPath.get(pathname);
    if (exact) return { kind: "page", route: exact };
    const variant = byKey.get(routeKey(pathname));
    if (variant) return { kind: "redirect", location: variant.page.path + search };
    return { kind: "none" };
  };
}
