/**
 * The operators' API (`/api/leads`) at source level, over a real `LeadStore` in a fake Durable
 * Object state: who may call it, each route's answer, the filters. test/worker/leads.test.ts and
 * export.test.ts prove the same routes in workerd.
 */
import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leadsAdmin, MIN_ADMIN_TOKEN_LENGTH } from "../../../../src/server/api/leads";
import type { Lead, NewLead } from "../../../../src/server/leads/record";
import { resetJurisdictionLog } from "../../../../src/server/leads/jurisdiction";
import { LeadStore } from "../../../../src/server/leads/store";
import { durableObjectState } from "../../../support/durableObject";
import {
  accepted,
  captureLogs,
  leadsBinding,
  newLead,
  openStore,
  storeEnv,
  stubFetch,
} from "../../../support/leadStore";

const TOKEN = "t".repeat(MIN_ADMIN_TOKEN_LENGTH);
const ORIGIN = "http://localhost";
const T0 = Date.parse("2026-11-01T00:00:00.000Z");

let store: LeadStore;
let status: number;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(T0);
  captureLogs();
  resetJurisdictionLog();
  status = 200;
  stubFetch(() => (status === 200 ? accepted() : Response.json({}, { status })));
  ({ store } = await openStore());
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A request as `npm run leads` sends it (bearer token, own Origin on changes), with `env` overrides. */
function call(path: string, init: RequestInit = {}, env: Record<string, unknown> = {}) {
  const headers = new Headers(init.headers);
  if (!headers.has("authorization")) headers.set("authorization", `Bearer ${TOKEN}`);
  if (init.method === "POST" && !headers.has("origin")) headers.set("origin", ORIGIN);
  return leadsAdmin.request(
    `${ORIGIN}${path}`,
    { ...init, headers },
    { LEADS_ADMIN_TOKEN: TOKEN, LEADS: leadsBinding(store), ...env },
  );
}

const post = (path: string, headers: Record<string, string> = {}) => call(path, { method: "POST", headers });
/** Checks an answer's status, that it is not cached, and its JSON body. */
async function expectAnswer(response: Response, status: number, body: object) {
  expect(response.status).toBe(status);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.json()).toEqual(body);
}

const ids = async (response: Response) => ((await response.json()) as Lead[]).map((lead) => lead.id);

/** Lead ids of the shape the routes take (`isLeadId`). */
const OLD = "old-lead-id.0000000000000001";
const SPAM = "spam-lead-id.0000000000000002";
const NEW = "new-lead-id.0000000000000003";

/** Three leads: OLD delivered, SPAM held, NEW failed, a second apart. */
async function threeLeads() {
  await store.accept(newLead(OLD));
  vi.setSystemTime(T0 + 1_000);
  await store.accept(newLead(SPAM, { held: "honeypot" }));
  vi.setSystemTime(T0 + 2_000);
  status = 400;
  await store.accept(newLead(NEW));
}

describe("who may call it", () => {
  it("does not exist without a token", async () => {
    for (const token of [undefined, "", "   "])
      expect((await call("/", {}, { LEADS_ADMIN_TOKEN: token })).status).toBe(404);
  });

  it("refuses to run with a token under 32 characters, and says why", async () => {
    const response = await call("/", {}, { LEADS_ADMIN_TOKEN: "t".repeat(MIN_ADMIN_TOKEN_LENGTH - 1) });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: "LEADS_ADMIN_TOKEN must be at least 32 characters." });
    // Surrounding spaces do not count; exactly 32 characters is enough.
    expect((await call("/", {}, { LEADS_ADMIN_TOKEN: ` ${TOKEN} ` })).status).toBe(200);
  });

  it("answers 401 to a wrong or missing bearer token", async () => {
    expect((await call("/", { headers: { authorization: "Bearer nope" } })).status).toBe(401);
    expect((await call("/", { headers: { authorization: "" } })).status).toBe(401);
  });

  it("takes changes only from its own origin; reads from anywhere", async () => {
    const refused = await post("/retry-failed", { origin: "https://evil.test" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: "Changes must come from this site (Origin)." });
    expect((await call("/", { headers: { origin: "https://evil.test" } })).status).toBe(200);
    expect((await call("/", { method: "HEAD", headers: { origin: "https://evil.test" } })).status).toBe(200);
    expect((await post("/retry-failed")).status).toBe(200);
  });

  it("answers 503 when the Worker has no lead store", async () => {
    const response = await call("/", {}, { LEADS: undefined });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: "The lead store is not configured (no LEADS binding)." });
  });
});

