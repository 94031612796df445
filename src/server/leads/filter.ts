/**
 * The filter of a bulk hold or purge of pending leads (`npm run leads -- hold|purge --state pending`,
 * `POST /api/leads/hold|purge?state=pending…`), read from its query parameters. Pure, with no
 * runtime import: the operators' API and the command line (scripts/lib/leadsCommands.ts) read it
 * with the same rules, so a slip is refused before any request is sent.
 */

/** Which pending leads a bulk action selects: every field given narrows the selection. */
export interface PendingFilter {
  /** The visitor's address (any case), or `@domain`: every address at exactly that domain. */
  from?: string;
  /** Words that must each appear (any case) in the subject or the message. */
  text?: string[];
  /** Created at or after (epoch ms). */
  after?: number;
  /** Created before (epoch ms). */
  before?: number;
}

/** A bulk action as asked: its filter, and whether it only counts (`dry-run`). */
export interface BulkAction {
  filter: PendingFilter;
  dryRun: boolean;
}

/** The names of the filters a bulk action uses (never their values): what its audit line says. */
export const filterNames = (filter: PendingFilter): string[] => Object.keys(filter);

/** A date of the query: absent, or what `Date.parse` reads; else the error naming it. */
function date(name: "after" | "before", text: string | undefined): number | undefined | { error: string } {
  if (text === undefined) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? { error: `${name} must be a date, e.g. 2026-11-01` } : at;
}

/**
 * Reads a bulk action's query parameters: `from` (an address or `@domain`), `text` (words),
 * `after`, `before` (dates), `dry-run` (present: count only) and `all` (present: the confirmation
 * that no filter is meant, every pending lead). Without a filter and without `all` or `dry-run`
 * the action is refused: one slip must not hold or delete every pending lead.
 *
 * @example bulkAction({ from: "@spam.example", "dry-run": "1" }) // { filter: { from: "@spam.example" }, dryRun: true }
 */
export function bulkAction(query: Record<string, string | undefined>): BulkAction | { error: string } {
  const filter: PendingFilter = {};
  if (query.from !== undefined) {
    const from = query.from.trim();
    if (!/^[^\s@]*@[^\s@]+$/.test(from) || from.length > 254)
      return { error: "from must be an e-mail address or @domain" };
    filter.from = from;
  }
  if (query.text !== undefined) {
    const words = query.text.split(/\s+/).filter(Boolean);
    if (!words.length) return { error: "text must be one or more words" };
    filter.text = words;
  }
  for (const name of ["after", "before"] as const) {
    const at = date(name, query[name]);
    if (typeof at === "object") return at;
    if (at !== undefined) filter[name] = at;
  }
  const dryRun = query["dry-run"] !== undefined;
  if (!filterNames(filter).length && !dryRun && query.all === undefined)
    return {
      error:
        "No filter (from, text, after, before): this would act on every pending lead. Count them with dry-run, or confirm with all (--all).",
    };
  return { filter, dryRun };
}
