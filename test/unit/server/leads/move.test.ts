/**
 * Moving the store (move.ts and the store's part in it), at source level: two `LeadStore`s over
 * fake Durable Object states, reached through one `LEADS` binding as in local workerd (no
 * jurisdictions: `leads@eu` stands in). test/worker/move.test.ts walks the same move in workerd.
 */
import { describe, expect, it, vi } from "vitest";
import { HAND_OVER_RETRY_MS } from "../../../../src/server/leads/move";
import { LeadStore } from "../../../../src/server/leads/store";
import { durableObjectState, type FakeState } from "../../../support/durableObject";
import { accepted, newLead, PROVIDER_URL, storeClock, storeEnv, stubFetch, until } from "../../../support/leadStore";

const T0 = Date.parse("2026-11-01T00:00:00.000Z");
const logs = storeClock(T0);

/** An object id as workerd gives it: named, comparable with `equals`. */
const objectId = (name: string) => ({ name, equals: (other: { name: string }) => other.name === name });

/** The two stores of one Worker, `leads` (no jurisdiction) and `leads@eu`, each opened with `vars`. */
function site() {
  const stubs = new Map<string, unknown>();
  const LEADS = {
    idFromName: objectId,
    get: (id: { name: string }) => stubs.get(id.name),
    jurisdiction: () => {
      throw new Error("jurisdiction: not implemented in workerd");
    },
  };
  const states = { leads: durableObjectState(), "leads@eu": durableObjectState() };
  const open = async (name: keyof typeof states, vars: Record<string, string> = {}) => {
    const fake: FakeState = states[name];
    (fake.state as { id: unknown }).id = objectId(name);
    const store = new LeadStore(fake.state as never, { ...storeEnv(vars), LEADS } as never);
    stubs.set(name, store);
    await fake.ready();
    return { store, fake };
  };
  return { open, stubs, states };
}

const ids = (store: LeadStore) => store.list(undefined, 1000).map((lead) => lead.id);

/** The old store (no jurisdiction) with a delivered, a pending and a held lead; then LEADS_JURISDICTION=eu. */
async function movedSite() {
  const s = site();
  let providerUp = false;
  const sent = stubFetch((request) => {
    if (request.url !== PROVIDER_URL) throw new Error(`unexpected fetch ${request.url}`);
    return providerUp || sent.length === 1 ? accepted() : Response.json({ success: false }, { status: 503 });
  });
  const before = await s.open("leads");
  await before.store.accept(newLead("delivered"));
  await before.store.accept(newLead("pending"));
  await before.store.accept(newLead("held", { held: "honeypot" }));
  expect(before.store.list().map((lead) => [lead.id, lead.state])).toEqual(
    expect.arrayContaining([
      ["delivered", "delivered"],
      ["pending", "pending"],
      ["held", "held"],
    ]),
  );
  // Deployed with LEADS_JURISDICTION=eu: the same objects, started again with the new configuration.
  const eu = { LEADS_JURISDICTION: "eu" };
  const old = await s.open("leads", eu);
  const configured = await s.open("leads@eu", eu);
  providerUp = true;
  return { ...s, old, configured, sent };
}

