/**
 * Burst test of POST /api/contact (loopback only, bounded): serves the production build through
 * the Workers runtime with the mock provider (harness/site.ts), then
 *
 *  1. 500 submissions from 50 concurrent clients, each submission from its own client address —
 *     every request must be answered, every submission stored and forwarded exactly once (the
 *     store delivers some after answering: the script waits for them);
 *  2. 100 submissions from ONE address, 50 at a time — the per-IP limit lets exactly 5 through.
 *
 * (Provider failures and restarts are `scripts/faults.ts`'s job.) Prints the figures and exits non-zero if any expectation fails.
 *
 * Usage: `npm run build && node scripts/burst.ts` (BURST_PORT overrides the port, default 8789).
 */
import { burst, percentile, tally } from "./lib/submissions.ts";
import { contactRateLimit } from "../harness/builtConfig.ts";
import { TEST_ACCESS_KEY, type Submission } from "../harness/provider.ts";
import { startSite } from "../harness/site.ts";

const TOTAL = 500;
const CONCURRENCY = 50;
const ONE_CLIENT = 100;
const RUN_TIMEOUT_MS = 180_000;
const HOST = "127.0.0.1";

function forwardedCounts(submissions: Submission[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const s of submissions) counts.set(s.fields.message ?? "", (counts.get(s.fields.message ?? "") ?? 0) + 1);
  return counts;
}

/** Waits until `done()` holds (at most 60 s), then a second more for anything sent twice to show. */
async function settled(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
  await new Promise((r) => setTimeout(r, 1000));
}

async function main(): Promise<number> {
  const port = Number(process.env.BURST_PORT ?? 8789);
  const limit = contactRateLimit();
  const server = await startSite({ port, provider: true });
  const { provider } = server;
  const baseUrl = server.url;
  if (new URL(baseUrl).hostname !== HOST || new URL(provider.url).hostname !== HOST) throw new Error("loopback only");
  const problems: string[] = [];
  try {
    // 1. Many visitors at once.
    const run = `${Date.now().toString(36)}`;
    // Fresh client addresses per run: the local rate limiter keeps its counts on disk for a minute.
    const net = `10.${1 + Math.floor(Math.random() * 250)}`;
    const one = await burst(baseUrl, TOTAL, CONCURRENCY, (i) => ({
      id: `burst-${run}-${i}`,
      ip: `${net}.${Math.floor(i / 250)}.${(i % 250) + 1}`,
    }));
    // Leads are stored, then delivered by the store (some after the answer): wait for them.
    await settled(() => provider.submissions().length >= TOTAL);
    const forwarded = forwardedCounts(provider.submissions());
    const latencies = one.outcomes.map((o) => o.ms).sort((a, b) => a - b);
    const expected = one.outcomes.filter((o) => o.status !== 200);
    const unanswered = one.outcomes.filter((o) => o.status === 0);
    const notOnce = one.outcomes.filter((o) => forwarded.get(o.id) !== 1);
    const twice = [...forwarded.values()].filter((n) => n > 1).length;
    const badKey = provider.submissions().filter((s) => !s.accessKeyOk).length;
    console.log(`\nPhase 1: ${TOTAL} submissions, ${CONCURRENCY} concurrent clients, one address each`);
    console.log(`  answers:            ${JSON.stringify(tally(one.outcomes))}`);
    console.log(
      `  forwarded:          ${provider.submissions().length} (exactly once: ${TOTAL - notOnce.length}/${TOTAL}; forwarded twice: ${twice}; wrong key: ${badKey})`,
    );
    console.log(`  wall time:          ${one.seconds.toFixed(2)} s (${(TOTAL / one.seconds).toFixed(0)} requests/s)`);
    console.log(
      `  latency p50/p95/max: ${percentile(latencies, 50).toFixed(0)} / ${percentile(latencies, 95).toFixed(0)} / ${latencies.at(-1)?.toFixed(0)} ms`,
    );
    if (unanswered.length) problems.push(`${unanswered.length} requests got no answer`);
    if (expected.length) {
      problems.push(
        `${expected.length} answers with an unexpected status: ${expected.map((o) => `${o.id} → ${o.status}`).join(", ")}`,
      );
    }
    if (notOnce.length) problems.push(`${notOnce.length} submissions not forwarded exactly once`);
    if (twice || badKey) problems.push("duplicates or wrong access key at the provider");

    // 2. One client hammering.
    const before = provider.submissions().length;
    const two = await burst(baseUrl, ONE_CLIENT, CONCURRENCY, (i) => ({
      id: `single-${run}-${i}`,
      ip: `${net}.200.1`,
    }));
    const counts = tally(two.outcomes);
    await settled(() => provider.submissions().length - before >= (counts["200"] ?? 0));
    const newlyForwarded = provider.submissions().length - before;
    console.log(
      `\nPhase 2: ${ONE_CLIENT} submissions from one address, ${CONCURRENCY} at a time (limit ${limit} per 60 s)`,
    );
    console.log(`  answers:            ${JSON.stringify(counts)}`);
    console.log(`  forwarded:          ${newlyForwarded}`);
    if ((counts["200"] ?? 0) !== limit || (counts["429"] ?? 0) !== ONE_CLIENT - limit || newlyForwarded !== limit) {
      problems.push(`rate limit: expected ${limit} × 200 and ${ONE_CLIENT - limit} × 429, ${limit} forwarded`);
    }
    if (server.output().includes(TEST_ACCESS_KEY)) problems.push("the access key appeared in the server output");
  } finally {
    await server.stop();
  }
  console.log(
    problems.length
      ? `\nFAILED:\n- ${problems.join("\n- ")}`
      : "\nOK: every request answered, every accepted submission forwarded exactly once, none twice.",
  );
  return problems.length ? 1 : 0;
}

const timer = setTimeout(() => {
  console.error(`burst: gave up after ${RUN_TIMEOUT_MS / 1000} s`);
  process.exit(2);
}, RUN_TIMEOUT_MS);
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
