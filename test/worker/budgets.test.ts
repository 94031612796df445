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

/** Files a page loads: the entry's static graph, plus each island on the page with its graph. */
function pageScripts(html: string): string[] {
  const chunks = manifest();
  const byFile = new Map(Object.entries(chunks).map(([key, c]) => [c.file, key]));
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  for (const [, src] of html.matchAll(/<script type="module" src="\/([^"]+)"/g)) visit(byFile.get(src ?? "") ?? "");
  const islands = [...html.matchAll(/data-island="(\w+)"/g)].map((m) => m[1]);
  if (islands.length) {
    visit("src/client/hydrate.tsx");
    for (const name of new Set(islands)) visit(`src/client/islands/${name}.tsx`);
  }
  return [...files];
}

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker.dispose());

describe("byte budgets", () => {
  it.each(routes.map((r) => [r.path] as const))(
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
