/**
 * What the browser really downloads: a page without an interactive widget requests the shell
 * module and nothing else — no React, no island chunk — even after the visitor has scrolled
 * through it and every deferred task has had its chance. The home page is the control: the same
 * observation there does find React, so the detector can fail.
 */
import { describe, expect, it } from "vitest";
import { routes } from "../../src/server/routes";
import { baseUrl, expectClean, openPage, scrollThrough, type OpenedPage } from "../support/browser";

/** React's element symbols: present in any bundle that carries React or a component compiled for it. */
const REACT_MARKER = /Symbol\.for\(["'`]react\./;

async function scriptsRequested(path: string): Promise<{ urls: string[]; opened: OpenedPage }> {
  const urls: string[] = [];
  const opened = await openPage(path, {
    width: 390,
    before: async (page) => page.on("request", (r) => void (r.resourceType() === "script" && urls.push(r.url()))),
  });
  await scrollThrough(opened.page);
  await opened.page.mouse.move(10, 10);
  await opened.page.waitForTimeout(2500); // beyond the entry's 2 s fallback timer
  await opened.settled();
  return { urls, opened };
}

const carriesReact = async (urls: string[]) => {
  const bodies = await Promise.all(urls.map(async (url) => (await fetch(url)).text()));
  return bodies.some((body) => REACT_MARKER.test(body));
};

const html = async (path: string) => (await fetch(new URL(path, baseUrl()))).text();
const moduleScripts = (doc: string) =>
  [...doc.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => new URL(m[1] ?? "", baseUrl()).toString());

describe("pages without islands", async () => {
  const candidates = [...routes.map((r) => r.page.path), "/this-page-does-not-exist"];
  const documents = await Promise.all(candidates.map(async (path) => [path, await html(path)] as const));
  const withoutIslands = documents.filter(([, doc]) => !doc.includes("data-island=")).map(([path]) => path);

  it("exist (the site has static pages)", () => {
    expect(withoutIslands.length).toBeGreaterThanOrEqual(3);
  });

  it("each requests only its shell module: no React, no island chunk", { timeout: 240_000 }, async () => {
    const BATCH = 6; // pages observed side by side, each in its own context
    for (let i = 0; i < withoutIslands.length; i += BATCH) {
      await Promise.all(
        withoutIslands.slice(i, i + BATCH).map(async (path) => {
          const { urls, opened } = await scriptsRequested(path);
          const doc = documents.find(([p]) => p === path)?.[1] ?? "";
          expect(new Set(urls), path).toEqual(new Set(moduleScripts(doc)));
          expect(await carriesReact(urls), path).toBe(false);
          expectClean(opened);
          await opened.close();
        }),
      );
    }
  });
});

describe("the control: a page with islands", () => {
  it("/ does download React once the visitor scrolls through it", async () => {
    const { urls, opened } = await scriptsRequested("/");
    expectClean(opened);
    expect(urls.length).toBeGreaterThan(1);
    expect(await carriesReact(urls)).toBe(true);
  });
});
