import type { Context } from "hono";
import { deskViews, type DeskView } from "./words";
import { leadsToCsv } from "../server/leads/csv";
import { log } from "../server/log";
import type { DeskEnv } from "./gate";
import { addressNow } from "./oldLinks";
import { readQuery } from "./viewQuery";
import { exportLeads } from "./storeCalls";

/**
 * `GET /desk/export?view=…&format=csv|json&<filters>`: every lead the view's filters select (all
 * pages), downloaded: the CSV is the CLI's (spreadsheet-safe, src/server/leads/csv.ts), the JSON
 * the store's leads as the API exports them. One audit line: the operator and how many.
 */
export async function exportAnswer(c: Context<DeskEnv>): Promise<Response> {
  const params = new URL(c.req.url).searchParams;
  const view = (params.get("view") ?? "inbox") as DeskView;
  const format = params.get("format") ?? "csv";
  if (!Object.hasOwn(deskViews, view) || (format !== "csv" && format !== "json"))
    return c.text("An export names a view (inbox, held, failed) and a format (csv, json).", 400);
  // An old address (oldLinks.ts): the same export under the names of now.
  const now = addressNow(view, params, true);
  if (now) return c.redirect(now, 301);
  const query = readQuery(view, params);
  if ("error" in query) return c.text(`${query.field}: ${query.error}`, 400);
  const leads = await exportLeads(c.env, query);
  log("info", "desk_exported", { operator: c.get("operator").id, count: leads.length });
  const name = `leads-${view}-${new Date().toISOString().slice(0, 10)}.${format}`;
  const disposition = `attachment; filename="${name}"`;
  if (format === "json") return c.json(leads, 200, { "Content-Disposition": disposition });
  return c.body(leadsToCsv(leads), 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": disposition,
  });
}
