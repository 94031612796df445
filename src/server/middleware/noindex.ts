import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../types";

/** Whether this Worker is one search engines must skip whole: a Preview (`NOINDEX = "on"` in wrangler.toml's `[previews.vars]`). */
export const noindexAll = (env: AppEnv["Bindings"]) => env.NOINDEX === "on";

/**
 * `X-Robots-Tag: noindex` on every answer of a Worker that must not be indexed (a Preview): pages,
 * errors, redirects, the API and the SEO files alike. Production leaves `NOINDEX` unset, and its
 * pages say what their registry records say.
 */
export const noindexHeader: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (noindexAll(c.env)) c.header("X-Robots-Tag", "noindex");
};
