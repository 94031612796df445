/**
 * Fault injection for "no lead is ever lost" (loopback only, bounded): the production build in
 * the Workers runtime with its lead store on disk, all three channels on — a mock provider, a
 * webhook receiver and a stand-in for Slack, each failing 30 % of calls at random (Slack's with
 * 429 and a one-second Retry-After) and answering after 5–25 ms — 500
 * submissions from 50 concurrent clients, and workerd killed (SIGKILL) and restarted three times:
 * twice while the clients send, each time while a delivery is in flight, and once after the last
 * client is done, while leads wait in the store for their retry and one of those retries is in
 * flight (the retry-only phase). A client whose request got no answer sends the same submission
 * (same submission id) again, as a visitor pressing Send again would. Afterwards every accepted
 * submission must be one lead in the store (a re-sent one is not a second lead) and reach each
 * channel; the script counts the distinct deliveries of each lead id per channel. Delivery is
 * at-least-once: an extra one is allowed only where lib/deliveryExtras.ts explains it — a kill
 * ended the server between the receiver's answer and the store's record of it (at most one per
 * channel per kill), or the store recorded that attempt as timed out (its own log line) although
 * the receiver took it — and each is named with its cause.
 * Any other extra delivery fails the run. Each kill must have interrupted at least one delivery in
 * flight, and the last must have found leads waiting for a retry (a delivery pending after a
 * failed attempt), or the run fails: a kill that tested nothing does not pass. The output of
 * every server started (one per restart) is scanned for the access key, the webhook secret and the
 * Slack URL's token, and written whole to test-results/faults/. A Slack message names its lead by
 * the desk link (the desk's settings are set for that), and its submission by the subject.
 *
 * The random failures and delays come from a seeded generator; the seed is printed, and
 * `FAULTS_SEED=<seed> npm run faults` draws the same sequence again (the interleaving of 50
 * clients and two servers still varies from run to run).
 *
 * The retry schedule is shrunk (first retry after ~0.5 s, gaps capped at 4 s) so the run ends in
 * minutes; the logic is the production one.
 *
 * Usage: `npm run faults` (builds first; `-- --no-build` reuses dist/, as CI does after `npm test`;
 * FAULTS_PORT overrides the port, default 8793; FAULTS_SEED the seed; WRANGLER_LOG=log adds the
 * Worker's info lines, `lead_delivered` among them, to the outputs in test-results/faults/).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { postContactAnswer, samples } from "../harness/contactForm.ts";
import { TEST_ACCESS_KEY } from "../harness/provider.ts";
import { startSite } from "../harness/site.ts";
import { SLACK_PATH } from "../harness/slack.ts";
import { WEBHOOK_SECRET } from "../harness/webhook.ts";
import { buildUnlessReused } from "./lib/build.ts";
import { explainExtras, timedOutAttempts, type Success } from "./lib/deliveryExtras.ts";
import type { Lead } from "../src/server/leads/record.ts";

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
/** Where each server's output is written at the end (git-ignored). */
const OUTPUT_DIR = "test-results/faults";

