/**
 * Spam storm against POST /api/contact (loopback only, bounded): the production build in workerd
 * with Turnstile configured (the siteverify stand-in), the mock provider and the Slack stand-in
 * (harness/site.ts), tight bounds
 * (`LEADS_MAX_HELD` 200, `LEADS_MAX_UNDELIVERED` 100), and
 *
 *   1,000 bot posts of five kinds, 200 each — a filled trap (the honeypot), no token, a bad token,
 *   a genuine visitor's solved token reused with new content, link spam — from 1,000 IPv6
 *   addresses spread over 400 /64s in 40 /48s (two or three posts a /64, under the per-address
 *   limit: the rate limit cannot do the work), interleaved with 50 genuine enquiries (a passing
 *   token, one IPv4 address each).
 *
 * then a trap round: 400 more trap posts (twice the held bound) from the same /48s, once the
 * bound is full of the leads a person could have sent (no token: `challenge_missing`); then a
 * token-less round: 400 posts without a token (held as `challenge_missing`, as a person without
 * JavaScript is) past the held bound, which must evict none of them either: each is answered 503
 * as the undelivered cap answers (values kept), and one `lead_held_full` error line says so.
 *
 * Checked: every genuine enquiry answered 200 and delivered exactly once, by e-mail and to Slack
 * (each named there by its subject); no bot post delivered on either;
 * each kind of bot post got the answer (and, if kept, the hold reason) it must; the held bound
 * reached and the surest bots evicted, so held rows never pass it and never count toward the
 * undelivered cap; every lead held for a reason a person can cause still there after the trap
 * and token-less rounds, which evicted none (no `lead_held_evicted` at error level during them);
 * every token-less post past the bound answered 503, never thanked and dropped. Three rounds (STORM_ROUNDS),
 * each on a fresh server and state, every one checked; prints each round and the median, and writes each
 * round's server output to test-results/storm/. Exits non-zero if an expectation fails.
 *
 * A post the local dev proxy answers 500 without reaching the Worker (`postContactAnswer`'s
 * `devProxyLost`: wrangler's own "Network connection lost" between its two workerd processes) is no
 * answer of the site's: it is sent again, as a visitor would, and counted apart. Any other answer
 * counts as the site's.
 *
 * Usage: `npm run storm` (builds first; `-- --no-build` reuses dist/, as CI does after `npm test`;
 * STORM_PORT overrides the port, default 8790; STORM_ROUNDS the number of rounds, default 3 for the
 * figures; CI runs one, which checks every expectation once).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import "../harness/sourceImports.ts";
import { postContactAnswer, samples } from "../harness/contactForm.ts";
import { startSite } from "../harness/site.ts";
import type { Lead } from "../src/server/leads/record.ts";
import { buildUnlessReused } from "./lib/build.ts";
import { median, range } from "./lib/stats.ts";
import { percentile } from "./lib/submissions.ts";

/** Turnstile's own name for the token input its widget adds to a form (the site's content names it). */
const TOKEN_FIELD = (await import("../src/content/contact.ts")).turnstile.responseField;

const ROUNDS = Number(process.env.STORM_ROUNDS ?? 3);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1)
  throw new Error(`STORM_ROUNDS must be a whole number from 1, not ${ROUNDS}`);
const BOTS = 1_000;
const GENUINE = 50;
const CONCURRENCY = 20;
/** The bounds the storm runs under: small, so that one round overflows the held bound many times over. */
const HELD_BOUND = 200;
const UNDELIVERED_CAP = 100;
/** Bot addresses: this many /48s, each with this many /64s. */
const BOT_48S = 40;
const BOT_64S_PER_48 = 10;
/** The trap round after the mixed posts: twice the held bound, so that it would evict every held lead if it could. */
const TRAP_ROUND = 2 * HELD_BOUND;
/** The token-less round after it: as many posts a person could have sent, past the bound full of such leads. */
const TOKENLESS_ROUND = 2 * HELD_BOUND;
/** Hold reasons a person can cause (src/server/leads/eviction.ts): a bot's post must never evict these. */
const PERSON_REASONS = new Set(["challenge_missing", "siteverify_unavailable", "challenge_unverified"]);
const ROUND_TIMEOUT_MS = 180_000;
const HOST = "127.0.0.1";
/** Where each round's server output is written (git-ignored). */
const OUTPUT_DIR = "test-results/storm";

