/**
 * Fault injection for "no lead is ever lost" (loopback only, bounded): the production build in
 * the Workers runtime with its lead store on disk, both channels on — a mock provider and a
 * webhook receiver, each failing 30 % of calls at random — 500 submissions from 50 concurrent
 * clients, and workerd killed (SIGKILL) and restarted twice mid-run. A client whose request got
 * no answer sends the same submission (same submission id) again, as a visitor pressing Send
 * again would. Afterwards every accepted submission must reach each channel; the script counts
 * the extra deliveries per channel (a lead sent three times is two extra), bounded by one per
 * restart per channel.
 *
 * The retry schedule is shrunk (first retry after ~0.5 s, gaps capped at 4 s) so the run ends in
 * minutes; the logic is the production one.
 *
 * Usage: `npm run faults` (FAULTS_PORT overrides the port, default 8793).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { contactRequest, samples, startMockProvider, TEST_ACCESS_KEY } from "../test/support/mockProvider.ts";
import { startServer, type RunningServer } from "./lib/server.ts";
import type { Lead } from "../src/server/leads/record.ts";

/** How many times each value occurs. */
function count(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}

const TOTAL = 500;
const CLIENTS = 50;
const FAIL_RATE = 0.3;
const RESTART_AFTER = [150, 330];
const DELIVERY_DEADLINE_MS = 240_000;
const RUN_TIMEOUT_MS = 600_000;
const PORT = Number(process.env.FAULTS_PORT ?? 8793);

const state = mkdtempSync(join(tmpdir(), "offshore-faults-"));
const provider = await startMockProvider({ failRate: FAIL_RATE });

