/**
 * The commands of `npm run leads`: their usage, an example each, and how each becomes one request
 * to the operators' API (src/server/api/leads.ts). Pure: scripts/leads.ts sends the request and
 * prints the answer; this module only reads the command line.
 */
import { parseArgs } from "node:util";
import { copiesSentence } from "../../src/server/leads/erasure.ts";
import { bulkAction } from "../../src/server/leads/filter.ts";
import { isLeadId } from "../../src/server/leads/record.ts";
import { withNewNames } from "./oldOptions.ts";

/** One request to `/api/leads…`, and how to show its answer. */
export interface LeadsRequest {
  method: "GET" | "POST";
  /** Under /api/leads, with its query. */
  path: string;
  /** A JSON body (import). */
  body?: string;
  /**
   * `table`: a lead list as a table; `text`: the answer as it is (an export); `json`: pretty JSON;
   * `erased`: an erasure's answer in words (`describeErased`).
   */
  show: "table" | "text" | "json" | "erased";
}

export type Parsed =
  /** `notices`: each old option name used, said under its name now (oldOptions.ts), for stderr. */
  | { kind: "run"; request: LeadsRequest; remote: boolean; url?: string; file?: string; notices?: string[] }
  | { kind: "help"; text: string }
  | { kind: "usage-error"; text: string };

interface Command {
  usage: string;
  about: string;
  example: string;
}

/** The filter of a bulk hold or purge of pending leads (src/server/leads/filter.ts); no filter needs --all. */
const FILTER = "[--sender ADDRESS|@DOMAIN] [--text WORDS] [--since DATE] [--before DATE] [--dry-run] [--all]";

/** Every command, in the order `--help` lists them. */
export const commands = {
  list: {
    usage: "list [--state pending|delivered|failed|held] [--since DATE] [--limit N]",
    about: "The stored leads, newest first.",
    example: "npm run leads -- list --state failed",
  },
  counts: {
    usage: "counts",
    about: "How many leads the desk's views hold: the inbox (every lead not held), held, failed (on some channel).",
    example: "npm run leads -- counts",
  },
  show: { usage: "show ID", about: "One lead, every field and channel.", example: "npm run leads -- show 3f1c…" },
  find: {
    usage: "find --email ADDRESS",
    about: "Every lead of one e-mail address (any case), in every state and on every channel.",
    example: "npm run leads -- find --email grace@example.com",
  },
  export: {
    usage: "export [--state S] [--since DATE] [--format csv|json] | export --email ADDRESS --format json",
    about: "Every lead (held ones only when asked for by state) as CSV or JSON; with --email, that person's data.",
    example: "npm run leads -- export --format csv > leads.csv",
  },
  retry: {
    usage: "retry ID | retry --all-failed",
    about: "Puts failed deliveries back in the queue, now.",
    example: "npm run leads -- retry --all-failed",
  },
  release: {
    usage: "release ID | release --all",
    about: "Sends held leads through the normal outbox.",
    example: "npm run leads -- release 3f1c…",
  },
  hold: {
    usage: `hold --state pending ${FILTER}`,
    about:
      "Holds the pending leads a filter selects as operator (release ID sends one); --dry-run counts, no filter needs --all. One a channel delivered or is sending stays pending.",
    example: "npm run leads -- hold --state pending --sender @spam.example --dry-run",
  },
  delete: {
    usage: "delete ID",
    about: "Deletes one lead and its deliveries.",
    example: "npm run leads -- delete 3f1c…",
  },
  purge: {
    usage: `purge --delivered-before DATE | purge --state held|failed [--before DATE] | purge --state pending ${FILTER}`,
    about:
      "Deletes delivered leads before a date, held or failed ones (all, or those before a date), or the pending ones a filter selects, unsent.",
    example: "npm run leads -- purge --state pending --text casino --since 2026-11-26",
  },
  erase: {
    usage: "erase --email ADDRESS",
    about:
      "Deletes every lead of an address and its deliveries (pending ones are cancelled), prints what it removed and what was delivered before, logs an audit line without the address.",
    example: "npm run leads -- erase --email grace@example.com",
  },
  import: {
    usage: "import FILE",
    about:
      "Loads leads from a JSON export (another store's) with their states; none is delivered twice. One bad row refuses the file: each is listed by number, nothing is imported.",
    example: "npm run leads -- import leads.json",
  },
  move: {
    usage: "move",
    about:
      "After a change of LEADS_JURISDICTION: the old store hands every lead over to the new one; prints how many moved and how many remain.",
    example: "npm run leads -- move --remote",
  },
} as const satisfies Record<string, Command>;

export type CommandName = keyof typeof commands;

/** The commands whose argument is a lead id. */
const ID_COMMANDS: ReadonlySet<CommandName> = new Set(["show", "retry", "release", "delete"]);