describe("GET /", () => {
  it("lists every lead, newest first, not cached", async () => {
    await threeLeads();
    const response = await call("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await ids(response)).toEqual([NEW, SPAM, OLD]);
  });

  it("filters by state (spam names held) and by date", async () => {
    await threeLeads();
    expect(await ids(await call("/?state=held"))).toEqual([SPAM]);
    expect(await ids(await call("/?state=spam"))).toEqual([SPAM]);
    expect(await ids(await call("/?state=failed"))).toEqual([NEW]);
    expect(await ids(await call("/?since=2026-11-01T00:00:01.000Z"))).toEqual([NEW, SPAM]);
  });

  it("refuses an unknown state or a date that is not one", async () => {
    const state = await call("/?state=lost");
    expect(state.status).toBe(400);
    expect(await state.json()).toEqual({ error: "state must be one of pending, delivered, failed, held (or spam)" });
    const since = await call("/?since=yesterday");
    expect(since.status).toBe(400);
    expect(await since.json()).toEqual({ error: "since must be a date, e.g. 2026-11-01" });
  });

  it("takes a limit between 1 and 10000, 100 when it is none", async () => {
    const list = vi.spyOn(store, "list");
    for (const [limit, asked] of [
      ["", 100],
      ["abc", 100],
      ["0", 100],
      ["-5", 1],
      ["1", 1],
      ["250", 250],
      ["10000", 10_000],
      ["20000", 10_000],
    ] as const) {
      await call(`/?limit=${limit}`);
      expect(list).toHaveBeenLastCalledWith(undefined, asked, 0);
    }
    await call("/");
    expect(list).toHaveBeenLastCalledWith(undefined, 100, 0);
  });
});

describe("GET /export", () => {
  it("exports CSV by default, without held leads, every row asked for in pages with held ones left out", async () => {
    await threeLeads();
    const page = vi.spyOn(store, "page");
    const response = await call("/export");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = new TextDecoder().decode(bytes).split("\r\n");
    expect(rows.map((row) => row.split(",")[0])).toEqual(['"id"', `"${NEW}"`, `"${OLD}"`, ""]);
    expect(page).toHaveBeenCalledWith({ state: undefined, since: 0, excludeHeld: true }, null, 1_000);
    // A page shorter than asked for is the last: the store is not asked again.
    expect(page).toHaveBeenCalledTimes(1);
  });

  it("exports JSON, and held leads when asked for by state", async () => {
    await threeLeads();
    const json = await call("/export?format=json");
    expect(json.headers.get("cache-control")).toBe("no-store");
    expect(await ids(json)).toEqual([NEW, OLD]);
    expect(await ids(await call("/export?format=json&state=spam"))).toEqual([SPAM]);
    expect(await ids(await call("/export?format=json&since=2026-11-01T00:00:02.000Z"))).toEqual([NEW]);
  });

  it("refuses another format, state or date", async () => {
    const format = await call("/export?format=xml");
    expect(format.status).toBe(400);
    expect(await format.json()).toEqual({ error: "format must be csv or json" });
    expect((await call("/export?state=lost")).status).toBe(400);
    expect((await call("/export?since=never")).status).toBe(400);
  });
});

describe("GET /counts", () => {
  it("answers how many leads the desk's inbox, held and failed views hold, uncached", async () => {
    await threeLeads();
    // OLD delivered and NEW given up on (the provider's 400) are in the inbox, NEW failed too; SPAM held.
    await expectAnswer(await call("/counts"), 200, { inbox: 2, held: 1, failed: 1 });
  });
});

describe("one lead", () => {
  it("shows a lead, or 404", async () => {
    await threeLeads();
    const found = await call(`/${SPAM}`);
    expect(found.headers.get("cache-control")).toBe("no-store");
    expect(await found.json()).toMatchObject({ id: SPAM, state: "held", reason: "honeypot" });
    await expectAnswer(await call("/nobody-lead.0000000000000009"), 404, { error: "No lead with this id." });
  });

  it("releases a held lead, or 404", async () => {
    await threeLeads();
    await expectAnswer(await post(`/${SPAM}/release`), 200, { released: 1 });
    await expectAnswer(await post(`/${SPAM}/release`), 404, { error: "No held lead with this id." });
  });

  it("retries an undelivered lead, or 404", async () => {
    await threeLeads();
    await expectAnswer(await post(`/${NEW}/retry`), 200, { requeued: 1 });
    await expectAnswer(await post(`/${OLD}/retry`), 404, { error: "No undelivered lead with this id." });
  });
});

describe("a word is not a lead id", () => {
  it("GET /:id and POST /:id/release|retry|delete answer 400 to anything not shaped as a lead id, and change nothing", async () => {
    await threeLeads();
    const before = await (await call("/")).json();
    const usage = { error: expect.stringContaining("Not a lead id") };
    for (const word of ["all-held", "all-failed", "old", `${OLD}0`, "old-lead-id.00000000000000AB"]) {
      await expectAnswer(await call(`/${word}`), 400, usage);
      for (const action of ["release", "retry", "delete"])
        await expectAnswer(await post(`/${word}/${action}`), 400, usage);
    }
    expect(await (await call("/")).json()).toEqual(before);
  });
});

describe("every lead", () => {
  it("releases every held lead and retries every failed one", async () => {
    await threeLeads();
    await expectAnswer(await post("/release-held"), 200, { released: 1 });
    await expectAnswer(await post("/retry-failed"), 200, { requeued: 1 });
  });

  it("purges the leads delivered before a date, which it requires", async () => {
    await threeLeads();
    const missing = await post("/purge");
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: "delivered-before must be a date, e.g. 2026-11-01" });
    expect((await post("/purge?delivered-before=soon")).status).toBe(400);
    await expectAnswer(await post("/purge?delivered-before=2026-11-02"), 200, { purged: 1 });
    expect(await ids(await call("/"))).toEqual([NEW, SPAM]);
  });
});

