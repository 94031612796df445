/**
 * Its reads: the list and its filters, the exports (every row), the counts, one lead.
 *
 * The operators' API (`/api/leads`) at source level, over a real `LeadStore` in a fake Durable
 * Object state (test/support/leadsApi.ts). test/worker/leads.test.ts and export.test.ts prove the
 * same routes in workerd.
 */
import { describe, expect, it, vi } from "vitest";
import type { Lead } from "../../../../../src/server/leads/record";
import { openStore } from "../../../../support/leadStore";
import {
  call,
  expectAnswer,
  ids,
  NEW,
  OLD,
  post,
  SPAM,
  store,
  T0,
  threeLeads,
  useLeadsApi,
  useStore,
} from "../../../../support/leadsApi";

useLeadsApi();

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

describe("export pages through every row", () => {
  // 10,350 rows written and exported twice: seconds on a loaded machine, so a longer limit than the default 5 s.
  it(
    "gives every genuine lead past 10,000 rows, with the held ones left out in the query",
    { timeout: 60_000 },
    async () => {
      const { store: big, fake } = await openStore();
      useStore(big);
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
