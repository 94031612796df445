import { Hono, type Context } from "hono";
import { deskCopy, type DeskNotice } from "./words";
import { log } from "../server/log";
import type { DeskEnv } from "./gate";
import { renderDesk } from "./renderDesk";
import { commands, findLeads, showLead, type DeskLead } from "./storeCalls";
import { ConfirmPage } from "./views/ConfirmPage";
import { ErasePage } from "./views/ErasePage";
import { leadHref } from "./views/leadWords";

/** The most leads one bulk action takes (a page of the held tab is 50). */
const MAX_SELECTED = 500;

/** One audit line per lead an operator acted on: who, which lead, what; never what the visitor sent. */
function audit(c: Context<DeskEnv>, event: string, lead: string): void {
  log("info", event, { operator: c.get("operator").id, lead });
}

/** After an action: back to `to`, which says what was done (`?done=…&n=…`, words from words.ts). */
function done(c: Context<DeskEnv>, to: string, notice: DeskNotice, count: number): Response {
  return c.redirect(`${to}${to.includes("?") ? "&" : "?"}done=${notice}&n=${count}`, 303);
}

/** The form's values of one name (a checkbox list), strings only. */
async function formValues(
  c: Context<DeskEnv>,
  name: string,
): Promise<{ values: string[]; confirmed: boolean; body: Record<string, unknown> }> {
  const body = await c.req.parseBody({ all: true });
  const raw = body[name];
  const values = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter(
    (value): value is string => typeof value === "string" && value.length > 0 && value.length <= 200,
  );
  return { values, confirmed: body.confirm === "yes", body };
}

/** An e-mail address as an erasure takes it: present, one line, at most 254 characters, an @. */
function emailOf(text: string | undefined): string | undefined {
  const email = text?.trim() ?? "";
  return email && email.length <= 254 && !/\s/.test(email) && email.includes("@") ? email : undefined;
}

/**
 * The desk's commands, each a POST (the same-origin check runs before): release and retry at
 * once; delete, bulk delete and erase only with `confirm=yes`, which the confirmation page (asked
 * once, in words) sends. Each redirects (303) to a page that says what it did.
 */
export const deskActions = new Hono<DeskEnv>()
  .post("/leads/:id/release", async (c) => {
    const id = c.req.param("id");
    const count = await commands.release(c.env, id);
    if (count) audit(c, "desk_released", id);
    return done(c, leadHref(id), "released", count);
  })
  .post("/leads/:id/retry", async (c) => {
    const id = c.req.param("id");
    // The store answers with the deliveries requeued (one per channel): one lead was retried, or none.
    const retried = (await commands.retry(c.env, id)) > 0 ? 1 : 0;
    if (retried) audit(c, "desk_retried", id);
    return done(c, leadHref(id), "retried", retried);
  })
  .get("/leads/:id/delete", async (c) => confirmDelete(c, [c.req.param("id")], `${leadHref(c.req.param("id"))}/delete`))
  .post("/leads/:id/delete", async (c) => {
    const id = c.req.param("id");
    const { confirmed } = await formValues(c, "id");
    if (!confirmed) return confirmDelete(c, [id], `${leadHref(id)}/delete`);
    const count = await commands.remove(c.env, id);
    if (count) audit(c, "desk_deleted", id);
    return done(c, "/desk", "deleted", count);
  })
  .post("/held/bulk", async (c) => {
    const { values: ids, confirmed, body } = await formValues(c, "id");
    const action = body.do;
    if (!ids.length || ids.length > MAX_SELECTED) return c.text(deskCopy.noneSelected, 400);
    if (action === "release") {
      let count = 0;
      for (const id of ids) {
        const released = await commands.release(c.env, id);
        if (released) audit(c, "desk_released", id);
        count += released;
      }
      return done(c, "/desk/held", "released", count);
    }
    if (action !== "delete") return c.text(deskCopy.noneSelected, 400);
    if (!confirmed) return confirmDelete(c, ids, "/desk/held/bulk", [["do", "delete"]]);
    let count = 0;
    for (const id of ids) {
      const deleted = await commands.remove(c.env, id);
      if (deleted) audit(c, "desk_deleted", id);
      count += deleted;
    }
    return done(c, "/desk/held", "deleted", count);
  })
  .get("/erase", (c) => renderDesk(c, { title: deskCopy.erase.title, current: "erase", page: <ErasePage /> }))
  .post("/erase", async (c) => {
    const body = await c.req.parseBody();
    const email = emailOf(typeof body.email === "string" ? body.email : undefined);
    if (!email)
      return renderDesk(
        c,
        { title: deskCopy.erase.title, current: "erase", page: <ErasePage email="" error={deskCopy.erase.invalid} /> },
        400,
      );
    if (body.confirm !== "yes") {
      const found = await findLeads(c.env, email);
      return renderDesk(c, {
        title: deskCopy.erase.title,
        current: "erase",
        page: <ErasePage email={email} found={found} />,
      });
    }
    const receipt = await commands.erase(c.env, email);
    for (const id of receipt.leads) audit(c, "desk_erased", id);
    // The receipt is shown once, here (never in a URL): what each receiver had, the audit's salt and hash.
    return renderDesk(c, { title: deskCopy.erase.title, current: "erase", page: <ErasePage receipt={receipt} /> });
  });

/** The confirmation of a deletion: the leads that still exist, named, and the button that deletes them. */
async function confirmDelete(
  c: Context<DeskEnv>,
  ids: string[],
  action: string,
  extra: [string, string][] = [],
): Promise<Response> {
  const leads = (await Promise.all(ids.map((id) => showLead(c.env, id)))).filter((lead): lead is DeskLead => !!lead);
  if (!leads.length) return done(c, "/desk", "deleted", 0);
  const copy = deskCopy.confirm;
  return renderDesk(c, {
    title: leads.length === 1 ? copy.deleteOne : copy.deleteMany(leads.length),
    page: (
      <ConfirmPage
        title={leads.length === 1 ? copy.deleteOne : copy.deleteMany(leads.length)}
        why={copy.deleteWhy}
        leads={leads}
        action={action}
        fields={[...extra, ...leads.map((lead): [string, string] => ["id", lead.id])]}
        button={copy.deleteButton}
        cancel={leads.length === 1 ? leadHref(leads[0]!.id) : "/desk/held"}
      />
    ),
  });
}
