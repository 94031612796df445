/**
 * `npm run bench:desk`: how long the lead desk takes to answer with 10,000 stored leads. Builds,
 * starts the production build on 127.0.0.1 (harness/site.ts; local, so the desk opens as the local
 * operator), loads DESK_BENCH_LEADS leads (default 10,000, spread over the last 12 weeks: most
 * delivered, some held for three reasons, some failed; none pending, so nothing is sent meanwhile)
 * through the operators' import, then times each page one request at a time, the pages interleaved
 * within a run: the inbox, a search that 1 % of the leads match, a search nothing matches (it reads
 * every lead), the figures (asked again with nothing changed: the store's kept figures), and the
 * figures after a change (one more lead imported before each request, not timed: counted afresh).
 * Each figure is the median of DESK_BENCH_RUNS runs (default 7) with its min–max, after one warm-up
 * request per page; the time is the whole answer, read to its end.
 * The table goes to stdout and to test-results/desk-bench.md (docs/measurements/desk.md records it).
 *
 *   npm run bench:desk
 *   DESK_BENCH_RUNS=5 npm run bench:desk -- --no-build
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { buildUnlessReused } from "./lib/build.ts";
import { emailDelivery } from "../harness/leadExport.ts";
import { startSite } from "../harness/site.ts";
import { medianAndRange, toolVersions } from "./lib/stats.ts";

const PORT = Number(process.env.DESK_BENCH_PORT ?? 8793);
const LEADS = Number(process.env.DESK_BENCH_LEADS ?? 10_000);
const RUNS = Number(process.env.DESK_BENCH_RUNS ?? 7);
/** Leads per import request. */
const CHUNK = 1_000;
const DAY = 86_400_000;

/** The pages timed: name, path, and whether the store is changed just before each request. */
const pages = [
  ["inbox", "/desk", false],
  ["search, 1 % match", "/desk?q=northwind", false],
  ["search, none match", "/desk?q=nobody-is-called-this", false],
  ["figures", "/desk/figures", false],
  ["figures, after a change", "/desk/figures", true],
] as const;

const first = ["Ada", "Grace", "Linus", "Barbara", "Ken", "Margaret", "Dennis", "Frances"];
const last = ["Lovelace", "Hopper", "Torvalds", "Liskov", "Thompson", "Hamilton", "Ritchie", "Allen", "Knuth"];
const companies = ["Acme Ltd", "Globex", "Initech", "Umbrella plc", "Hooli"];
const reasons = ["honeypot", "too_many_links", "challenge_failed"];
const forms = ["contact", "hire", "fullname"];

/** Lead `i` of the benchmark, as a JSON export carries it (the fields the import reads). */
function lead(i: number, now: number) {
  const created = now - ((i * 7_919) % (84 * DAY));
  const state = i % 25 === 0 ? "failed" : i % 8 === 0 ? "held" : "delivered";
  const createdAt = new Date(created).toISOString();
  return {
    id: `bench-${String(i).padStart(6, "0")}.0123456789abcdef`,
    variant: forms[i % forms.length],
    route: "provider",
    fields: {
      // Each form names the visitor its own way (the import checks a lead's fields against its form).
      ...[
        { firstName: first[i % first.length], lastName: last[i % last.length] },
        { name: `${first[i % first.length]} ${last[i % last.length]}` },
        { fullname: `${first[i % first.length]} ${last[i % last.length]}` },
      ][i % forms.length],
      email: `person${i}@example.com`,
      // The hire form asks for a company; one lead in a hundred names the one the first search looks for.
      ...(i % forms.length === 1 ? { company: companies[i % companies.length] } : {}),
      subject: `Enquiry ${i}`,
      message: `We would like a team for project ${i}${i % 100 === 0 ? " with Northwind Traders" : ""}.`,
    },
    page: "/contact",
    state,
    reason: state === "held" ? reasons[i % reasons.length] : null,
    createdAt,
    updatedAt: createdAt,
    // The e-mail's delivery in the lead's state (none while held); every other lead delivered has the webhook's too.
    deliveries: {
      mail: emailDelivery(state, new Date(created + 800 + (i % 50) * 100).toISOString(), {
        lastError: state === "failed" ? "status (500)" : null,
      }),
      webhook:
        state === "delivered" && i % 2
          ? {
              state: "delivered",
              attempts: 1,
              lastError: null,
              nextAttemptAt: null,
              deliveredAt: new Date(created + 300 + (i % 30) * 50).toISOString(),
            }
          : null,
    },
  };
}

buildUnlessReused();
// Twelve weeks of leads are kept whatever their state while the benchmark runs (the defaults purge
// delivered and held ones after 30 days).
const site = await startSite({
  port: PORT,
  vars: { LEADS_RETENTION_DAYS: "120", LEADS_SPAM_RETENTION_DAYS: "120" },
});
try {
  const now = Date.now();
  const loadStart = performance.now();
  /** Stores `leads` through the operators' import. */
  const load = async (leads: ReturnType<typeof lead>[]) => {
    const response = await fetch(`${site.url}/api/leads/import`, {
      method: "POST",
      headers: { authorization: `Bearer ${site.adminToken}`, origin: site.url, "content-type": "application/json" },
      body: JSON.stringify(leads),
    });
    if (!response.ok) throw new Error(`import: ${response.status} ${(await response.text()).slice(0, 500)}`);
  };
  for (let start = 0; start < LEADS; start += CHUNK)
    await load(Array.from({ length: Math.min(CHUNK, LEADS - start) }, (_, j) => lead(start + j, now)));
  const loaded = ((performance.now() - loadStart) / 1000).toFixed(1);
  const stored = await site.leads("?limit=10000");
  if (stored.length < Math.min(LEADS, 10_000)) throw new Error(`only ${stored.length} leads were stored`);

  let added = LEADS;
  /** One request, timed from sending to the last byte of its answer (ms); after a change, one lead more imported first. */
  const time = async (path: string, afterChange: boolean) => {
    if (afterChange) await load([lead(added++, now)]);
    const started = performance.now();
    const response = await fetch(site.url + path);
    await response.text();
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    return performance.now() - started;
  };
  const samples = new Map<string, number[]>(pages.map(([name]) => [name, []]));
  for (const [, path, afterChange] of pages) await time(path, afterChange);
  const loadBefore = loadavg();
  for (let run = 0; run < RUNS; run += 1)
    for (const [name, path, afterChange] of pages) samples.get(name)!.push(await time(path, afterChange));
  const loadAfter = loadavg();

  const lines = [
    `Measured ${new Date().toISOString()} with ${LEADS} stored leads (imported in ${loaded} s), ${RUNS} runs, one request at a time on 127.0.0.1, local operator.`,
    `Load average (1, 5, 15 min) before: ${loadBefore.map((l) => l.toFixed(2)).join(", ")}; after: ${loadAfter.map((l) => l.toFixed(2)).join(", ")}.`,
    `${toolVersions()}.`,
    "",
    "| Page | Path | ms, median (min–max) |",
    "| --- | --- | --- |",
    ...pages.map(([name, path]) => `| ${name} | \`${path}\` | ${medianAndRange(samples.get(name)!, 1)} |`),
  ];
  const text = lines.join("\n");
  console.log(text);
  mkdirSync("test-results", { recursive: true });
  writeFileSync("test-results/desk-bench.md", `${text}\n`);
} finally {
  await site.stop();
}