describe("a retired store", () => {
  it("says nothing of the channels' settings when it starts: the configured store does, once", async () => {
    const s = site();
    const vars = {
      LEADS_JURISDICTION: "eu",
      LEADS_WEBHOOK_URL: "http://hooks.test/leads",
      LEADS_WEBHOOK_SECRET: "w".repeat(40),
    };
    const misconfigured = () => logs().filter((line) => String(line.event).endsWith("_misconfigured"));
    await s.open("leads", vars);
    expect(misconfigured()).toEqual([]);
    await s.open("leads@eu", vars);
    expect(misconfigured()).toMatchObject([{ event: "webhook_misconfigured", reason: "url_not_https" }]);
  });

  it("wakes at once when it holds leads, hands them all over with their states, delivers none, then sleeps", async () => {
    const { old, configured, sent } = await movedSite();
    expect(old.fake.alarm()).toBe(T0);
    await old.fake.fire(() => old.store.alarm());
    expect(ids(old.store)).toEqual([]);
    expect(old.fake.alarm()).toBeNull();
    expect(sent).toHaveLength(2);
    expect(configured.store.list().map((lead) => [lead.id, lead.state, lead.reason])).toEqual(
      expect.arrayContaining([
        ["delivered", "delivered", null],
        ["pending", "pending", null],
        ["held", "held", "honeypot"],
      ]),
    );
    expect(logs()).toContainEqual(expect.objectContaining({ level: "info", event: "leads_handed_over", count: 3 }));
    // The configured store delivers the pending lead, once.
    await configured.fake.fire(() => configured.store.alarm());
    expect(sent).toHaveLength(3);
    expect(configured.store.show("pending")?.state).toBe("delivered");
  });

  it("forwards a new lead to the configured store, and answers one it holds as it is", async () => {
    const { old, configured, sent } = await movedSite();
    expect(await old.store.accept(newLead("late"))).toEqual({ created: true, state: "delivered" });
    expect(configured.store.show("late")?.state).toBe("delivered");
    expect(await old.store.accept(newLead("pending"))).toEqual({ created: false, state: "pending" });
    expect(ids(old.store)).not.toContain("late");
    expect(configured.store.show("pending")).toBeNull();
    expect(sent).toHaveLength(3);
  });

  it("keeps what it could not hand over, says how much, and tries again a minute later", async () => {
    const { old, stubs } = await movedSite();
    stubs.set("leads@eu", { takeOver: () => Promise.reject(new TypeError("network")) });
    vi.setSystemTime(T0 + 5_000);
    expect(await old.store.handOver()).toEqual({ moved: 0, remaining: 3 });
    expect(ids(old.store).sort()).toEqual(["delivered", "held", "pending"]);
    expect(old.fake.alarm()).toBe(T0 + 5_000 + HAND_OVER_RETRY_MS);
    expect(logs()).toContainEqual(
      expect.objectContaining({ level: "error", event: "leads_handover_failed", count: 3, error: "TypeError" }),
    );
    expect(logs().some((line) => line.event === "leads_handed_over")).toBe(false);
  });

  it("hands over every channel's delivery: a Slack message still due is sent once, by the configured store", async () => {
    const s = site();
    const slack = { LEADS_SLACK_WEBHOOK_URL: "https://hooks.slack.com/services/T000/B000/move" };
    let slackUp = false;
    const sent = stubFetch((request) => {
      if (request.url === PROVIDER_URL) return accepted();
      return new Response(slackUp ? "ok" : null, { status: slackUp ? 200 : 503 });
    });
    const before = await s.open("leads", slack);
    await before.store.accept(newLead("a"));
    await until(() => expect(before.store.show("a")?.deliveries.slack?.attempts).toBe(1));
    const waiting = before.store.show("a")!.deliveries;
    expect(waiting).toMatchObject({ mail: { state: "delivered" }, slack: { state: "pending" } });

    const moved = { ...slack, LEADS_JURISDICTION: "eu" };
    const old = await s.open("leads", moved);
    const configured = await s.open("leads@eu", moved);
    expect(await old.store.handOver()).toEqual({ moved: 1, remaining: 0 });
    // The configured store holds the lead with both deliveries as they were; only the Slack one is due.
    expect(configured.store.show("a")?.deliveries).toMatchObject({
      mail: waiting.mail,
      slack: { state: "pending", attempts: 1, lastError: "status (503)" },
    });
    slackUp = true;
    await configured.fake.fire(() => configured.store.alarm());
    expect(configured.store.show("a")?.deliveries.slack).toMatchObject({ state: "delivered", attempts: 2 });
    expect(sent.map((r) => new URL(r.url).host)).toEqual(["provider.test", "hooks.slack.com", "hooks.slack.com"]);
  });

  it("hands over page after page", async () => {
    const s = site();
    stubFetch(() => accepted());
    const before = await s.open("leads");
    for (let n = 0; n < 201; n += 1) await before.store.accept(newLead(`spam-${n}`, { held: "honeypot" }));
    const old = await s.open("leads", { LEADS_JURISDICTION: "eu" });
    const configured = await s.open("leads@eu", { LEADS_JURISDICTION: "eu" });
    const takeOver = vi.spyOn(configured.store, "takeOver");
    expect(await old.store.handOver()).toEqual({ moved: 201, remaining: 0 });
    expect(takeOver.mock.calls.map(([leads]) => leads.length)).toEqual([200, 1]);
    expect(configured.store.list("held", 1000)).toHaveLength(201);
  });
});

