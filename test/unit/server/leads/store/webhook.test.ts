/**
 * The webhook channel beside the e-mail: a delivery of its own, on or off.
 *
 * The lead store at source level: `LeadStore` over a real SQLite database (node:sqlite) in a fake
 * Durable Object state, its clock set by the test (Date only; timers stay real unless a test
 * says), its jitter fixed at the midpoint, the provider and the webhook answered by the test
 * (test/support/leadStore.ts). test/worker/leads.test.ts proves the same object in workerd; the
 * files of this folder prove its rules, one part each.
 */
import { describe, expect, it } from "vitest";
import { durableObjectState } from "../../../../support/durableObject";
import {
  accepted,
  answers,
  at,
  BASE,
  FAST,
  newLead,
  openStore,
  PROVIDER_URL,
  STORE_T0,
  storeClock,
  stubFetch,
  until,
  WEBHOOK,
  WEBHOOK_URL,
} from "../../../../support/leadStore";

const T0 = STORE_T0;
const logs = storeClock(T0);

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