/** The honeypot's name, read from the served form (what a bot that fills every input sees). */
async function honeypotName(baseUrl: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/contact`)).text();
  const name = /<div class="form-honeypot"[^>]*>.*?<input[^>]*name="([^"]+)"/s.exec(html)?.[1];
  if (!name) throw new Error("no honeypot in /contact");
  return name;
}

const BOT_KINDS = ["trap", "no_token", "bad_token", "reused_token", "links"] as const;
type Kind = "genuine" | (typeof BOT_KINDS)[number] | "no_token_past_bound";

/** What each kind must get: its answer, and the reason it is held with (when it is kept). */
const EXPECTED: Record<Kind, { status: number; held?: string }> = {
  genuine: { status: 200 },
  trap: { status: 200, held: "honeypot" },
  no_token: { status: 200, held: "challenge_missing" },
  bad_token: { status: 400 },
  reused_token: { status: 400 },
  links: { status: 200, held: "too_many_links" },
  // Past a held bound full of leads a person could have sent: refused as the undelivered cap refuses.
  no_token_past_bound: { status: 503 },
};

type Post = {
  kind: Kind;
  id: string;
  ip: string;
  /** The fields, or (a reused token) made at sending time from a genuine enquiry already answered. */
  fields: Record<string, string> | ((answered: Record<string, string>) => Record<string, string>);
};

/** The n-th bot address: consecutive posts land in different /48s, and each /64 gets two or three. */
function botAddress(run: string, n: number): string {
  const net48 = n % BOT_48S;
  const net64 = Math.floor(n / BOT_48S) % BOT_64S_PER_48;
  return `2001:db8:${(Number.parseInt(run.slice(-3), 16) * BOT_48S + net48).toString(16)}:${net64.toString(16)}::${(n + 1).toString(16)}`;
}

/** The trap round: trap posts only, from the storm's /48s (one more post in each of their /64s, under the limit). */
function trapRound(run: string, honeypotField: string): Post[] {
  return Array.from({ length: TRAP_ROUND }, (_, i) => {
    const id = `bot-${run}-trap-${i}`;
    const fields = { ...samples.contact, subject: `Cheap offer ${i}`, message: id, submission_id: `${id}-form` };
    return {
      kind: "trap",
      id,
      ip: botAddress(run, BOTS + i),
      fields: { ...fields, [honeypotField]: "http://spam.example" },
    };
  });
}

/** The token-less round: posts without a token from the storm's /48s, as a loop of a bot's that no person's hold may pay for. */
function tokenlessRound(run: string): Post[] {
  return Array.from({ length: TOKENLESS_ROUND }, (_, i) => {
    const id = `bot-${run}-tokenless-${i}`;
    return {
      kind: "no_token_past_bound",
      id,
      ip: botAddress(run, BOTS + TRAP_ROUND + i),
      fields: { ...samples.contact, subject: `Cheap offer ${i}`, message: id, submission_id: `${id}-form` },
    };
  });
}

/** The 1,050 posts of a round, a genuine one after every twentieth bot post. */
function posts(run: string, honeypotField: string): Post[] {
  const list: Post[] = [];
  let genuine = 0;
  for (let i = 0; i < BOTS; i++) {
    const kind = BOT_KINDS[i % BOT_KINDS.length]!;
    const id = `bot-${run}-${i}`;
    const base = { ...samples.contact, subject: `Cheap offer ${i}`, message: id, submission_id: `${id}-form` };
    const fields: Post["fields"] =
      kind === "trap"
        ? { ...base, [honeypotField]: "http://spam.example", [TOKEN_FIELD]: `pass-${id}` }
        : kind === "no_token"
          ? base
          : kind === "bad_token"
            ? { ...base, [TOKEN_FIELD]: `forged-${id}` }
            : kind === "reused_token"
              ? (answered) => ({ ...answered, subject: `Cheap offer ${i}`, message: id })
              : {
                  ...base,
                  message: `${id} http://a.example http://b.example http://c.example http://d.example`,
                  [TOKEN_FIELD]: `pass-${id}`,
                };
    list.push({ kind, id, ip: botAddress(run, i), fields });
    if (i % (BOTS / GENUINE) === BOTS / GENUINE - 1) {
      const gid = `genuine-${run}-${genuine}`;
      list.push({
        kind: "genuine",
        id: gid,
        ip: `10.77.${Math.floor(genuine / 250)}.${(genuine % 250) + 1}`,
        fields: {
          ...samples.contact,
          subject: `A project for your team ${gid}`,
          message: gid,
          submission_id: `${gid}-form`,
          [TOKEN_FIELD]: `pass-${gid}`,
        },
      });
      genuine += 1;
    }
  }
  return list;
}

