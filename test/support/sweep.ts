/**
 * The routes a second look at the whole site visits: one per way a page is made. Every route of
 * the table is a page of the registry or a member of a family (the case studies, the product
 * pages: one view over different records), and a family's members differ in content only. Content
 * is checked on every route, at both widths and in both schemes, by the one full sweep,
 * test/e2e/themeAxe.test.ts (axe, the pixel contrast pass, pictures, one h1, no sideways scroll).
 * The sweeps that look at behaviour — motion and script bytes on a first visit (firstVisit), the
 * back/forward cache (backForward), Firefox and WebKit (cross/areas/pages) — visit every page of
 * the registry and the first member of each family.
 */
import { families, routes } from "../../src/server/routes";

/** Every member of a family but its first. */
const repeats = new Set(
  Object.values(families).flatMap((members) => (members ?? []).slice(1).map((route) => route.page.path)),
);

/** The paths of the route table a behaviour sweep visits, in the table's order. */
export const sweepPaths: readonly string[] = routes
  .map((route) => route.page.path!)
  .filter((path) => !repeats.has(path));
