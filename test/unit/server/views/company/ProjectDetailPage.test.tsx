import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { projects } from "../../../../../src/content/company/projects";
import { ProjectDetailPage } from "../../../../../src/server/views/company/ProjectDetailPage";

describe("project pages", () => {
  it("shows 'Visit project' only for a real project address, opening in a new tab", () => {
    const trail = [
      { name: "Home", path: "/" },
      { name: "Portfolio", path: "/portfolio" },
    ];
    const project = { ...projects[0]!, projectUrl: "#" };
    const withoutUrl = renderToString(<ProjectDetailPage project={project} trail={trail} />);
    expect(withoutUrl).not.toContain("Visit project");
    const live = { ...project, projectUrl: "https://m-studio.example" };
    const withUrl = renderToString(<ProjectDetailPage project={live} trail={trail} />);
    expect(withUrl).toMatch(
      /<a href="https:\/\/m-studio\.example"[^>]*target="_blank"[^>]*rel="noopener noreferrer"[^>]*>Visit project/,
    );
  });
});