interface Round {
  seconds: number;
  p95: number;
  /** Answers by kind of post, and by status. */
  answers: Record<Kind, Record<string, number>>;
  /** Held rows still stored, by reason. */
  held: Record<string, number>;
  /** Held leads evicted to keep the bound (the store's `lead_held_evicted` log lines). */
  evicted: number;
  /** Leads held for a reason a person can cause, before the trap round, and how many of them it left. */
  people: number;
  peopleKept: number;
  rows: number;
  received: number;
  /** Messages the Slack stand-in took. */
  slackReceived: number;
  /** Posts the local dev proxy dropped (answered 500, never reaching the Worker) and the storm sent again. */
  devProxyLost: number;
  problems: string[];
}

/** How many held leads a person could have sent were evicted so far (the store's error-level `lead_held_evicted` lines). */
const evictedPeople = (output: string) =>
  output.split("\n").filter((line) => line.includes('"event":"lead_held_evicted"') && line.includes('"level":"error"'))
    .length;

/** The store's `lead_held_full` error lines so far (at most one an hour). */
const heldFullLines = (output: string) =>
  output.split("\n").filter((line) => line.includes('"event":"lead_held_full"') && line.includes('"level":"error"'))
    .length;

/** A genuine post's subject (unique to it: what names its Slack message). */
const subjectOf = (post: Post) => (post.fields as Record<string, string>).subject!;

/** Counts `key` in a tally. */
const count = (tally: Record<string, number>, key: string) => (tally[key] = (tally[key] ?? 0) + 1);

