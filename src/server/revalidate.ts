import type { Context } from "hono";
import { servedYear } from "./servedYear";
import { themeOf } from "./theme";
import type { AppEnv } from "./types";

declare const __BUILD_ID__: string;

const CACHE_CONTROL = "public, max-age=0, must-revalidate";

/**
 * Renders a page of the route table behind its validator (an ETag), for cheap revalidation. Its HTML depends only on the build, the URL,
 * the year shown in the footer and the visitor's stored theme, so its validator is known before rendering: a matching
 * `If-None-Match` answers 304 without rendering anything. Called only once the path has matched a
 * page, so a 404, a redirect or an error never answers 304. Browsers and the edge revalidate on
 * every use (`max-age=0, must-revalidate`), so a deploy is visible at once.
 */
export async function withValidator(c: Context<AppEnv>, render: () => Promise<Response>): Promise<Response> {
  const etag = `W/"${__BUILD_ID__}-${servedYear()}-${themeOf(c) ?? "system"}"`;
  const ifNoneMatch = c.req.header("if-none-match") ?? "";
  if (ifNoneMatch.split(/\s*,\s*/).includes(etag)) {
    return c.body(null, 304, { ETag: etag, "Cache-Control": CACHE_CONTROL, Vary: "Cookie" });
  }
  const response = await render();
  if (response.status === 200 && response.headers.get("content-type")?.startsWith("text/html")) {
    response.headers.set("ETag", etag);
    response.headers.set("Cache-Control", CACHE_CONTROL);
  }
  return response;
}
