import type { MiddlewareHandler } from "hono";
import { servedYear } from "../servedYear";
import type { AppEnv } from "../types";

declare const __BUILD_ID__: string;

/**
 * Cheap revalidation for rendered pages. A page's HTML depends only on the build, the URL and
 * the year shown in the footer, so its validator is known before rendering: a matching
 * `If-None-Match` answers 304 without rendering anything. Browsers and the edge revalidate on
 * every use (`max-age=0, must-revalidate`), so a deploy is visible at once.
 */
export const htmlCache = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const etag = `W/"${__BUILD_ID__}-${servedYear()}"`;
  const cacheControl = "public, max-age=0, must-revalidate";
  const ifNoneMatch = c.req.header("if-none-match") ?? "";
  if (ifNoneMatch.split(/\s*,\s*/).includes(etag)) {
    return c.body(null, 304, { ETag: etag, "Cache-Control": cacheControl });
  }
  await next();
  if (c.res.status === 200 && c.res.headers.get("content-type")?.startsWith("text/html")) {
    c.res.headers.set("ETag", etag);
    c.res.headers.set("Cache-Control", cacheControl);
  }
};
