import { reactRenderer, type Props } from "@hono/react-renderer";
import type { Context, MiddlewareHandler } from "hono";
import { contextStorage, tryGetContext } from "hono/context-storage";
import type { ReactElement } from "react";
import type { PageKey, PageRecord } from "../content/pageRecord";
import { pages } from "../content/registry";
import { breadcrumbsOf } from "../content/trail";
import type { StoredTheme } from "../content/theme";
import type { Overlay } from "../content/types";
import { clientAssets } from "./assets";
import { Document, type HeadMeta } from "./document";
import { organizationJsonLd, breadcrumbJsonLd } from "./jsonLd";
import { views, type FormState, type PageRoute } from "./routes";
import { servedYear } from "./servedYear";
import { themeOf } from "./theme";
import { challengeSiteKey } from "./turnstile";
import type { AppEnv } from "./types";
import { log } from "./log";

/** What `c.render(page, props)` takes besides the page: the document's head and shell state. */
declare module "@hono/react-renderer" {
  interface Props {
    head: HeadMeta;
    /** The canonical path the header marks as current. */
    path: string;
    overlay: Overlay;
    /** The visitor's stored colour scheme; none: follow the system. */
    theme?: StoredTheme;
  }
}

export interface RenderOptions {
  status?: 200 | 400 | 403 | 404 | 413 | 415 | 429 | 500 | 502 | 503 | 504;
  /** Extra JSON-LD objects for this answer (FAQPage, Product …). */
  jsonLd?: readonly object[];
  robots?: string;
}

/**
 * Headers of a streamed page. `stream: true` would send `charset=UTF-8` and set
 * `Transfer-Encoding` by hand; the header map form of the same option streams the same way with
 * the site's own `Content-Type`, and the runtime chunks the body itself.
 */
const HTML = { "Content-Type": "text/html; charset=utf-8" } as const;

/**
 * `path` on the configured site. The path is set as a path, never resolved as a reference, so
 * `//evil.example/x` stays on the site's host.
 */
export function absoluteUrl(c: Context<AppEnv>, path: string): string {
  const url = new URL(c.env.SITE_URL);
  url.pathname = path;
  url.search = "";
  url.hash = "";
  return url.toString();
}

/** Head meta of a page from its record, with absolute URLs from the configured site URL. */
export function headFor(c: Context<AppEnv>, page: PageRecord, options: RenderOptions = {}): HeadMeta {
  const jsonLd: object[] = [organizationJsonLd(c.env.SITE_URL)];
  const breadcrumbs = breadcrumbsOf(page);
  if (breadcrumbs) jsonLd.push(breadcrumbJsonLd(c.env.SITE_URL, breadcrumbs));
  jsonLd.push(...(options.jsonLd ?? []));
  return {
    title: page.title,
    description: page.description,
    canonical: page.path === null ? undefined : absoluteUrl(c, page.path),
    ogImage: absoluteUrl(c, page.ogImage),
    jsonLd,
    robots: options.robots ?? (page.indexable === false ? "noindex" : undefined),
  };
}

/** The layout `c.render` puts every page in: the one `<Document>`. */
function PageDocument({ children, head, path, overlay, theme }: Props & { children: ReactElement }) {
  return (
    <Document head={head} path={path} overlay={overlay} theme={theme} year={servedYear()} assets={clientAssets}>
      {children}
    </Document>
  );
}

/**
 * `@hono/react-renderer` with `PageDocument` as its layout, streaming (`renderToReadableStream`;
 * no page suspends, so no inline script is ever written). Made once: the package takes its stream
 * options when it is created, so a render error's log line finds the request's path through
 * Hono's context storage (`pageRenderer` runs the rest of the request inside it).
 */
const renderer = reactRenderer(PageDocument, {
  stream: HTML,
  readableStreamOptions: {
    onError(error) {
      const c = tryGetContext<AppEnv>();
      const path = c ? new URL(c.req.url).pathname : undefined;
      log("error", "render_error", { path, message: String(error) });
    },
  },
});
const withContext = contextStorage();

/** Sets `c.render` to the renderer above, with the request's context stored for its error log. */
export const pageRenderer: MiddlewareHandler<AppEnv> = (c, next) =>
  withContext(c, async () => {
    await renderer(c, next);
  });

/**
 * Streams a page inside the document through `c.render` with the status of the answer
 * (`pageRenderer` must run before).
 *
 * @example return renderPage(c, { head, path: "/about", overlay: "default", page: <AboutPage /> }, 404);
 */
export async function renderPage(
  c: Context<AppEnv>,
  { head, path, overlay, page }: { head: HeadMeta; path: string; overlay: Overlay; page: ReactElement },
  status: RenderOptions["status"] = 200,
): Promise<Response> {
  c.status(status);
  // The page depends on the theme cookie: no shared cache may hand one visitor's scheme to another.
  c.header("Vary", "Cookie", { append: true });
  return c.render(page, { head, path, overlay, theme: themeOf(c) });
}

/** Renders a route of the table for this request. */
export async function renderRoute(c: Context<AppEnv>, route: PageRoute): Promise<Response> {
  const head = headFor(c, route.page, { jsonLd: route.view.jsonLd });
  const page = route.view.render({
    url: new URL(c.req.url),
    now: new Date(),
    challengeSiteKey: challengeSiteKey(c.env),
    env: c.env,
  });
  return renderPage(c, { head, path: route.page.path, overlay: route.page.overlay, page });
}

/**
 * Renders a page of the registry as the answer to this request, never cached and never indexed:
 * the 404, or a contact form shown again after a failed plain post. `current` is the path the
 * header marks as the visitor's place.
 */
export async function renderAnswer(
  c: Context<AppEnv>,
  key: PageKey,
  { status, current, form }: { status: NonNullable<RenderOptions["status"]>; current: string; form?: FormState },
): Promise<Response> {
  const record = pages[key];
  const view = views[key];
  const head = headFor(c, record, { jsonLd: view.jsonLd, robots: "noindex" });
  const page = view.render({
    url: new URL(c.req.url),
    now: new Date(),
    form,
    challengeSiteKey: challengeSiteKey(c.env),
    env: c.env,
  });
  return renderPage(c, { head, path: current, overlay: record.overlay, page }, status);
}
