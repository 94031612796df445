import { describe, expect, it } from "vitest";
import { projects } from "../../../../src/content/company/projects";
import { routes } from "../../../../src/server/routes";

/** The company area: About, Portfolio and its case studies, Careers, Hire. */
const companyRoutes = routes.filter(
  (r) => ["/about", "/portfolio", "/career", "/hire"].includes(r.page.path) || r.page.parent === "portfolio",
);

describe("company routes", () => {
  it("has one row per page: about, portfolio, every case study, career and hire", () => {
    expect(companyRoutes.map((r) => r.page.path)).toEqual([
      "/about",
      "/portfolio",
      ...projects.map((p) => `/portfolio/${p.slug}`),
      "/career",
      "/hire",
    ]);
  });

  it.each(companyRoutes.map((r) => [r.page.path, r] as const))(
    "%s has a unique title, a 120–160 character description and its own OG image",
    (_path, route) => {
      expect(route.page.description.length).toBeGreaterThanOrEqual(120);
      expect(route.page.description.length).toBeLessThanOrEqual(160);
      expect(companyRoutes.filter((r) => r.page.title === route.page.title)).toHaveLength(1);
      expect(route.page.ogImage).toMatch(/^\/og\/[a-z0-9-]+\.png$/);
      expect(route.page.overlay).toBe("default");
    },
  );
});