describe("the configured store", () => {
  it("has nothing to hand over, and an empty retired store sleeps", async () => {
    const s = site();
    const configured = await s.open("leads@eu", { LEADS_JURISDICTION: "eu" });
    const old = await s.open("leads", { LEADS_JURISDICTION: "eu" });
    expect(old.fake.alarm()).toBeNull();
    expect(await configured.store.handOver()).toEqual({ moved: 0, remaining: 0 });
    expect(await old.store.handOver()).toEqual({ moved: 0, remaining: 0 });
    expect(logs().some((line) => String(line.event).startsWith("leads_hand"))).toBe(false);
  });
});

describe("a store the other jurisdiction never used", () => {
  const tables = (fake: FakeState) =>
    fake.db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((row) => row.name);

  it("is asked to hand over without being made: no table, no alarm, nothing stored", async () => {
    const s = site();
    stubFetch(accepted);
    const eu = { LEADS_JURISDICTION: "eu" };
    const configured = await s.open("leads@eu", eu);
    const old = await s.open("leads", eu);
    expect(await configured.store.settleMove()).toEqual({ moved: 0, remaining: 0 });
    expect(await old.store.handOver()).toEqual({ moved: 0, remaining: 0 });
    // A Worker still on the old setting sends it a lead: passed straight on, nothing kept here.
    expect(await old.store.accept(newLead("late"))).toEqual({ created: true, state: "delivered" });
    await old.fake.fire(() => old.store.alarm());
    expect(tables(old.fake)).toEqual([]);
    expect(old.fake.alarm()).toBeNull();
    expect(configured.store.show("late")?.state).toBe("delivered");
  });
});

describe("a LEADS_JURISDICTION that is neither unset nor eu", () => {
  it.each(["europe", "EU,", "fedramp", "e u"])(
    "(%j) retires no store: the EU store keeps its leads and delivers them, nothing is handed over",
    async (typo) => {
      const s = site();
      let providerUp = false;
      const sent = stubFetch(() => (providerUp ? accepted() : Response.json({ success: false }, { status: 503 })));
      const before = await s.open("leads@eu", { LEADS_JURISDICTION: "eu" });
      await before.store.accept(newLead("pending"));
      await before.store.accept(newLead("held", { held: "honeypot" }));
      const eu = await s.open("leads@eu", { LEADS_JURISDICTION: typo });
      const other = await s.open("leads", { LEADS_JURISDICTION: typo });
      expect(await eu.store.handOver()).toEqual({ moved: 0, remaining: 0 });
      expect(await other.store.handOver()).toEqual({ moved: 0, remaining: 0 });
      providerUp = true;
      vi.setSystemTime(T0 + 60_000);
      await eu.fake.fire(() => eu.store.alarm());
      expect(ids(eu.store).sort()).toEqual(["held", "pending"]);
      expect(eu.store.show("pending")?.state).toBe("delivered");
      expect(ids(other.store)).toEqual([]);
      expect(sent.length).toBeGreaterThan(1);
      expect(logs().some((line) => String(line.event).startsWith("leads_hand"))).toBe(false);
    },
  );
});
