import { Hono, type MiddlewareHandler } from "hono";
import { bearerAuth } from "hono/bearer-auth";
import { sameOriginOnly } from "../middleware/sameOrigin";
import type { AppEnv } from "../types";
import { leadsToCsv } from "../leads/csv";
import { leadStore } from "../leads";
import { leadStates, type LeadState } from "../leads/record";

/** The shortest operators' token accepted: 32 characters (a random 24 bytes in base64). */
export const MIN_ADMIN_TOKEN_LENGTH = 32;

/**
 * Operators only, wherever the Worker runs: a bearer token (`LEADS_ADMIN_TOKEN`; `npm start` makes
 * a random local one) and, for every change (POST), the same origin check as the contact form.
 * Without a token the API does not exist; a token under 32 characters is refused.
 */
const operatorsOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = c.env.LEADS_ADMIN_TOKEN?.trim();
  if (!token) return c.notFound();
  if (token.length < MIN_ADMIN_TOKEN_LENGTH)
    return c.json({ error: `LEADS_ADMIN_TOKEN must be at least ${MIN_ADMIN_TOKEN_LENGTH} characters.` }, 503);
  return bearerAuth({ token })(c as never, next);
};

const sameOriginChanges: MiddlewareHandler<AppEnv> = async (c, next) =>
  c.req.method === "GET" || c.req.method === "HEAD"
    ? next()
    : sameOriginOnly((c) => c.json({ error: "Changes must come from this site (Origin)." }, 403))(c, next);

const NO_STORE = { "Cache-Control": "no-store" } as const;
const EXPORT_LIMIT = 10_000;

/** The list's filters from the query: a state (`spam` names `held`), a since date, a limit up to 10000. */
function listQuery(
  asked: string | undefined,
  sinceText: string | undefined,
  limitText: string,
): { state?: LeadState; since: number; limit: number } | { error: string } {
  const state = asked === "spam" ? "held" : asked;
  if (state !== undefined && !leadStates.includes(state as LeadState))
    return { error: `state must be one of ${leadStates.join(", ")} (or spam)` };
  const since = sinceText === undefined ? 0 : Date.parse(sinceText);
  if (Number.isNaN(since)) return { error: "since must be a date, e.g. 2026-11-01" };
  const limit = Math.min(EXPORT_LIMIT, Math.max(1, Number(limitText) || 100));
  return { state: state as LeadState | undefined, since, limit };
}

/**
 * `/api/leads`: what `npm run leads` talks to. `GET /` (`?state=pending`, `&since=DATE`,
 * `&limit=N` up to 10000; `spam` is a name for
 * `held`), `GET /:id`, `POST /:id/retry`, `POST /retry-failed`, `POST /:id/release`,
 * `POST /release-held`, `POST /purge?delivered-before=ISO-DATE`, `GET /export?format=csv|json`
 * (same filters; held leads only when asked for by state).
 */
export const leadsAdmin = new Hono<AppEnv>()
  .use(operatorsOnly)
  .use(sameOriginChanges)
  .use(async (c, next) => {
    // Always bound in wrangler.toml; a Worker deployed without it by mistake says so instead of failing with a 500.
    if (!c.env.LEADS) return c.json({ error: "The lead store is not configured (no LEADS binding)." }, 503);
    return next();
  })
  .get("/", async (c) => {
    const query = listQuery(c.req.query("state"), c.req.query("since"), c.req.query("limit") ?? "100");
    if ("error" in query) return c.json(query, 400);
    return c.json(await leadStore(c.env).list(query.state, query.limit, query.since), 200, NO_STORE);
  })
  .get("/export", async (c) => {
    const format = c.req.query("format") ?? "csv";
    if (format !== "csv" && format !== "json") return c.json({ error: "format must be csv or json" }, 400);
    const query = listQuery(c.req.query("state"), c.req.query("since"), String(EXPORT_LIMIT));
    if ("error" in query) return c.json(query, 400);
    const all = await leadStore(c.env).list(query.state, query.limit, query.since);
    // Held (suspected spam) leads only when asked for by state.
    const leads = query.state ? all : all.filter((lead) => lead.state !== "held");
    if (format === "json") return c.json(leads, 200, NO_STORE);
    return c.body(leadsToCsv(leads), 200, { ...NO_STORE, "Content-Type": "text/csv; charset=utf-8" });
  })
  .post("/release-held", async (c) => c.json({ released: await leadStore(c.env).release("all-held") }, 200, NO_STORE))
  .post("/retry-failed", async (c) => c.json({ requeued: await leadStore(c.env).retry("all-failed") }, 200, NO_STORE))
  .post("/purge", async (c) => {
    const before = Date.parse(c.req.query("delivered-before") ?? "");
    if (Number.isNaN(before)) return c.json({ error: "delivered-before must be a date, e.g. 2026-11-01" }, 400);
    return c.json({ purged: await leadStore(c.env).purge(before) }, 200, NO_STORE);
  })
  .get("/:id", async (c) => {
    const lead = await leadStore(c.env).show(c.req.param("id"));
    return lead ? c.json(lead, 200, NO_STORE) : c.json({ error: "No lead with this id." }, 404, NO_STORE);
  })
  .post("/:id/release", async (c) => {
    const released = await leadStore(c.env).release(c.req.param("id"));
    return released
      ? c.json({ released }, 200, NO_STORE)
      : c.json({ error: "No held lead with this id." }, 404, NO_STORE);
  })
  .post("/:id/retry", async (c) => {
    const requeued = await leadStore(c.env).retry(c.req.param("id"));
    return requeued
      ? c.json({ requeued }, 200, NO_STORE)
      : c.json({ error: "No undelivered lead with this id." }, 404, NO_STORE);
  });
