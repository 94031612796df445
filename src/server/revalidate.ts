import type { Context } from "hono";
import { privacyFacts } from "./privacy";
import { servedYear } from "./servedYear";
import { themeOf } from "./theme";
import { challengeSiteKey } from "./turnstile";
import type { AppEnv } from "./types";

declare const __BUILD_ID__: string;

const CACHE_CONTROL = "public, max-age=0, must-revalidate";

/** FNV-1a, 32 bits, as 8 hex digits: a short, stable digest of a string (not for secrets). */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/**
 * The page's validator: what its HTML depends on besides the URL, known before rendering. The build,
 * the year in the footer, the visitor's stored theme, and a digest of the settings pages show:
 * the spam check's site key (the forms carry it, and their CSP allows Turnstile) and the privacy
 * notice's facts. Switching the challenge on or off, or changing a retention, changes the ETag.
 */
export function pageEtag(c: Context<AppEnv>): string {
  const settings = fnv1a(JSON.stringify({ challenge: challengeSiteKey(c.env), privacy: privacyFacts(c.env) }));
  return `W/"${__BUILD_ID__}-${servedYear()}-${themeOf(c) ?? "system"}-${settings}"`;
}

/**
 * Renders a page of the route table behind its validator (`pageEtag`), for cheap revalidation: a
 * matching `If-None-Match` answers 304 without rendering anything, with the headers of the 200 it
 * stands for (the security middleware sets the same CSP on both). Called only once the path has
 * matched a page, so a 404, a redirect or an error never answers 304. Browsers and the edge
 * revalidate on every use (`max-age=0, must-revalidate`), so a deploy is visible at once.
 */
export async function withValidator(c: Context<AppEnv>, render: () => Promise<Response>): Promise<Response> {
  const etag = pageEtag(c);
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
