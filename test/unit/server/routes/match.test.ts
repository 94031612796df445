import { describe, expect, it } from "vitest";
import { createMatcher, routeKey } from "../../../../src/server/routes/match";
import type { PageRoute } from "../../../../src/server/routes/types";

const page = (path: string): PageRoute => ({
  page: { path, title: path, description: "", ogImage: "/og/default.png", overlay: "none", crumb: path },
  view: { render: () => null as never },
});
const match = createMatcher([page("/"), page("/seo"), page("/Networksolutions"), page("/portfolio/m-studio")]);

describe("route matching", () => {
  it("renders canonical paths as they are", () => {
    expect(match("/seo")).toMatchObject({ kind: "page", route: { page: { path: "/seo" } } });
    expect(match("/")).toMatchObject({ kind: "page", route: { page: { path: "/" } } });
  });

  it.each([
    ["/Seo", "", "/seo"],
    ["/SEO/", "", "/seo"],
    ["/seo/", "?utm=1&x=2", "/seo?utm=1&x=2"],
    ["/NetworkSolutions", "", "/Networksolutions"],
    ["/networksolutions/", "?a=b", "/Networksolutions?a=b"],
    ["/portfolio/M-Studio", "", "/portfolio/m-studio"],
  ])("redirects %s%s to %s", (path, search, location) => {
    expect(match(path, search)).toEqual({ kind: "redirect", location });
  });

  it("does not match unknown paths, double slashes or other pages' prefixes", () => {
    expect(match("/demo")).toEqual({ kind: "none" });
    expect(match("/seo//")).toEqual({ kind: "none" });
    expect(match("/portfolio/unknown")).toEqual({ kind: "none" });
  });

  it("keys ignore case and one trailing slash", () => {
    expect(routeKey("/ABOUT/")).toBe("/about");
    expect(routeKey("/")).toBe("/");
  });

  it("refuses a table with two spellings of one path", () => {
    expect(() => createMatcher([page("/seo"), page("/Seo")])).toThrow(/duplicate/);
  });
});