describe("clearing spam and deleting one lead, unsent", () => {
  it("purge?state=held deletes held leads only; state=failed&before deletes failed ones given up before the date", async () => {
    await threeLeads();
    await expectAnswer(await post("/purge?state=held"), 200, { purged: 1 });
    expect(await ids(await call("/"))).toEqual([NEW, OLD]);
    await expectAnswer(await post("/purge?state=failed&before=2026-11-01T00:00:01.000Z"), 200, { purged: 0 });
    await expectAnswer(await post("/purge?state=failed&before=2026-11-02"), 200, { purged: 1 });
    expect(await ids(await call("/"))).toEqual([OLD]);
    await expectAnswer(await post("/purge?state=delivered"), 400, {
      error: "state must be held (or spam), failed or pending",
    });
    await expectAnswer(await post("/purge?state=spam&before=soon"), 400, {
      error: "before must be a date, e.g. 2026-11-01",
    });
  });

  it("POST /:id/delete deletes one lead and its deliveries; a second time it is gone", async () => {
    status = 500;
    const PENDING = "pending-lead.0000000000000004";
    await store.accept(newLead(PENDING));
    await expectAnswer(await post(`/${PENDING}/delete`), 200, { deleted: 1 });
    await expectAnswer(await post(`/${PENDING}/delete`), 404, { error: "No lead with this id." });
    expect(store.show(PENDING)).toBeNull();
  });
});

