/**
 * The lead store at source level: `LeadStore` over a real SQLite database (node:sqlite) in a fake
 * Durable Object state, its clock set by the test (Date only; timers stay real unless a test
 * says), its jitter fixed at the midpoint, the provider and the webhook answered by the test.
 * test/worker/leads.test.ts proves the same object in workerd; this file proves its rules.
 */
import { describe, expect, it, vi } from "vitest";
import { mail } from "../../../../src/server/leads/channels/mail";
import { ALARM_GAP_MS } from "../../../../src/server/leads/alarm";
import { durableObjectState } from "../../../support/durableObject";
import {
  accepted,
  exportedLead,
  newLead,
  openStore,
  PROVIDER_URL,
  stubFetch,
  WEBHOOK_URL,
  storeClock,
  until,
} from "../../../support/leadStore";

const T0 = Date.parse("2026-11-01T00:00:00.000Z");
const DAY = 24 * 60 * 60_000;
const BASE = 1_000;
const FAST = { LEADS_RETRY_BASE_MS: String(BASE) };
const WEBHOOK = { LEADS_WEBHOOK_URL: WEBHOOK_URL, LEADS_WEBHOOK_SECRET: "webhook-secret-for-the-store-tests" };

const logs = storeClock(T0);
const at = (ms: number) => vi.setSystemTime(ms);

/** The provider answers with `status` (JSON success on a 2xx), the webhook with `webhook`. */
function answers(status: number, webhook = 200): Request[] {
  return stubFetch((request) => {
    if (request.url === WEBHOOK_URL) return new Response(null, { status: webhook });
    if (request.url !== PROVIDER_URL) throw new Error(`unexpected fetch ${request.url}`);
    return status < 300 ? accepted() : Response.json({ success: false }, { status });
  });
}

