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

describe("projects content", () => {
  it("holds twelve projects with unique ids and slugs, project 3 being jdp-music", () => {
    expect(projects).toHaveLength(12);
    expect(new Set(projects.map((p) => p.slug)).size).toBe(12);
    expect(projects.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(projects[2]).toMatchObject({ title: "JDP Music", slug: "jdp-music" });
  });

  it("gives every project the same seven features and three images", () => {
    for (const p of projects) {
      expect(p.features).toEqual([
        "CMS",
        "Custom code",
        "professional job",
        "industry standard",
        "stripe",
        "shopping",
        "real time authentication",
      ]);
      expect(p.images).toHaveLength(3);
    }
  });

  it("filters by category, trimmed and case-insensitive; All and unknown show everything", () => {
    expect(filterProjects(projects, "  mobile app ").every((p) => p.category === "Mobile App")).toBe(true);
    expect(filterProjects(projects, "Mobile App").length).toBeGreaterThan(0);
    expect(filterProjects(projects, "All")).toHaveLength(12);
    expect(filterProjects(projects, null)).toHaveLength(12);
    expect(filterProjects(projects, "Blockchain")).toHaveLength(0);
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

  it("links each category to its server-rendered address", () => {
    expect(portfolioHref("All")).toBe("/portfolio");
    expect(portfolioHref("Mobile App")).toBe("/portfolio?category=Mobile%20App");
    expect(portfolioHref("UI/UX Design")).toBe("/portfolio?category=UI%2FUX%20Design");
  });

  it("splits the twelve projects among the three categories", () => {
    const counts = projectCategories.filter((c) => c !== "All").map((c) => filterProjects(projects, c).length);
    expect(counts.every((n) => n > 0)).toBe(true);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(12);
  });
});

describe("project pages", () => {
  it("finds projects by exact slug only", () => {
    expect(findProject("m-studio")?.title).toBe("M Studio");
    expect(findProject("M-Studio")).toBeUndefined();
  });

  it("links previous and next projects, wrapping around at both ends", () => {
    const first = projects[0];
    const last = projects[11];
    expect(adjacentProjects(first)).toEqual({ previous: last, next: projects[1] });
    expect(adjacentProjects(last)).toEqual({ previous: projects[10], next: first });
  });
});