describe("a pending flood, held or purged by a filter", () => {
  const leadOf = (id: string, email: string, subject: string, message: string, extra = {}) =>
    newLead(id, { fields: { ...newLead(id).fields, email, subject, message }, ...extra });
  const BOT1 = "bot-one-lead.0000000000000001";
  const BOT2 = "bot-two-lead.0000000000000002";
  const ADA = "ada-lovelace.0000000000000003";
  const NEAR = "near-domain1.0000000000000004";
  const HELD = "held-spam-01.0000000000000005";
  const SENT = "sent-already.0000000000000006";

  /** Pending (the provider answering 429), a second apart: two bots, Ada, a look-alike domain; beside them a held and a delivered lead. */
  async function flood() {
    await store.accept(leadOf(SENT, "bot@spam.example", "Casino", "casino", {}));
    status = 429;
    vi.setSystemTime(T0 + 1_000);
    await store.accept(leadOf(BOT1, "x1@spam.example", "Offer", "Cheap CASINO chips"));
    vi.setSystemTime(T0 + 2_000);
    await store.accept(leadOf(BOT2, "X2@Spam.Example", "casino bonus", "Click here"));
    vi.setSystemTime(T0 + 3_000);
    await store.accept(leadOf(ADA, "ada@example.com", "A website", "We need a new site"));
    vi.setSystemTime(T0 + 4_000);
    // No subject (a form without one, or an older store's row): its message is still searched.
    const { subject: _, ...noSubject } = leadOf(NEAR, "y@notspam.example", "", "Is casino a word?").fields;
    await store.accept(newLead(NEAR, { fields: noSubject as NewLead["fields"] }));
    await store.accept(leadOf(HELD, "z@spam.example", "Casino", "casino", { held: "honeypot" }));
  }
  const states = async () =>
    Object.fromEntries(
      ((await (await call("/")).json()) as Lead[]).map((lead) => [lead.id, [lead.state, lead.reason]]),
    );

  it("hold?state=pending&from=@domain holds that domain's pending leads (any case) as operator; a dry run only counts", async () => {
    await flood();
    const before = await states();
    await expectAnswer(await post("/hold?state=pending&from=%40spam.example&dry-run=1"), 200, {
      dryRun: true,
      matched: 2,
    });
    expect(await states()).toEqual(before);
    // A lead released earlier (pending again) is held again.
    await expectAnswer(await post(`/${HELD}/release`), 200, { released: 1 });
    const logs = captureLogs();
    await expectAnswer(await post("/hold?state=pending&from=%40SPAM.example"), 200, { held: 3 });
    expect(await states()).toEqual({
      ...before,
      [BOT1]: ["held", "operator"],
      [BOT2]: ["held", "operator"],
      [HELD]: ["held", "operator"],
    });
    expect(store.show(BOT1)).toMatchObject({ deliveries: { mail: null, webhook: null } });
    expect(logs.filter((line) => line.event === "leads_held")).toEqual([
      { console: "log", level: "info", event: "leads_held", state: "pending", count: 3, filters: ["from"] },
    ]);
    expect(JSON.stringify(logs)).not.toContain("spam.example");
    // Released through the normal path, and sent.
    status = 200;
    await expectAnswer(await post(`/${BOT1}/release`), 200, { released: 1 });
    expect(store.show(BOT1)).toMatchObject({ state: "pending", reason: "operator" });
  });

  it("filters by an address (any case), by words in the subject or message (each, any case), by dates", async () => {
    await flood();
    const matched = async (query: string) =>
      ((await (await post(`/purge?state=pending&dry-run=1&${query}`)).json()) as { matched: number }).matched;
    expect(await matched("from=x2%40SPAM.EXAMPLE")).toBe(1);
    expect(await matched("from=2%40spam.example")).toBe(0);
    expect(await matched("text=casino")).toBe(3);
    expect(await matched("text=cheap+casino")).toBe(1);
    expect(await matched("text=CASINO+bonus")).toBe(1);
    // Words never run across the subject and the message.
    expect(await matched("text=bonusclick")).toBe(0);
    expect(await matched("text=site&from=%40example.com")).toBe(1);
    expect(await matched("after=2026-11-01T00:00:02.000Z")).toBe(3);
    expect(await matched("before=2026-11-01T00:00:02.000Z")).toBe(1);
    expect(await matched("after=2026-11-01T00:00:02.000Z&before=2026-11-01T00:00:04.000Z")).toBe(2);
    expect(await matched("all=1")).toBe(4);
  });

  it("purge?state=pending deletes what the filter selects with its deliveries, unsent, and writes an audit line", async () => {
    await flood();
    const logs = captureLogs();
    await expectAnswer(await post("/purge?state=pending&text=casino&before=2026-11-01T00:00:04.000Z"), 200, {
      purged: 2,
    });
    expect(Object.keys(await states()).sort()).toEqual([ADA, HELD, NEAR, SENT].sort());
    expect(logs.filter((line) => line.event === "leads_purged")).toEqual([
      { console: "log", level: "info", event: "leads_purged", state: "pending", count: 2, filters: ["text", "before"] },
    ]);
    expect(JSON.stringify(logs)).not.toContain("casino");
    // Their deliveries went with them: only Ada's and the look-alike's are retried.
    const sent: Request[] = stubFetch(() => accepted());
    vi.setSystemTime(T0 + 60 * 60_000);
    await store.alarm();
    expect(sent).toHaveLength(2);
    await expectAnswer(await post("/purge?state=pending&all=1"), 200, { purged: 0 });
  });

  it("holds every pending lead only when confirmed (all); refuses a bad state or filter, changing nothing", async () => {
    await flood();
    const before = await states();
    for (const [path, error] of [
      ["/hold", "state must be pending"],
      ["/hold?state=held&all=1", "state must be pending"],
      ["/hold?state=pending", "No filter (from, text, after, before)"],
      ["/purge?state=pending", "No filter (from, text, after, before)"],
      ["/hold?state=pending&from=nobody", "from must be an e-mail address or @domain"],
      ["/hold?state=pending&from=a%40b%40c", "from must be an e-mail address or @domain"],
      ["/hold?state=pending&text=+", "text must be one or more words"],
      ["/purge?state=pending&after=soon", "after must be a date, e.g. 2026-11-01"],
      ["/purge?state=pending&before=soon", "before must be a date, e.g. 2026-11-01"],
    ] as const)
      await expectAnswer(await post(path), 400, { error: expect.stringContaining(error) });
    expect(await states()).toEqual(before);
    await expectAnswer(await post("/hold?state=pending&all=1"), 200, { held: 4 });
    expect(Object.values(await states()).filter(([state]) => state === "pending")).toEqual([]);
  });
});