describe("accepting a lead", () => {
  it("stores it, delivers it at once, and keeps it for the retention period", async () => {
    const requests = answers(200);
    const { store, fake } = await openStore(FAST);
    expect(await store.accept(newLead("lead-1"))).toEqual({ created: true, state: "delivered" });
    expect(requests).toHaveLength(1);
    const form = await requests[0]!.formData();
    expect(form.get("access_key")).toBe("access-key");
    expect(form.get("page")).toBe("https://site.test/contact");
    const at = new Date(T0).toISOString();
    // Delivered on the mail channel, no webhook, the page and route as given (exportedLead spells every field out).
    expect(store.show("lead-1")).toEqual(
      exportedLead({ id: "lead-1", fields: newLead("lead-1").fields, createdAt: at, updatedAt: at }),
    );
    // Delivered at once: the alarm set for a lost first attempt moves to the purge.
    expect(fake.alarm()).toBe(T0 + 30 * DAY);
    expect(logs().filter((l) => l.event === "lead_stored")).toEqual([
      { console: "log", level: "info", event: "lead_stored", lead: "lead-1", state: "pending", attempts: 0 },
    ]);
    expect(logs().find((l) => l.event === "lead_delivered")).toEqual({
      console: "log",
      level: "info",
      event: "lead_delivered",
      lead: "lead-1",
      state: "delivered",
      attempts: 1,
      channel: "mail",
    });
  });

  it("stores a lead without a page as such", async () => {
    answers(200);
    const { store } = await openStore(FAST);
    await store.accept(newLead("no-page", { page: undefined }));
    expect(store.show("no-page")?.page).toBeNull();
  });

  it("stores the same id once: a re-post answers created: false and sends nothing", async () => {
    const requests = answers(200);
    const { store } = await openStore(FAST);
    await store.accept(newLead("lead-1"));
    expect(await store.accept(newLead("lead-1"))).toEqual({ created: false, state: "delivered" });
    expect(requests).toHaveLength(1);
    expect(store.list()).toHaveLength(1);
  });

  it("holds a suspected spam lead: stored with its reason, never sent, kept 30 days", async () => {
    const requests = answers(200);
    const { store, fake } = await openStore({ ...FAST, ...WEBHOOK });
    expect(await store.accept(newLead("spam-1", { held: "honeypot" }))).toEqual({ created: true, state: "held" });
    expect(requests).toHaveLength(0);
    expect(store.show("spam-1")).toMatchObject({
      state: "held",
      reason: "honeypot",
      deliveries: { mail: null, webhook: null, slack: null },
    });
    expect(fake.alarm()).toBe(T0 + 30 * DAY);
    expect(logs().find((l) => l.event === "lead_held")).toMatchObject({
      lead: "spam-1",
      state: "held",
      error: "honeypot",
    });
    // The alarm does not send it either.
    at(T0 + DAY);
    await fake.fire(() => store.alarm());
    expect(requests).toHaveLength(0);
  });

  it("refuses past the cap of leads with a pending delivery, and logs that at most hourly", async () => {
    answers(500);
    const { store } = await openStore({ ...FAST, LEADS_MAX_UNDELIVERED: "2" });
    expect(await store.accept(newLead("a"))).toEqual({ created: true, state: "pending" });
    expect(await store.accept(newLead("b"))).toEqual({ created: true, state: "pending" });
    expect(await store.accept(newLead("c"))).toEqual({ full: true });
    expect(store.show("c")).toBeNull();
    at(T0 + 60 * 60_000 - 1);
    expect(await store.accept(newLead("d"))).toEqual({ full: true });
    const full = () => logs().filter((l) => l.event === "lead_store_full");
    expect(full()).toEqual([{ console: "error", level: "error", event: "lead_store_full", attempts: 2 }]);
    at(T0 + 60 * 60_000);
    expect(await store.accept(newLead("e"))).toEqual({ full: true });
    expect(full()).toHaveLength(2);
    // A re-post of a stored lead is still answered when the store is full.
    expect(await store.accept(newLead("a"))).toEqual({ created: false, state: "pending" });
  });

  it("never counts held or failed leads toward the cap: spam and a wrong key cannot shut out an enquiry", async () => {
    let status = 200;
    stubFetch(() => (status === 200 ? accepted() : Response.json({}, { status })));
    const { store } = await openStore({ ...FAST, LEADS_MAX_UNDELIVERED: "1", LEADS_MAX_HELD: "3" });
    for (const id of ["spam-1", "spam-2", "spam-3"])
      expect(await store.accept(newLead(id, { held: "challenge_missing" }))).toEqual({ created: true, state: "held" });
    status = 401; // a wrong key: given up at once
    expect(await store.accept(newLead("refused-by-provider"))).toEqual({ created: true, state: "failed" });
    status = 200;
    expect(await store.accept(newLead("genuine"))).toEqual({ created: true, state: "delivered" });
  });

  it("keeps at most LEADS_MAX_HELD held leads: the surest bot is evicted and logged, the new one stored", async () => {
    answers(200);
    const { store } = await openStore({ ...FAST, LEADS_MAX_HELD: "2" });
    await store.accept(newLead("old", { held: "honeypot" }));
    at(T0 + 1);
    await store.accept(newLead("mid", { held: "too_many_links" }));
    at(T0 + 2);
    expect(await store.accept(newLead("new", { held: "challenge_missing" }))).toEqual({ created: true, state: "held" });
    expect(store.list("held").map((l) => l.id)).toEqual(["new", "mid"]);
    expect(logs().filter((l) => l.event === "lead_held_evicted")).toEqual([
      { console: "warn", level: "warn", event: "lead_held_evicted", lead: "old", state: "held", reason: "honeypot" },
    ]);
    // A genuine lead is never evicted to make room.
    expect(await store.accept(newLead("genuine"))).toEqual({ created: true, state: "delivered" });
    at(T0 + 3);
    await store.accept(newLead("newer", { held: "honeypot" }));
    expect(store.show("genuine")).not.toBeNull();
    // A trap hit evicts neither the content-rule lead nor the person's: it is the surest bot, the one evicted.
    expect(store.list("held").map((l) => l.id)).toEqual(["new", "mid"]);
    at(T0 + 4);
    await store.accept(newLead("newest", { held: "challenge_unverified" }));
    expect(store.list("held").map((l) => l.id)).toEqual(["newest", "new"]);
  });

  it("counts delivered leads out of the cap", async () => {
    answers(200);
    const { store } = await openStore({ ...FAST, LEADS_MAX_UNDELIVERED: "1" });
    expect(await store.accept(newLead("a"))).toEqual({ created: true, state: "delivered" });
    expect(await store.accept(newLead("b"))).toEqual({ created: true, state: "delivered" });
  });

  it("answers a slow provider's lead after 2 s as pending, and records the delivery when it comes", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setTimeout"] });
    at(T0);
    let answer: (response: Response) => void = () => undefined;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { store } = await openStore(FAST);
    const first = store.accept(newLead("slow"));
    let settled = false;
    void first.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await first).toEqual({ created: true, state: "pending" });
    // Behind a delivery in flight, the next lead is answered at once: stored, pending.
    expect(await store.accept(newLead("queued"))).toEqual({ created: true, state: "pending" });
    // Due a retry's gap from now, should its turn be lost (the object evicted, a crash): the alarm takes it then.
    expect(store.show("queued")).toMatchObject({
      deliveries: { mail: { attempts: 0, nextAttemptAt: new Date(T0 + 2_000 + BASE).toISOString() } },
    });
    answer(accepted());
    await vi.waitFor(() => expect(store.show("slow")?.state).toBe("delivered"));
  });

  it("answers 'done' as soon as a failing first attempt is recorded", async () => {
    answers(500);
    const { store } = await openStore(FAST);
    expect(await store.accept(newLead("lead-1"))).toEqual({ created: true, state: "pending" });
  });

  it("is stored even when the first attempt's bookkeeping crashes", async () => {
    answers(200);
    const { store, fake } = await openStore(FAST);
    const storage = (fake.state as { storage: { getAlarm: () => Promise<number | null> } }).storage;
    storage.getAlarm = () => Promise.reject(new TypeError("storage reset"));
    expect(await store.accept(newLead("lead-1"))).toEqual({ created: true, state: "pending" });
    expect(store.show("lead-1")?.state).toBe("pending");
    expect(logs().find((l) => l.event === "lead_first_attempt_crashed")).toMatchObject({
      console: "error",
      lead: "lead-1",
      error: "TypeError",
    });
  });
});

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

