/**
 * The options of `npm run leads` before issue 54, read under their names now (docs/operations.md,
 * "Filter words"): `--from` is `--sender`, `--after` is `--since` (the API's old filter names,
 * src/server/leads/filter.ts) and `--state spam` is `--state held`. A script written before keeps
 * working; each old name it uses gives a notice, which scripts/leads.ts prints on stderr. An old
 * option beside its new one is a usage error: which value was meant is not known.
 */
import { OLD_FILTER_NAMES, OLD_STATE_NAMES } from "../../src/server/leads/filter.ts";

/** Options as `parseArgs` reads them. */
export type OptionValues = Record<string, string | boolean | undefined>;

/**
 * The options under their names now, and a notice for each old name used; or the error.
 *
 * @example withNewNames({ from: "@spam.example" }) // { values: { sender: "@spam.example" }, notices: ["--from is now called --sender."] }
 */
export function withNewNames<T extends OptionValues>(values: T): { values: T; notices: string[] } | { error: string } {
  const renamed: OptionValues = { ...values };
  const notices: string[] = [];
  for (const [old, now] of Object.entries(OLD_FILTER_NAMES)) {
    if (renamed[old] === undefined) continue;
    if (renamed[now] !== undefined) return { error: `--${old} is the old name of --${now}: give one of them.` };
    renamed[now] = renamed[old];
    delete renamed[old];
    notices.push(`--${old} is now called --${now}.`);
  }
  const state = renamed.state;
  if (typeof state === "string" && Object.hasOwn(OLD_STATE_NAMES, state)) {
    renamed.state = OLD_STATE_NAMES[state];
    notices.push(`--state ${state} is now called --state ${renamed.state}.`);
  }
  return { values: renamed as T, notices };
}