describe("export pages through every row", () => {
  // 10,350 rows written and exported twice: seconds on a loaded machine, so a longer limit than the default 5 s.
  it(
    "gives every genuine lead past 10,000 rows, with the held ones left out in the query",
    { timeout: 60_000 },
    async () => {
      const { store: big, fake } = await openStore();
      store = big;
      const insert = fake.db.prepare(
        "INSERT INTO leads (id, variant, fields, page, mail_route, held_reason, released_at, created_at) VALUES (?, 'contact', ?, '/contact', 'provider', ?, NULL, ?)",
      );
      const delivered = fake.db.prepare(
        "INSERT INTO deliveries (lead_id, channel, state, attempts, window_started_at, updated_at, delivered_at) VALUES (?, 'mail', 'delivered', 1, ?, ?, ?)",
      );
      const fields = JSON.stringify({ firstName: "A", lastName: "B", email: "a@b.co", subject: "s", message: "m" });
      fake.db.exec("BEGIN");
      for (let i = 0; i < 10_050; i++) {
        insert.run(`genuine-${String(i).padStart(5, "0")}`, fields, null, T0 + i);
        delivered.run(`genuine-${String(i).padStart(5, "0")}`, T0 + i, T0 + i, T0 + i);
      }
      // Newer than every genuine one: a filter applied after a limit would lose genuine leads to them.
      for (let i = 0; i < 300; i++) insert.run(`held-${i}`, fields, "challenge_missing", T0 + 20_000 + i);
      fake.db.exec("COMMIT");
      const response = await call("/export?format=json");
      const exported = (await response.json()) as Lead[];
      expect(exported).toHaveLength(10_050);
      expect(new Set(exported.map((lead) => lead.id)).size).toBe(10_050);
      expect(exported.some((lead) => lead.state === "held")).toBe(false);
      const csv = await (await call("/export?format=csv")).text();
      expect(csv.trimEnd().split("\r\n")).toHaveLength(10_051);
      // Asked for by state, the held ones come.
      expect(((await (await call("/export?format=json&state=held")).json()) as Lead[]).length).toBe(300);
    },
  );
});

