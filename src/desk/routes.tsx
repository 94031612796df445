import { Hono, type Context, type MiddlewareHandler } from "hono";
import { deskCopy, deskViews, type DeskView } from "./words";
import { log } from "../server/log";
import { sameOriginOnly } from "../server/middleware/sameOrigin";
import { deskAccess, type DeskEnv } from "./gate";
import { deskActions } from "./actions";
import { readQuery } from "./viewQuery";
import { addressNow } from "./oldLinks";
import { exportAnswer } from "./export";
import { deskFigures } from "./figureRows";
import { renderDesk } from "./renderDesk";
import { readFigures, readLeads, showLead } from "./storeCalls";
import { FiguresPage } from "./views/FiguresPage";
import { InboxPage } from "./views/InboxPage";
import { LeadPage } from "./views/LeadPage";
import { noticeOf } from "./views/Notice";
import { jurisdictionChecked, moveFirst } from "../server/leads/moveApi";

/** Leads on one page of a tab. */
export const DESK_PAGE_SIZE = 50;

/**
 * Every desk answer, a refusal and the 404 included: never stored by a cache or the browser's
 * back/forward cache, never indexed.
 */
const deskHeaders: MiddlewareHandler<DeskEnv> = async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", "no-store");
  c.res.headers.set("X-Robots-Tag", "noindex");
};

/** Every change is a POST from the desk's own pages: the site's same-origin check, else 403. */
const sameOriginChanges: MiddlewareHandler<DeskEnv> = async (c, next) =>
  c.req.method === "GET" || c.req.method === "HEAD"
    ? next()
    : (
        sameOriginOnly((c) => {
          log("warn", "desk_refused", { reason: "cross_origin", path: c.req.path });
          return c.text(deskCopy.refused, 403);
        }) as unknown as MiddlewareHandler<DeskEnv>
      )(c, next);

/** A tab: its filters from the URL, a page of its leads; an old address, redirected to its address now. */
async function tab(c: Context<DeskEnv>, view: DeskView): Promise<Response> {
  const params = new URL(c.req.url).searchParams;
  const now = addressNow(view, params);
  if (now) return c.redirect(now, 301);
  const query = readQuery(view, params);
  if ("error" in query) return c.text(`${deskCopy.badFilter} ${query.field} (${query.error})`, 400);
  const page = await readLeads(c.env, query, DESK_PAGE_SIZE);
  return renderDesk(c, {
    title: deskViews[view].label,
    current: view,
    page: <InboxPage query={query} page={page} notice={noticeOf(params)} />,
  });
}

/**
 * `/desk`: the lead desk, the operators' inbox in the browser (docs/operations.md, "The lead
 * desk"). Behind its gate (`deskAccess`: Cloudflare Access, or a local request under `npm start`);
 * the tabs and a lead's page are GETs (every view a link), every change a same-origin POST.
 */
export const desk = new Hono<DeskEnv>()
  .use(deskHeaders)
  .use(deskAccess)
  .use(sameOriginChanges)
  // A refused LEADS_JURISDICTION is named; after a change of it, the old store's leads first (the store's moveApi.ts).
  .use(jurisdictionChecked({ desk: true }))
  .use(moveFirst({ desk: true }))
  .get("/", (c) => tab(c, "inbox"))
  .get("/held", (c) => tab(c, "held"))
  .get("/failed", (c) => tab(c, "failed"))
  .get("/export", exportAnswer)
  .get("/figures", async (c) =>
    renderDesk(c, {
      title: deskCopy.figures.title,
      current: "figures",
      page: <FiguresPage figures={deskFigures(await readFigures(c.env))} />,
    }),
  )
  .get("/leads/:id", async (c) => {
    const lead = await showLead(c.env, c.req.param("id"));
    if (!lead) return c.text(deskCopy.lead.notFound, 404);
    const notice = noticeOf(new URL(c.req.url).searchParams);
    return renderDesk(c, {
      title: lead.fields.subject || deskCopy.title,
      page: <LeadPage lead={lead} notice={notice} />,
    });
  })
  .route("/", deskActions);
