import type { Context } from "hono";
import type { ReactElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import type { Overlay } from "../content/types";
import { clientAssets } from "./assets";
import { Document, type HeadMeta } from "./document";
import { organizationJsonLd, breadcrumbJsonLd } from "./seo";
import type { PageRoute } from "./routes/types";
import { cachedPage, pageKey, rememberPage, teeText } from "./pageCache";
import { servedYear } from "./servedYear";
import type { AppEnv } from "./types";

export interface RenderOptions {
  status?: 200 | 400 | 403 | 404 | 413 | 415 | 429 | 500 | 502 | 503 | 504;
  /** Extra JSON-LD objects for this answer (FAQPage, Product …). */
  jsonLd?: readonly object[];
  robots?: string;
}

const HTML = { "Content-Type": "text/html; charset=utf-8" } as const;
/** `Server-Timing` says whether a page came from the isolate's memory or was rendered for this answer. */
const FROM_MEMORY = { ...HTML, "Server-Timing": "page-cache;desc=hit" } as const;
const RENDERED = { ...HTML, "Server-Timing": "page-cache;desc=miss" } as const;

export function absoluteUrl(c: Context<AppEnv>, path: string): string {
  return new URL(path, c.env.SITE_URL).toString();
}

/** Head meta of a route, with absolute URLs from the configured site URL. */
export function headFor(
  c: Context<AppEnv>,
  route: Pick<PageRoute, "path" | "title" | "description" | "ogImage" | "breadcrumbs" | "indexable">,
  options: RenderOptions = {},
): HeadMeta {
  const jsonLd: object[] = [organizationJsonLd(c.env.SITE_URL)];
  if (route.breadcrumbs?.length) jsonLd.push(breadcrumbJsonLd(c.env.SITE_URL, route.breadcrumbs));
  jsonLd.push(...(options.jsonLd ?? []));
  return {
    title: route.title,
    description: route.description,
    canonical: absoluteUrl(c, route.path),
    ogImage: absoluteUrl(c, route.ogImage ?? "/og/default.png"),
    jsonLd,
    robots: options.robots ?? (route.indexable === false ? "noindex" : undefined),
  };
}

/**
 * Streams a page inside the document with React server rendering.
 *
 * @example return renderPage(c, { head, path: "/about", overlay: "default", page: <AboutPage /> });
 */
export async function renderPage(
  c: Context<AppEnv>,
  { head, path, overlay, page }: { head: HeadMeta; path: string; overlay: Overlay; page: ReactElement },
  status: RenderOptions["status"] = 200,
  cacheKey?: string,
): Promise<Response> {
  const stream = await renderToReadableStream(
    <Document head={head} path={path} overlay={overlay} year={servedYear()} assets={clientAssets}>
      {page}
    </Document>,
    {
      onError(error) {
        console.error(JSON.stringify({ level: "error", event: "render_error", path, message: String(error) }));
      },
    },
  );
  if (!cacheKey) return c.body(stream, status, HTML);
  return c.body(
    teeText(stream, (html) => rememberPage(cacheKey, html)),
    status,
    RENDERED,
  );
}

/** Renders a route of the table; a URL rendered before in this isolate is answered from memory. */
export async function renderRoute(c: Context<AppEnv>, route: PageRoute): Promise<Response> {
  const url = new URL(c.req.url);
  const key = pageKey(url, servedYear());
  const cached = cachedPage(key);
  if (cached !== undefined) return c.body(cached, 200, FROM_MEMORY);
  const head = headFor(c, route, { jsonLd: route.jsonLd });
  return renderPage(
    c,
    { head, path: route.path, overlay: route.overlay, page: route.render({ url, now: new Date() }) },
    200,
    key,
  );
}
