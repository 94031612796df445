import { deskViews, formWords, holdReasonWords, type DeskView } from "./words";

/** A state the inbox can be narrowed to (held leads have a tab of their own). */
export const inboxStates = ["pending", "delivered", "failed"] as const;
export type InboxState = (typeof inboxStates)[number];

/** What one view of the desk shows: its tab and the filters of its URL (GitHub's issue list is the model). */
export interface DeskQuery {
  view: DeskView;
  /** Words to find in the name, e-mail, company, subject or message (case-insensitive). */
  q?: string;
  /** The inbox only: one state. */
  state?: InboxState;
  /** The held tab only: one hold reason. */
  reason?: string;
  /** One form (stored as the lead's `variant`). */
  form?: string;
  /** Received on or after this day (UTC, YYYY-MM-DD). */
  since?: string;
  /** Received before this day (UTC, YYYY-MM-DD): the day itself is left out. */
  before?: string;
  /** The page cursor (`<created ms>.<id>`): the page after this lead, the last of the page before. */
  cursor?: { createdAt: number; id: string };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The first moment of a `YYYY-MM-DD` day (UTC), or NaN. */
export function dayStart(day: string): number {
  return DAY.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
}

/**
 * The desk query of a URL, or what in it cannot be read (a field name and a message). Empty
 * parameters count as absent (a form sends every field), values outside their lists are refused.
 *
 * @example readQuery("held", new URLSearchParams("reason=honeypot")) // { view: "held", reason: "honeypot" }
 */
export function readQuery(view: DeskView, params: URLSearchParams): DeskQuery | { field: string; error: string } {
  const get = (name: string) => params.get(name)?.trim() || undefined;
  const query: DeskQuery = { view };
  const q = get("q");
  if (q) query.q = q.slice(0, 200);
  const state = get("state");
  if (state !== undefined && view === "inbox") {
    if (!(inboxStates as readonly string[]).includes(state)) return { field: "state", error: "unknown state" };
    query.state = state as InboxState;
  }
  const reason = get("reason");
  if (reason !== undefined && view === "held") {
    if (!Object.hasOwn(holdReasonWords, reason)) return { field: "reason", error: "unknown reason" };
    query.reason = reason;
  }
  const form = get("form");
  if (form !== undefined) {
    if (!Object.hasOwn(formWords, form)) return { field: "form", error: "unknown form" };
    query.form = form;
  }
  for (const name of ["since", "before"] as const) {
    const day = get(name);
    if (day === undefined) continue;
    if (Number.isNaN(dayStart(day))) return { field: name, error: "a day as YYYY-MM-DD" };
    query[name] = day;
  }
  const cursor = get("cursor");
  if (cursor !== undefined) {
    const match = /^(\d{1,15})\.(.{1,200})$/.exec(cursor);
    if (!match) return { field: "cursor", error: "not a page of this list" };
    query.cursor = { createdAt: Number(match[1]), id: match[2]! };
  }
  return query;
}

/**
 * The URL of a desk view: its tab's path and its filters, in a fixed order, empty ones left out.
 *
 * @example queryHref({ view: "held", reason: "honeypot" }) // "/desk/held?reason=honeypot"
 */
export function queryHref(
  query: DeskQuery,
  base = deskViews[query.view].path,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.state) params.set("state", query.state);
  if (query.reason) params.set("reason", query.reason);
  if (query.form) params.set("form", query.form);
  if (query.since) params.set("since", query.since);
  if (query.before) params.set("before", query.before);
  if (query.cursor) params.set("cursor", `${query.cursor.createdAt}.${query.cursor.id}`);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

/** The tab a desk path names, or undefined. */
export function viewOfPath(path: string): DeskView | undefined {
  return (Object.keys(deskViews) as DeskView[]).find((view) => deskViews[view].path === path);
}
