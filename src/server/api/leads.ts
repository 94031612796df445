import { Hono, type MiddlewareHandler } from "hono";
import { bearerAuth } from "hono/bearer-auth";
import { sameOriginOnly } from "../middleware/sameOrigin";
import type { AppEnv } from "../types";
import { leadsToCsv } from "../leads/csv";
import { everyLead, leadStore } from "../leads";
import { checkRows, type RowProblem } from "../leads/importRows";
import { storedFieldProblems } from "./submission/schema";
import { jurisdictionChecked, moveFirst, moveStatus } from "../leads/moveApi";
import { bulkAction, stateNamed } from "../leads/filter";
import { isLeadId, leadStates, type LeadState } from "../leads/record";

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
/** The most one list answer holds (an export holds every row). */
const EXPORT_LIMIT = 10_000;

/** An e-mail address from the query: present, one line, at most 254 characters. */
function emailQuery(text: string | undefined): string | { error: string } {
  const email = text?.trim() ?? "";
  return email && email.length <= 254 && !/\s/.test(email) ? email : { error: "email must be an e-mail address" };
}

/**
 * Lets through a request whose `:id` has the shape of a lead id; anything else (a word such as
 * `all-held`, which must never reach a store method as an id) is answered 400 with the usage.
 */
const leadIdOnly: MiddlewareHandler<AppEnv, "/:id"> = async (c, next) =>
  isLeadId(c.req.param("id"))
    ? next()
    : c.json(
        {
          error:
            "Not a lead id (ID as npm run leads -- list shows it). Every held lead: POST /api/leads/release-held; every failed one: POST /api/leads/retry-failed.",
        },
        400,
        NO_STORE,
      );

/** The answer to an import that loaded nothing: each bad row (1-based) and why. */
function refusal(rows: RowProblem[]): { error: string; rows: RowProblem[] } {
  const count = new Set(rows.map(({ row }) => row)).size;
  return { error: `Nothing imported: ${count} bad row(s) in the file.`, rows };
}

/** The list's filters from the query: a state (`spam`, its old name, is `held`), a since date, a limit up to 10000. */
function listQuery(
  asked: string | undefined,
  sinceText: string | undefined,
  limitText: string,
): { state?: LeadState; since: number; limit: number } | { error: string } {
  const state = stateNamed(asked);
  if (state !== undefined && !leadStates.includes(state as LeadState))
    return { error: `state must be one of ${leadStates.join(", ")} (or spam)` };
  const since = sinceText === undefined ? 0 : Date.parse(sinceText);
  if (Number.isNaN(since)) return { error: "since must be a date, e.g. 2026-11-01" };
  const limit = Math.min(EXPORT_LIMIT, Math.max(1, Number(limitText) || 100));
  return { state: state as LeadState | undefined, since, limit };
}

/**
 * `/api/leads`: what `npm run leads` talks to. `GET /` (`?state=pending`, `&since=DATE`, `&limit=N`
 * up to 10000), `GET /counts` (how many leads the inbox, held and failed views hold, as the desk's
 * tabs show them), `GET /:id`, `POST /:id/retry`, `POST /retry-failed`, `POST /:id/release`,
 * `POST /release-held`, `POST /purge?delivered-before=ISO-DATE`, `POST /purge?state=held|failed&before=DATE`,
 * `POST /hold?state=pending&…` and `POST /purge?state=pending&…` (a filter: `sender`, `text`,
 * `since`, `before`; `dry-run` counts; `all` confirms no filter: filter.ts), `POST /:id/delete`,
 * `GET /export?format=csv|json` (same filters, every row, held leads only when asked for by
 * state), `GET /?email=A` and `GET /export?email=A&format=json` (one person's leads),
 * `POST /erase?email=A`, `POST /import` (a JSON export), `POST /move` (the retired store's leads
 * into the configured one: every other route does that first, moveApi.ts). `:id` is a lead id's
 * shape, else 400. The old names are still read: the state `spam` (`held`), the filters `from`
 * (`sender`) and `after` (`since`).
 */
