import type { MiddlewareHandler } from "hono";
import { submissionIdField } from "../../content/contact";
import type { AppEnv } from "../types";

/**
 * Gives every contact form in an HTML answer a fresh submission id as it streams out. Pages are
 * rendered once and kept in memory, so the id cannot be part of the rendered HTML; writing it
 * here keeps the page cache and makes each served form distinct (the idempotency key of the
 * lead it sends, see src/server/leads).
 */
export const submissionIds: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!c.res.body || !c.res.headers.get("content-type")?.startsWith("text/html")) return;
  const rewriter = new HTMLRewriter().on(`input[name="${submissionIdField}"]`, {
    element(input) {
      if (!input.getAttribute("value")) input.setAttribute("value", crypto.randomUUID());
    },
  });
  c.res = rewriter.transform(c.res);
};