buildUnlessReused();
const SEED = process.env.FAULTS_SEED ? Number(process.env.FAULTS_SEED) >>> 0 : Math.floor(Math.random() * 2 ** 32);
const providerRandom = seeded(SEED);
const hookRandom = seeded(SEED ^ 0x9e3779b9);
const slackRandom = seeded(SEED ^ 0x85ebca6b);
const delay = (random: () => number) => () => 5 + Math.floor(random() * 20);
/** The site with its lead store on disk (kept across kills), and every channel failing FAIL_RATE of calls. */
const site = await startSite({
  port: PORT,
  provider: { failRate: FAIL_RATE, random: providerRandom, answerDelayMs: delay(providerRandom) },
  webhook: { failRate: FAIL_RATE, random: hookRandom, answerDelayMs: delay(hookRandom) },
  slack: { failRate: FAIL_RATE, random: slackRandom, answerDelayMs: delay(slackRandom), retryAfterSeconds: 1 },
  vars: {
    // The desk's settings: each Slack message then links its lead, which names it here.
    DESK_ACCESS_TEAM: "faults.cloudflareaccess.com",
    DESK_ACCESS_AUD: "faults-aud",
    FORM_TIMEOUT_MS: "2000",
    LEADS_RETRY_BASE_MS: "500",
    LEADS_RETRY_MAX_MS: "4000",
    LEADS_WEBHOOK_TIMEOUT_MS: "2000",
  },
});
const { provider, webhook: hook, slack } = site;
/** The channels, as the store names them. */
const CHANNELS = ["mail", "webhook", "slack"] as const;
type ChannelName = (typeof CHANNELS)[number];
let restarting: Promise<void> | null = null;
let restarts = 0;
const base = site.url;
if (new URL(base).hostname !== "127.0.0.1" || new URL(provider.url).hostname !== "127.0.0.1")
  throw new Error("loopback only");

/** Error answers seen before a submission got through (a visitor would press Send again), by status and whose. */
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
    const { status, devProxyLost } = await postContactAnswer(base, fields, { ip: `10.77.${i >> 8}.${i & 255}` });
    if (status === 0) {
      if (Date.now() > deadline) return { status: 0, tries };
      await (restarting ?? new Promise((r) => setTimeout(r, 300)));
      continue;
    }
    if (status < 500 || Date.now() > deadline) return { status, tries };
    const answer = devProxyLost ? `${status} (the dev proxy's: never reached the Worker)` : status;
    errorAnswers[answer] = (errorAnswers[answer] ?? 0) + 1;
    await new Promise((r) => setTimeout(r, 300));
  }
}

