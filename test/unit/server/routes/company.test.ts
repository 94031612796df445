import { describe, expect, it } from "vitest";
import { projects } from "../../../../src/content/projects";
import { companyRoutes } from "../../../../src/server/routes/company";

describe("company routes", () => {
  it("has one row per page: about, portfolio, twelve case studies, career and hire", () => {
    expect(companyRoutes.map((r) => r.path)).toEqual([
      "/about",
      "/portfolio",
      ...projects.map((p) => `/portfolio/${p.slug}`),
      "/career",
      "/hire",
    ]);
  });

  it.each(companyRoutes.map((r) => [r.path, r] as const))(
    "%s has a unique title, a 120–160 character description and its own OG image",
    (_path, route) => {
      expect(route.description.length).toBeGreaterThanOrEqual(120);
      expect(route.description.length).toBeLessThanOrEqual(160);
      expect(companyRoutes.filter((r) => r.title === route.title)).toHaveLength(1);
      expect(route.ogImage).toMatch(/^\/og\/[a-z0-9-]+\.png$/);
      expect(route.overlay).toBe("default");
    },
  );
});
