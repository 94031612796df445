import { Hono, type MiddlewareHandler } from "hono";
import { deskAccess, type DeskEnv } from "./access";

/**
 * Every desk answer, a refusal and the 404 included: never stored by a cache or the browser's
 * back/forward cache, never indexed.
 */
const deskHeaders: MiddlewareHandler<DeskEnv> = async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", "no-store");
  c.res.headers.set("X-Robots-Tag", "noindex");
};

/**
 * `/desk`: the lead desk, the operators' inbox in the browser (docs/operations.md, "The lead
 * desk"). Behind its gate (`deskAccess`): Cloudflare Access, or a local request under `npm start`.
 */
export const desk = new Hono<DeskEnv>()
  .use(deskHeaders)
  .use(deskAccess)
  .get("/", (c) => c.text(`Lead desk: ${c.get("operator").id}`));
