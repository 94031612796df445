import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { deleteCookie, setCookie } from "hono/cookie";
import { isThemeChoice, storedTheme, themeCookie, themeFields } from "../../content/theme";
import { sameOriginOnly } from "../middleware/sameOrigin";
import { matchRoute } from "../routes";
import type { AppEnv } from "../types";

/**
 * Where the visitor goes back to: `back` when it names a page of the route table (its canonical
 * spelling, query kept), else the home page. Only a path is read, never resolved against anything
 * but this site, and only the table's own paths come out: never a way off the site.
 *
 * @example returnPath("/portfolio?category=mobile") // "/portfolio?category=mobile"
 * @example returnPath("/.//evil.example") // "/"
 */
export function returnPath(back: unknown): string {
  if (typeof back !== "string" || !back.startsWith("/")) return "/";
  let url: URL;
  try {
    url = new URL(back, "http://site.invalid");
  } catch {
    return "/";
  }
  if (url.origin !== "http://site.invalid") return "/";
  const match = matchRoute(url.pathname, url.search);
  if (match.kind === "page") return match.route.page.path + url.search;
  if (match.kind === "redirect") return match.location;
  return "/";
}

/**
 * `POST /api/theme`, the theme control without JavaScript: stores the choice (or forgets it for
 * "system") and sends the visitor back to the page they were on (303), now in that scheme.
 */
export const themeApi = new Hono<AppEnv>().post(
  "/",
  sameOriginOnly((c) => c.text("Forbidden", 403)),
  bodyLimit({ maxSize: 2048, onError: (c) => c.text("Too large", 413) }),
  async (c) => {
    const form = await c.req.parseBody();
    const choice = form[themeFields.choice];
    if (!isThemeChoice(choice)) return c.text("Unknown theme", 400);
    const secure = new URL(c.req.url).protocol === "https:";
    const cookie = { path: "/", sameSite: "Lax", secure } as const;
    const theme = storedTheme(choice);
    if (theme) setCookie(c, themeCookie.name, theme, { ...cookie, maxAge: themeCookie.maxAge });
    else deleteCookie(c, themeCookie.name, cookie);
    c.header("Cache-Control", "no-store");
    return c.redirect(returnPath(form[themeFields.back]), 303);
  },
);
