import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "../../../src/server/errorPage";
import { pageRenderer, renderPage } from "../../../src/server/render";
import type { AppEnv } from "../../../src/server/types";

const head = {
  title: "A page",
  description: "What it is about",
  canonical: "https://site.test/a",
  ogImage: "https://site.test/og/default.png",
};

function Broken(): never {
  throw new Error("render failed at secret-place");
}

/** A small app with the site's renderer: `/ok` answers 404 through `c.render`, `/broken` cannot render. */
function app() {
  const app = new Hono<AppEnv>();
  app.use(pageRenderer);
  app.get("/ok", (c) => renderPage(c, { head, path: "/a", overlay: "none", page: <p>Body text</p> }, 404));
  app.get("/broken", (c) => renderPage(c, { head, path: "/a", overlay: "none", page: <Broken /> }));
  app.onError(handleError);
  return app;
}

describe("pages rendered through @hono/react-renderer", () => {
  afterEach(() => vi.restoreAllMocks());

  it("stream the page inside the document with the answer's status and no inline script", async () => {
    const res = await app().request("/ok", {}, { SITE_URL: "https://site.test" });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.body).toBeInstanceOf(ReadableStream);
    const html = await res.text();
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).toContain("<title>A page</title>");
    expect(html).toMatch(/<main id="main"[^>]*><p>Body text<\/p><\/main>/);
    // Every script element is an external module or a JSON data block.
    for (const tag of html.match(/<script[^>]*>/g) ?? []) expect(tag).toMatch(/ src="|type="application\/ld\+json"/);
    expect(html.trimEnd().endsWith("</html>")).toBe(true);
  });

  it("answer 500 with the error screen when the page cannot render, logging the path", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await app().request("/broken", {}, { SITE_URL: "https://site.test" });
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain("secret-place");
    const events = log.mock.calls.map((call) => JSON.parse(String(call[0])) as { event: string; path: string });
    expect(events).toContainEqual(expect.objectContaining({ event: "render_error", path: "/broken" }));
  });
});
