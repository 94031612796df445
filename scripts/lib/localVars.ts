/**
 * The vars `npm start` hands the Worker, as far as it can see them before Wrangler does: the
 * build's `wrangler.json` (from `wrangler.toml`), then `.dev.vars`, then `--var NAME:VALUE`
 * arguments (each wins over the one before, as in Wrangler). Read to warn about settings the
 * Worker will refuse, before the first request reaches it.
 */
import { existsSync, readFileSync } from "node:fs";

/** `NAME=value` lines of a `.dev.vars` file (dotenv: `#` comments, optional quotes, `export` allowed). */
export function parseDevVars(text: string): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][\w.-]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match) continue;
    const [, name = "", raw = ""] = match;
    const quoted = /^(["'`])(.*)\1$/.exec(raw);
    vars[name] = quoted ? quoted[2]! : raw.replace(/\s+#.*$/, "");
  }
  return vars;
}

/** The `--var NAME:VALUE` (or `--var=NAME:VALUE`) arguments given to Wrangler. */
export function varArguments(args: readonly string[]): Record<string, string> {
  const vars: Record<string, string> = {};
  args.forEach((arg, i) => {
    const value = arg === "--var" ? args[i + 1] : arg.startsWith("--var=") ? arg.slice("--var=".length) : undefined;
    const colon = value?.indexOf(":") ?? -1;
    if (value && colon > 0) vars[value.slice(0, colon)] = value.slice(colon + 1);
  });
  return vars;
}

/** The vars the Worker will see, from the build's config, `.dev.vars` and Wrangler arguments. */
export function localVars(builtConfig: string, devVars: string, args: readonly string[]): Record<string, string> {
  const built = existsSync(builtConfig)
    ? ((JSON.parse(readFileSync(builtConfig, "utf8")) as { vars?: Record<string, string> }).vars ?? {})
    : {};
  const dev = existsSync(devVars) ? parseDevVars(readFileSync(devVars, "utf8")) : {};
  return { ...built, ...dev, ...varArguments(args) };
}
