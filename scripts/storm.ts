/**
 * Spam storm against POST /api/contact (loopback only, bounded): the production build in workerd
 * with Turnstile configured (a local siteverify stand-in), a local mock provider, and
 *
 *   1,000 bot posts — honeypot filled, no token, or link spam, in turn — from 200 IPv6 addresses
 *   in two /64s, interleaved with 50 genuine enquiries (a passing token, one IPv4 address each).
 *
 * Expected, and checked: every genuine enquiry delivered exactly once; no bot post delivered; every
 * bot post held (200) or refused (429); the stored rows under the cap; the provider receives
 * nothing but the 50. Three rounds, each on a fresh server and state; prints each round and the
 * median. Exits non-zero if an expectation fails.
 *
 * Usage: `npm run storm` (builds first; `-- --no-build` reuses dist/, as CI does after `npm test`;
 * STORM_PORT overrides the port, default 8790).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Lead } from "../src/server/leads/record.ts";
import { maxUndelivered } from "../src/server/leads/schedule.ts";
import { buildUnlessReused } from "./lib/build.ts";
import { startServer } from "./lib/server.ts";
import { median, range } from "./lib/stats.ts";
import { percentile } from "./lib/submissions.ts";
import { builtConfig } from "../test/support/worker.ts";
import { contactRequest, samples, startMockProvider, TEST_ACCESS_KEY } from "../test/support/mockProvider.ts";

const ROUNDS = 3;
const BOTS = 1_000;
const GENUINE = 50;
const BOT_ADDRESSES = 200;
const CONCURRENCY = 20;
const ROUND_TIMEOUT_MS = 180_000;
const HOST = "127.0.0.1";
/** Turnstile's own name for the token input its widget adds to a form. */
const TOKEN_FIELD = "cf-turnstile-response";