describe("the webhook channel", () => {
  it("delivers each lead to the webhook too, on its own state", async () => {
    const requests = answers(200);
    const { store } = await openStore({ ...FAST, ...WEBHOOK });
    // The visitor waits for the e-mail's attempt only: the webhook's own queue does not count.
    expect(await store.accept(newLead("lead-1"))).toEqual({ created: true, state: "delivered" });
    await until(() => expect(store.show("lead-1")?.deliveries.webhook?.state).toBe("delivered"));
    expect(store.show("lead-1")?.deliveries.webhook).toEqual({
      state: "delivered",
      attempts: 1,
      lastError: null,
      nextAttemptAt: null,
      deliveredAt: new Date(T0).toISOString(),
    });
    const hook = requests.find((r) => r.url === WEBHOOK_URL)!;
    expect(await hook.json()).toMatchObject({ id: "lead-1", page: "/contact", variant: "contact" });
  });

  it("retries a failing webhook while the e-mail is delivered, and keeps the lead until it is", async () => {
    let hook = 503;
    stubFetch((request) => (request.url === WEBHOOK_URL ? new Response(null, { status: hook }) : accepted()));
    const { store, fake } = await openStore({ ...FAST, ...WEBHOOK });
    await store.accept(newLead("lead-1"));
    await until(() => expect(store.show("lead-1")?.deliveries.webhook?.attempts).toBe(1));
    expect(store.show("lead-1")).toMatchObject({
      state: "delivered",
      deliveries: {
        webhook: { state: "pending", lastError: "status (503)", nextAttemptAt: new Date(T0 + BASE).toISOString() },
      },
    });
    expect(fake.alarm()).toBe(T0 + BASE);
    // Not purged while its webhook is pending, even past the retention.
    expect(store.purge(T0 + 1)).toBe(0);
    hook = 200;
    at(T0 + BASE);
    await fake.fire(() => store.alarm());
    expect(store.show("lead-1")?.deliveries.webhook?.state).toBe("delivered");
    // Delivered on every channel once the webhook was, at T0 + BASE.
    expect(store.purge(T0 + BASE)).toBe(0);
    expect(store.purge(T0 + BASE + 1)).toBe(1);
    expect(fake.db.prepare("SELECT COUNT(*) AS n FROM deliveries WHERE channel = 'webhook'").get()).toEqual({ n: 0 });
  });

  it("opens no webhook delivery when the webhook is not configured", async () => {
    answers(200);
    const { store, fake } = await openStore({ ...FAST, LEADS_WEBHOOK_URL: WEBHOOK_URL });
    await store.accept(newLead("lead-1"));
    expect(fake.db.prepare("SELECT COUNT(*) AS n FROM deliveries WHERE channel = 'webhook'").get()).toEqual({ n: 0 });
  });

  it.each([
    ["an http URL to another host", { LEADS_WEBHOOK_URL: "http://hooks.test/leads" }, "url_not_https"],
    ["a 31-character secret", { LEADS_WEBHOOK_SECRET: WEBHOOK.LEADS_WEBHOOK_SECRET.slice(0, 31) }, "secret_too_short"],
  ])("with %s: no webhook delivery, and the reason logged once at start", async (_, vars, reason) => {
    const requests = answers(200);
    const { store, fake } = await openStore({ ...FAST, ...WEBHOOK, ...vars });
    await store.accept(newLead("lead-1"));
    await store.accept(newLead("lead-2"));
    expect(fake.db.prepare("SELECT COUNT(*) AS n FROM deliveries WHERE channel = 'webhook'").get()).toEqual({ n: 0 });
    expect(requests.map((r) => r.url)).toEqual([PROVIDER_URL, PROVIDER_URL]);
    const lines = logs().filter((l) => l.event === "webhook_misconfigured");
    expect(lines).toEqual([
      {
        console: "error",
        level: "error",
        event: "webhook_misconfigured",
        channel: "webhook",
        reason,
        message: expect.any(String),
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain(WEBHOOK.LEADS_WEBHOOK_SECRET.slice(0, 31));
    expect(JSON.stringify(lines)).not.toContain("/leads");
  });

  it.each([
    ["http://127.0.0.1:8788/leads", WEBHOOK.LEADS_WEBHOOK_SECRET.slice(0, 32)],
    [WEBHOOK_URL, WEBHOOK.LEADS_WEBHOOK_SECRET.slice(0, 32)],
  ])("delivers to %s with a 32-character secret, and logs no misconfiguration", async (url, secret) => {
    const requests = stubFetch(() => accepted());
    const { store } = await openStore({ ...FAST, LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: secret });
    await store.accept(newLead("lead-1"));
    await until(() => expect(store.show("lead-1")?.deliveries.webhook?.state).toBe("delivered"));
    expect(requests.map((r) => r.url)).toContain(url);
    expect(logs().filter((l) => l.event === "webhook_misconfigured")).toEqual([]);
  });

  it("says nothing at start when the webhook is off", async () => {
    answers(200);
    await openStore(FAST);
    expect(logs().filter((l) => String(l.event).endsWith("_misconfigured"))).toEqual([]);
  });

  it.each([
    ["misconfigured", { ...WEBHOOK, LEADS_WEBHOOK_URL: "http://hooks.test/leads" }],
    ["removed", {}],
  ])(
    "gives up, unsent, a webhook delivery pending when the webhook is %s; an operator's retry waits for a fix",
    async (_, vars) => {
      const requests = answers(200, 503);
      const fake = durableObjectState();
      const { store } = await openStore({ ...FAST, ...WEBHOOK }, fake);
      await store.accept(newLead("lead-1"));
      await until(() => expect(store.show("lead-1")?.deliveries.webhook?.attempts).toBe(1));
      expect(store.show("lead-1")?.deliveries.webhook).toMatchObject({ state: "pending", lastError: "status (503)" });
      const sent = requests.length;

      // Redeployed with the webhook refused (or gone): the store starts again over the same rows.
      const { store: again } = await openStore({ ...FAST, ...vars }, fake);
      at(T0 + BASE);
      await fake.fire(() => again.alarm());
      expect(requests).toHaveLength(sent);
      expect(again.show("lead-1")).toMatchObject({
        state: "delivered",
        deliveries: { webhook: { state: "failed", attempts: 2, lastError: "not_configured", nextAttemptAt: null } },
      });
      expect(logs().filter((l) => l.event === "lead_failed")).toEqual([
        expect.objectContaining({ level: "error", lead: "lead-1", channel: "webhook", error: "not_configured" }),
      ]);
      // Retried before the settings are fixed: given up again, still unsent.
      expect(await again.retry("lead-1")).toBe(1);
      at(T0 + 2 * BASE);
      await fake.fire(() => again.alarm());
      expect(requests).toHaveLength(sent);
      expect(again.show("lead-1")?.deliveries.webhook).toMatchObject({ state: "failed", lastError: "not_configured" });
    },
  );
});

describe("operators' actions", () => {
  it("lists newest first, by state, since a time, up to a limit", async () => {
    answers(200);
    const { store } = await openStore(FAST);
    await store.accept(newLead("old"));
    at(T0 + 1_000);
    await store.accept(newLead("held", { held: "too_many_links" }));
    at(T0 + 2_000);
    await store.accept(newLead("new"));
    expect(store.list().map((l) => l.id)).toEqual(["new", "held", "old"]);
    expect(store.list("delivered").map((l) => l.id)).toEqual(["new", "old"]);
    expect(store.list("held").map((l) => l.reason)).toEqual(["too_many_links"]);
    expect(store.list(undefined, 2).map((l) => l.id)).toEqual(["new", "held"]);
    expect(store.list(undefined, 100, T0 + 1_000).map((l) => l.id)).toEqual(["new", "held"]);
    expect(store.list("delivered", 100, T0 + 1_000).map((l) => l.id)).toEqual(["new"]);
    expect(store.show("missing")).toBeNull();
  });

  it("finds an address given in any case with spaces around it, as its erasure's hash reads it", async () => {
    answers(200);
    const { store } = await openStore(FAST);
    await store.accept(newLead("ada"));
    await store.accept(newLead("grace", { fields: { ...newLead("grace").fields, email: "grace@example.com" } }));
    expect(store.find(" ADA@Example.com\n").map((lead) => lead.id)).toEqual(["ada"]);
    expect((await store.erase(" ADA@Example.com\n")).leads).toEqual(["ada"]);
    expect(store.list().map((lead) => lead.id)).toEqual(["grace"]);
  });

  it("retries a failed lead now, on both channels; an unknown or delivered one is not retried", async () => {
    let status = 400;
    stubFetch((request) =>
      request.url === WEBHOOK_URL
        ? new Response(null, { status: status === 400 ? 404 : 200 })
        : status === 400
          ? Response.json({}, { status })
          : accepted(),
    );
    const { store, fake } = await openStore({ ...FAST, ...WEBHOOK });
    await store.accept(newLead("lead-1"));
    await until(() => expect(store.show("lead-1")?.deliveries.webhook?.state).toBe("failed"));
    expect(store.show("lead-1")?.state).toBe("failed");
    at(T0 + 5_000);
    expect(await store.retry("unknown")).toBe(0);
    expect(fake.alarm()).not.toBe(T0 + 5_000);
    expect(await store.retry("lead-1")).toBe(2);
    expect(fake.alarm()).toBe(T0 + 5_000);
    expect(store.show("lead-1")).toMatchObject({
      state: "pending",
      updatedAt: new Date(T0 + 5_000).toISOString(),
      deliveries: {
        mail: { state: "pending", nextAttemptAt: new Date(T0 + 5_000).toISOString() },
        webhook: { state: "pending", nextAttemptAt: new Date(T0 + 5_000).toISOString() },
      },
    });
    expect(logs().find((l) => l.event === "lead_requeued")).toEqual({
      console: "log",
      level: "info",
      event: "lead_requeued",
      lead: "lead-1",
      state: "pending",
      attempts: 2,
    });
    status = 200;
    await fake.fire(() => store.alarm());
    expect(store.show("lead-1")).toMatchObject({ state: "delivered", deliveries: { webhook: { state: "delivered" } } });
    expect(await store.retry("lead-1")).toBe(0);
  });

  it("retries every failed delivery, and only those", async () => {
    let status = 400;
    stubFetch(() => (status === 400 ? Response.json({}, { status }) : accepted()));
    const { store, fake } = await openStore(FAST);
    await store.accept(newLead("a"));
    at(T0 + 1);
    await store.accept(newLead("b"));
    status = 200;
    at(T0 + 2);
    await store.accept(newLead("c"));
    at(T0 + 3);
    await store.accept(newLead("held", { held: "honeypot" }));
    // A word is no id: "all" is its own method, never an id argument.
    expect(await store.retry("all-failed")).toBe(0);
    expect(await store.retryAllFailed()).toBe(2);
    expect(logs().find((l) => l.event === "lead_requeued")).toMatchObject({ lead: "all-failed", attempts: 2 });
    await fake.fire(() => store.alarm());
    expect(store.list().map((l) => [l.id, l.state])).toEqual([
      ["held", "held"],
      ["c", "delivered"],
      ["b", "delivered"],
      ["a", "delivered"],
    ]);
    expect(await store.retryAllFailed()).toBe(0);
  });

  it("releases one held lead, or all, through the normal outbox", async () => {
    const requests = answers(200);
    const { store, fake } = await openStore({ ...FAST, ...WEBHOOK });
    await store.accept(newLead("a", { held: "honeypot" }));
    await store.accept(newLead("b", { held: "challenge_missing" }));
    await store.accept(newLead("c", { held: "challenge_failed" }));
    at(T0 + 1_000);
    expect(await store.release("unknown")).toBe(0);
    expect(fake.alarm()).toBe(T0 + 30 * DAY);
    expect(await store.release("a")).toBe(1);
    expect(fake.alarm()).toBe(T0 + 1_000);
    expect(store.show("a")).toMatchObject({
      state: "pending",
      reason: "honeypot",
      deliveries: {
        mail: { state: "pending", nextAttemptAt: new Date(T0 + 1_000).toISOString() },
        webhook: { state: "pending" },
      },
    });
    expect(store.show("b")?.state).toBe("held");
    expect(logs().find((l) => l.event === "lead_released")).toEqual({
      console: "log",
      level: "info",
      event: "lead_released",
      lead: "a",
      state: "pending",
      attempts: 1,
    });
    await fake.fire(() => store.alarm());
    // Every channel alike: the e-mail and the webhook both due now.
    expect(store.show("a")).toMatchObject({
      state: "delivered",
      reason: "honeypot",
      deliveries: { webhook: { state: "delivered", attempts: 1 } },
    });
    expect(requests).toHaveLength(2);
    expect(await store.release("all-held")).toBe(0);
    expect(await store.releaseAllHeld()).toBe(2);
    expect(
      logs()
        .filter((l) => l.event === "lead_released")
        .at(-1),
    ).toMatchObject({ lead: "all-held", attempts: 2 });
    expect(await store.releaseAllHeld()).toBe(0);
    await fake.fire(() => store.alarm());
    expect(store.list("delivered")).toHaveLength(3);
    expect(store.list("held")).toHaveLength(0);
  });

  it("purges delivered leads before a date, and nothing else", async () => {
    answers(200);
    const { store } = await openStore(FAST);
    await store.accept(newLead("a"));
    at(T0 + 1_000);
    await store.accept(newLead("b"));
    at(T0 + 2_000);
    await store.accept(newLead("held", { held: "honeypot" }));
    expect(store.purge(T0)).toBe(0);
    expect(store.purge(T0 + 1)).toBe(1);
    expect(store.list().map((l) => l.id)).toEqual(["held", "b"]);
    expect(logs().find((l) => l.event === "leads_purged")).toEqual({
      console: "log",
      level: "info",
      event: "leads_purged",
      state: "delivered",
      attempts: 1,
    });
  });
});

describe("operators' deletions", () => {
  it("deletes a lead, or purges the held or failed ones: each logged, deliveries dropped, the alarm on what is left", async () => {
    // Failed on both channels at once (each refuses with a 4xx).
    stubFetch((request) =>
      request.url === WEBHOOK_URL ? new Response(null, { status: 404 }) : Response.json({}, { status: 400 }),
    );
    const { store, fake } = await openStore({ ...FAST, ...WEBHOOK });
    const failed = async (id: string) => {
      await store.accept(newLead(id));
      await until(() => expect(store.show(id)?.deliveries.webhook?.state).toBe("failed"));
    };
    await failed("failed-early");
    at(T0 + 1_000);
    await store.accept(newLead("held", { held: "honeypot" }));
    at(T0 + 2_000);
    await failed("failed-late");
    // The next to expire: the held lead (30 days), before the failed ones (90 days after they failed).
    expect(fake.alarm()).toBe(T0 + 1_000 + 30 * DAY);
    const deliveries = () => fake.db.prepare("SELECT COUNT(*) AS n FROM deliveries").get();

    expect(await store.purgeUnsent("held")).toBe(1);
    expect(fake.alarm()).toBe(T0 + 90 * DAY);
    expect(await store.remove("failed-early")).toBe(1);
    expect(fake.alarm()).toBe(T0 + 2_000 + 90 * DAY);
    expect(deliveries()).toEqual({ n: 2 });
    expect(await store.purgeUnsent("failed")).toBe(1);
    expect(deliveries()).toEqual({ n: 0 });
    expect(fake.alarm()).toBeNull();
    // Nothing left to delete: nothing logged.
    expect(await store.remove("failed-early")).toBe(0);
    expect(await store.purgeUnsent("failed")).toBe(0);
    expect(await store.purgeUnsent("held")).toBe(0);

    const line = ({ console: _, ...fields }: Record<string, unknown>) => fields;
    expect(
      logs()
        .filter((l) => l.event === "lead_deleted" || l.event === "leads_purged")
        .map(line),
    ).toEqual([
      { level: "info", event: "leads_purged", state: "held", count: 1 },
      { level: "info", event: "lead_deleted", lead: "failed-early" },
      { level: "info", event: "leads_purged", state: "failed", count: 1 },
    ]);
  });
});

describe("retention and the alarm", () => {
  it("purges delivered, failed and held leads after their own periods", async () => {
    let status = 200;
    stubFetch(() => (status === 200 ? accepted() : Response.json({}, { status })));
    const vars = {
      ...FAST,
      LEADS_RETENTION_DAYS: "1",
      LEADS_FAILED_RETENTION_DAYS: "2",
      LEADS_SPAM_RETENTION_DAYS: "3",
    };
    const { store, fake } = await openStore(vars);
    await store.accept(newLead("delivered"));
    status = 400;
    await store.accept(newLead("failed"));
    await store.accept(newLead("held", { held: "honeypot" }));
    const left = () =>
      store
        .list()
        .map((l) => l.id)
        .sort();

    at(T0 + DAY - 1);
    await fake.fire(() => store.alarm());
    expect(left()).toHaveLength(3);
    // Due at T0 + DAY, but never within a second of the run that just ended.
    expect(fake.alarm()).toBe(T0 + DAY - 1 + ALARM_GAP_MS);
    at(T0 + DAY + 1);
    await fake.fire(() => store.alarm());
    expect(left()).toEqual(["failed", "held"]);
    expect(fake.alarm()).toBe(T0 + 2 * DAY);
    at(T0 + 2 * DAY + 1);
    await fake.fire(() => store.alarm());
    expect(left()).toEqual(["held"]);
    expect(fake.alarm()).toBe(T0 + 3 * DAY);
    at(T0 + 3 * DAY);
    await fake.fire(() => store.alarm());
    expect(left()).toEqual(["held"]);
    at(T0 + 3 * DAY + 1);
    await fake.fire(() => store.alarm());
    expect(left()).toEqual([]);
    expect(fake.alarm()).toBeNull();
    expect(
      logs()
        .filter((l) => l.event === "leads_purged")
        .map((l) => [l.level, l.state, l.attempts]),
    ).toEqual([
      ["info", "delivered", 1],
      ["info", "failed", 1],
      ["info", "held", 1],
    ]);
  });

  it("drops the deliveries of purged failed leads, held ones purged with them", async () => {
    // Failed on every channel: each refuses (a 4xx), so each gives up at once.
    stubFetch((request) =>
      request.url === WEBHOOK_URL ? new Response(null, { status: 404 }) : Response.json({}, { status: 400 }),
    );
    const vars = { ...FAST, ...WEBHOOK, LEADS_FAILED_RETENTION_DAYS: "1", LEADS_SPAM_RETENTION_DAYS: "1" };
    const { store, fake } = await openStore(vars);
    await store.accept(newLead("a"));
    await store.accept(newLead("spam", { held: "honeypot" }));
    await until(() => expect(store.show("a")?.deliveries.webhook?.state).toBe("failed"));
    at(T0 + DAY - 1);
    await fake.fire(() => store.alarm());
    expect(store.show("a")?.state).toBe("failed");
    at(T0 + DAY + 1);
    await fake.fire(() => store.alarm());
    expect(store.show("a")).toBeNull();
    expect(store.show("spam")).toBeNull();
    expect(fake.db.prepare("SELECT COUNT(*) AS n FROM deliveries").get()).toEqual({ n: 0 });
  });

  it("sets the alarm at the next due time, earlier or later than it was, and never in the past", async () => {
    answers(500);
    const { store, fake } = await openStore(FAST);
    await store.accept(newLead("a"));
    expect(fake.alarm()).toBe(T0 + BASE);
    const storage = (fake.state as { storage: { setAlarm: (at: number) => Promise<void> } }).storage;
    // An earlier alarm would run for nothing: moved to the due time.
    await storage.setAlarm(T0 + 500);
    await store.accept(newLead("h1", { held: "honeypot" }));
    expect(fake.alarm()).toBe(T0 + BASE);
    await storage.setAlarm(T0 + DAY);
    await store.accept(newLead("h2", { held: "honeypot" }));
    expect(fake.alarm()).toBe(T0 + BASE);
    // The retry's time has gone by: the alarm is set to now.
    at(T0 + 10 * BASE);
    await store.accept(newLead("h3", { held: "honeypot" }));
    expect(fake.alarm()).toBe(T0 + 10 * BASE);
  });

  it("after a restart, wakes the undelivered leads it finds, on the schema it migrates", async () => {
    const fake = durableObjectState();
    // A store created before `reason` and `page` existed.
    fake.db.exec(`CREATE TABLE leads (id TEXT PRIMARY KEY, variant TEXT NOT NULL, fields TEXT NOT NULL,
      channel TEXT NOT NULL, state TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, last_error TEXT,
      created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, next_attempt_at INTEGER, delivered_at INTEGER,
      window_started_at INTEGER NOT NULL, alerted INTEGER NOT NULL DEFAULT 0)`);
    fake.db.exec(`INSERT INTO leads (id, variant, fields, channel, state, created_at, updated_at, next_attempt_at,
      window_started_at) VALUES ('old', 'B', '{"subject":"Hi"}', 'provider', 'pending', ${T0}, ${T0}, ${T0 + 500}, ${T0})`);
    answers(200);
    const { store } = await openStore(FAST, fake);
    expect(fake.alarm()).toBe(T0 + 500);
    expect(store.show("old")).toMatchObject({ state: "pending", page: null, reason: null });
    // A second start on the migrated schema is as good.
    await openStore(FAST, fake);
    at(T0 + 500);
    await fake.fire(() => store.alarm());
    expect(store.show("old")?.state).toBe("delivered");
  });
});

describe("the alarm never spins", () => {
  /** More runs than a minute holds at one a second. */
  const MAX_RUNS = 100;
  it.each(["0", "0.00001", "1", "2"])(
    "fires at most once a second with the webhook's receiver down and a retention of %s days",
    async (days) => {
      answers(200, 500); // e-mail delivered at once; the webhook never
      const { store, fake } = await openStore({
        LEADS_RETRY_BASE_MS: "1",
        LEADS_RETRY_MAX_MS: "1",
        ...WEBHOOK,
        LEADS_RETENTION_DAYS: days,
        LEADS_FAILED_RETENTION_DAYS: days,
        LEADS_SPAM_RETENTION_DAYS: days,
      });
      await store.accept(newLead("stuck"));
      await store.accept(newLead("spam", { held: "honeypot" }));
      const runs: number[] = [];
      // One simulated minute (nothing in this scenario changes after its first seconds): each run
      // happens when the alarm says, as workerd would run it. An alarm that spins ends the loop at
      // MAX_RUNS, and its gaps fail the check below, instead of running until the test times out.
      while (fake.alarm() !== null && fake.alarm()! < T0 + 60_000 && runs.length < MAX_RUNS) {
        at(fake.alarm()!);
        runs.push(Date.now());
        await fake.fire(() => store.alarm());
      }
      const gaps = runs.slice(1).map((t, i) => t - runs[i]!);
      expect(runs.length).toBeGreaterThan(10);
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(ALARM_GAP_MS);
    },
    30_000, // some 60 simulated alarm runs: CPU work that can take seconds on a loaded machine
  );
});

describe("races and odd failures", () => {
  it("sends nothing, and logs no crash, for a lead deleted while its alarm attempt waited its turn", async () => {
    let release: ((response: Response) => void) | null = null;
    let hold = false;
    const requests = stubFetch(() =>
      hold ? new Promise<Response>((resolve) => (release = resolve)) : Response.json({}, { status: 500 }),
    );
    const { store, fake } = await openStore(FAST);
    await store.accept(newLead("first"));
    at(T0 + 1);
    await store.accept(newLead("deleted"));
    hold = true;
    at(T0 + 10 * BASE);
    // The alarm tries both, one after the other on the channel; the first one's answer is awaited.
    const alarm = fake.fire(() => store.alarm());
    await until(() => expect(release).not.toBeNull());
    expect(await store.remove("deleted")).toBe(1);
    release!(accepted());
    await alarm;
    expect(requests).toHaveLength(3);
    expect(store.show("first")?.state).toBe("delivered");
    expect(logs().filter((l) => l.event === "lead_attempt_crashed")).toEqual([]);
  });

  it("names a channel's failure 'error' when what it throws is not an Error", async () => {
    answers(200);
    vi.spyOn(mail, "deliver").mockRejectedValue("boom");
    const { store } = await openStore(FAST);
    expect(await store.accept(newLead("lead-1"))).toEqual({ created: true, state: "pending" });
    expect(store.show("lead-1")?.deliveries.mail?.lastError).toBe("error");
  });

  it("sends a due lead once when two alarms run at the same time", async () => {
    let status = 500;
    const requests = stubFetch(() => (status === 200 ? accepted() : Response.json({}, { status })));
    const { store, fake } = await openStore(FAST);
    await store.accept(newLead("lead-1"));
    status = 200;
    at(T0 + BASE);
    await Promise.all([fake.fire(() => store.alarm()), store.alarm()]);
    expect(store.show("lead-1")).toMatchObject({
      state: "delivered",
      deliveries: { mail: { state: "delivered", attempts: 2 } },
    });
    expect(requests).toHaveLength(2);
  });

  it("sends a failing lead once more, not twice, when two alarms find it due at the same time", async () => {
    // The second alarm's attempt is queued behind the first, which fails and reschedules the lead:
    // the queued one must find it no longer due (two provider calls in all, not three).
    const requests = answers(500);
    const { store, fake } = await openStore(FAST);
    await store.accept(newLead("lead-1"));
    at(T0 + BASE);
    await Promise.all([fake.fire(() => store.alarm()), store.alarm()]);
    expect(requests).toHaveLength(2);
    expect(store.show("lead-1")).toMatchObject({
      state: "pending",
      deliveries: { mail: { state: "pending", attempts: 2, nextAttemptAt: new Date(T0 + 3 * BASE).toISOString() } },
    });
  });

  it("with the webhook on, still waits for the e-mail of the next lead", async () => {
    answers(200);
    const { store } = await openStore({ ...FAST, ...WEBHOOK });
    await store.accept(newLead("a"));
    await until(() => expect(store.show("a")?.deliveries.webhook?.state).toBe("delivered"));
    expect(await store.accept(newLead("b"))).toEqual({ created: true, state: "delivered" });
  });

  it("never holds a lead while a channel is sending it: it ends delivered, not delivered and held", async () => {
    let status = 500;
    let answer: ((response: Response) => void) | undefined;
    stubFetch(() => (status ? Response.json({}, { status }) : new Promise<Response>((resolve) => (answer = resolve))));
    const { store, fake } = await openStore(FAST);
    await store.accept(newLead("sending"));
    at(T0 + 1);
    await store.accept(newLead("waiting"));
    status = 0;
    at(T0 + 1 + BASE);
    const alarm = fake.fire(() => store.alarm());
    await until(() => expect(answer).toBeDefined());
    const every = { filter: {}, dryRun: false };
    expect(await store.hold({ ...every, dryRun: true })).toBe(1);
    expect(await store.hold(every)).toBe(1);
    expect(store.show("waiting")).toMatchObject({ state: "held", reason: "operator" });
    answer!(accepted());
    await alarm;
    expect(store.show("sending")).toMatchObject({ state: "delivered", reason: null });
    // Once its outcome is recorded, it is held like any other (here: delivered, so no longer pending).
    expect(await store.hold(every)).toBe(0);
  });

  it("leaves pending a lead that one channel has delivered: held, a release would send it there again", async () => {
    stubFetch((request) =>
      request.url === WEBHOOK_URL ? new Response(null, { status: 200 }) : Response.json({}, { status: 429 }),
    );
    const { store, fake } = await openStore({ ...FAST, ...WEBHOOK });
    await store.accept(newLead("half"));
    await until(() => expect(store.show("half")?.deliveries.webhook?.state).toBe("delivered"));
    const every = { filter: {}, dryRun: false };
    expect(await store.hold({ ...every, dryRun: true })).toBe(0);
    expect(await store.hold(every)).toBe(0);
    expect(await store.purgePending({ ...every, dryRun: true })).toBe(1);
    expect(await store.purgePending(every)).toBe(1);
    expect(store.show("half")).toBeNull();
    expect(fake.db.prepare("SELECT COUNT(*) AS n FROM deliveries").get()).toEqual({ n: 0 });
  });

  it("moves an alarm due now, with nothing due, to the next expiry", async () => {
    answers(200);
    const { store, fake } = await openStore(FAST);
    const storage = (fake.state as { storage: { setAlarm: (at: number) => Promise<void> } }).storage;
    await storage.setAlarm(T0);
    await store.accept(newLead("h", { held: "honeypot" }));
    expect(fake.alarm()).toBe(T0 + 30 * DAY);
  });
});
