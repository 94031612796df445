/**
 * Desk addresses from before issue 54 (a bookmark, a link pasted in a message), read under the
 * names of now (docs/operations.md, "Filter words"): `from` is `since`, `to` (its day included) is
 * `before` the next day, `after` (the page cursor) is `cursor`, and the inbox's `state=spam` or
 * `state=held` is the held tab. The desk answers such an address with a redirect to the same view
 * under the names of now, so the address bar and every link the page writes use them.
 */
import { dayStart } from "./viewQuery";
import { deskViews, type DeskView } from "./words";

/** The desk's query names before issue 54, each with its name now. */
export const OLD_QUERY_NAMES = { from: "since", to: "before", after: "cursor" } as const;

/** The inbox's old states that name the held tab. */
const HELD_STATES = ["spam", "held"];

const DAY_MS = 86_400_000;

/**
 * The day after a `YYYY-MM-DD` day (UTC): an old `to` included its day, `before` leaves it out.
 * Anything else is kept as it is, for the view to refuse under its new name.
 *
 * @example dayAfter("2026-11-30") // "2026-12-01"
 */
export function dayAfter(day: string): string {
  const start = dayStart(day);
  return Number.isNaN(start) ? day : new Date(start + DAY_MS).toISOString().slice(0, 10);
}

/**
 * The view and query an old address means under the names of now, or null when it uses none of
 * the old names. A new name given beside its old one wins; the old one is dropped.
 *
 * @example renamedView("inbox", new URLSearchParams("from=2026-11-01&to=2026-11-30"))
 * // { view: "inbox", params: since=2026-11-01&before=2026-12-01 }
 */
export function renamedView(
  view: DeskView,
  params: URLSearchParams,
): { view: DeskView; params: URLSearchParams } | null {
  const now = new URLSearchParams(params);
  let renamed = false;
  for (const [old, name] of Object.entries(OLD_QUERY_NAMES)) {
    const value = now.get(old);
    if (value === null) continue;
    renamed = true;
    now.delete(old);
    if (!now.has(name)) now.set(name, old === "to" ? dayAfter(value.trim()) : value);
  }
  const state = now.get("state")?.trim();
  if (view === "inbox" && state !== undefined && HELD_STATES.includes(state)) {
    renamed = true;
    now.delete("state");
    view = "held";
  }
  return renamed ? { view, params: now } : null;
}

/**
 * The address now of an old one: a tab's (its path), or an export's (`exporting`: `/desk/export`,
 * the view in its query); null when it uses none of the old names.
 *
 * @example addressNow("inbox", new URLSearchParams("state=spam&after=5.x")) // "/desk/held?cursor=5.x"
 */
export function addressNow(view: DeskView, params: URLSearchParams, exporting = false): string | null {
  const renamed = renamedView(view, params);
  if (!renamed) return null;
  if (exporting) renamed.params.set("view", renamed.view);
  const path = exporting ? "/desk/export" : deskViews[renamed.view].path;
  const search = renamed.params.toString();
  return search ? `${path}?${search}` : path;
}