async function round(port: number, n: number): Promise<Round> {
  const run = `${Date.now().toString(16)}${n}`;
  // Siteverify passes a token starting with `pass-` once (naming the site's hostname): a second use
  // for other content is "timeout-or-duplicate"; any other token is "invalid-input-response".
  const server = await startSite({
    port,
    provider: true,
    slack: true,
    turnstile: { verdict: (token) => (token.startsWith("pass-") ? "pass" : "fail") },
    vars: { LEADS_MAX_HELD: String(HELD_BOUND), LEADS_MAX_UNDELIVERED: String(UNDELIVERED_CAP) },
  });
  const { provider, slack } = server;
  if (new URL(server.url).hostname !== HOST) throw new Error("loopback only");
  const problems: string[] = [];
  try {
    const honeypot = await honeypotName(server.url);
    const all = posts(run, honeypot);
    const status = new Map<string, number>();
    const latencies: number[] = [];
    /** Posts the local dev proxy answered 500 without reaching the Worker (each sent again). */
    let devProxyLost = 0;
    /** Genuine enquiries already thanked: whose solved tokens the reusing bots take. */
    const answered: Record<string, string>[] = [];
    let firstAnswered: () => void = () => undefined;
    const someAnswered = new Promise<void>((resolve) => (firstAnswered = resolve));
    let next = 0;
    let sending = all;
    const started = performance.now();
    const client = async () => {
      for (let i = next++; i < sending.length; i = next++) {
        const post = sending[i]!;
        let fields: Record<string, string>;
        if (typeof post.fields === "function") {
          await someAnswered;
          fields = post.fields(answered[i % answered.length]!);
        } else fields = post.fields;
        const t0 = performance.now();
        let answer = await postContactAnswer(server.url, fields, { ip: post.ip }); // 0: no answer
        // The dev proxy's 500 is no answer of the site's (the post never reached it): sent again, as a visitor would.
        for (let tries = 1; answer.devProxyLost && tries <= 3; tries++) {
          devProxyLost += 1;
          answer = await postContactAnswer(server.url, fields, { ip: post.ip });
        }
        const code = answer.status;
        latencies.push(performance.now() - t0);
        status.set(post.id, code);
        if (post.kind === "genuine" && code === 200) {
          answered.push(fields);
          firstAnswered();
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, client));
    const seconds = (performance.now() - started) / 1000;

    // The trap round: the held leads a person could have sent must all outlast it, none evicted by it.
    const personIds = (await server.leads<Lead>())
      .filter((l) => l.state === "held" && PERSON_REASONS.has(l.reason ?? ""))
      .map((l) => l.id);
    // Every post so far was answered, so its lines are written: read after the list, they are in the output.
    const evictedPeopleBefore = evictedPeople(server.output());
    const traps = trapRound(run, honeypot);
    [sending, next] = [traps, 0];
    await Promise.all(Array.from({ length: CONCURRENCY }, client));
    all.push(...traps);
    // The token-less round: past the bound, full of leads a person could have sent, each refused, none evicted.
    const heldFullBefore = heldFullLines(server.output());
    const tokenless = tokenlessRound(run);
    [sending, next] = [tokenless, 0];
    await Promise.all(Array.from({ length: CONCURRENCY }, client));
    all.push(...tokenless);

    const genuine = all.filter((p) => p.kind === "genuine");
    const deadline = Date.now() + 60_000;
    const deliveredIds = () => new Set(provider.submissions().map((s) => s.fields.message));
    const postedSubjects = () => new Set(slack.deliveries().map((m) => m.subject));
    while (
      genuine.some((p) => !deliveredIds().has(p.id) || !postedSubjects().has(subjectOf(p))) &&
      Date.now() < deadline
    )
      await new Promise((r) => setTimeout(r, 250));
    await new Promise((r) => setTimeout(r, 1_000)); // anything sent twice shows now

    const answers = Object.fromEntries(
      [...BOT_KINDS, "genuine", "no_token_past_bound"].map((k) => [k, {}]),
    ) as Round["answers"];
    for (const post of all) count(answers[post.kind], String(status.get(post.id) ?? 0));
    const leads = await server.leads<Lead>();
    const heldIds = new Set(leads.filter((l) => l.state === "held").map((l) => l.id));
    const peopleKept = personIds.filter((id) => heldIds.has(id)).length;
    const held: Record<string, number> = {};
    for (const lead of leads.filter((l) => l.state === "held")) count(held, lead.reason ?? "?");
    const heldRows = leads.filter((l) => l.state === "held").length;
    const evictions = server
      .output()
      .split("\n")
      .filter((line) => line.includes('"event":"lead_held_evicted"'));
    const evicted = evictions.length;
    const peopleEvicted = evictedPeople(server.output()) - evictedPeopleBefore;
    const received = provider.submissions();
    const perMessage = new Map<string, number>();
    for (const s of received) perMessage.set(s.fields.message ?? "", (perMessage.get(s.fields.message ?? "") ?? 0) + 1);

    if (genuine.some((p) => perMessage.get(p.id) !== 1))
      problems.push("a genuine enquiry was not delivered exactly once");
    const posted = slack.calls();
    const perSubject = new Map<string, number>();
    for (const m of posted) perSubject.set(m.subject, (perSubject.get(m.subject) ?? 0) + 1);
    if (genuine.some((p) => perSubject.get(subjectOf(p)) !== 1))
      problems.push("a genuine enquiry was not posted to Slack exactly once");
    if (posted.length !== GENUINE) problems.push(`Slack received ${posted.length} messages, not ${GENUINE}`);
    for (const kind of ["genuine", ...BOT_KINDS, "no_token_past_bound"] as const) {
      const expected = EXPECTED[kind];
      const got = answers[kind];
      if (Object.keys(got).some((code) => Number(code) !== expected.status))
        problems.push(`${kind} posts answered ${JSON.stringify(got)}, expected all ${expected.status}`);
    }
    const stored = leads.filter((l) => l.state === "held");
    for (const lead of stored) {
      const kind = BOT_KINDS.find((k) => EXPECTED[k].held === lead.reason);
      if (!kind) problems.push(`a lead held as ${lead.reason}, which no kind of post should be`);
    }
    const botDelivered = [...perMessage.keys()].filter((m) => m.startsWith("bot-"));
    if (botDelivered.length) problems.push(`${botDelivered.length} bot posts reached the provider`);
    if (received.length !== GENUINE) problems.push(`the provider received ${received.length}, not ${GENUINE}`);
    const heldThanked = BOT_KINDS.filter((k) => EXPECTED[k].held).reduce((sum, k) => sum + (answers[k]["200"] ?? 0), 0);
    if (heldRows > HELD_BOUND) problems.push(`${heldRows} held rows, bound ${HELD_BOUND}`);
    if (heldRows + evicted !== heldThanked)
      problems.push(`${heldThanked} bot posts held, but ${heldRows} stored and ${evicted} evicted`);
    if (evicted === 0) problems.push("the held bound was never reached");
    if (personIds.length === 0) problems.push("no lead held for a reason a person can cause before the trap round");
    if (peopleKept !== personIds.length)
      problems.push(
        `the trap round evicted ${personIds.length - peopleKept} of ${personIds.length} leads a person could have sent`,
      );
    if (peopleEvicted)
      problems.push(
        `the trap and token-less rounds evicted ${peopleEvicted} leads a person could have sent (error lines)`,
      );
    if (tokenless.some((p) => leads.some((l) => l.fields.message === p.id)))
      problems.push("a token-less post past the bound was stored");
    if (heldFullLines(server.output()) - heldFullBefore > 1)
      problems.push("the held bound's refusals were logged more than once");
    if (heldFullLines(server.output()) === 0) problems.push("no lead_held_full error line for the refused posts");
    const undelivered = leads.filter((l) => l.state === "pending" || l.state === "failed").length;
    if (undelivered > UNDELIVERED_CAP) problems.push(`${undelivered} undelivered rows, cap ${UNDELIVERED_CAP}`);

    return {
      seconds,
      p95: percentile(
        latencies.sort((a, b) => a - b),
        95,
      ),
      answers,
      held,
      evicted,
      people: personIds.length,
      peopleKept,
      rows: leads.length,
      received: received.length,
      slackReceived: posted.length,
      devProxyLost,
      problems,
    };
  } finally {
    // The round's whole output, for reading a failure afterwards.
    mkdirSync(OUTPUT_DIR, { recursive: true });
    writeFileSync(join(OUTPUT_DIR, `round-${n}.log`), server.output());
    await server.stop();
  }
}

async function main(): Promise<number> {
  const port = Number(process.env.STORM_PORT ?? 8790);
  const rounds: Round[] = [];
  for (let n = 1; n <= ROUNDS; n++) {
    const r = await round(port, n);
    rounds.push(r);
    console.log(
      `round ${n}: ${r.seconds.toFixed(1)} s, p95 ${r.p95.toFixed(0)} ms; answers ${JSON.stringify(r.answers)}; ` +
        `held rows ${JSON.stringify(r.held)}, evicted ${r.evicted}; a person's held leads kept through the trap and token-less rounds ` +
        `${r.peopleKept} of ${r.people}; rows ${r.rows}; provider received ${r.received}, Slack ${r.slackReceived}; ` +
        `dropped by the dev proxy and sent again ${r.devProxyLost}` +
        (r.problems.length ? `\n  FAILED: ${r.problems.join("; ")}` : ""),
    );
  }
  const show = (values: number[], unit = "", digits = 0) =>
    `${median(values).toFixed(digits)}${unit} (${range(values)
      .map((v) => v.toFixed(digits))
      .join("–")})`;
  const rows: [string, number[], string?, number?][] = [
    ["wall time", rounds.map((r) => r.seconds), " s", 1],
    ["p95 latency", rounds.map((r) => r.p95), " ms"],
    ...(["genuine", ...BOT_KINDS, "no_token_past_bound"] as const).map(
      (kind) =>
        [
          `${kind} answered ${EXPECTED[kind].status}`,
          rounds.map((r) => r.answers[kind][String(EXPECTED[kind].status)] ?? 0),
        ] as [string, number[]],
    ),
    ["held rows kept", rounds.map((r) => Object.values(r.held).reduce((a, b) => a + b, 0))],
    ["held leads evicted", rounds.map((r) => r.evicted)],
    ["a person's held leads kept", rounds.map((r) => r.peopleKept)],
    ["stored rows", rounds.map((r) => r.rows)],
    ["provider received", rounds.map((r) => r.received)],
    ["Slack received", rounds.map((r) => r.slackReceived)],
    ["dev proxy drops, resent", rounds.map((r) => r.devProxyLost)],
  ];
  console.log(`\nmedian of ${ROUNDS} (min–max):`);
  for (const [name, values, unit, digits] of rows) console.log(`  ${name.padEnd(34)} ${show(values, unit, digits)}`);
  const failed = rounds.some((r) => r.problems.length);
  console.log(
    failed
      ? "\nFAILED"
      : "\nOK: every genuine enquiry delivered once (e-mail and Slack) and none refused, no bot post delivered, every kind answered as it must, the held bound kept, and every lead a person could have sent kept through the trap and token-less rounds (each token-less post past the bound answered 503).",
  );
  return failed ? 1 : 0;
}

buildUnlessReused();
const timer = setTimeout(() => {
  console.error(`storm: gave up after ${(ROUND_TIMEOUT_MS * ROUNDS) / 1000} s`);
  process.exit(2);
}, ROUND_TIMEOUT_MS * ROUNDS);
main().then(
  (code) => {
    clearTimeout(timer);
    process.exit(code);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
