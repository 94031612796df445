/**
 * `npm run leads`: what operators do with stored contact submissions (src/server/leads), through
 * the Worker's operators' API. Locally it talks to `npm start` on :8787 (`PORT` overrides) and,
 * when nothing is running there, starts the production server on the same local state for the
 * duration of the command, with the local operators' token (.dev.vars, else the one `npm start`
 * keeps in .wrangler/state). `--remote` talks to the deployed site (`LEADS_URL`, else `SITE_URL`
 * from wrangler.toml) with the token in `LEADS_ADMIN_TOKEN`.
 *
 *   npm run leads -- list [--state pending|delivered|failed|held] [--limit 100]   (spam = held)
 *   npm run leads -- show ID
 *   npm run leads -- retry ID
 *   npm run leads -- retry --all-failed
 *   npm run leads -- release ID            (a held lead goes out through the normal outbox)
 *   npm run leads -- release --all
 *   npm run leads -- export [--state S] [--since DATE] [--format csv|json] > leads.csv
 *   npm run leads -- purge --delivered-before 2026-11-01
 *   npm run leads -- list --remote
 */
import { existsSync, readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import type { Lead } from "../src/server/leads/record.ts";
import { configuredAdminToken, localAdminToken } from "./lib/adminToken.ts";
import { startServer, type RunningServer } from "./lib/server.ts";

const LOCAL_STATE = process.env.WRANGLER_PERSIST_TO ?? ".wrangler/state";

const USAGE = `usage: npm run leads -- <list|show ID|retry ID|retry --all-failed|release ID|release --all|export|purge --delivered-before DATE> [--state S] [--since DATE] [--format csv|json] [--limit N] [--remote] [--url URL]`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    state: { type: "string" },
    limit: { type: "string" },
    since: { type: "string" },
    format: { type: "string" },
    "all-failed": { type: "boolean" },
    all: { type: "boolean" },
    "delivered-before": { type: "string" },
    remote: { type: "boolean" },
    url: { type: "string" },
  },
});
const [command, id] = positionals;

function remoteBase(): string {
  if (values.url) return values.url;
  if (process.env.LEADS_URL) return process.env.LEADS_URL;
  const match = readFileSync("wrangler.toml", "utf8").match(/^SITE_URL\s*=\s*"([^"]+)"/m);
  if (!match) throw new Error("No SITE_URL in wrangler.toml: pass --url or set LEADS_URL.");
  return match[1]!;
}

/** The token to send: LEADS_ADMIN_TOKEN, else (locally) the one `npm start` uses. */
function token(): string | undefined {
  if (values.remote || values.url) return process.env.LEADS_ADMIN_TOKEN;
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
async function connect(): Promise<{ base: string; started?: RunningServer }> {
  if (values.remote || values.url) return { base: remoteBase() };
  const port = Number(process.env.PORT ?? 8787);
  const base = `http://127.0.0.1:${port}`;
  if (await reachable(base)) return { base };
  if (!existsSync("dist/offshore_site/wrangler.json") && spawnSync("vite", ["build"], { stdio: "inherit" }).status)
    process.exit(1);
  console.error(`Nothing on ${base}: starting the local server on the local state (.wrangler/state)…`);
  const started = await startServer({ port, persistTo: LOCAL_STATE });
  return { base: started.url, started };
}

async function call(base: string, method: "GET" | "POST", path: string, raw = false): Promise<unknown> {
  const bearer = token();
  const response = await fetch(`${base}/api/leads${path}`, {
    method,
    headers: {
      accept: "application/json",
      // Changes pass the same origin check as the contact form.
      ...(method === "POST" ? { origin: new URL(base).origin } : {}),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
  });
  const text = await response.text();
  if (raw && response.ok) return text;
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: shown as it is
  }
  if (!response.ok) {
    const message = typeof body === "object" && body && "error" in body ? String(body.error) : text.slice(0, 200);
    throw new Error(`${method} /api/leads${path}: ${response.status} ${message}`);
  }
  return body;
}

function table(leads: Lead[]): string {
  const rows = leads.map((lead) => [
    lead.id,
    `${lead.state} ×${lead.attempts}`,
    lead.webhook ? `${lead.webhook.state} ×${lead.webhook.attempts}` : "–",
    lead.createdAt,
    lead.nextAttemptAt ?? lead.webhook?.nextAttemptAt ?? lead.deliveredAt ?? "",
    lead.lastError ?? lead.webhook?.lastError ?? lead.reason ?? "",
    lead.fields.email ?? "",
  ]);
  const header = [
    "id",
    "e-mail: state ×tries",
    "webhook",
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
  switch (command) {
    case "list": {
      const query = new URLSearchParams();
      if (values.state) query.set("state", values.state);
      if (values.limit) query.set("limit", values.limit);
      if (values.since) query.set("since", values.since);
      return table((await call(base, "GET", `?${query}`)) as Lead[]);
    }
    case "show":
      if (!id) throw new Error(USAGE);
      return JSON.stringify(await call(base, "GET", `/${encodeURIComponent(id)}`), null, 2);
    case "retry":
      if (values["all-failed"]) return JSON.stringify(await call(base, "POST", "/retry-failed"));
      if (!id) throw new Error(USAGE);
      return JSON.stringify(await call(base, "POST", `/${encodeURIComponent(id)}/retry`));
    case "export": {
      const query = new URLSearchParams({ format: values.format ?? "csv" });
      if (values.state) query.set("state", values.state);
      if (values.since) query.set("since", values.since);
      const text = (await call(base, "GET", `/export?${query}`, true)) as string;
      return values.format === "json" ? text : text.replace(/\r\n$/, "");
    }
    case "release":
      if (values.all) return JSON.stringify(await call(base, "POST", "/release-held"));
      if (!id) throw new Error(USAGE);
      return JSON.stringify(await call(base, "POST", `/${encodeURIComponent(id)}/release`));
    case "purge":
      if (!values["delivered-before"]) throw new Error(USAGE);
      return JSON.stringify(
        await call(base, "POST", `/purge?delivered-before=${encodeURIComponent(values["delivered-before"])}`),
      );
    default:
      throw new Error(USAGE);
  }
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