const COMMON = [
  "Every command takes --remote (the deployed site, LEADS_ADMIN_TOKEN) or --url URL.",
  "Old names still work, with a notice: --from (now --sender), --after (--since), --state spam (--state held).",
].join("\n");

/** The whole usage, or one command's. */
export function usage(name?: CommandName): string {
  if (name) {
    const c = commands[name];
    return `usage: npm run leads -- ${c.usage} [--remote] [--url URL]\n\n${c.about}\n\nexample:\n  ${c.example}`;
  }
  const rows = (Object.keys(commands) as CommandName[]).map(
    (key) => `  ${commands[key].usage}\n      ${commands[key].about}\n      e.g. ${commands[key].example}`,
  );
  return [
    "usage: npm run leads -- COMMAND [options]",
    "",
    "Commands:",
    ...rows,
    "",
    COMMON,
    "npm run leads -- help COMMAND shows one command.",
  ].join("\n");
}

const isCommand = (name: string | undefined): name is CommandName => name !== undefined && name in commands;

const fail = (text: string, name?: CommandName): Parsed => ({ kind: "usage-error", text: `${text}\n\n${usage(name)}` });

/**
 * Reads the command line (`argv` without node and the script).
 *
 * @example parseCommand(["find", "--email", "a@b.co"]) // { kind: "run", request: { method: "GET", path: "?email=a%40b.co&limit=10000", show: "table" }, … }
 */
export function parseCommand(argv: readonly string[]): Parsed {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        help: { type: "boolean", short: "h" },
        state: { type: "string" },
        limit: { type: "string" },
        since: { type: "string" },
        before: { type: "string" },
        format: { type: "string" },
        email: { type: "string" },
        "all-failed": { type: "boolean" },
        all: { type: "boolean" },
        "delivered-before": { type: "string" },
        sender: { type: "string" },
        text: { type: "string" },
        // Old names (oldOptions.ts): --sender and --since now.
        from: { type: "string" },
        after: { type: "string" },
        "dry-run": { type: "boolean" },
        remote: { type: "boolean" },
        url: { type: "string" },
      },
    });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error), isCommand(argv[0]) ? argv[0] : undefined);
  }
  const { positionals } = parsed;
  const [name, arg, extra] = positionals;
  const renamed = withNewNames(parsed.values);
  if ("error" in renamed) return fail(renamed.error, isCommand(name) ? name : undefined);
  const { values, notices } = renamed;
  /** A usage error, after the notices of the old names used (the error may be about one of them). */
  const refuse = (text: string, command?: CommandName) => fail([...notices, text].join("\n"), command);
  if (name === "help" || (values.help && !isCommand(name))) {
    if (arg === undefined) return { kind: "help", text: usage() };
    return isCommand(arg) ? { kind: "help", text: usage(arg) } : refuse(`Unknown command: ${arg}`);
  }
  if (name === undefined) return refuse("No command given.");
  if (!isCommand(name)) return refuse(`Unknown command: ${name}`);
  if (values.help) return { kind: "help", text: usage(name) };
  if (extra !== undefined) return refuse(`Unexpected argument: ${extra}`, name);
  const run = (request: LeadsRequest, file?: string): Parsed => ({
    kind: "run",
    request,
    remote: values.remote ?? false,
    ...(values.url ? { url: values.url } : {}),
    ...(file ? { file } : {}),
    ...(notices.length ? { notices } : {}),
  });
  const query = (entries: Record<string, string | undefined>) => {
    const q = new URLSearchParams();
    for (const [key, value] of Object.entries(entries)) if (value !== undefined) q.set(key, value);
    const text = q.toString();
    return text ? `?${text}` : "";
  };
  // Only the shape of a lead id: a word (`release all-held`) is a slip, never sent.
  if (arg !== undefined && ID_COMMANDS.has(name) && !isLeadId(arg))
    return refuse(`Not a lead id: ${arg} (an ID as list shows it).`, name);
  const id = arg === undefined ? undefined : encodeURIComponent(arg);
  /** A bulk hold or purge of pending leads, checked as the API checks it (filter.ts). */
  const pending = (path: "/hold" | "/purge"): Parsed => {
    const q = {
      state: "pending",
      sender: values.sender,
      text: values.text,
      since: values.since,
      before: values.before,
      "dry-run": values["dry-run"] ? "1" : undefined,
      all: values.all ? "1" : undefined,
    };
    const action = bulkAction(q);
    if ("error" in action) return refuse(action.error, name);
    return run({ method: "POST", path: `${path}${query(q)}`, show: "json" });
  };
  switch (name) {
    case "list":
      return run({
        method: "GET",
        path: query({ state: values.state, limit: values.limit, since: values.since }),
        show: "table",
      });
    case "counts":
      if (arg !== undefined) return refuse(`Unexpected argument: ${arg}`, name);
      return run({ method: "GET", path: "/counts", show: "json" });
    case "show":
      if (!id) return refuse("show needs an ID.", name);
      return run({ method: "GET", path: `/${id}`, show: "json" });
    case "find":
      if (!values.email) return refuse("find needs --email ADDRESS.", name);
      return run({ method: "GET", path: query({ email: values.email, limit: "10000" }), show: "table" });
    case "export": {
      const format = values.format ?? (values.email ? "json" : "csv");
      if (format !== "csv" && format !== "json") return refuse("--format is csv or json.", name);
      if (values.email && format !== "json") return refuse("export --email gives JSON: --format json.", name);
      return run({
        method: "GET",
        path: `/export${query({ format, state: values.state, since: values.since, email: values.email })}`,
        show: "text",
      });
    }
    case "retry":
      if (values["all-failed"]) return run({ method: "POST", path: "/retry-failed", show: "json" });
      if (!id) return refuse("retry needs an ID or --all-failed.", name);
      return run({ method: "POST", path: `/${id}/retry`, show: "json" });
    case "release":
      if (values.all) return run({ method: "POST", path: "/release-held", show: "json" });
      if (!id) return refuse("release needs an ID or --all.", name);
      return run({ method: "POST", path: `/${id}/release`, show: "json" });
    case "hold":
      if (values.state !== "pending") return refuse("hold needs --state pending.", name);
      return pending("/hold");
    case "delete":
      if (!id) return refuse("delete needs an ID.", name);
      return run({ method: "POST", path: `/${id}/delete`, show: "json" });
    case "purge":
      if (values["delivered-before"])
        return run({
          method: "POST",
          path: `/purge${query({ "delivered-before": values["delivered-before"] })}`,
          show: "json",
        });
      if (values.state === "pending") return pending("/purge");
      if (values.state === "held" || values.state === "failed")
        return run({
          method: "POST",
          path: `/purge${query({ state: values.state, before: values.before })}`,
          show: "json",
        });
      return refuse("purge needs --delivered-before DATE, or --state held|failed|pending.", name);
    case "erase":
      if (!values.email) return refuse("erase needs --email ADDRESS.", name);
      return run({ method: "POST", path: `/erase${query({ email: values.email })}`, show: "erased" });
    case "import":
      if (!arg) return refuse("import needs the FILE of a JSON export.", name);
      return run({ method: "POST", path: "/import", show: "json" }, arg);
    case "move":
      if (arg !== undefined) return refuse(`Unexpected argument: ${arg}`, name);
      return run({ method: "POST", path: "/move", show: "json" });
  }
}

