import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { deleteCookie, setCookie } from "hono/cookie";
import { isThemeChoice, storedTheme, themeCookie, themeFields } from "../../content/theme";
import { sameOriginOnly } from "../middleware/sameOrigin";
import type { AppEnv } from "../types";

/** `back` when it is a path of this site, else the home page: never a way off the site. */
function returnPath(c: Context<AppEnv>, back: unknown): string {
  const origin = new URL(c.req.url).origin;
  if (typeof back !== "string" || !back.startsWith("/")) return "/";
  try {
    const url = new URL(back, origin);
    return url.origin === origin ? url.pathname + url.search : "/";
  } catch {
    return "/";
  }
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
    return c.redirect(returnPath(c, form[themeFields.back]), 303);
  },
);
