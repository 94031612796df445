import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { easeOut } from "../../src/client/islands/CountUp";
import { nextTabIndex } from "../../src/client/islands/TabPanels";
import { aboutCounters } from "../../src/content/about";
import { careersHiringModels, positions } from "../../src/content/careers";
import { hireHiringModels, serviceCategories } from "../../src/content/hire";
import {
  activeCategory,
  adjacentProjects,
  filterProjects,
  findProject,
  portfolioHref,
  projectCategories,
  projects,
} from "../../src/content/projects";
import { team } from "../../src/content/team";
import { ProjectDetailPage } from "../../src/server/pages/portfolio/ProjectDetailPage";
import { companyRoutes } from "../../src/server/routes/company";

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

  it("shows 'Visit project' only for a real project address, opening in a new tab", () => {
    const trail = [
      { name: "Home", path: "/" },
      { name: "Portfolio", path: "/portfolio" },
    ];
    const withoutUrl = renderToString(<ProjectDetailPage project={projects[4]} trail={trail} />);
    expect(withoutUrl).not.toContain("Visit project");
    const live = { ...projects[4], projectUrl: "https://m-studio.example" };
    const withUrl = renderToString(<ProjectDetailPage project={live} trail={trail} />);
    expect(withUrl).toMatch(
      /<a href="https:\/\/m-studio\.example"[^>]*target="_blank"[^>]*rel="noopener noreferrer"[^>]*>Visit project/,
    );
  });
});

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

describe("company content", () => {
  it("has ten team members, exactly one without a profile link", () => {
    expect(team).toHaveLength(10);
    expect(team.filter((m) => !("linkedin" in m))).toHaveLength(1);
  });

  it("keeps the constants of spec §9", () => {
    expect(aboutCounters.items.map((c) => `${c.value}${c.suffix} ${c.label}`)).toEqual([
      "100+ Software Delivered",
      "50+ Happy Clients",
      "10+ Companies Clients",
      "7+ Years of Experience",
    ]);
    expect(positions.map((p) => p.experience)).toEqual(Array(6).fill("1+ Years Exp"));
    expect(careersHiringModels.map((m) => [m.title, m.duration, m.hiringPeriod])).toEqual([
      ["Full-Time", "40 hours/week", "12 months minimum"],
      ["Part-Time", "20-30 hours/week", "6 months minimum"],
      ["Hourly", "As needed", "2 weeks minimum"],
    ]);
    expect(hireHiringModels.map((m) => [m.title, m.duration, m.hiringPeriod])).toEqual([
      ["Full-Time", "40 hours/week", "1 week minimum"],
      ["Part-Time", "20-30 hours/week", "1 week minimum"],
      ["Hourly", "As needed", "Any period"],
    ]);
    expect(serviceCategories.map((c) => c.title)).toEqual(["Backend", "Frontend", "Full Stack"]);
    expect(serviceCategories[2].stacks.map((s) => s.name)).toEqual(["MEAN", "MERN", "Laravel/PHP", ".Net"]);
  });
});

describe("widget logic", () => {
  it("eases out from 0 to 1", () => {
    expect(easeOut(0)).toBe(0);
    expect(easeOut(1)).toBe(1);
    expect(easeOut(0.5)).toBeGreaterThan(0.5);
  });

  it("moves between tabs with arrows (wrapping), Home and End", () => {
    expect(nextTabIndex("ArrowRight", 2, 3)).toBe(0);
    expect(nextTabIndex("ArrowLeft", 0, 3)).toBe(2);
    expect(nextTabIndex("Home", 2, 3)).toBe(0);
    expect(nextTabIndex("End", 0, 3)).toBe(2);
    expect(nextTabIndex("Enter", 1, 3)).toBeNull();
  });
});
