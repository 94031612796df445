/**
 * A failing delivery: retried on the backoff, given up, alerted, crashes put off.
 *
 * The lead store at source level: `LeadStore` over a real SQLite database (node:sqlite) in a fake
 * Durable Object state, its clock set by the test (Date only; timers stay real unless a test
 * says), its jitter fixed at the midpoint, the provider and the webhook answered by the test
 * (test/support/leadStore.ts). test/worker/leads.test.ts proves the same object in workerd; the
 * files of this folder prove its rules, one part each.
 */
import { describe, expect, it } from "vitest";
import {
  accepted,
  answers,
  at,
  BASE,
  DAY,
  FAST,
  newLead,
  openStore,
  STORE_T0,
  storeClock,
  stubFetch,
} from "../../../../support/leadStore";

const T0 = STORE_T0;
const logs = storeClock(T0);

describe("a failing delivery", () => {
  it("is retried after a transient failure, on the backoff schedule", async () => {
    answers(500);
    const { store, fake } = await openStore(FAST);
    await store.accept(newLead("lead-1"));
    expect(store.show("lead-1")).toMatchObject({
      state: "pending",
      deliveries: {
        mail: {
          state: "pending",
          attempts: 1,
          lastError: "status (500)",
          nextAttemptAt: new Date(T0 + BASE).toISOString(),
        },
      },
    });
    expect(fake.alarm()).toBe(T0 + BASE);
    expect(logs().find((l) => l.event === "lead_delivery_failed")).toMatchObject({
      console: "warn",
      state: "pending",
      attempts: 1,
      error: "status (500)",
      channel: "mail",
    });
    // Not due yet: the alarm leaves it alone.
    at(T0 + BASE - 1);
    await fake.fire(() => store.alarm());
    expect(store.show("lead-1")?.deliveries.mail?.attempts).toBe(1);
    // Due: tried again, the gap doubled.
    at(T0 + BASE);
    await fake.fire(() => store.alarm());
    expect(store.show("lead-1")).toMatchObject({
      deliveries: { mail: { attempts: 2, nextAttemptAt: new Date(T0 + BASE + 2 * BASE).toISOString() } },
    });
    expect(fake.alarm()).toBe(T0 + 3 * BASE);
  });

  it("is delivered by the alarm once the provider recovers", async () => {
    let status = 503;
    stubFetch(() => (status < 300 ? accepted() : new Response("busy", { status })));
    const { store, fake } = await openStore(FAST);
    await store.accept(newLead("lead-1"));
    status = 200;
    at(T0 + BASE);
    await fake.fire(() => store.alarm());
    expect(store.show("lead-1")).toMatchObject({
      state: "delivered",
      deliveries: {
        mail: {
          state: "delivered",
          attempts: 2,
          lastError: null,
          nextAttemptAt: null,
          deliveredAt: new Date(T0 + BASE).toISOString(),
        },
      },
    });
    expect(fake.alarm()).toBe(T0 + BASE + 30 * DAY);
  });

  it("is given up at once after a permanent refusal (a 4xx)", async () => {
    answers(400);
    const { store } = await openStore(FAST);
    expect(await store.accept(newLead("lead-1"))).toEqual({ created: true, state: "failed" });
    expect(store.show("lead-1")).toMatchObject({
      state: "failed",
      deliveries: { mail: { state: "failed", nextAttemptAt: null, lastError: "status (400)" } },
    });
    expect(logs().find((l) => l.event === "lead_failed")).toMatchObject({ console: "error", state: "failed" });
  });

  it("is given up when the retry window has passed, not a moment before", async () => {
    answers(500);
    const { store, fake } = await openStore({ ...FAST, LEADS_RETRY_WINDOW_MS: "10000" });
    await store.accept(newLead("a"));
    at(T0 + 1);
    await store.accept(newLead("b"));
    at(T0 + 10_000);
    await fake.fire(() => store.alarm());
    expect(store.show("a")).toMatchObject({
      state: "failed",
      deliveries: { mail: { state: "failed", attempts: 2, nextAttemptAt: null } },
    });
    expect(store.show("b")).toMatchObject({
      state: "pending",
      deliveries: { mail: { state: "pending", attempts: 2 } },
    });
  });

  it("is reported once at error level when still undelivered after the alert time", async () => {
    answers(500);
    const { store, fake } = await openStore({ ...FAST, LEADS_ALERT_AFTER_MS: "5000" });
    await store.accept(newLead("lead-1"));
    at(T0 + 4_999);
    await store.retry("lead-1");
    await fake.fire(() => store.alarm());
    const alerts = () => logs().filter((l) => l.event === "lead_undelivered_after_first_hour");
    expect(alerts()).toHaveLength(0);
    at(T0 + 5_000);
    await store.retry("lead-1");
    await fake.fire(() => store.alarm());
    expect(alerts()).toEqual([
      expect.objectContaining({ console: "error", lead: "lead-1", state: "pending", attempts: 3 }),
    ]);
    at(T0 + 6_000);
    await store.retry("lead-1");
    await fake.fire(() => store.alarm());
    expect(alerts()).toHaveLength(1);
    expect(logs().filter((l) => l.event === "lead_delivery_failed")).toHaveLength(3);
  });

  it("records a channel that throws as a transient failure named after the error", async () => {
    answers(200);
    // A site URL that is not a URL makes the e-mail's page link throw inside the channel.
    const { store } = await openStore({ ...FAST, SITE_URL: "not a url" });
    expect(await store.accept(newLead("lead-1"))).toEqual({ created: true, state: "pending" });
    expect(store.show("lead-1")).toMatchObject({ deliveries: { mail: { lastError: "TypeError", attempts: 1 } } });
  });

  it("keeps the record of an attempt whose bookkeeping crashes in the alarm, and still tries the others", async () => {
    const requests = answers(500);
    const { store, fake } = await openStore(FAST);
    await store.accept(newLead("a"));
    await store.accept(newLead("b"));
    const storage = (fake.state as { storage: { getAlarm: () => Promise<number | null> } }).storage;
    const getAlarm = storage.getAlarm;
    storage.getAlarm = () => Promise.reject(new RangeError("lost"));
    at(T0 + BASE);
    await expect(fake.fire(() => store.alarm())).rejects.toThrow("lost");
    storage.getAlarm = getAlarm;
    // Two real attempts each (accepted, then the alarm): the provider's 500 is their last error and
    // the second attempt's backoff (2 · BASE) stands; the crash after it is logged beside it.
    expect(requests).toHaveLength(4);
    for (const id of ["a", "b"])
      expect(store.show(id)).toMatchObject({
        state: "pending",
        deliveries: {
          mail: {
            state: "pending",
            attempts: 2,
            lastError: "status (500)",
            nextAttemptAt: new Date(T0 + BASE + 2 * BASE).toISOString(),
          },
        },
      });
    expect(logs().filter((l) => l.event === "lead_attempt_crashed")).toEqual([
      expect.objectContaining({ console: "error", lead: "a", state: "pending", attempts: 2, channel: "mail" }),
      expect.objectContaining({ lead: "b", attempts: 2, error: "RangeError" }),
    ]);
  });

  it("puts off a lead it cannot read (a crash before the attempt), counted once, and still tries the others", async () => {
    const requests = answers(500);
    const { store, fake } = await openStore(FAST);
    await store.accept(newLead("a"));
    await store.accept(newLead("b"));
    fake.db.prepare("UPDATE leads SET fields = '{not json' WHERE id = 'a'").run();
    at(T0 + BASE);
    await fake.fire(() => store.alarm());
    // Nothing was sent for "a" (the provider saw the two first attempts and b's retry).
    expect(requests).toHaveLength(3);
    expect(store.show("a")).toMatchObject({
      state: "pending",
      unreadable: "fields: SyntaxError",
      fields: {},
      deliveries: {
        mail: {
          state: "pending",
          attempts: 2,
          lastError: "crashed: SyntaxError",
          nextAttemptAt: new Date(T0 + BASE + 2 * BASE).toISOString(),
        },
      },
    });
    expect(store.show("b")).toMatchObject({ deliveries: { mail: { attempts: 2, lastError: "status (500)" } } });
    // The operators' reads still answer with the damaged row among the others.
    expect(store.list().map((l) => l.id)).toEqual(expect.arrayContaining(["a", "b"]));
    expect(store.find("ada@example.com").map((l) => l.id)).toEqual(["b"]);
    expect(logs().filter((l) => l.event === "lead_attempt_crashed")).toEqual([
      expect.objectContaining({ console: "error", lead: "a", state: "pending", attempts: 2, error: "SyntaxError" }),
    ]);
  });
  it("gives up on a lead it cannot read once the retry window is over: failed, no next attempt", async () => {
    answers(500);
    const { store, fake } = await openStore({ ...FAST, LEADS_RETRY_WINDOW_MS: String(10 * BASE) });
    await store.accept(newLead("a"));
    fake.db.prepare("UPDATE leads SET fields = '{not json' WHERE id = 'a'").run();
    at(T0 + BASE);
    await fake.fire(() => store.alarm());
    expect(store.show("a")).toMatchObject({
      state: "pending",
      deliveries: { mail: { state: "pending", attempts: 2, lastError: "crashed: SyntaxError" } },
    });
    at(T0 + 10 * BASE);
    await fake.fire(() => store.alarm());
    expect(store.show("a")).toMatchObject({
      state: "failed",
      deliveries: { mail: { state: "failed", attempts: 3, lastError: "crashed: SyntaxError", nextAttemptAt: null } },
    });
    expect(logs().filter((l) => l.event === "lead_attempt_crashed")).toEqual([
      expect.objectContaining({ lead: "a", state: "pending", attempts: 2 }),
      expect.objectContaining({ lead: "a", state: "failed", attempts: 3 }),
    ]);
    expect(logs().filter((l) => l.event === "lead_failed")).toEqual([
      expect.objectContaining({
        console: "error",
        level: "error",
        lead: "a",
        state: "failed",
        attempts: 3,
        error: "crashed: SyntaxError",
      }),
    ]);
  });

  it("logs a crash after a delivery was recorded with the state recorded: delivered", async () => {
    let status = 500;
    stubFetch(() => (status === 200 ? accepted() : Response.json({ success: false }, { status })));
    const { store, fake } = await openStore(FAST);
    await store.accept(newLead("a"));
    status = 200;
    const storage = (fake.state as { storage: { getAlarm: () => Promise<number | null> } }).storage;
    storage.getAlarm = () => Promise.reject(new RangeError("lost"));
    at(T0 + BASE);
    await expect(fake.fire(() => store.alarm())).rejects.toThrow("lost");
    expect(store.show("a")).toMatchObject({
      state: "delivered",
      deliveries: { mail: { state: "delivered", attempts: 2 } },
    });
    expect(logs().filter((l) => l.event === "lead_attempt_crashed")).toEqual([
      expect.objectContaining({ lead: "a", state: "delivered", attempts: 2, error: "RangeError" }),
    ]);
  });
});
