/**
 * A Worker Preview is never indexed: the built Worker run with the vars of wrangler.toml's
 * `[previews]` block (as `wrangler preview` uploads them) answers `X-Robots-Tag: noindex` on
 * everything and refuses crawlers in robots.txt; run with production's vars, it does neither.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtConfig } from "../../harness/builtConfig.ts";
import { startWorker, type TestWorker } from "../support/worker";

let preview: TestWorker;
let production: TestWorker;
beforeAll(async () => {
  const previewVars = builtConfig().previews?.vars;
  if (!previewVars) throw new Error("the build has no [previews] vars");
  [preview, production] = await Promise.all([startWorker({ vars: previewVars }), startWorker()]);
});
afterAll(() => Promise.all([preview.dispose(), production.dispose()]));

const answers: [string, string, RequestInit][] = [
  ["a page", "/", {}],
  ["a redirect", "/Contact/", { redirect: "manual" }],
  ["the 404 page", "/no-such-page", {}],
  ["the sitemap", "/sitemap.xml", {}],
  ["robots.txt", "/robots.txt", {}],
  ["the API", "/api/contact", { method: "POST", body: new URLSearchParams({}) }],
];

describe("a Preview", () => {
  it.each(answers)("%s answers X-Robots-Tag: noindex", async (_, path, init) => {
    const res = await preview.fetch(path, init);
    await res.arrayBuffer();
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
  });

  it("robots.txt refuses every crawler and names no sitemap", async () => {
    const text = await (await preview.fetch("/robots.txt")).text();
    expect(text).toBe("User-agent: *\nDisallow: /\n");
  });
});

describe("production", () => {
  it.each(answers)("%s answers no X-Robots-Tag", async (_, path, init) => {
    const res = await production.fetch(path, init);
    await res.arrayBuffer();
    expect(res.headers.get("x-robots-tag")).toBeNull();
  });
});
