/**
 * Fault injection for "no lead is ever lost" (loopback only, bounded): the production build in
 * the Workers runtime with its lead store on disk, a mock provider that fails 30 % of calls at
 * random, 500 submissions from 50 concurrent clients, and workerd killed (SIGKILL) and restarted
 * twice mid-run. A client whose request got no answer sends the same submission (same
 * submission id) again, as a visitor pressing Send again would. Afterwards every accepted
 * submission must reach the provider; the script reports how many reached it twice.
 *
 * The retry schedule is shrunk (first retry after ~0.5 s, gaps capped at 4 s) so the run ends in
 * minutes; the logic is the production one.
 *
 * Usage: `npm run faults` (FAULTS_PORT overrides the port, default 8793).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { contactRequest, samples, startMockProvider, TEST_ACCESS_KEY } from "../test/support/mockProvider.ts";
import { startServer, type RunningServer } from "./lib/server.ts";

const TOTAL = 500;
const CLIENTS = 50;
const FAIL_RATE = 0.3;
const RESTART_AFTER = [150, 330];
const DELIVERY_DEADLINE_MS = 240_000;
const RUN_TIMEOUT_MS = 600_000;
const PORT = Number(process.env.FAULTS_PORT ?? 8793);

const state = mkdtempSync(join(tmpdir(), "offshore-faults-"));
const provider = await startMockProvider({ failRate: FAIL_RATE });
const vars = {
  FORM_ENDPOINT: provider.url,
  FORM_ACCESS_KEY: TEST_ACCESS_KEY,
  FORM_TIMEOUT_MS: "2000",
  LEADS_RETRY_BASE_MS: "500",
  LEADS_RETRY_MAX_MS: "4000",
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

  // Wait until everything accepted is delivered and the store has nothing left to send (a lead
  // whose success was lost in a crash is still pending: its second delivery must be counted).
  const deadline = Date.now() + DELIVERY_DEADLINE_MS;
  let undelivered: string[];
  let pending: unknown[];
  for (;;) {
    const delivered = new Set(provider.submissions().flatMap((s) => (s.delivered ? [s.fields.message] : [])));
    undelivered = accepted.filter((id) => !delivered.has(id));
    pending = await fetch(`${server.url}/api/leads?state=pending&limit=1000`).then(
      (r) => r.json() as Promise<unknown[]>,
    );
    if ((!undelivered.length && !pending.length) || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  const deliveries = new Map<string, number>();
  for (const s of provider.submissions())
    if (s.delivered) deliveries.set(s.fields.message!, (deliveries.get(s.fields.message!) ?? 0) + 1);
  const twice = [...deliveries.values()].filter((n) => n > 1).length;
  const calls = provider.submissions().length;
  const failedCalls = provider.submissions().filter((s) => !s.delivered).length;
  console.log(`  provider calls: ${calls} (${failedCalls} failed by injection)`);
  console.log(
    `  delivered: ${accepted.length - undelivered.length}/${accepted.length}; lost: ${undelivered.length}; delivered twice: ${twice}; still pending in the store: ${pending.length}`,
  );
  console.log(`  wall time: ${((Date.now() - started) / 1000).toFixed(0)} s`);

  const problems: string[] = [];
  if (accepted.length !== TOTAL) problems.push(`${TOTAL - accepted.length} submissions were never accepted`);
  if (undelivered.length) problems.push(`${undelivered.length} accepted submissions were not delivered`);
  if (pending.length) problems.push(`${pending.length} leads still pending when the run ended`);
  if (twice > restarts) problems.push(`${twice} delivered twice (bound: one per restart, ${restarts})`);
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
  rmSync(state, { recursive: true, force: true });
}
process.exit(code);
