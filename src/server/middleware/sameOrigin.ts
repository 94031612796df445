import type { Context, MiddlewareHandler } from "hono";
import { csrf } from "hono/csrf";
import type { AppEnv } from "../types";

/**
 * Lets a request through only when it comes from this site: Hono's CSRF check (an `Origin` of
 * this host, or `Sec-Fetch-Site: same-origin`). Otherwise answers with `refuse`. Used by the
 * contact form and by the operators' API (whose command-line client sends its own Origin).
 */
export const sameOriginOnly =
  (refuse: (c: Context<AppEnv>) => Response | Promise<Response>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    let allowed = false;
    try {
      await csrf()(c, async () => {
        allowed = true;
      });
    } catch {
      allowed = false;
    }
    return allowed ? next() : refuse(c);
  };
