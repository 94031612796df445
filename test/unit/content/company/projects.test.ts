import { describe, expect, it } from "vitest";
import {
  activeCategory,
  adjacentProjects,
  filterProjects,
  findProject,
  portfolioHref,
  projectCategories,
  projects,
} from "../../../../src/content/company/projects";
import { PROJECT_CATEGORIES } from "../../../../src/content/company/projectRules";

const sample = [
  { slug: "a", category: "Mobile App" },
  { slug: "b", category: "Web Development" },
  { slug: "c", category: "Mobile App" },
] as const;

describe("projects content", () => {
  it("lists the case studies in portfolio order, each with its three pictures", () => {
    const orders = projects.map((p) => p.order);
    expect(orders).toEqual(orders.toSorted((a, b) => a - b));
    for (const p of projects) expect(p.images).toHaveLength(3);
  });

  it("filters by category, trimmed and case-insensitive; All and unknown show everything", () => {
    expect(filterProjects(sample, "  mobile app ").map((p) => p.slug)).toEqual(["a", "c"]);
    expect(filterProjects(sample, "All")).toBe(sample);
    expect(filterProjects(sample, null)).toBe(sample);
    expect(filterProjects(sample, "Blockchain")).toHaveLength(0);
  });
});

describe("portfolio filter helpers", () => {
  it("selects the filter button trimmed and case-insensitively; unknown or missing values select All", () => {
    expect(activeCategory("  mobile app ")).toBe("Mobile App");
    expect(activeCategory("UI/UX DESIGN")).toBe("UI/UX Design");
    expect(activeCategory("Blockchain")).toBe("All");
    expect(activeCategory(null)).toBe("All");
    expect(activeCategory("")).toBe("All");
  });

  it("offers All, then every category a case study may have", () => {
    expect(projectCategories).toEqual(["All", ...PROJECT_CATEGORIES]);
  });

  it("links each category to its server-rendered address", () => {
    expect(portfolioHref("All")).toBe("/portfolio");
    expect(portfolioHref("Mobile App")).toBe("/portfolio?category=Mobile%20App");
    expect(portfolioHref("UI/UX Design")).toBe("/portfolio?category=UI%2FUX%20Design");
  });
});

describe("project pages", () => {
  it("finds projects by exact slug only", () => {
    const [first] = projects;
    expect(findProject(first!.slug)).toBe(first);
    expect(findProject(first!.slug.toUpperCase())).toBeUndefined();
  });

  it("links previous and next projects, wrapping around at both ends", () => {
    const first = projects[0]!;
    const last = projects.at(-1)!;
    expect(adjacentProjects(first)).toEqual({ previous: last, next: projects[1] });
    expect(adjacentProjects(last)).toEqual({ previous: projects.at(-2), next: first });
  });
});
