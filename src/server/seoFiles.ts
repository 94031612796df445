import { Hono } from "hono";
import { routes } from "./routes";
import { noindexAll } from "./middleware/noindex";
import type { AppEnv } from "./types";

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * /sitemap.xml (every canonical page of the route table) and /robots.txt pointing to it; a Preview's
 * robots.txt (`NOINDEX`) refuses every crawler instead, static files included, which the Worker's
 * `X-Robots-Tag` never reaches (the assets binding serves them).
 */
export const seoFiles = new Hono<AppEnv>();

seoFiles.get("/sitemap.xml", (c) => {
  const urls = routes
    .filter((route) => route.page.indexable !== false)
    .map((route) => `<url><loc>${xmlEscape(new URL(route.page.path, c.env.SITE_URL).toString())}</loc></url>`)
    .join("");
  const xml = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
  return c.body(xml, 200, {
    "Content-Type": "application/xml; charset=utf-8",
    "Cache-Control": "public, max-age=3600",
  });
});

seoFiles.get("/robots.txt", (c) =>
  c.text(
    noindexAll(c.env)
      ? "User-agent: *\nDisallow: /\n"
      : `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", c.env.SITE_URL).toString()}\n`,
    200,
    { "Cache-Control": "public, max-age=3600" },
  ),
);
