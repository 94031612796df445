/**
 * Retention and the alarm: purges after each period, the next alarm, never a spin.
 *
 * The lead store at source level: `LeadStore` over a real SQLite database (node:sqlite) in a fake
 * Durable Object state, its clock set by the test (Date only; timers stay real unless a test
 * says), its jitter fixed at the midpoint, the provider and the webhook answered by the test
 * (test/support/leadStore.ts). test/worker/leads.test.ts proves the same object in workerd; the
 * files of this folder prove its rules, one part each.
 */
import { describe, expect, it } from "vitest";
import { ALARM_GAP_MS } from "../../../../../src/server/leads/alarm";
import { durableObjectState } from "../../../../support/durableObject";
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
