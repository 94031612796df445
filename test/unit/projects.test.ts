import { describe, expect, it } from "vitest";
import { filterProjects, projects } from "../../src/content/projects";

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
