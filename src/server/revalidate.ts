import type { Context } from "hono";
import type { RoutedRecord } from "../content/registry";
import { servedYear } from "./servedYear";
import { themeOf } from "./theme";
import { challengeSiteKey } from "./turnstile";
import type { AppEnv } from "./types";

declare const __BUILD_ID__: string;

const CACHE_CONTROL = "public, max-age=0, must-revalidate";

/**
 * The page's validator: what its HTML depends on besides the URL, known before rendering. The build,
 * the year in the footer, the visitor's stored theme and, on a page with a contact form, the spam
 * check's site key (or "off"): switching Turnstile on or off changes the form and the CSP, so it
 * must change the ETag too.
 */
export function pageEtag(c: Context<AppEnv>, page: RoutedRecord): string {
  const parts = [__BUILD_ID__, servedYear(), themeOf(c) ?? "system"];
  if (page.contactForm) parts.push(`challenge:${challengeSiteKey(c.env)?.replace(/[^\w-]/g, "") ?? "off"}`);
  return `W/"${parts.join("-")}"`;
}

/**
 * Renders a page of the route table behind its validator (`pageEtag`), for cheap revalidation: a
 * matching `If-None-Match` answers 304 without rendering anything, with the headers of the 200 it
 * stands for (the security middleware sets the same CSP on both). Called only once the path has
 * matched a page, so a 404, a redirect or an error never answers 304. Browsers and the edge
 * revalidate on every use (`max-age=0, must-revalidate`), so a deploy is visible at once.
 */
export async function withValidator(
  c: Context<AppEnv>,
  page: RoutedRecord,
  render: () => Promise<Response>,
): Promise<Response> {
  const etag = pageEtag(c, page);
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
