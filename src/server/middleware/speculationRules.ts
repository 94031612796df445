import type { MiddlewareHandler } from "hono";
import { paths } from "../../content/paths";
import { isAdminPath } from "./security";

/** Where the rules are served; every HTML answer names it in its `Speculation-Rules` header. */
export const SPECULATION_RULES_PATH = "/speculation-rules.json";
export const SPECULATION_RULES_TYPE = "application/speculationrules+json";

/**
 * Links a rule must never prerender: a prerender is a real GET the visitor may never see, so only
 * pages whose request changes nothing qualify. `/api/*` (forms post there; a GET would be a
 * mistake anyway), the thank-you page (it answers a submission that has happened), and anything
 * with a dot in its path (`/sitemap.xml`, images, downloads: files, not pages), the lead desk
 * (`/desk`: operators' pages, never fetched ahead of a click) and the site editor (`/admin`, its
 * megabytes and its sign-in are for an editor who asked). Patterns are
 * resolved against the rules file's URL, so `/*` is this origin alone: external links never match.
 */
const NEVER = ["/api/*", "/desk", "/desk/*", "/admin", "/admin/*", paths.thankYou, "/*.*"];

/**
 * Same-site document links, prerendered with `moderate` eagerness: Chromium starts one when the
 * pointer rests on a link (about 200 ms) or on pointerdown, and keeps at most two such prerenders,
 * dropping the oldest (docs/architecture.md, "Instant navigations", says why that is the cost).
 * A link opting out (`rel=nofollow`, a `download`, a new window, `data-no-prerender`) is left alone.
 */
export const speculationRules = {
  prerender: [
    {
      source: "document",
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: NEVER } },
          { not: { selector_matches: "[rel~=nofollow], [download], [target], [data-no-prerender]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
} as const;

const body = JSON.stringify(speculationRules);

/**
 * Instant navigations without a script of our own: every HTML answer (a page, the 404, a contact
 * form shown again) names the rules file in a `Speculation-Rules` header, so the CSP stays
 * `script-src 'self'` (inline rules would need `'inline-speculation-rules'`). The file itself is
 * answered here, with the content type browsers require. Engines without speculation rules
 * ignore both.
 */
export const speculationRulesHeader: MiddlewareHandler = async (c, next) => {
  if (c.req.path === SPECULATION_RULES_PATH && (c.req.method === "GET" || c.req.method === "HEAD")) {
    return c.body(body, 200, {
      "Content-Type": SPECULATION_RULES_TYPE,
      "Cache-Control": "public, max-age=3600",
    });
  }
  await next();
  // The site editor's pages prerender nothing: an editor there is not browsing the site.
  if (c.res.headers.get("Content-Type")?.startsWith("text/html") && !isAdminPath(c.req.path)) {
    c.res.headers.set("Speculation-Rules", `"${SPECULATION_RULES_PATH}"`);
  }
};
