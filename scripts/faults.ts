/**
 * Fault injection for "no lead is ever lost" (loopback only, bounded): the production build in
 * the Workers runtime with its lead store on disk, both channels on — a mock provider and a
 * webhook receiver, each failing 30 % of calls at random and answering after 5–25 ms — 500
 * submissions from 50 concurrent clients, and workerd killed (SIGKILL) and restarted three times:
 * twice while the clients send, each time while a delivery is in flight, and once after the last
 * client is done, while leads wait in the store for their retry and one of those retries is in
 * flight (the retry-only phase). A client whose request got no answer sends the same submission
 * (same submission id) again, as a visitor pressing Send again would. Afterwards every accepted
 * submission must reach each channel; the script counts the extra deliveries of each lead per
 * channel (a lead sent three times is two extra), bounded by one per restart per channel. Each
 * kill must have interrupted at least one delivery in flight, and the last must have found leads
 * waiting for a retry, or the run fails: a kill that tested nothing does not pass.
 *
 * The random failures and delays come from a seeded generator; the seed is printed, and
 * `FAULTS_SEED=<seed> npm run faults` draws the same sequence again (the interleaving of 50
 * clients and two servers still varies from run to run).
 *
 * The retry schedule is shrunk (first retry after ~0.5 s, gaps capped at 4 s) so the run ends in
 * minutes; the logic is the production one.
 *
 * Usage: `npm run faults` (builds first; `-- --no-build` reuses dist/, as CI does after `npm test`;
 * FAULTS_PORT overrides the port, default 8793; FAULTS_SEED the seed).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { contactRequest, samples, startMockProvider, TEST_ACCESS_KEY } from "../test/support/mockProvider.ts";
import { buildUnlessReused } from "./lib/build.ts";
import { startServer, type RunningServer } from "./lib/server.ts";
import type { Lead } from "../src/server/leads/record.ts";

/** How many times each value occurs. */
function count(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}

/** Mulberry32: a small, fast generator of numbers in [0, 1) from a 32-bit seed. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TOTAL = 500;
const CLIENTS = 50;
const FAIL_RATE = 0.3;
const RESTART_AFTER = [150, 330];
/** How long a kill waits for a delivery in flight (or, the last one, for a retry in flight). */
const KILL_WAIT_MS = 30_000;
const RETRY_ONLY_WAIT_MS = 120_000;
const DELIVERY_DEADLINE_MS = 240_000;
const RUN_TIMEOUT_MS = 600_000;
const PORT = Number(process.env.FAULTS_PORT ?? 8793);

buildUnlessReused();
const state = mkdtempSync(join(tmpdir(), "offshore-faults-"));
const SEED = process.env.FAULTS_SEED ? Number(process.env.FAULTS_SEED) >>> 0 : Math.floor(Math.random() * 2 ** 32);
const providerRandom = seeded(SEED);
const hookRandom = seeded(SEED ^ 0x9e3779b9);
const delay = (random: () => number) => () => 5 + Math.floor(random() * 20);
const provider = await startMockProvider({
  failRate: FAIL_RATE,
  random: providerRandom,
  answerDelayMs: delay(providerRandom),
});

