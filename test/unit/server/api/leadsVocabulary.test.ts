/**
 * The operators' API's query words (docs/operations.md, "Filter words"): the names of issue 54
 * (`sender`, `since`, `before`, the state `held`) select the leads, and the old names (`from`,
 * `after`, `spam`) still do, the same ones, for an operator's script written before. The routes'
 * other behaviour: leads.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leadsAdmin, MIN_ADMIN_TOKEN_LENGTH } from "../../../../src/server/api/leads";
import type { Lead } from "../../../../src/server/leads/record";
import { resetJurisdictionLog } from "../../../../src/server/leads/jurisdiction";
import type { LeadStore } from "../../../../src/server/leads/store";
import { accepted, captureLogs, leadsBinding, newLead, openStore, stubFetch } from "../../../support/leadStore";

const TOKEN = "t".repeat(MIN_ADMIN_TOKEN_LENGTH);
const ORIGIN = "http://localhost";
const T0 = Date.parse("2026-11-01T00:00:00.000Z");

let store: LeadStore;

/** A request as `npm run leads` sends it: the bearer token, and its own Origin on a change. */
const call = (path: string, method: "GET" | "POST" = "GET") =>
  leadsAdmin.request(
    `${ORIGIN}${path}`,
    { method, headers: { authorization: `Bearer ${TOKEN}`, ...(method === "POST" ? { origin: ORIGIN } : {}) } },
    { LEADS_ADMIN_TOKEN: TOKEN, LEADS: leadsBinding(store) },
  );
const ids = async (path: string) => ((await (await call(path)).json()) as Lead[]).map((lead) => lead.id);
/** How many pending leads a bulk filter selects (a dry run: nothing changes). */
const matched = async (query: string) =>
  ((await (await call(`/purge?state=pending&dry-run=1&${query}`, "POST")).json()) as { matched: number }).matched;

const BOT = "bot-lead-one.0000000000000001";
const BOT2 = "bot-lead-two.0000000000000002";
const ADA = "ada-lovelace.0000000000000003";
const HELD = "held-lead-01.0000000000000004";

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(T0);
  captureLogs();
  resetJurisdictionLog();
  // The provider refuses for a while: every lead not held stays pending.
  stubFetch(() => Response.json({}, { status: 429 }));
  ({ store } = await openStore());
  const lead = (id: string, email: string, at: number, extra = {}) => {
    vi.setSystemTime(T0 + at);
    return store.accept(newLead(id, { fields: { ...newLead(id).fields, email }, ...extra }));
  };
  await lead(BOT, "x1@spam.example", 1_000);
  await lead(BOT2, "X2@Spam.Example", 2_000);
  await lead(ADA, "ada@example.com", 3_000);
  await lead(HELD, "z@spam.example", 4_000, { held: "honeypot" });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the sender", () => {
  it("sender selects an address (any case) or every address @domain", async () => {
    expect(await matched("sender=%40spam.example")).toBe(2);
    expect(await matched("sender=X1%40SPAM.example")).toBe(1);
    expect(await matched("sender=%40example.com")).toBe(1);
  });

  it("from, its old name, selects the same leads", async () => {
    for (const sender of ["%40spam.example", "X1%40SPAM.example", "%40example.com"])
      expect(await matched(`from=${sender}`), sender).toBe(await matched(`sender=${sender}`));
  });
});

describe("the received dates", () => {
  it("since (at or after) and before (strictly before) bound the time a lead was received", async () => {
    expect(await matched("since=2026-11-01T00:00:02.000Z")).toBe(2);
    expect(await matched("before=2026-11-01T00:00:02.000Z")).toBe(1);
    expect(await matched("since=2026-11-01T00:00:01.000Z&before=2026-11-01T00:00:03.000Z")).toBe(2);
  });

  it("after, the old name of since, selects the same leads", async () => {
    for (const at of ["2026-11-01T00:00:02.000Z", "2026-11-01T00:00:03.000Z"])
      expect(await matched(`after=${at}`), at).toBe(await matched(`since=${at}`));
  });
});

describe("old and new names together", () => {
  it("a hold by old names acts as by the new ones, and its audit line names the filters by their new names", async () => {
    const logs = captureLogs();
    const answer = await call("/hold?state=pending&from=%40spam.example&after=2026-11-01T00:00:02.000Z", "POST");
    expect(await answer.json()).toEqual({ held: 1 });
    expect(store.show(BOT2)).toMatchObject({ state: "held", reason: "operator" });
    expect(store.show(BOT)).toMatchObject({ state: "pending" });
    expect(logs.filter((line) => line.event === "leads_held")).toEqual([
      { console: "log", level: "info", event: "leads_held", state: "pending", count: 1, filters: ["sender", "since"] },
    ]);
  });

  it("refuses an old name beside its new one, changing nothing", async () => {
    for (const [query, error] of [
      ["from=%40a.example&sender=%40b.example", "from is the old name of sender: give one of them"],
      ["after=2026-11-01&since=2026-11-01", "after is the old name of since: give one of them"],
    ]) {
      const answer = await call(`/hold?state=pending&${query}`, "POST");
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ error: error });
    }
    expect(store.show(BOT)).toMatchObject({ state: "pending" });
  });
});

describe("the state held", () => {
  it("lists and exports held leads as held, and as spam, its old name", async () => {
    expect(await ids("/?state=held")).toEqual([HELD]);
    expect(await ids("/?state=spam")).toEqual([HELD]);
    expect(await ids("/export?format=json&state=held")).toEqual([HELD]);
    expect(await ids("/export?format=json&state=spam")).toEqual([HELD]);
  });

  it("purges held leads, unsent, as held and as spam", async () => {
    stubFetch(() => accepted());
    expect(await (await call("/purge?state=held", "POST")).json()).toEqual({ purged: 1 });
    await store.accept(newLead("held-lead-02.0000000000000005", { held: "honeypot" }));
    expect(await (await call("/purge?state=spam", "POST")).json()).toEqual({ purged: 1 });
    expect(await ids("/?state=held")).toEqual([]);
  });
});
