/**
 * Operators' reads and commands: list, find, retry, release, purge, delete.
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