export const leadsAdmin = new Hono<AppEnv>()
  .use(operatorsOnly)
  .use(sameOriginChanges)
  .use(async (c, next) => {
    // Always bound in wrangler.toml; a Worker deployed without it by mistake says so instead of failing with a 500.
    if (!c.env.LEADS) return c.json({ error: "The lead store is not configured (no LEADS binding)." }, 503);
    return next();
  })
  .use(jurisdictionChecked())
  .post("/move", async (c) => c.json(await moveStatus(c.env), 200, NO_STORE))
  .use(moveFirst())
  .get("/", async (c) => {
    if (c.req.query("email") !== undefined) {
      const email = emailQuery(c.req.query("email"));
      if (typeof email !== "string") return c.json(email, 400, NO_STORE);
      return c.json(await leadStore(c.env).find(email), 200, NO_STORE);
    }
    const query = listQuery(c.req.query("state"), c.req.query("since"), c.req.query("limit") ?? "100");
    if ("error" in query) return c.json(query, 400);
    return c.json(await leadStore(c.env).list(query.state, query.limit, query.since), 200, NO_STORE);
  })
  .get("/export", async (c) => {
    const format = c.req.query("format") ?? "csv";
    if (format !== "csv" && format !== "json") return c.json({ error: "format must be csv or json" }, 400);
    if (c.req.query("email") !== undefined) {
      // One person's data: every lead of the address, in every state, as stored (JSON).
      const email = emailQuery(c.req.query("email"));
      if (typeof email !== "string") return c.json(email, 400, NO_STORE);
      if (format !== "json") return c.json({ error: "an export by e-mail is JSON: format=json" }, 400, NO_STORE);
      return c.json(await leadStore(c.env).find(email), 200, NO_STORE);
    }
    const query = listQuery(c.req.query("state"), c.req.query("since"), String(EXPORT_LIMIT));
    if ("error" in query) return c.json(query, 400);
    // Held (suspected spam) leads only when asked for by state: left out in the query, before any page.
    const leads = await everyLead(leadStore(c.env), {
      state: query.state,
      since: query.since,
      excludeHeld: !query.state,
    });
    // JSON is the raw data (for import or a script); CSV is made safe to open in a spreadsheet.
    if (format === "json") return c.json(leads, 200, NO_STORE);
    return c.body(leadsToCsv(leads), 200, { ...NO_STORE, "Content-Type": "text/csv; charset=utf-8" });
  })
  .get("/counts", async (c) => c.json(await leadStore(c.env).counts(), 200, NO_STORE))
  .post("/erase", async (c) => {
    const email = emailQuery(c.req.query("email"));
    if (typeof email !== "string") return c.json(email, 400, NO_STORE);
    return c.json(await leadStore(c.env).erase(email), 200, NO_STORE);
  })
  .post("/import", async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json(
        { error: "The body must be the JSON of an export (npm run leads -- export --format json)." },
        400,
        NO_STORE,
      );
    }
    if (!Array.isArray(body))
      return c.json({ error: "Not an export: the file must be a JSON array of leads." }, 400, NO_STORE);
    // Every row checked, then the caps: one bad row refuses the file, and nothing is imported.
    const checked = checkRows(body, storedFieldProblems);
    const result = "leads" in checked ? await leadStore(c.env).import(checked.leads) : { refused: checked.problems };
    return "refused" in result ? c.json(refusal(result.refused), 400, NO_STORE) : c.json(result, 200, NO_STORE);
  })
  .post("/release-held", async (c) => c.json({ released: await leadStore(c.env).releaseAllHeld() }, 200, NO_STORE))
  .post("/retry-failed", async (c) => c.json({ requeued: await leadStore(c.env).retryAllFailed() }, 200, NO_STORE))
  .post("/hold", async (c) => {
    if (c.req.query("state") !== "pending") return c.json({ error: "state must be pending" }, 400, NO_STORE);
    const action = bulkAction(c.req.query());
    if ("error" in action) return c.json(action, 400, NO_STORE);
    const held = await leadStore(c.env).hold(action);
    return c.json(action.dryRun ? { dryRun: true, matched: held } : { held }, 200, NO_STORE);
  })
  .post("/purge", async (c) => {
    const state = c.req.query("state");
    if (state === "pending") {
      // A flood that is still pending, by a filter.
      const action = bulkAction(c.req.query());
      if ("error" in action) return c.json(action, 400, NO_STORE);
      const purged = await leadStore(c.env).purgePending(action);
      return c.json(action.dryRun ? { dryRun: true, matched: purged } : { purged }, 200, NO_STORE);
    }
    if (state !== undefined) {
      // Spam and given-up leads, cleared without sending them.
      const unsent = stateNamed(state);
      if (unsent !== "held" && unsent !== "failed")
        return c.json({ error: "state must be held (or spam), failed or pending" }, 400, NO_STORE);
      const beforeText = c.req.query("before");
      const before = beforeText === undefined ? undefined : Date.parse(beforeText);
      if (Number.isNaN(before)) return c.json({ error: "before must be a date, e.g. 2026-11-01" }, 400, NO_STORE);
      return c.json({ purged: await leadStore(c.env).purgeUnsent(unsent, before) }, 200, NO_STORE);
    }
    const before = Date.parse(c.req.query("delivered-before") ?? "");
    if (Number.isNaN(before)) return c.json({ error: "delivered-before must be a date, e.g. 2026-11-01" }, 400);
    return c.json({ purged: await leadStore(c.env).purge(before) }, 200, NO_STORE);
  })
  .get("/:id", leadIdOnly, async (c) => {
    const lead = await leadStore(c.env).show(c.req.param("id"));
    return lead ? c.json(lead, 200, NO_STORE) : c.json({ error: "No lead with this id." }, 404, NO_STORE);
  })
  .post("/:id/release", leadIdOnly, async (c) => {
    const released = await leadStore(c.env).release(c.req.param("id"));
    return released
      ? c.json({ released }, 200, NO_STORE)
      : c.json({ error: "No held lead with this id." }, 404, NO_STORE);
  })
  .post("/:id/delete", leadIdOnly, async (c) => {
    const deleted = await leadStore(c.env).remove(c.req.param("id"));
    return deleted ? c.json({ deleted }, 200, NO_STORE) : c.json({ error: "No lead with this id." }, 404, NO_STORE);
  })
  .post("/:id/retry", leadIdOnly, async (c) => {
    const requeued = await leadStore(c.env).retry(c.req.param("id"));
    return requeued
      ? c.json({ requeued }, 200, NO_STORE)
      : c.json({ error: "No undelivered lead with this id." }, 404, NO_STORE);
  });
