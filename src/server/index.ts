import { Hono } from "hono";
import { notFound } from "../content/errors";
import { errorDocument } from "./errorPage";
import { securityHeaders } from "./middleware/security";
import { NotFoundPage } from "./pages/NotFoundPage";
import { headFor, renderPage, renderRoute } from "./render";
import { matchRoute } from "./routes";
import type { AppEnv } from "./types";
import { createElement } from "react";

export const app = new Hono<AppEnv>();

app.use(securityHeaders(import.meta.env.DEV));

app.get("*", async (c, next) => {
  const url = new URL(c.req.url);
  const match = matchRoute(url.pathname, url.search);
  if (match.kind === "redirect") return c.redirect(match.location, 301);
  if (match.kind === "page") return renderRoute(c, match.route);
  return next();
});

app.notFound((c) => {
  const path = new URL(c.req.url).pathname;
  console.warn(JSON.stringify({ level: "warn", event: "not_found", method: c.req.method, path }));
  const head = headFor(c, { path, title: notFound.metaTitle, description: notFound.metaDescription }, {});
  return renderPage(
    c,
    { head: { ...head, robots: "noindex", canonical: head.canonical }, path, overlay: "none", page: createElement(NotFoundPage) },
    404,
  );
});

app.onError((error, c) => {
  console.error(JSON.stringify({ level: "error", event: "unhandled_error", path: new URL(c.req.url).pathname, message: error.message }));
  return c.html(errorDocument(500), 500);
});

export default app satisfies ExportedHandler<Env>;