describe("one person's data: found, exported, erased", () => {
  /** Grace's leads in every state and on both channels, Ada's one beside them. */
  async function people() {
    const { store: both } = await openStore({
      LEADS_WEBHOOK_URL: "https://hooks.test/leads",
      LEADS_WEBHOOK_SECRET: "w".repeat(40),
    });
    store = both;
    const grace = (id: string, extra = {}) =>
      newLead(id, { fields: { ...newLead(id).fields, email: "Grace.Hopper@Example.com" }, ...extra });
    await store.accept(grace("g-delivered.00000000000000d1"));
    vi.setSystemTime(T0 + 1_000);
    await store.accept(grace("g-held-lead.00000000000000d2", { held: "challenge_missing" }));
    vi.setSystemTime(T0 + 2_000);
    status = 500;
    await store.accept(grace("g-pending.00000000000000d3"));
    vi.setSystemTime(T0 + 3_000);
    status = 200;
    await store.accept(newLead("ada-lead.00000000000000d4"));
  }

  it("GET /?email= lists every lead of the address in any case, in every state", async () => {
    await people();
    const found = (await (await call("/?email=grace.hopper%40EXAMPLE.com")).json()) as Lead[];
    expect(found.map((lead) => [lead.id, lead.state])).toEqual([
      ["g-pending.00000000000000d3", "pending"],
      ["g-held-lead.00000000000000d2", "held"],
      ["g-delivered.00000000000000d1", "delivered"],
    ]);
    expect(found.find((lead) => lead.id === "g-pending.00000000000000d3")!.deliveries.webhook).not.toBeNull();
    await expectAnswer(await call("/?email="), 400, { error: "email must be an e-mail address" });
  });

  it("GET /export?email=&format=json is that person's data as stored; CSV is refused", async () => {
    await people();
    const data = (await (await call("/export?email=GRACE.HOPPER%40example.com&format=json")).json()) as Lead[];
    expect(data.map((lead) => lead.id).sort()).toEqual([
      "g-delivered.00000000000000d1",
      "g-held-lead.00000000000000d2",
      "g-pending.00000000000000d3",
    ]);
    expect(data.every((lead) => lead.fields.email === "Grace.Hopper@Example.com")).toBe(true);
    expect((await call("/export?email=grace.hopper%40example.com&format=csv")).status).toBe(400);
  });

  it("POST /erase deletes them and their deliveries, cancels the pending ones, and logs no address", async () => {
    await people();
    const logs = captureLogs();
    const answer = (await (await post("/erase?email=grace.hopper%40example.com")).json()) as Record<string, unknown>;
    // g-delivered went out on both channels before the erasure; g-pending's two are cancelled.
    expect(answer).toMatchObject({
      leads: ["g-pending.00000000000000d3", "g-held-lead.00000000000000d2", "g-delivered.00000000000000d1"],
      cancelledDeliveries: 2,
      deliveredBeforeErasure: 2,
    });
    expect(await ids(await call("/?limit=100"))).toEqual(["ada-lead.00000000000000d4"]);
    expect(await (await call("/?email=grace.hopper%40example.com")).json()).toEqual([]);
    const audit = logs.filter((line) => line.event === "leads_erased");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      count: 3,
      cancelled: 2,
      deliveredBeforeErasure: 2,
      salt: answer.salt,
      hash: answer.hash,
    });
    expect(JSON.stringify(logs).toLowerCase()).not.toContain("grace.hopper");
    // The hash is the salt and the address, so a later request can be matched to it.
    const { saltedHash } = await import("../../../../src/server/leads/personal");
    expect(await saltedHash(String(answer.salt), " GRACE.HOPPER@example.com ")).toBe(answer.hash);
    // …with any SHA-256 tool: hex of "<salt>:<the address in lower case>", the salt 16 random bytes in hex.
    expect(answer.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(answer.hash).toBe(createHash("sha256").update(`${answer.salt}:grace.hopper@example.com`).digest("hex"));
  });

  it("POST /import loads an export into another store with its states; nothing is sent twice", async () => {
    await people();
    const exported = await (await call("/export?format=json&state=held")).json();
    const everyOther = await (await call("/export?format=json")).json();
    const all = [...(exported as Lead[]), ...(everyOther as Lead[])];
    const sent: Request[] = stubFetch(() => accepted());
    const { store: fresh, fake } = await openStore({
      LEADS_WEBHOOK_URL: "https://hooks.test/leads",
      LEADS_WEBHOOK_SECRET: "w".repeat(40),
    });
    store = fresh;
    const response = await call("/import", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(all),
    });
    await expectAnswer(response, 200, { imported: 4, skipped: 0 });
    const shown = (await (await call("/?limit=100")).json()) as Lead[];
    const strip = (lead: Lead) => [
      lead.id,
      lead.state,
      lead.deliveries.mail?.attempts ?? null,
      lead.reason,
      lead.deliveries.webhook?.state ?? null,
    ];
    expect(shown.map(strip).sort()).toEqual(all.map(strip).sort());
    // Importing again changes nothing.
    await expectAnswer(
      await call("/import", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(all),
      }),
      200,
      { imported: 0, skipped: 4 },
    );
    // Only the pending delivery goes out, once; the delivered ones never again.
    vi.setSystemTime(Date.now() + 60_000);
    await fake.fire(() => store.alarm());
    const subjects = await Promise.all(
      sent.map(
        async (request) =>
          (
            await request
              .clone()
              .formData()
              .catch(() => null)
          )?.get("message") ?? "webhook",
      ),
    );
    expect(subjects.filter((s) => s === "g-pending.00000000000000d3")).toHaveLength(1);
    expect(subjects).not.toContain("g-delivered.00000000000000d1");
    expect(subjects).not.toContain("ada-lead.00000000000000d4");
    await expectAnswer(
      await call("/import", { method: "POST", headers: { "content-type": "application/json" }, body: '{"id":1}' }),
      400,
      { error: "Not an export: the file must be a JSON array of leads." },
    );
    await expectAnswer(
      await call("/import", { method: "POST", headers: { "content-type": "application/json" }, body: "id,state\n" }),
      400,
      { error: "The body must be the JSON of an export (npm run leads -- export --format json)." },
    );
  });

  it("POST /import refuses a file with a bad row or past a cap, naming the rows, and imports nothing", async () => {
    await people();
    const held = (await (await call("/export?format=json&state=held")).json()) as Lead[];
    ({ store } = await openStore({ LEADS_MAX_HELD: "1" }));
    const load = (rows: unknown[]) =>
      call("/import", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(rows) });
    const copy = (lead: Lead, changes: Partial<Lead> = {}) => ({ ...lead, id: `copy-${lead.id}`, ...changes });
    await expectAnswer(await load([held[0], { id: 1 }, copy(held[0]!, { fields: { email: "a@b.co" } })]), 400, {
      error: "Nothing imported: 2 bad row(s) in the file.",
      rows: expect.arrayContaining([
        { row: 2, reason: expect.stringMatching(/^id: /) },
        { row: 3, reason: expect.stringMatching(/^fields\.firstName: /) },
      ]),
    });
    await expectAnswer(await load([held[0], copy(held[0]!)]), 400, {
      error: "Nothing imported: 1 bad row(s) in the file.",
      rows: [{ row: 2, reason: "over LEADS_MAX_HELD: the store keeps at most 1 such leads" }],
    });
    expect(await ids(await call("/?limit=100"))).toEqual([]);
  });
});

