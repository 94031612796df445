/**
 * Races and odd failures: two alarms at once, a hold while sending, a lead deleted mid-queue.
 *
 * The lead store at source level: `LeadStore` over a real SQLite database (node:sqlite) in a fake
 * Durable Object state, its clock set by the test (Date only; timers stay real unless a test
 * says), its jitter fixed at the midpoint, the provider and the webhook answered by the test
 * (test/support/leadStore.ts). test/worker/leads.test.ts proves the same object in workerd; the
 * files of this folder prove its rules, one part each.
 */
import { describe, expect, it, vi } from "vitest";
import { mail } from "../../../../../src/server/leads/channels/mail";
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
  until,
  WEBHOOK,
  WEBHOOK_URL,
} from "../../../../support/leadStore";

const T0 = STORE_T0;
const logs = storeClock(T0);

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
