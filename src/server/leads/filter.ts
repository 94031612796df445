/**
 * The filter of a bulk hold or purge of pending leads (`npm run leads -- hold|purge --state pending`,
 * `POST /api/leads/hold|purge?state=pending…`), read from its query parameters. Pure, with no
 * runtime import: the operators' API and the command line (scripts/lib/leadsCommands.ts) read it
 * with the same rules, so a slip is refused before any request is sent. Its words are those of
 * docs/operations.md ("Filter words"), each old name still read.
 */

/** Which pending leads a bulk action selects: every field given narrows the selection. */
export interface PendingFilter {
  /** The sender: the visitor's address (any case), or `@domain`: every address at exactly that domain. */
  sender?: string;
  /** Words that must each appear (any case) in the subject or the message. */
  text?: string[];
  /** Received at or after (epoch ms). */
  since?: number;
  /** Received before (epoch ms). */
  before?: number;
}

/** A bulk action as asked: its filter, and whether it only counts (`dry-run`). */
export interface BulkAction {
  filter: PendingFilter;
  dryRun: boolean;
}

/**
 * The bulk filter's names before issue 54, each with its name now: the API reads both, the command
 * line takes both and says the new one.
 */
export const OLD_FILTER_NAMES = { from: "sender", after: "since" } as const;

/** A state's old name: `spam` is `held`. */
export const OLD_STATE_NAMES: Readonly<Record<string, string>> = { spam: "held" };

/** A state as asked, its old name read as the new one (`spam` → `held`). */
export const stateNamed = (state: string | undefined): string | undefined =>
  state !== undefined && Object.hasOwn(OLD_STATE_NAMES, state) ? OLD_STATE_NAMES[state] : state;

/** The names of the filters a bulk action uses (never their values): what its audit line says. */
export const filterNames = (filter: PendingFilter): string[] => Object.keys(filter);

type Query = Record<string, string | undefined>;

/**
 * A filter's value under its name, or its old name (an error when both are given), with the name
 * it was asked by: what an error about it says.
 */
function named(query: Query, name: "sender" | "since"): { name: string; value?: string } | { error: string } {
  const old = Object.entries(OLD_FILTER_NAMES).find(([, now]) => now === name)![0];
  if (query[name] !== undefined && query[old] !== undefined)
    return { error: `${old} is the old name of ${name}: give one of them` };
  return query[old] !== undefined ? { name: old, value: query[old] } : { name, value: query[name] };
}

/** A date of the query: absent, or what `Date.parse` reads; else the error naming it. */
function date(name: string, text: string | undefined): number | undefined | { error: string } {
  if (text === undefined) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? { error: `${name} must be a date, e.g. 2026-11-01` } : at;
}

/**
 * Reads a bulk action's query parameters: `sender` (an address or `@domain`), `text` (words),
 * `since`, `before` (dates), `dry-run` (present: count only) and `all` (present: the confirmation
 * that no filter is meant, every pending lead); `from` and `after`, their old names, too. Without
 * a filter and without `all` or `dry-run` the action is refused: one slip must not hold or delete
 * every pending lead. An error names the parameter as it was given.
 *
 * @example bulkAction({ sender: "@spam.example", "dry-run": "1" }) // { filter: { sender: "@spam.example" }, dryRun: true }
 */
export function bulkAction(query: Query): BulkAction | { error: string } {
  const filter: PendingFilter = {};
  const sender = named(query, "sender");
  if ("error" in sender) return sender;
  if (sender.value !== undefined) {
    const address = sender.value.trim();
    if (!/^[^\s@]*@[^\s@]+$/.test(address) || address.length > 254)
      return { error: `${sender.name} must be an e-mail address or @domain` };
    filter.sender = address;
  }
  if (query.text !== undefined) {
    const words = query.text.split(/\s+/).filter(Boolean);
    if (!words.length) return { error: "text must be one or more words" };
    filter.text = words;
  }
  const since = named(query, "since");
  if ("error" in since) return since;
  for (const [key, name, text] of [
    ["since", since.name, since.value],
    ["before", "before", query.before],
  ] as const) {
    const at = date(name, text);
    if (typeof at === "object") return at;
    if (at !== undefined) filter[key] = at;
  }
  const dryRun = query["dry-run"] !== undefined;
  if (!filterNames(filter).length && !dryRun && query.all === undefined)
    return {
      error:
        "No filter (sender, text, since, before): this would act on every pending lead. Count them with dry-run, or confirm with all (--all).",
    };
  return { filter, dryRun };
}
