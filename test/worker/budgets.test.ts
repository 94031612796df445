/**
 * Byte budgets (compressed, gzip level 9 as a stand-in for what the edge sends): the JavaScript
 * and CSS each page loads, read from the page's own HTML and the client build's module graph.
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routes } from "../../src/server/routes";
import { startWorker, type TestWorker } from "../support/worker";

const KB = 1024;
const BUDGET = { js: 120 * KB, shellOnlyJs: 20 * KB, css: 25 * KB, html: 30 * KB };

interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
const manifest = () => JSON.parse(readFileSync("dist/client/.vite/manifest.json", "utf8")) as Record<string, Chunk>;
const gz = (file: string) => gzipSync(readFileSync(`dist/client/${file}`), { level: 9 }).length;

/**
 * Files a page loads: the entry's static graph, plus, for each island on the page, its chunk and
 * everything that chunk may import, statically or lazily (a carousel's Swiper is a dynamic import
 * of its island). The entry's own dynamic imports are every island of the site: only the page's
 * islands count. A name missing from the manifest fails: it must never count as 0 bytes.
 */
function pageScripts(html: string, chunks: Record<string, Chunk> = manifest()): string[] {
  const byFile = new Map(Object.entries(chunks).map(([key, c]) => [c.file, key]));
  const files = new Set<string>();
  const visit = (key: string, lazy: boolean) => {
    const chunk = chunks[key];
    if (!chunk) throw new Error(`"${key}" is not in the client manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach((next) => visit(next, lazy));
    if (lazy) chunk.dynamicImports?.forEach((next) => visit(next, lazy));
  };
  for (const [, src] of html.matchAll(/<script type="module" src="\/([^"]+)"/g)) {
    const key = byFile.get(src ?? "");
    if (!key) throw new Error(`the page's script /${src} is not in the client manifest`);
    visit(key, false);
  }
  const islands = [...html.matchAll(/data-island="(\w+)"/g)].map((m) => m[1]);
  if (islands.length) {
    visit("src/client/hydrate.tsx", true);
    for (const name of new Set(islands)) visit(`src/client/islands/${name}.tsx`, true);
  }
  return [...files];
}

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker.dispose());

describe("the files a page loads", () => {
  const page = (...islands: string[]) =>
    `<script type="module" src="/assets/entry.js"></script>${islands.map((i) => `<div data-island="${i}"></div>`).join("")}`;
  const graph: Record<string, Chunk> = {
    "src/client/entry.ts": {
      file: "assets/entry.js",
      dynamicImports: ["src/client/islands/A.tsx", "src/client/islands/B.tsx"],
    },
    "src/client/hydrate.tsx": { file: "assets/hydrate.js", imports: ["_react.js"] },
    "_react.js": { file: "assets/react.js" },
    "src/client/islands/A.tsx": {
      file: "assets/A.js",
      imports: ["src/client/entry.ts"],
      dynamicImports: ["parts/Swipe.tsx"],
    },
    "parts/Swipe.tsx": { file: "assets/Swipe.js", imports: ["_swiper.js"] },
    "_swiper.js": { file: "assets/swiper.js" },
    "src/client/islands/B.tsx": { file: "assets/B.js" },
  };

  it("count what an island imports lazily (Swiper), but not the islands the page does not have", () => {
    expect(pageScripts(page("A"), graph).sort()).toEqual(
      [
        "assets/A.js",
        "assets/Swipe.js",
        "assets/entry.js",
        "assets/hydrate.js",
        "assets/react.js",
        "assets/swiper.js",
      ].sort(),
    );
    expect(pageScripts(page(), graph)).toEqual(["assets/entry.js"]);
  });

  it("fail when a chunk is missing from the manifest, rather than counting it as 0 bytes", () => {
    const { "_swiper.js": _missing, ...broken } = graph;
    expect(() => pageScripts(page("A"), broken)).toThrow(/_swiper\.js/);
    expect(() => pageScripts(page("C"), graph)).toThrow(/islands\/C\.tsx/);
    expect(() => pageScripts(page().replace("entry", "gone"), graph)).toThrow(/gone\.js/);
  });

  it("in the real build, include Swiper on every page with a card carousel", async () => {
    const pages = await Promise.all(routes.map(async (r) => (await worker.fetch(r.page.path)).text()));
    const withCarousel = pages.filter((html) => html.includes('data-island="CardCarousel"'));
    expect(withCarousel.length).toBeGreaterThan(0);
    for (const html of withCarousel) {
      const scripts = pageScripts(html);
      expect(scripts.some((file) => /^assets\/CardSwiper-/.test(file))).toBe(true);
      expect(scripts.some((file) => /^assets\/swiper-/.test(file))).toBe(true);
    }
  });
});

describe("byte budgets", () => {
  it.each(routes.map((r) => [r.page.path] as const))(
    "%s stays within its JavaScript, CSS and HTML budgets",
    async (path) => {
      const html = await (await worker.fetch(path)).text();
      const scripts = pageScripts(html);
      expect(scripts.length).toBeGreaterThan(0);
      const js = scripts.reduce((sum, f) => sum + gz(f), 0);
      const hasIsland = html.includes("data-island=");
      expect(js, `${path} JS ${js} B`).toBeLessThanOrEqual(hasIsland ? BUDGET.js : BUDGET.shellOnlyJs);
      const css = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].reduce(
        (sum, m) => sum + gz(m[1] ?? ""),
        0,
      );
      expect(css).toBeGreaterThan(0);
      expect(css, `${path} CSS ${css} B`).toBeLessThanOrEqual(BUDGET.css);
      expect(gzipSync(html, { level: 9 }).length, `${path} HTML`).toBeLessThanOrEqual(BUDGET.html);
    },
  );
});