describe("moving the store", () => {
  /** An object id as workerd gives it: named, comparable with `equals`. */
  const objectId = (name: string) => ({ name, equals: (other: { name: string }) => other.name === name });

  /**
   * The configured store of `LEADS_JURISDICTION` (a real one, over a new database: it becomes the
   * store under test) and `old`, the other jurisdiction's, behind one `LEADS` binding; the env to call with.
   */
  async function moving(old: { handOver: () => Promise<unknown> }, jurisdiction = "eu") {
    const name = jurisdiction ? "leads@eu" : "leads";
    const fake = durableObjectState();
    (fake.state as { id: unknown }).id = objectId(name);
    const LEADS = {
      idFromName: objectId,
      get: (id: { name: string }) => (id.name === name ? store : old),
      jurisdiction: () => {
        throw new Error("jurisdiction: not implemented in workerd");
      },
    };
    store = new LeadStore(fake.state as never, { ...storeEnv({ LEADS_JURISDICTION: jurisdiction }), LEADS } as never);
    await fake.ready();
    return { LEADS_JURISDICTION: jurisdiction, LEADS };
  }

  it("POST /move hands the old store's leads over and says where they live and how many remain", async () => {
    const old = { handOver: vi.fn(async () => ({ moved: 2, remaining: 0 })) };
    await expectAnswer(await call("/move", { method: "POST" }, await moving(old)), 200, {
      jurisdiction: "eu",
      moved: 2,
      remaining: 0,
    });
    await expectAnswer(await call("/move", { method: "POST" }, await moving(old, "")), 200, {
      jurisdiction: null,
      moved: 2,
      remaining: 0,
    });
    expect(old.handOver).toHaveBeenCalledTimes(2);
  });

  it("every other command reaches the old store first; while it cannot hand over, 503 and nothing is done", async () => {
    const status = { moved: 0, remaining: 2 };
    const old = { handOver: vi.fn(async () => status) };
    const env = await moving(old);
    await threeLeads();
    for (const [path, init] of [
      ["/?email=ada%40example.com", {}],
      ["/erase?email=ada%40example.com", { method: "POST" }],
      ["/release-held", { method: "POST" }],
    ] as const)
      await expectAnswer(await call(path, init, env), 503, {
        error: "The old store still holds 2 lead(s); nothing was done. Try again in a minute (npm run leads -- move).",
        remaining: 2,
      });
    expect(store.list()).toHaveLength(3);
    expect(store.list("held")).toHaveLength(1);
    status.remaining = 0;
    expect(await ids(await call("/?limit=100", {}, env))).toEqual([NEW, SPAM, OLD]);
    expect(old.handOver).toHaveBeenCalledTimes(4);
  });

  it("once the old store was found empty, asks it no more (a stored marker), until `move` asks again", async () => {
    const old = { handOver: vi.fn(async () => ({ moved: 0, remaining: 0 })) };
    const env = await moving(old);
    for (let n = 0; n < 3; n++) expect((await call("/counts", {}, env)).status).toBe(200);
    expect(old.handOver).toHaveBeenCalledTimes(1);
    await expectAnswer(await call("/move", { method: "POST" }, env), 200, {
      jurisdiction: "eu",
      moved: 0,
      remaining: 0,
    });
    expect(old.handOver).toHaveBeenCalledTimes(2);
  });

  it("an old store that cannot be reached is a 503 for a command, naming it, never a 500", async () => {
    const old = {
      handOver: vi.fn(async () => {
        throw new Error("Durable Object reset");
      }),
    };
    await expectAnswer(await call("/counts", {}, await moving(old)), 503, {
      error:
        "The old store may still hold leads: it could not be reached; nothing was done. Try again in a minute (npm run leads -- move).",
      remaining: null,
    });
  });

  it.each(["europe", "EU,", "fedramp", "eu-west"])(
    "with LEADS_JURISDICTION %j answers 503 naming the setting, asks no store to hand over, one error line",
    async (jurisdiction) => {
      const lines = captureLogs();
      const old = { handOver: vi.fn(async () => ({ moved: 0, remaining: 0 })) };
      const env = { LEADS_JURISDICTION: jurisdiction, LEADS: { ...leadsBinding(old) } };
      for (const path of ["/counts", "/move"]) {
        const answer = await call(path, path === "/move" ? { method: "POST" } : {}, env);
        expect(answer.status).toBe(503);
        expect(((await answer.json()) as { error: string }).error).toBe(
          `LEADS_JURISDICTION is ${JSON.stringify(jurisdiction)}: it must be unset or "eu"; nothing is stored or moved until it is`,
        );
      }
      expect(old.handOver).not.toHaveBeenCalled();
      expect(lines.filter((line) => line.event === "leads_misconfigured")).toEqual([
        expect.objectContaining({ console: "error", level: "error", reason: "jurisdiction_invalid" }),
      ]);
    },
  );
});

