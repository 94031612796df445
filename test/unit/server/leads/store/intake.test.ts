/**
 * Taking a lead in: stored once, tried at once, held, the caps.
 *
 * The lead store at source level: `LeadStore` over a real SQLite database (node:sqlite) in a fake
 * Durable Object state, its clock set by the test (Date only; timers stay real unless a test
 * says), its jitter fixed at the midpoint, the provider and the webhook answered by the test
 * (test/support/leadStore.ts). test/worker/leads.test.ts proves the same object in workerd; the
 * files of this folder prove its rules, one part each.
 */
import { describe, expect, it, vi } from "vitest";
import {
  accepted,
  answers,
  at,
  BASE,
  DAY,
  exportedLead,
  FAST,
  newLead,
  openStore,
  STORE_T0,
  storeClock,
  stubFetch,
  WEBHOOK,
} from "../../../../support/leadStore";

const T0 = STORE_T0;
const logs = storeClock(T0);

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
