/**
 * The page registry (src/content/registry.ts) is the one place a page's path, head,
 * navigation label and breadcrumb name are written: the route table, the header and footer, the
 * breadcrumbs, the home tiles and the services overview cards must all come from it.
 */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { projects } from "../../../src/content/company/projects";
import { serviceTiles } from "../../../src/content/home";
import { products } from "../../../src/content/products/products";
import { contactNav, footerQuickLinks, mainNav } from "../../../src/content/nav";
import type { RoutedRecord } from "../../../src/content/pageRecord";
import { pages, services } from "../../../src/content/registry";
import { breadcrumbsOf, trailOf } from "../../../src/content/trail";
import { servicePages, servicesOverview } from "../../../src/content/services";
import { headFor } from "../../../src/server/render";
import { routes, type PageRoute } from "../../../src/server/routes";

declare global {
  /**
   * The Worker's bindings type comes from worker-configuration.d.ts, which this Node test project
   * does not load; `headFor` below reads only `SITE_URL` from it.
   */
  interface Env {
    SITE_URL: string;
  }
}

const SITE_URL = "https://www.example.test";
/** Every page with an address: the route table's records (the registry's, the case studies' and the products'). */
const allPages = routes.map((route) => route.page);
const byPath = new Map(allPages.map((page) => [page.path, page]));
const recordOf = (path: string): RoutedRecord => {
  const record = byPath.get(path);
  if (!record) throw new Error(`no record in the page registry for ${path}`);
  return record;
};

/** The BreadcrumbList the document head gets for a route, as the Worker renders it. */
function headCrumbs(route: PageRoute): { name: string; path: string }[] | undefined {
  const head = headFor({ env: { SITE_URL } } as never, route.page, { jsonLd: route.view.jsonLd });
  const list = (head.jsonLd ?? []).find((d) => (d as { "@type"?: string })["@type"] === "BreadcrumbList") as
    { itemListElement: { name: string; item: string }[] } | undefined;
  return list?.itemListElement.map((step) => ({ name: step.name, path: new URL(step.item).pathname }));
}

describe("the page registry and the route table", () => {
  it("routes every record with an address once, and the case studies and products too", () => {
    const routed = Object.values(pages).filter((page) => page.path !== null);
    expect(byPath.size).toBe(routes.length);
    expect(routes.length).toBe(routed.length + projects.length + products.length);
    for (const page of routed) expect(byPath.get(page.path!), page.path!).toBe(page);
  });

  it("the 404 and the contact form shown again are records without an address or a route", () => {
    expect(pages.notFound.path).toBeNull();
    expect(pages.contactRetry.path).toBeNull();
    expect(pages.notFound.indexable).toBe(false);
    expect(pages.contactRetry.indexable).toBe(false);
  });

  it("every record's parent chain ends at the home page", () => {
    for (const record of allPages)
      expect(trailOf(record)[0]).toEqual({ name: pages.home.crumb, path: pages.home.path });
  });
});

describe("navigation", () => {
  const headerLinks = mainNav.flatMap((item) => ["children" in item ? item.children : [], item].flat());

  it("every header entry is a page of the registry, labelled as its record says", () => {
    for (const link of headerLinks) expect(link.label, link.href).toBe(recordOf(link.href).nav);
    expect(contactNav.label).toBe(recordOf(contactNav.href).nav);
  });

  it("every footer quick link is a page of the registry, labelled as its record says", () => {
    for (const link of footerQuickLinks) expect(link.label, link.href).toBe(recordOf(link.href).footer);
  });

  it("the pages with a header or footer label are exactly the ones the navigation lists", () => {
    const inHeader = new Set([...headerLinks, contactNav].map((link) => link.href));
    const inFooter = new Set(footerQuickLinks.map((link) => link.href));
    for (const record of allPages) {
      expect(inHeader.has(record.path), `${record.path} in the header`).toBe(record.nav !== undefined);
      expect(inFooter.has(record.path), `${record.path} in the footer`).toBe(record.footer !== undefined);
    }
  });
});

describe("the services", () => {
  it("are the service pages of the Our Services submenu, in its order", () => {
    const submenu = mainNav.find((item) => "children" in item);
    expect(submenu && "children" in submenu ? submenu.children.map((c) => c.href) : []).toEqual(
      services.map((s) => s.path),
    );
    expect(services.length).toBeGreaterThan(0);
  });

  it("home tiles show each service once, with the tile its record holds", () => {
    expect(serviceTiles.map((t) => t.href).sort()).toEqual(services.map((s) => s.path).sort());
    for (const tile of serviceTiles) {
      const { service } = recordOf(tile.href);
      expect(tile).toEqual({
        title: service?.tile.title,
        href: tile.href,
        icon: service?.icon,
        description: service?.tile.description,
      });
    }
  });

  it("the services overview cards are the services' records, in navigation order", () => {
    const section = servicesOverview.sections.find((s) => s.kind === "cards" && s.id === "services");
    expect(section?.kind === "cards" ? section.cards : []).toEqual(
      services.map((s) => ({
        icon: s.service.icon,
        title: s.service.card.title,
        description: s.service.card.description,
        href: s.path,
      })),
    );
  });

  it("the service pages' content carries its registry record", () => {
    for (const page of servicePages) expect(page).toMatchObject(recordOf(page.path));
  });
});

describe("breadcrumbs", () => {
  const nested = routes.filter((route) => breadcrumbsOf(route.page));

  it("are shown on nested pages only: case studies, products, the service pages, the thank-you page", () => {
    expect(nested.map((route) => route.page.path).sort()).toEqual(
      allPages
        .filter((page) => page.parent !== undefined && page.parent !== "home")
        .map((page) => page.path)
        .sort(),
    );
  });

  it.each(nested.map((route) => [route.page.path, route] as const))(
    "%s: every step of its BreadcrumbList is named by that page's record",
    (path, route) => {
      const crumbs = headCrumbs(route);
      expect(crumbs?.at(-1)?.path).toBe(path);
      expect(crumbs).toEqual(crumbs?.map((step) => ({ name: recordOf(step.path).crumb, path: step.path })));
    },
  );

  it("names a page by its record even where that differs from the start of its title", () => {
    // "SEO & SMM", not "SEO & Social Media Marketing Services" cut from the title.
    const route = routes.find((r) => r.page.path === pages.seoSmm.path)!;
    expect(pages.seoSmm.title.startsWith(pages.seoSmm.crumb)).toBe(false);
    expect(headCrumbs(route)?.at(-1)?.name).toBe(pages.seoSmm.crumb);
    const seo = routes.find((r) => r.page.path === pages.seo.path)!;
    expect(headCrumbs(seo)?.map((step) => step.name)).toEqual(["Home", "Services", "SEO & SMM", "SEO Services"]);
  });

  it("the case studies' visible breadcrumbs come from the registry too", () => {
    const route = nested.find((r) => r.page.path.startsWith(`${pages.portfolio.path}/`))!;
    const html = renderToString(
      route.view.render({
        url: new URL(route.page.path, SITE_URL),
        now: new Date(),
        challengeSiteKey: null,
        env: { SITE_URL } as never,
      }),
    );
    const visible = html.match(/<nav class="breadcrumbs"[^>]*>([\s\S]*?)<\/nav>/)?.[1] ?? "";
    const names = [...visible.matchAll(/<li[^>]*>(?:<a href="([^"]+)">)?([^<]+)/g)].map((m) => m[2]);
    expect(names).toEqual(trailOf(recordOf(route.page.path)).map((step) => step.name));
  });
});