describe("an address in the query", () => {
  const refused = { error: "email must be an e-mail address" };

  it("is read without surrounding spaces, up to 254 characters", async () => {
    await threeLeads();
    expect(await ids(await call("/?email=%20ADA%40example.com%20"))).toEqual([NEW, SPAM, OLD]);
    const longest = `${"a".repeat(254 - "@example.com".length)}@example.com`;
    await expectAnswer(await call(`/?email=${encodeURIComponent(longest)}`), 200, []);
    await expectAnswer(await call(`/?email=a${encodeURIComponent(longest)}`), 400, refused);
  });

  it("is refused (400, nothing done) when absent, spaced or too long, for a search, an export or an erasure", async () => {
    await threeLeads();
    for (const [path, init] of [
      ["/?email=ada%20lovelace%40example.com", {}],
      ["/export?format=json&email=ada%20lovelace%40example.com", {}],
      ["/erase", { method: "POST" }],
      ["/erase?email=ada%20lovelace%40example.com", { method: "POST" }],
      [`/erase?email=${"a".repeat(255)}`, { method: "POST" }],
    ] as const)
      await expectAnswer(await call(path, init), 400, refused);
    await expectAnswer(await call("/export?format=csv&email=ada%40example.com"), 400, {
      error: "an export by e-mail is JSON: format=json",
    });
    expect(await ids(await call("/"))).toEqual([NEW, SPAM, OLD]);
  });

  it("a dry run of a bulk purge says it is one, with the count", async () => {
    status = 500;
    await store.accept(newLead(NEW));
    await expectAnswer(await post("/purge?state=pending&all=1&dry-run=1"), 200, { dryRun: true, matched: 1 });
  });
});