interface Kill {
  phase: "sending" | "retry-only";
  /**
   * Submissions (their messages) whose delivery was in flight at the kill, per channel: when it
   * was called for, and when workerd was gone (a call that reached its receiver meanwhile).
   */
  inFlight: Record<ChannelName, string[]>;
  /** Leads waiting in the store for a delivery at the kill (counted in the retry-only phase). */
  pending?: number;
  /** When the kill was called for (epoch ms). */
  at: number;
  /**
   * When workerd was gone (its process group had exited): until then it could still start a
   * delivery and have it answered, and never record the answer.
   */
  dead: number;
}
const kills: Kill[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const storedLeads = () => site.leads<Lead>("?limit=1000");
const waiting = (leads: Lead[]) =>
  leads.filter((l) => Object.values(l.deliveries).some((d) => d?.state === "pending")).length;
/**
 * Leads waiting in the store for a retry: a delivery still pending after a failed attempt. (Not
 * "once every lead has had its first attempt": on a loaded machine the last first attempts come
 * after the retries of the others are done, and that moment never had a lead waiting.)
 */
const waitingForRetry = (leads: Lead[]) =>
  leads.filter((l) => Object.values(l.deliveries).some((d) => d?.state === "pending" && d.attempts > 0)).length;
/** The submission a Slack message is about: its subject ("Fault run <i>") names it. */
const RUN = Date.now().toString(36);
const messageOfSubject = (subject: string) => `${RUN}-${subject.replace(/^Fault run /, "")}`;
const inFlight = (): Kill["inFlight"] => ({
  mail: provider.inFlight(),
  webhook: hook.inFlight(),
  slack: slack.inFlight().map(messageOfSubject),
});
const anyInFlight = (kill: Pick<Kill, "inFlight">) => CHANNELS.some((channel) => kill.inFlight[channel].length);

/**
 * Kills workerd while a delivery is in flight (waiting up to KILL_WAIT_MS for one), and brings
 * it back. In the retry-only phase (every client done) it first waits for leads in the store
 * waiting for a retry.
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
  while (!anyInFlight({ inFlight: inFlight() }) && Date.now() < until) await sleep(2);
  const at = Date.now();
  const before = inFlight();
  await site.crash();
  const dead = Date.now();
  // A call still open now reached its receiver before workerd was gone (nothing can reach it since).
  const after = inFlight();
  const both = (channel: ChannelName) => [...new Set([...before[channel], ...after[channel]])];
  const kill: Kill = {
    phase,
    inFlight: { mail: both("mail"), webhook: both("webhook"), slack: both("slack") },
    at,
    dead,
    ...(pending === undefined ? {} : { pending }),
  };
  kills.push(kill);
  await site.restart();
  console.log(
    `  restart ${restarts} (${phase}): workerd killed with ${CHANNELS.map((channel) => `${kill.inFlight[channel].length} ${channel}`).join(", ")} deliveries in flight${pending === undefined ? "" : `, ${pending} leads waiting for a retry`}; back in ${((Date.now() - at) / 1000).toFixed(1)} s`,
  );
}

async function main(): Promise<number> {
  const run = RUN;
  const started = Date.now();
  console.log(
    `Fault injection: ${TOTAL} submissions, ${CLIENTS} clients, provider, webhook and Slack failing ${FAIL_RATE * 100} % at random (seed ${SEED}: FAULTS_SEED=${SEED} npm run faults repeats it), workerd killed after ${RESTART_AFTER.join(" and ")} sent and once in the retry-only phase`,
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

  // Wait until everything accepted is delivered on every channel and the store has nothing left
  // to send (a lead whose success was lost in a crash is still pending: its second delivery counts).
  const deadline = Date.now() + DELIVERY_DEADLINE_MS;
  /** Successful deliveries per channel: which message (one per submission) and when it was answered. */
  const successes = () => ({
    mail: provider
      .submissions()
      .flatMap((s) =>
        s.delivered ? [{ message: s.fields.message ?? "", answeredAt: s.answeredAt, lead: null as string | null }] : [],
      ),
    webhook: hook.deliveries().map((d) => ({
      message: d.message,
      answeredAt: d.answeredAt,
      lead: d.lead as string | null,
    })),
    slack: slack.deliveries().map((d) => ({
      message: messageOfSubject(d.subject),
      answeredAt: d.answeredAt,
      lead: d.lead,
    })),
  });
  let missing: Record<ChannelName, string[]>;
  let pending: number;
  let leads: Lead[];
  for (;;) {
    const delivered = successes();
    const has = (channel: ChannelName) => new Set(delivered[channel].map((d) => d.message));
    missing = {
      mail: accepted.filter((id) => !has("mail").has(id)),
      webhook: accepted.filter((id) => !has("webhook").has(id)),
      slack: accepted.filter((id) => !has("slack").has(id)),
    };
    leads = await storedLeads();
    pending = waiting(leads);
    if ((CHANNELS.every((channel) => !missing[channel].length) && !pending) || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  // Each accepted submission is one lead: its id names its deliveries (the e-mail carries no id,
  // so a mail delivery is the lead whose message it carries).
  const leadsOf = new Map<string, string[]>();
  for (const lead of leads)
    leadsOf.set(lead.fields.message ?? "", [...(leadsOf.get(lead.fields.message ?? "") ?? []), lead.id]);
  const problems: string[] = [];
  const doubled = accepted.filter((message) => (leadsOf.get(message)?.length ?? 0) > 1);
  if (doubled.length)
    problems.push(`${doubled.length} submissions stored as more than one lead (${doubled.slice(0, 3).join(", ")})`);
  const delivered = successes();
  const timeouts = timedOutAttempts(site.outputs());
  /** Each lead delivered more than once on a channel, and what explains each extra (lib/deliveryExtras.ts). */
  const extrasOf = (channel: ChannelName) => {
    const byLead = new Map<string, Success[]>();
    for (const d of delivered[channel]) {
      const lead = d.lead ?? leadsOf.get(d.message)?.[0] ?? `(no lead for ${d.message})`;
      byLead.set(lead, [...(byLead.get(lead) ?? []), d]);
    }
    const channelKills = kills.map((kill) => ({ inFlight: kill.inFlight[channel], dead: kill.dead }));
    return explainExtras(byLead, channelKills, (lead) => timeouts.get(`${channel} ${lead}`) ?? 0);
  };
  console.log(
    `  provider calls: ${provider.submissions().length} (${provider.submissions().filter((s) => !s.delivered).length} failed by injection); webhook calls: ${hook.calls().length} (${hook.calls().length - hook.deliveries().length} failed by injection); Slack calls: ${slack.calls().length} (${slack.calls().length - slack.deliveries().length} answered 429 by injection)`,
  );
  for (const channel of CHANNELS) {
    const extras = extrasOf(channel);
    console.log(
      `  ${channel}: delivered ${accepted.length - missing[channel].length}/${accepted.length}; lost: ${missing[channel].length}; extra deliveries: ${extras.reduce((sum, e) => sum + e.extra, 0)}`,
    );
    for (const { lead, extra, kills: by, timeouts: timedOutAttempts, unexplained } of extras) {
      const causes = [
        ...(by.length ? [`kill ${by.join(" and ")} ended the server before it recorded the receiver's answer`] : []),
        ...(timedOutAttempts ? [`${timedOutAttempts} attempt(s) timed out in the Worker, the receiver taking it`] : []),
        ...(unexplained.length ? [`nothing explains ${unexplained.length}: ${unexplained.join(", ")}`] : []),
      ];
      console.log(`    ${lead}: ${extra} extra (${causes.join("; ")})`);
      if (unexplained.length)
        problems.push(
          `${lead} delivered ${extra + 1} times by ${channel}, explained by ${by.length} kill(s) and ${timedOutAttempts} timeout(s) only`,
        );
    }
  }
  console.log(`  still pending in the store: ${pending}`);
  console.log(`  wall time: ${((Date.now() - started) / 1000).toFixed(0)} s`);

  if (accepted.length !== TOTAL) problems.push(`${TOTAL - accepted.length} submissions were never accepted`);
  for (const channel of CHANNELS)
    if (missing[channel].length)
      problems.push(`${missing[channel].length} accepted submissions not delivered by ${channel}`);
  kills.forEach((kill, i) => {
    if (!anyInFlight(kill)) problems.push(`kill ${i + 1} (${kill.phase}) interrupted no delivery in flight`);
    if (kill.phase === "retry-only" && !kill.pending)
      problems.push(`kill ${i + 1} found no lead waiting for a retry: it did not land in the retry-only phase`);
  });
  if (!kills.some((kill) => kill.phase === "retry-only")) problems.push("no kill in the retry-only phase");
  if (pending) problems.push(`${pending} leads still pending when the run ended`);
  for (const [name, secret] of [
    ["the access key", TEST_ACCESS_KEY],
    ["the webhook secret", WEBHOOK_SECRET],
    ["the Slack URL's token", SLACK_PATH.split("/").at(-1)!],
  ] as const)
    site.outputs().forEach((output, i) => {
      if (output.includes(secret)) problems.push(`${name} appeared in the output of server ${i + 1}`);
    });
  // Every server's whole output, for reading a failure afterwards (the console gets the last lines).
  mkdirSync(OUTPUT_DIR, { recursive: true });
  site.outputs().forEach((output, i) => writeFileSync(join(OUTPUT_DIR, `server-${i + 1}.log`), output));
  if (problems.length)
    console.log(
      `\n--- last lines of the server's output (all of it: ${OUTPUT_DIR}/server-*.log) ---\n${site.output().split("\n").slice(-40).join("\n")}`,
    );
  console.log(
    problems.length
      ? `\nFAILED (seed ${SEED}; FAULTS_SEED=${SEED} npm run faults repeats its failures):\n- ${problems.join("\n- ")}`
      : `\nOK: no accepted submission was lost (seed ${SEED}).`,
  );
  return problems.length ? 1 : 0;
}

// Interrupted: take the server (its whole process group) down with us.
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => void site.crash().finally(() => process.exit(130)));

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
  await site.stop();
}
process.exit(code);