/** The webhook receiver: fails FAIL_RATE of calls with a 500, records the leads it took. */
const hookDeliveries: string[] = [];
let hookCalls = 0;
const hook = createServer((req, res) => {
  let body = "";
  req.on("data", (chunk: Buffer) => (body += chunk.toString()));
  req.on("end", () => {
    hookCalls += 1;
    if (Math.random() < FAIL_RATE) return void res.writeHead(500).end();
    hookDeliveries.push((JSON.parse(body) as { fields: { message: string } }).fields.message);
    res.writeHead(204).end();
  });
});
await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
const vars = {
  FORM_ENDPOINT: provider.url,
  FORM_ACCESS_KEY: TEST_ACCESS_KEY,
  FORM_TIMEOUT_MS: "2000",
  LEADS_RETRY_BASE_MS: "500",
  LEADS_RETRY_MAX_MS: "4000",
  LEADS_WEBHOOK_URL: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/leads`,
  LEADS_WEBHOOK_SECRET: "faults-webhook-secret",
  LEADS_WEBHOOK_TIMEOUT_MS: "2000",
};
const start = () =>
  startServer({
    port: PORT,
    persistTo: state,
    wranglerArgs: Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
  });

let server: RunningServer = await start();
let restarting: Promise<void> | null = null;
let restarts = 0;
const base = server.url;
if (new URL(base).hostname !== "127.0.0.1" || new URL(provider.url).hostname !== "127.0.0.1")
  throw new Error("loopback only");

/** Error answers seen before a submission got through (a visitor would press Send again). */
const errorAnswers: Record<string, number> = {};

/**
 * Sends submission `i` until the server accepts it or refuses it for good (at most 90 s): no
 * answer or a 5xx is sent again, as a visitor would, with the same submission id.
 */
async function send(i: number, run: string): Promise<{ status: number; tries: number }> {
  const fields = { ...samples.B, subject: `Fault run ${i}`, message: `${run}-${i}`, submission_id: `${run}-${i}-id` };
  const deadline = Date.now() + 90_000;
  for (let tries = 1; ; tries++) {
    try {
      const init = contactRequest(fields, {
        origin: base,
        headers: { "cf-connecting-ip": `10.77.${i >> 8}.${i & 255}` },
      });
      const response = await fetch(`${base}/api/contact`, {
        ...init,
        signal: AbortSignal.timeout(15_000),
      } as RequestInit);
      await response.arrayBuffer();
      if (response.status < 500 || Date.now() > deadline) return { status: response.status, tries };
      errorAnswers[response.status] = (errorAnswers[response.status] ?? 0) + 1;
      await new Promise((r) => setTimeout(r, 300));
    } catch {
      if (Date.now() > deadline) return { status: 0, tries };
      await (restarting ?? new Promise((r) => setTimeout(r, 300)));
    }
  }
}

async function restart(): Promise<void> {
  restarts += 1;
  const at = Date.now();
  await server.crash();
  server = await start();
  console.log(`  restart ${restarts}: workerd killed and back in ${((Date.now() - at) / 1000).toFixed(1)} s`);
}

async function main(): Promise<number> {
  const run = Date.now().toString(36);
  const started = Date.now();
  console.log(
    `Fault injection: ${TOTAL} submissions, ${CLIENTS} clients, provider failing ${FAIL_RATE * 100} % at random, workerd killed after ${RESTART_AFTER.join(" and ")} sent`,
  );
  const outcomes: { status: number; tries: number }[] = [];
  let next = 0;
  const client = async () => {
    for (let i = next++; i < TOTAL; i = next++) {
      if (RESTART_AFTER.includes(i)) {
        restarting = restart().finally(() => (restarting = null));
      }
      outcomes[i] = await send(i, run);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  await restarting;
  const accepted = outcomes.flatMap((o, i) => (o.status === 200 ? [`${run}-${i}`] : []));
  const resent = outcomes.filter((o) => o.tries > 1).length;
  const final: Record<string, number> = {};
  for (const o of outcomes) final[o.status || "no answer"] = (final[o.status || "no answer"] ?? 0) + 1;
  console.log(
    `  answers: ${JSON.stringify(final)}; ${resent} sent again after no answer or a 5xx (${JSON.stringify(errorAnswers)})`,
  );

  // Wait until everything accepted is delivered on both channels and the store has nothing left
  // to send (a lead whose success was lost in a crash is still pending: its second delivery counts).
  const deadline = Date.now() + DELIVERY_DEADLINE_MS;
  const byChannel = () => ({
    mail: count(provider.submissions().flatMap((s) => (s.delivered ? [s.fields.message ?? ""] : []))),
    webhook: count(hookDeliveries),
  });
  let missing: Record<"mail" | "webhook", string[]>;
  let pending: number;
  for (;;) {
    const delivered = byChannel();
    missing = {
      mail: accepted.filter((id) => !delivered.mail.has(id)),
      webhook: accepted.filter((id) => !delivered.webhook.has(id)),
    };
    const leads = await fetch(`${server.url}/api/leads?limit=1000`, {
      headers: { authorization: `Bearer ${server.adminToken}` },
    }).then((r) => r.json() as Promise<Lead[]>);
    pending = leads.filter((l) => l.state === "pending" || l.webhook?.state === "pending").length;
    if ((!missing.mail.length && !missing.webhook.length && !pending) || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  const delivered = byChannel();
  const extra = (counts: Map<string, number>) => [...counts.values()].reduce((sum, n) => sum + n - 1, 0);
  const extras = { mail: extra(delivered.mail), webhook: extra(delivered.webhook) };
  console.log(
    `  provider calls: ${provider.submissions().length} (${provider.submissions().filter((s) => !s.delivered).length} failed by injection); webhook calls: ${hookCalls} (${hookCalls - hookDeliveries.length} failed by injection)`,
  );
  for (const channel of ["mail", "webhook"] as const)
    console.log(
      `  ${channel}: delivered ${accepted.length - missing[channel].length}/${accepted.length}; lost: ${missing[channel].length}; extra deliveries: ${extras[channel]}`,
    );
  console.log(`  still pending in the store: ${pending}`);
  console.log(`  wall time: ${((Date.now() - started) / 1000).toFixed(0)} s`);

  const problems: string[] = [];
  if (accepted.length !== TOTAL) problems.push(`${TOTAL - accepted.length} submissions were never accepted`);
  for (const channel of ["mail", "webhook"] as const) {
    if (missing[channel].length)
      problems.push(`${missing[channel].length} accepted submissions not delivered by ${channel}`);
    if (extras[channel] > restarts)
      problems.push(`${extras[channel]} extra ${channel} deliveries (bound: one per restart, ${restarts})`);
  }
  if (pending) problems.push(`${pending} leads still pending when the run ended`);
  if (server.output().includes(TEST_ACCESS_KEY)) problems.push("the access key appeared in the server output");
  if (problems.length)
    console.log(`\n--- last lines of the server's output ---\n${server.output().split("\n").slice(-40).join("\n")}`);
  console.log(problems.length ? `\nFAILED:\n- ${problems.join("\n- ")}` : "\nOK: no accepted submission was lost.");
  return problems.length ? 1 : 0;
}

// Interrupted: take the server (its whole process group) down with us.
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => void server.crash().finally(() => process.exit(130)));

const timer = setTimeout(() => {
  console.error(`faults: gave up after ${RUN_TIMEOUT_MS / 1000} s`);
  process.exit(2);
}, RUN_TIMEOUT_MS);
let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error);
} finally {
  clearTimeout(timer);
  await server.stop();
  await provider.close();
  await new Promise((resolve) => hook.close(resolve));
  rmSync(state, { recursive: true, force: true });
}
process.exit(code);