/** The answer of `POST /api/leads/erase` (src/server/leads/personal.ts, `Erased`). */
export interface ErasedAnswer {
  leads: string[];
  cancelledDeliveries: number;
  deliveredBeforeErasure: number;
  /** By channel, every configured one named (absent from a Worker older than this CLI). */
  copies?: Record<string, number>;
  salt: string;
  hash: string;
}

/**
 * What `erase` prints: the ids removed, the deliveries cancelled (never sent) and those delivered
 * before the erasure, by receiver, every configured one named (erasure.ts, as the desk says it:
 * delete them there), and the audit line's salt and hash.
 *
 * @example describeErased({ leads: ["a"], cancelledDeliveries: 0, deliveredBeforeErasure: 1, salt: "s", hash: "h" })
 */
export function describeErased({
  leads,
  cancelledDeliveries,
  deliveredBeforeErasure,
  copies,
  salt,
  hash,
}: ErasedAnswer): string {
  const lines = [
    `Erased ${leads.length} lead(s)${leads.length ? `: ${leads.join(", ")}` : "."}`,
    `${cancelledDeliveries} pending deliver${cancelledDeliveries === 1 ? "y" : "ies"} cancelled, never sent.`,
    `${deliveredBeforeErasure} deliver${deliveredBeforeErasure === 1 ? "y" : "ies"} made before the erasure (delivered, or already in the channel's hands).`,
    copies
      ? copiesSentence(copies)
      : "Delete their copies wherever leads go: the mailbox, the webhook's receiver, the Slack channel.",
    `Audit (leads_erased): salt ${salt}, hash ${hash}. Keep both with the request.`,
  ];
  return lines.join("\n");
}

/**
 * The API's refusal as the operator reads it: its `error`, then each bad row of an import, one a
 * line (`row 3: channel: only provider leads …`); the body as it is when it is not JSON.
 *
 * @example describeRefusal('{"error":"Nothing imported: 1 bad row(s) in the file.","rows":[{"row":2,"reason":"held without a reason"}]}')
 * // "Nothing imported: 1 bad row(s) in the file.\n  row 2: held without a reason"
 */
export function describeRefusal(text: string): string {
  let json: { error?: unknown; rows?: { row: number; reason: string }[] };
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    return text.slice(0, 200);
  }
  if (json?.error === undefined) return text.slice(0, 200);
  const rows = Array.isArray(json.rows) ? json.rows.map(({ row, reason }) => `\n  row ${row}: ${reason}`) : [];
  return [String(json.error), ...rows].join("");
}
