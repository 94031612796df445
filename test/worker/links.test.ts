/**
 * Every link a visitor can follow inside the site reaches a page, every page's Open Graph image is
 * a real file, and so is every picture candidate a page names (an `<img>`'s `src` and `srcset`, a
 * `<source>`'s `srcset`): read from the rendered pages, not from the tables that produced them. A
 * browser fetches only the candidate its width picks; here every width's is fetched.
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
    // Navigation alone holds the home page, the areas and the service pages.
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

/** The format a picture's name says, and the first bytes every file of that format starts with. */
const SIGNATURES: Record<string, { type: string; matches: (head: Uint8Array) => boolean }> = {
  avif: { type: "image/avif", matches: (h) => ascii(h, 4, 8) === "ftyp" && ascii(h, 8, 12) === "avif" },
  webp: { type: "image/webp", matches: (h) => ascii(h, 0, 4) === "RIFF" && ascii(h, 8, 12) === "WEBP" },
  png: { type: "image/png", matches: (h) => ascii(h, 1, 4) === "PNG" },
  jpg: { type: "image/jpeg", matches: (h) => h[0] === 0xff && h[1] === 0xd8 },
  svg: { type: "image/svg+xml", matches: (h) => /<svg\b/.test(ascii(h, 0, h.length)) },
};
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** Every picture address a page names: `src` and each `srcset` candidate of its `<img>` and `<source>` elements. */
function pictureCandidates(html: string): string[] {
  return [...html.matchAll(/<(?:img|source)\b[^>]*>/g)].flatMap(([tag]) => [
    ...[...tag.matchAll(/\bsrc="([^"]+)"/g)].map((m) => m[1]!),
    ...[...tag.matchAll(/\bsrcSet="([^"]+)"/gi)].flatMap((m) => m[1]!.split(",").map((c) => c.trim().split(/\s+/)[0]!)),
  ]);
}

describe("pictures", () => {
  const candidates = () =>
    [...new Set([...pages.values()].flatMap(pictureCandidates))].filter((src) => src.startsWith("/"));

  it("the pages name pictures of every width they are made at", () => {
    expect(candidates().filter((src) => /-480\.webp$/.test(src)).length).toBeGreaterThan(10);
    expect(candidates().filter((src) => /-960\.avif$/.test(src)).length).toBeGreaterThan(10);
  });

  it("every candidate of every page is served, as the format its name says", async () => {
    const wrong: string[] = [];
    for (const src of candidates()) {
      const response = await worker.fetch(src);
      const format = SIGNATURES[src.split(".").at(-1)!];
      const head = new Uint8Array(await response.arrayBuffer()).subarray(0, 256);
      if (
        response.status !== 200 ||
        !format ||
        response.headers.get("content-type") !== format.type ||
        !format.matches(head)
      )
        wrong.push(`${src}: ${response.status} ${response.headers.get("content-type")}`);
    }
    expect(wrong).toEqual([]);
  });
});
