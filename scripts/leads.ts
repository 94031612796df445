/**
 * `npm run leads`: what operators do with stored contact submissions (src/server/leads), through
 * the Worker's operators' API. Locally it talks to `npm start` on :8787 (`PORT` overrides) and,
 * when nothing is running there, starts the production server on the same local state for the
 * duration of the command, with the local operators' token (.dev.vars, else the one `npm start`
 * keeps in .wrangler/state). `--remote` talks to the deployed site (`LEADS_URL`, else `SITE_URL`
 * from wrangler.toml) with the token in `LEADS_ADMIN_TOKEN`.
 *
 * The commands, their usage and an example each: scripts/lib/leadsCommands.ts, or
 * `npm run leads -- --help` (`help COMMAND` for one). A wrong command or option prints the usage
 * and exits with status 2. An old option name (`--from`, `--after`, `--state spam`) still works and
 * prints its name now on stderr (scripts/lib/oldOptions.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import type { Lead } from "../src/server/leads/record.ts";
import { configuredAdminToken, localAdminToken } from "./lib/adminToken.ts";
import {
  describeErased,
  describeRefusal,
  parseCommand,
  type ErasedAnswer,
  type LeadsRequest,
} from "./lib/leadsCommands.ts";
import { startSite } from "../harness/site.ts";

const LOCAL_STATE = process.env.WRANGLER_PERSIST_TO ?? ".wrangler/state";

const parsed = parseCommand(process.argv.slice(2));
if (parsed.kind === "help") {
  console.log(parsed.text);
  process.exit(0);
}
if (parsed.kind === "usage-error") {
  console.error(parsed.text);
  process.exit(2);
}
const { request, remote, url, file, notices = [] } = parsed;
// An old option's name (a script written before), said under its name now; the command runs as asked.
for (const notice of notices) console.error(notice);

function remoteBase(): string {
  if (url) return url;
  if (process.env.LEADS_URL) return process.env.LEADS_URL;
  const match = readFileSync("wrangler.toml", "utf8").match(/^SITE_URL\s*=\s*"([^"]+)"/m);
  if (!match) throw new Error("No SITE_URL in wrangler.toml: pass --url or set LEADS_URL.");
  return match[1]!;
}

/** The token to send: LEADS_ADMIN_TOKEN, else (locally) the one `npm start` uses. */
function token(): string | undefined {
  if (remote || url) return process.env.LEADS_ADMIN_TOKEN;
  return configuredAdminToken() ?? localAdminToken(LOCAL_STATE);
}

async function reachable(base: string): Promise<boolean> {
  try {
    const response = await fetch(`${base}/api/leads?limit=1`, { headers: { authorization: `Bearer ${token()}` } });
    await response.arrayBuffer();
    return response.status !== 404;
  } catch {
    return false;
  }
}

/** The base URL to talk to, and a server this command started (stopped at the end). */
async function connect(): Promise<{ base: string; started?: { stop: () => Promise<void> } }> {
  if (remote || url) return { base: remoteBase() };
  const port = Number(process.env.PORT ?? 8787);
  const base = `http://127.0.0.1:${port}`;
  if (await reachable(base)) return { base };
  if (!existsSync("dist/offshore_site/wrangler.json") && spawnSync("vite", ["build"], { stdio: "inherit" }).status)
    process.exit(1);
  console.error(`Nothing on ${base}: starting the local server on the local state (.wrangler/state)…`);
  const started = await startSite({ port, persistTo: LOCAL_STATE, adminToken: token() });
  return { base: started.url, started };
}

/** Sends the command's request; the answer's text, or an error naming the status and the API's message. */
async function call(base: string, { method, path, body }: LeadsRequest): Promise<string> {
  const bearer = token();
  const response = await fetch(`${base}/api/leads${path}`, {
    method,
    headers: {
      accept: "application/json",
      // Changes pass the same origin check as the contact form.
      ...(method === "POST" ? { origin: new URL(base).origin } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} /api/leads${path}: ${response.status} ${describeRefusal(text)}`);
  return text;
}

/**
 * Leads as a table: each lead's state, then a column per channel (as the API names them, in its
 * order: `state ×tries`, or – where the lead has no delivery on it), the next attempt (or when its
 * e-mail was delivered), the last error (or why it is held) and who sent it.
 */
function table(leads: Lead[]): string {
  const channels = [...new Set(leads.flatMap((lead) => Object.keys(lead.deliveries)))];
  const rows = leads.map((lead) => {
    const deliveries = Object.values(lead.deliveries);
    return [
      lead.id,
      lead.state,
      ...channels.map((name) => {
        const delivery = lead.deliveries[name];
        return delivery ? `${delivery.state} ×${delivery.attempts}` : "–";
      }),
      lead.createdAt,
      deliveries.find((d) => d?.nextAttemptAt)?.nextAttemptAt ?? lead.deliveries.mail?.deliveredAt ?? "",
      deliveries.find((d) => d?.lastError)?.lastError ?? lead.reason ?? "",
      lead.fields.email ?? "",
    ];
  });
  const header = [
    "id",
    "state",
    ...channels.map((name) => `${name}: state ×tries`),
    "created",
    "next / delivered",
    "last error / held for",
    "from",
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  return [line(header), ...rows.map(line), `${leads.length} lead(s)`].join("\n");
}

async function run(base: string): Promise<string> {
  const text = await call(base, file === undefined ? request : { ...request, body: readFileSync(file, "utf8") });
  if (request.show === "table") return table(JSON.parse(text) as Lead[]);
  if (request.show === "json") return JSON.stringify(JSON.parse(text), null, 2);
  if (request.show === "erased") return describeErased(JSON.parse(text) as ErasedAnswer);
  return text.replace(/\r\n$/, "");
}

const { base, started } = await connect();
try {
  console.log(await run(base));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await started?.stop();
}
