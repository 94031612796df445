/**
 * Every link a visitor can follow inside the site reaches a page, and every page's Open Graph
 * image is a real file: read from the rendered pages, not from the tables that produced them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routes } from "../../src/server/routes";
import { startWorker, type TestWorker } from "../support/worker";

let worker: TestWorker;
/** Rendered HTML of every route of the table. */
const pages = new Map<string, string>();

beforeAll(async () => {
  worker = await startWorker();
  for (const route of routes) pages.set(route.page.path, await (await worker.fetch(route.page.path)).text());
});
afterAll(() => worker.dispose());

/** The path (and query) of every same-site link on a page; fragments and assets left out. */
function internalLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="(\/[^"#]*)/g)]
    .map((m) => m[1]!.replace(/&amp;/g, "&"))
    .filter((href) => !href.startsWith("/assets/") && !href.startsWith("/images/"));
}

describe("links inside the site", () => {
  it("the header, footer and pages link to more than the routes' own paths", () => {
    const all = new Set([...pages.values()].flatMap(internalLinks));
    // Navigation alone holds the home page, the areas and the six service pages.
    expect(all.size).toBeGreaterThan(25);
  });

  it("every one of them answers 200 (no link needs a redirect or ends on the 404 page)", async () => {
    const all = [...new Set([...pages.values()].flatMap(internalLinks))].sort();
    const broken: string[] = [];
    for (const href of all) {
      const response = await worker.fetch(href, { redirect: "manual" });
      await response.arrayBuffer();
      if (response.status !== 200) broken.push(`${href} → ${response.status}`);
    }
    expect(broken).toEqual([]);
  });
});

describe("Open Graph images", () => {
  it.each(routes.map((r) => [r.page.path] as const))("%s names an image file that is served", async (path) => {
    const html = pages.get(path)!;
    const content = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    expect(content).toBeDefined();
    const image = await worker.fetch(new URL(content!).pathname);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});