/** The honeypot's name, read from the served form (what a bot that fills every input sees). */
async function honeypotName(baseUrl: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/contact`)).text();
  const name = /<div class="form-honeypot"[^>]*>.*?<input[^>]*name="([^"]+)"/s.exec(html)?.[1];
  if (!name) throw new Error("no honeypot in /contact");
  return name;
}

type Post = {
  kind: "genuine" | "honeypot" | "no_token" | "links";
  id: string;
  ip: string;
  fields: Record<string, string>;
};

/** The 1,050 posts of a round, a genuine one after every twentieth bot post. */
function posts(run: string, honeypotField: string): Post[] {
  const list: Post[] = [];
  const botKinds = ["honeypot", "no_token", "links"] as const;
  let genuine = 0;
  for (let i = 0; i < BOTS; i++) {
    const address = i % BOT_ADDRESSES;
    const ip = `2001:db8:${run.slice(-4)}:${address < BOT_ADDRESSES / 2 ? 1 : 2}::${(address + 1).toString(16)}`;
    const kind = botKinds[i % botKinds.length]!;
    const id = `bot-${run}-${i}`;
    const base = { ...samples.contact, subject: `Cheap offer ${i}`, message: id, submission_id: `${id}-form` };
    const fields =
      kind === "honeypot"
        ? { ...base, [honeypotField]: "http://spam.example", [TOKEN_FIELD]: `pass-${id}` }
        : kind === "no_token"
          ? base
          : {
              ...base,
              message: `${id} http://a.example http://b.example http://c.example http://d.example`,
              [TOKEN_FIELD]: `pass-${id}`,
            };
    list.push({ kind, id, ip, fields });
    if (i % (BOTS / GENUINE) === BOTS / GENUINE - 1) {
      const gid = `genuine-${run}-${genuine}`;
      list.push({
        kind: "genuine",
        id: gid,
        ip: `10.77.${Math.floor(genuine / 250)}.${(genuine % 250) + 1}`,
        fields: {
          ...samples.contact,
          subject: "A project for your team",
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

/**
 * A siteverify stand-in: tokens starting with `pass-` pass once (naming the site's hostname), a
 * second use is "timeout-or-duplicate", anything else "invalid-input-response".
 */
async function startSiteverify() {
  const spent = new Set<string>();
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const { response } = JSON.parse(body) as { response: string };
      const answer = spent.has(response)
        ? { success: false, "error-codes": ["timeout-or-duplicate"] }
        : response.startsWith("pass-")
          ? { success: true, hostname: new URL(builtConfig().vars!.SITE_URL!).hostname }
          : { success: false, "error-codes": ["invalid-input-response"] };
      spent.add(response);
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  return {
    url: `http://${HOST}:${(server.address() as AddressInfo).port}/siteverify`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Round {
  seconds: number;
  p95: number;
  botAnswers: Record<string, number>;
  genuineAnswers: Record<string, number>;
  held: Record<string, number>;
  rows: number;
  received: number;
  problems: string[];
}

async function round(port: number, n: number): Promise<Round> {
  const run = `${Date.now().toString(16)}${n}`;
  const provider = await startMockProvider();
  const siteverify = await startSiteverify();
  const server = await startServer({
    port,
    wranglerArgs: [
      ...["--var", `FORM_ENDPOINT:${provider.url}`, "--var", `FORM_ACCESS_KEY:${TEST_ACCESS_KEY}`],
      ...["--var", "TURNSTILE_SITE_KEY:storm-site-key", "--var", "TURNSTILE_SECRET_KEY:storm-secret"],
      ...["--var", `TURNSTILE_VERIFY_URL:${siteverify.url}`],
    ],
  });
  if (new URL(server.url).hostname !== HOST) throw new Error("loopback only");
  const problems: string[] = [];
  try {
    const all = posts(run, await honeypotName(server.url));
    const answers = new Map<string, number>();
    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    const client = async () => {
      for (let i = next++; i < all.length; i = next++) {
        const post = all[i]!;
        const t0 = performance.now();
        let status: number;
        try {
          const init = contactRequest(post.fields, { origin: server.url, headers: { "cf-connecting-ip": post.ip } });
          const response = await fetch(`${server.url}/api/contact`, {
            ...init,
            signal: AbortSignal.timeout(15_000),
          } as RequestInit);
          await response.arrayBuffer();
          status = response.status;
        } catch {
          status = 0; // no answer
        }
        latencies.push(performance.now() - t0);
        answers.set(post.id, status);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, client));
    const seconds = (performance.now() - started) / 1000;

    const genuine = all.filter((p) => p.kind === "genuine");
    const bots = all.filter((p) => p.kind !== "genuine");
    const deadline = Date.now() + 60_000;
    const deliveredIds = () => new Set(provider.submissions().map((s) => s.fields.message));
    while (genuine.some((p) => !deliveredIds().has(p.id)) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 250));
    await new Promise((r) => setTimeout(r, 1_000)); // anything sent twice shows now

    const tally = (list: Post[]) => {
      const counts: Record<string, number> = {};
      for (const p of list) counts[answers.get(p.id) ?? 0] = (counts[answers.get(p.id) ?? 0] ?? 0) + 1;
      return counts;
    };
    const leads = (await (
      await fetch(`${server.url}/api/leads?limit=1000`, { headers: { authorization: `Bearer ${server.adminToken}` } })
    ).json()) as Lead[];
    const held: Record<string, number> = {};
    for (const lead of leads.filter((l) => l.state === "held"))
      held[lead.reason ?? "?"] = (held[lead.reason ?? "?"] ?? 0) + 1;
    const received = provider.submissions();
    const perMessage = new Map<string, number>();
    for (const s of received) perMessage.set(s.fields.message ?? "", (perMessage.get(s.fields.message ?? "") ?? 0) + 1);
    const genuineAnswers = tally(genuine);
    const botAnswers = tally(bots);
    const cap = maxUndelivered(builtConfig().vars ?? {});
    const undelivered = leads.filter((l) => l.state !== "delivered").length;

    if (genuine.some((p) => perMessage.get(p.id) !== 1))
      problems.push("a genuine enquiry was not delivered exactly once");
    if (genuineAnswers["200"] !== GENUINE) problems.push(`genuine answers ${JSON.stringify(genuineAnswers)}`);
    const botDelivered = [...perMessage.keys()].filter((m) => m.startsWith("bot-"));
    if (botDelivered.length) problems.push(`${botDelivered.length} bot posts reached the provider`);
    if (received.length !== GENUINE) problems.push(`the provider received ${received.length}, not ${GENUINE}`);
    const wrong = bots.filter((p) => ![200, 429].includes(answers.get(p.id) ?? 0));
    if (wrong.length) problems.push(`${wrong.length} bot posts answered neither 200 (held) nor 429`);
    const heldCount = Object.values(held).reduce((a, b) => a + b, 0);
    if (heldCount !== (botAnswers["200"] ?? 0))
      problems.push(`${botAnswers["200"]} bot posts thanked, ${heldCount} held`);
    if (undelivered >= cap) problems.push(`${undelivered} undelivered rows, cap ${cap}`);

    return {
      seconds,
      p95: percentile(
        latencies.sort((a, b) => a - b),
        95,
      ),
      botAnswers,
      genuineAnswers,
      held,
      rows: leads.length,
      received: received.length,
      problems,
    };
  } finally {
    await server.stop();
    await provider.close();
    await siteverify.close();
  }
}

async function main(): Promise<number> {
  const port = Number(process.env.STORM_PORT ?? 8790);
  const rounds: Round[] = [];
  for (let n = 1; n <= ROUNDS; n++) {
    const r = await round(port, n);
    rounds.push(r);
    console.log(
      `round ${n}: ${r.seconds.toFixed(1)} s, p95 ${r.p95.toFixed(0)} ms; ` +
        `bots ${JSON.stringify(r.botAnswers)}, genuine ${JSON.stringify(r.genuineAnswers)}; held ${JSON.stringify(r.held)}; ` +
        `rows ${r.rows}; provider received ${r.received}${r.problems.length ? `\n  FAILED: ${r.problems.join("; ")}` : ""}`,
    );
  }
  const show = (values: number[], unit: string, digits = 0) =>
    `${median(values).toFixed(digits)} ${unit} (${range(values)
      .map((v) => v.toFixed(digits))
      .join("–")})`;
  console.log(`\nmedian of ${ROUNDS} (min–max):`);
  console.log(
    `  wall time            ${show(
      rounds.map((r) => r.seconds),
      "s",
      1,
    )}`,
  );
  console.log(
    `  p95 latency          ${show(
      rounds.map((r) => r.p95),
      "ms",
    )}`,
  );
  console.log(
    `  bot posts held       ${show(
      rounds.map((r) => r.botAnswers["200"] ?? 0),
      "",
    )}`,
  );
  console.log(
    `  bot posts refused    ${show(
      rounds.map((r) => r.botAnswers["429"] ?? 0),
      "(429)",
    )}`,
  );
  console.log(
    `  stored rows          ${show(
      rounds.map((r) => r.rows),
      "",
    )}`,
  );
  console.log(
    `  provider received    ${show(
      rounds.map((r) => r.received),
      "",
    )}`,
  );
  const failed = rounds.some((r) => r.problems.length);
  console.log(
    failed ? "\nFAILED" : "\nOK: every genuine enquiry delivered once, no bot post delivered, all held or refused.",
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