/** The webhook receiver: fails FAIL_RATE of calls with a 500, records the leads it took. */
const hookDeliveries: string[] = [];
const hookInFlight = new Set<string>();
let hookCalls = 0;
const hookDelay = delay(hookRandom);
const hook = createServer((req, res) => {
  let body = "";
  req.on("data", (chunk: Buffer) => (body += chunk.toString()));
  req.on("end", () => {
    hookCalls += 1;
    const message = (JSON.parse(body) as { fields: { message: string } }).fields.message;
    const fail = hookRandom() < FAIL_RATE;
    hookInFlight.add(message);
    setTimeout(() => {
      hookInFlight.delete(message);
      if (fail) return void res.writeHead(500).end();
      hookDeliveries.push(message);
      res.writeHead(204).end();
    }, hookDelay());
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
  const fields = {
    ...samples.contact,
    subject: `Fault run ${i}`,
    message: `${run}-${i}`,
    submission_id: `${run}-${i}-id`,
  };
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

interface Kill {
  phase: "sending" | "retry-only";
  /** Leads whose delivery was in flight at the kill, per channel. */
  inFlight: { mail: string[]; webhook: string[] };
  /** Leads waiting in the store for a delivery at the kill (counted in the retry-only phase). */
  pending?: number;
}
const kills: Kill[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const storedLeads = () =>
  fetch(`${server.url}/api/leads?limit=1000`, { headers: { authorization: `Bearer ${server.adminToken}` } }).then(
    (r) => r.json() as Promise<Lead[]>,
  );
const waiting = (leads: Lead[]) => leads.filter((l) => l.state === "pending" || l.webhook?.state === "pending").length;
/**
 * Leads waiting for a retry once every lead has had its first attempt on every channel (the
 * retry-only phase); 0 before that phase or after it.
 */
const waitingForRetry = (leads: Lead[]) =>
  leads.every((l) => l.attempts > 0 && (!l.webhook || l.webhook.attempts > 0)) ? waiting(leads) : 0;
const inFlight = () => ({ mail: provider.inFlight(), webhook: [...hookInFlight] });

/**
 * Kills workerd while a delivery is in flight (waiting up to KILL_WAIT_MS for one), and brings
 * it back. In the retry-only phase it first waits for leads in the store waiting for a retry.
 */
async function restart(phase: Kill["phase"]): Promise<void> {
  restarts += 1;
  let until = Date.now() + KILL_WAIT_MS;
  let pending: number | undefined;
  if (phase === "retry-only") {
    until = Date.now() + RETRY_ONLY_WAIT_MS;
    for (pending = waitingForRetry(await storedLeads()); !pending && Date.now() < until; await sleep(100))
      pending = waitingForRetry(await storedLeads());
  }
  while (!inFlight().mail.length && !inFlight().webhook.length && Date.now() < until) await sleep(2);
  const at = Date.now();
  const kill: Kill = { phase, inFlight: inFlight(), ...(pending === undefined ? {} : { pending }) };
  await server.crash();
  kills.push(kill);
  server = await start();
  console.log(
    `  restart ${restarts} (${phase}): workerd killed with ${kill.inFlight.mail.length} mail and ${kill.inFlight.webhook.length} webhook deliveries in flight${pending === undefined ? "" : `, ${pending} leads waiting for a retry`}; back in ${((Date.now() - at) / 1000).toFixed(1)} s`,
  );
}

async function main(): Promise<number> {
  const run = Date.now().toString(36);
  const started = Date.now();
  console.log(
    `Fault injection: ${TOTAL} submissions, ${CLIENTS} clients, provider and webhook failing ${FAIL_RATE * 100} % at random (seed ${SEED}: FAULTS_SEED=${SEED} npm run faults repeats it), workerd killed after ${RESTART_AFTER.join(" and ")} sent and once in the retry-only phase`,
  );
  const outcomes: { status: number; tries: number }[] = [];
  let next = 0;
  const client = async () => {
    for (let i = next++; i < TOTAL; i = next++) {
      if (RESTART_AFTER.includes(i)) {
        restarting = restart("sending").finally(() => (restarting = null));
      }
      outcomes[i] = await send(i, run);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  await restarting;
  // Every client is done: only the store's retries are running now.
  await restart("retry-only");
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
    pending = waiting(await storedLeads());
    if ((!missing.mail.length && !missing.webhook.length && !pending) || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  const delivered = byChannel();
  const extra = (counts: Map<string, number>) => [...counts.values()].reduce((sum, n) => sum + n - 1, 0);
  const extras = { mail: extra(delivered.mail), webhook: extra(delivered.webhook) };
  /** Each lead delivered more than once, with its extra deliveries, and whether it was in flight at a kill. */
  const extraPerLead = (channel: "mail" | "webhook") =>
    [...delivered[channel]]
      .filter(([, n]) => n > 1)
      .map(([lead, n]) => ({ lead, extra: n - 1, atKill: kills.some((k) => k.inFlight[channel].includes(lead)) }));
  console.log(
    `  provider calls: ${provider.submissions().length} (${provider.submissions().filter((s) => !s.delivered).length} failed by injection); webhook calls: ${hookCalls} (${hookCalls - hookDeliveries.length} failed by injection)`,
  );
  for (const channel of ["mail", "webhook"] as const) {
    console.log(
      `  ${channel}: delivered ${accepted.length - missing[channel].length}/${accepted.length}; lost: ${missing[channel].length}; extra deliveries: ${extras[channel]}`,
    );
    for (const { lead, extra: n, atKill } of extraPerLead(channel))
      console.log(`    ${lead}: ${n} extra${atKill ? " (in flight at a kill)" : ""}`);
  }
  console.log(`  still pending in the store: ${pending}`);
  console.log(`  wall time: ${((Date.now() - started) / 1000).toFixed(0)} s`);

  const problems: string[] = [];
  if (accepted.length !== TOTAL) problems.push(`${TOTAL - accepted.length} submissions were never accepted`);
  for (const channel of ["mail", "webhook"] as const) {
    if (missing[channel].length)
      problems.push(`${missing[channel].length} accepted submissions not delivered by ${channel}`);
    if (extras[channel] > restarts)
      problems.push(`${extras[channel]} extra ${channel} deliveries (bound: one per restart, ${restarts})`);
    for (const { lead, extra: n } of extraPerLead(channel))
      if (n > restarts) problems.push(`${lead} delivered ${n + 1} times by ${channel} (bound: one extra per restart)`);
  }
  kills.forEach((kill, i) => {
    if (!kill.inFlight.mail.length && !kill.inFlight.webhook.length)
      problems.push(`kill ${i + 1} (${kill.phase}) interrupted no delivery in flight`);
    if (kill.phase === "retry-only" && !kill.pending)
      problems.push(`kill ${i + 1} found no lead waiting for a retry: it did not land in the retry-only phase`);
  });
  if (!kills.some((kill) => kill.phase === "retry-only")) problems.push("no kill in the retry-only phase");
  if (pending) problems.push(`${pending} leads still pending when the run ended`);
  if (server.output().includes(TEST_ACCESS_KEY)) problems.push("the access key appeared in the server output");
  if (problems.length)
    console.log(`\n--- last lines of the server's output ---\n${server.output().split("\n").slice(-40).join("\n")}`);
  console.log(
    problems.length
      ? `\nFAILED (seed ${SEED}; FAULTS_SEED=${SEED} npm run faults repeats its failures):\n- ${problems.join("\n- ")}`
      : `\nOK: no accepted submission was lost (seed ${SEED}).`,
  );
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
