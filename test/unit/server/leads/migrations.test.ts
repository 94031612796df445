/**
 * The gate of the schema change: a store as `main` left it (its schema copied here as a fixed
 * fact), filled with leads in every state, opened by today's `LeadStore`: every lead, state,
 * attempt count, hold reason, next-attempt time and last error is intact, the migrations are
 * recorded once, and delivery resumes where it stood.
 */
import { describe, expect, it, vi } from "vitest";
import { leadCounts } from "../../../../src/server/leads/counts";
import { leadFigures } from "../../../../src/server/leads/figures";
import { migrate, migrations, type Migration, type MigrationStorage } from "../../../../src/server/leads/migrations";
import type { DeliveryState, Lead } from "../../../../src/server/leads/record";
import { durableObjectState, type FakeState } from "../../../support/durableObject";
import {
  accepted,
  noDeliveries,
  openStore,
  PROVIDER_URL,
  storeClock,
  stubFetch,
  WEBHOOK_URL,
} from "../../../support/leadStore";
import { MAIN_SCHEMA } from "../../../support/mainLeadSchema";

const T0 = Date.parse("2026-11-25T12:00:00.000Z");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const WEBHOOK = { LEADS_WEBHOOK_URL: WEBHOOK_URL, LEADS_WEBHOOK_SECRET: "webhook-secret-for-the-migration-tests" };

/** The first release's `leads`, before `reason` and `page` were added (the store's ALTERs then). */
const FIRST_SCHEMA = `CREATE TABLE leads (id TEXT PRIMARY KEY, variant TEXT NOT NULL, fields TEXT NOT NULL,
  channel TEXT NOT NULL, state TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, last_error TEXT,
  created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, next_attempt_at INTEGER, delivered_at INTEGER,
  window_started_at INTEGER NOT NULL, alerted INTEGER NOT NULL DEFAULT 0)`;

/** One channel's delivery as `main` stored it. */
interface OldDelivery {
  state: "pending" | "delivered" | "failed" | "held";
  attempts: number;
  last_error: string | null;
  updated_at: number;
  next_attempt_at: number | null;
  delivered_at: number | null;
  window_started_at: number;
  alerted: number;
}

/** A lead as `main` stored it: its row of `leads` (mail delivery included) and its webhook delivery, if any. */
interface OldLead extends OldDelivery {
  id: string;
  variant: string;
  channel: "provider" | "sink";
  created_at: number;
  reason: string | null;
  page: string | null;
  webhook?: OldDelivery;
}

const created = T0 - 2 * HOUR;
const fields = (id: string) => ({ firstName: "Ada", email: "ada@example.com", subject: "A site", message: id });
const pending = (over: Partial<OldDelivery> = {}): OldDelivery => ({
  state: "pending",
  attempts: 0,
  last_error: null,
  updated_at: created,
  next_attempt_at: created + 20_000,
  delivered_at: null,
  window_started_at: created,
  alerted: 0,
  ...over,
});
const delivered = (at: number): OldDelivery =>
  pending({ state: "delivered", attempts: 1, updated_at: at, next_attempt_at: null, delivered_at: at });
const failed = (error: string, attempts: number): OldDelivery =>
  pending({ state: "failed", attempts, last_error: error, updated_at: created + HOUR, next_attempt_at: null });
const lead = (id: string, mail: OldDelivery, over: Partial<OldLead> = {}): OldLead => ({
  id,
  variant: "contact",
  channel: "provider",
  created_at: created,
  reason: null,
  page: "/contact",
  ...mail,
  ...over,
});
const midRetry = pending({
  attempts: 3,
  last_error: "status (503)",
  updated_at: T0 - MINUTE,
  next_attempt_at: T0 + 30_000,
  alerted: 1,
});
const heldFor = (reason: string) =>
  lead(`held-${reason}`, pending({ state: "held", next_attempt_at: null }), { reason, page: "/hire", variant: "hire" });

/** Every kind of lead `main` could hold, on both channels. */
const OLD_LEADS: OldLead[] = [
  lead("pending", pending(), { webhook: pending() }),
  lead("pending-no-webhook", pending(), { page: null }),
  lead("mid-retry", midRetry, {
    webhook: pending({ attempts: 2, last_error: "timeout", next_attempt_at: T0 + 10_000 }),
  }),
  lead("delivered", delivered(created + 1_000), { webhook: delivered(created + 2_000) }),
  lead("failed", failed("status (400)", 1), { webhook: failed("status (404)", 1) }),
  lead("given-up", failed("status (500)", 40), { alerted: 1 }),
  lead("webhook-pending", delivered(created + 1_000), { webhook: midRetry }),
  lead("webhook-failed", delivered(created + 1_000), { webhook: failed("status (410)", 1) }),
  lead("released", delivered(T0 - HOUR), { reason: "honeypot", window_started_at: T0 - HOUR - 5_000 }),
  lead("released-pending", pending({ window_started_at: T0 - MINUTE }), { reason: "too_many_links" }),
  lead("legacy-letter", pending(), { variant: "B", channel: "sink" }),
  ...[
    "honeypot",
    "challenge_missing",
    "challenge_failed",
    "siteverify_unavailable",
    "too_many_links",
    "message_repeats_subject",
  ].map(heldFor),
];

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * The lead as operators saw it on `main` (its `rowToLead`), which they must still see: every
 * channel's delivery, the e-mail's with its state, attempts, error and times, now in `deliveries`
 * alone (main carried it on the lead itself too).
 */
function asOperatorsSawIt(old: OldLead): Lead {
  const w = old.webhook;
  return {
    id: old.id,
    variant:
      ({ A: "fullname", B: "contact", C: "hire" } as Record<string, Lead["variant"]>)[old.variant] ??
      (old.variant as Lead["variant"]),
    fields: fields(old.id),
    page: old.page,
    route: old.channel,
    state: old.state,
    reason: old.reason as Lead["reason"],
    createdAt: iso(old.created_at)!,
    updatedAt: iso(old.updated_at)!,
    // Every channel by name: the e-mail's (none while held), the webhook's, and none on any channel main did not have.
    deliveries: {
      ...noDeliveries(),
      mail:
        old.state === "held"
          ? null
          : {
              state: old.state as DeliveryState,
              attempts: old.attempts,
              lastError: old.last_error,
              nextAttemptAt: iso(old.next_attempt_at),
              deliveredAt: iso(old.delivered_at),
            },
      webhook: w
        ? {
            state: w.state as DeliveryState,
            attempts: w.attempts,
            lastError: w.last_error,
            nextAttemptAt: iso(w.next_attempt_at),
            deliveredAt: iso(w.delivered_at),
          }
        : null,
    },
  };
}

const DELIVERY_COLUMNS = [
  "state",
  "attempts",
  "last_error",
  "created_at",
  "updated_at",
  "next_attempt_at",
  "delivered_at",
  "window_started_at",
  "alerted",
] as const;

/** A store exactly as `main` made it, holding `leads`. */
function mainStore(leads: readonly OldLead[], schema = MAIN_SCHEMA): FakeState {
  const fake = durableObjectState();
  fake.db.exec(schema);
  const withPage = schema === MAIN_SCHEMA;
  for (const old of leads) {
    const columns = [
      "id",
      "variant",
      "fields",
      "channel",
      ...DELIVERY_COLUMNS,
      ...(withPage ? ["reason", "page"] : []),
    ];
    const values: (string | number | null)[] = [
      old.id,
      old.variant,
      JSON.stringify(fields(old.id)),
      old.channel,
      old.state,
      old.attempts,
    ];
    values.push(old.last_error, old.created_at, old.updated_at, old.next_attempt_at, old.delivered_at);
    values.push(old.window_started_at, old.alerted, ...(withPage ? [old.reason, old.page] : []));
    fake.db
      .prepare(`INSERT INTO leads (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`)
      .run(...(values as never[]));
    const w = old.webhook;
    if (w)
      fake.db
        .prepare(
          `INSERT INTO webhook_deliveries (id, ${DELIVERY_COLUMNS.join(", ")}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          old.id,
          w.state,
          w.attempts,
          w.last_error,
          old.created_at,
          w.updated_at,
          w.next_attempt_at,
          w.delivered_at,
          w.window_started_at,
          w.alerted,
        );
  }
  return fake;
}

const recorded = (fake: FakeState) =>
  fake.db.prepare("SELECT id, name, applied_at FROM schema_migrations ORDER BY id").all();

const logs = storeClock(T0);

/** Who received what: the lead ids the provider and the webhook were sent. */
function receivers(): { mail: string[]; webhook: string[] } {
  const sent = { mail: [] as string[], webhook: [] as string[] };
  stubFetch(async (request) => {
    if (request.url === WEBHOOK_URL) {
      sent.webhook.push(((await request.json()) as { id: string }).id);
      return new Response(null, { status: 204 });
    }
    if (request.url !== PROVIDER_URL) throw new Error(`unexpected fetch ${request.url}`);
    sent.mail.push(String((await request.formData()).get("message")));
    return accepted();
  });
  return sent;
}

describe("upgrading a store that main made", () => {
  it("keeps every lead as operators saw it, records the migrations, and resumes delivery", async () => {
    const sent = receivers();
    const fake = mainStore(OLD_LEADS);
    const { store } = await openStore(WEBHOOK, fake);

    expect(recorded(fake)).toEqual(migrations.map((m) => ({ id: m.id, name: m.name, applied_at: T0 })));
    expect(migrations.map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
    for (const old of OLD_LEADS) expect(store.show(old.id), old.id).toEqual(asOperatorsSawIt(old));
    expect(
      store
        .list(undefined, 100)
        .map((l) => l.id)
        .sort(),
    ).toEqual(OLD_LEADS.map((l) => l.id).sort());
    expect(
      store
        .list("held")
        .map((l) => l.reason)
        .sort(),
    ).toEqual(
      OLD_LEADS.filter((l) => l.state === "held")
        .map((l) => l.reason)
        .sort(),
    );
    // What `show` does not print is kept too: each retry window and whether the alert was given.
    const rows = fake.db.prepare("SELECT lead_id, channel, window_started_at, alerted FROM deliveries").all();
    const expected = OLD_LEADS.flatMap((old) => [
      ...(old.state === "held"
        ? []
        : [{ lead_id: old.id, channel: "mail", window_started_at: old.window_started_at, alerted: old.alerted }]),
      ...(old.webhook
        ? [
            {
              lead_id: old.id,
              channel: "webhook",
              window_started_at: old.webhook.window_started_at,
              alerted: old.webhook.alerted,
            },
          ]
        : []),
    ]).sort((a, b) => a.lead_id.localeCompare(b.lead_id, "en") || a.channel.localeCompare(b.channel, "en"));
    expect(rows).toEqual(expect.arrayContaining(expected));
    expect(rows).toHaveLength(expected.length);
    expect(fake.db.prepare("SELECT name FROM sqlite_master WHERE name = 'webhook_deliveries'").all()).toEqual([]);
    // The alarm is the earliest due retry.
    expect(fake.alarm()).toBe(T0);
    expect(sent).toEqual({ mail: [], webhook: [] });

    // Delivery resumes: each pending delivery when it is due, on its own channel; nothing else is sent.
    await fake.fire(() => store.alarm());
    const dueAt = (at: number) =>
      OLD_LEADS.filter((l) => l.state === "pending" && l.channel === "provider" && l.next_attempt_at! <= at).map(
        (l) => l.id,
      );
    expect(sent.mail.sort()).toEqual(dueAt(T0).sort());
    expect(sent.webhook.sort()).toEqual(["pending"]);
    // The lead routed to the local sink is printed there, under the form's name.
    expect(store.show("legacy-letter")).toMatchObject({ state: "delivered", variant: "contact", route: "sink" });
    expect(logs().filter((l) => String(l.text).includes('"event":"contact_sink","variant":"contact"'))).toHaveLength(1);
    vi.setSystemTime(T0 + 30_000);
    await fake.fire(() => store.alarm());
    expect(sent.mail.sort()).toEqual(dueAt(T0 + 30_000).sort());
    expect(sent.webhook.sort()).toEqual(["mid-retry", "pending", "webhook-pending"]);
    expect(store.show("mid-retry")).toMatchObject({
      state: "delivered",
      deliveries: { mail: { state: "delivered", attempts: 4 }, webhook: { attempts: 3 } },
    });
    for (const old of OLD_LEADS.filter((l) => l.state !== "pending"))
      expect(store.show(old.id)?.state, old.id).toBe(old.state);
    expect(store.show("failed")?.deliveries.webhook?.state).toBe("failed");
    expect(store.show("webhook-failed")?.deliveries.webhook?.state).toBe("failed");
    // The alerted lead was not reported a second time.
    expect(logs().filter((l) => l.event === "lead_undelivered_after_first_hour")).toEqual([]);
  });

  it("applies nothing twice: a second start finds every migration recorded", async () => {
    receivers();
    const fake = mainStore(OLD_LEADS);
    const { store } = await openStore(WEBHOOK, fake);
    const before = OLD_LEADS.map((old) => store.show(old.id));
    vi.setSystemTime(T0 + 1_000);
    const { store: again } = await openStore(WEBHOOK, fake);
    expect(recorded(fake)).toHaveLength(migrations.length);
    expect(OLD_LEADS.map((old) => again.show(old.id))).toEqual(before);
    expect(migrate((fake.state as { storage: never }).storage)).toEqual([]);
  });

  it("upgrades a store made before the hold reason and the page existed", async () => {
    const sent = receivers();
    const old = [
      lead("first", pending({ next_attempt_at: T0 + 500 }), { page: null }),
      lead("sent", delivered(created + 1), { page: null }),
    ];
    const fake = mainStore(old, FIRST_SCHEMA);
    const { store } = await openStore({}, fake);
    expect(recorded(fake).map((r) => (r as { id: number }).id)).toEqual([1, 2, 3, 4, 5]);
    for (const o of old) expect(store.show(o.id)).toEqual(asOperatorsSawIt(o));
    expect(fake.alarm()).toBe(T0 + 500);
    vi.setSystemTime(T0 + 500);
    await fake.fire(() => store.alarm());
    expect(sent.mail).toEqual(["first"]);
    expect(store.show("first")).toMatchObject({
      state: "delivered",
      deliveries: { mail: { state: "delivered", attempts: 1 } },
      page: null,
      reason: null,
    });
  });
});

describe("the searched text of the leads stored before it (migration 4)", () => {
  /** A store at migration 3 holding `rows` (id, stored fields), as the store before this change made it. */
  function storeBeforeSearchText(rows: [id: string, fields: string][]): FakeState {
    const fake = durableObjectState();
    migrate((fake.state as { storage: never }).storage, migrations.slice(0, 3), T0 - HOUR);
    const insert = fake.db.prepare(
      "INSERT INTO leads (id, variant, fields, page, mail_route, held_reason, created_at) VALUES (?, 'contact', ?, '/contact', 'provider', 'honeypot', ?)",
    );
    for (const [i, [id, fields]] of rows.entries()) insert.run(id, fields, created - i);
    return fake;
  }

  it("is written from each lead's fields, every lead kept, and a search finds them in any case", async () => {
    const many = Array.from({ length: 1_203 }, (_, i): [string, string] => [
      `lead-${String(i).padStart(4, "0")}`,
      JSON.stringify({
        firstName: i % 2 ? "Łukasz" : "ÖZGÜR",
        email: `p${i}@example.com`,
        subject: "S",
        message: `m ${i}`,
      }),
    ]);
    const fake = storeBeforeSearchText([...many, ["damaged", "not json"], ["not-an-object", "null"]]);
    const { store } = await openStore({}, fake);
    expect(recorded(fake).map((r) => (r as { id: number }).id)).toEqual([1, 2, 3, 4, 5]);
    const all = store.page({}, null, 2_000);
    expect(all.map((l) => l.id).sort()).toEqual([...many.map(([id]) => id), "damaged", "not-an-object"].sort());
    expect(all.find((l) => l.id === "damaged")).toMatchObject({ state: "held", unreadable: "fields: SyntaxError" });
    // Past the first batch of 500 too: every lead's text is written.
    expect(store.page({ text: "ŁUKASZ" }, null, 2_000)).toHaveLength(601);
    expect(store.page({ text: "özgür p1202@example.com" }, null, 10).map((l) => l.id)).toEqual(["lead-1202"]);
    const text = (id: string) =>
      (fake.db.prepare("SELECT search_text FROM leads WHERE id = ?").get(id) as { search_text: string }).search_text;
    expect(text("lead-0001")).toBe("\nłukasz\n\n\np1@example.com\n\ns\nm 1");
    // Damaged fields are no fields, as the desk reads them: no word is found in them.
    expect(text("damaged")).toBe(text("not-an-object"));
    expect(text("damaged").trim()).toBe("");
  });
});

describe("the covering indexes of the figures and counts (migration 5)", () => {
  it("are made for a store at migration 4, whose figures and counts stay what they were", async () => {
    receivers();
    const fake = mainStore(OLD_LEADS);
    const storage = (fake.state as { storage: MigrationStorage & { sql: Parameters<typeof leadFigures>[0] } }).storage;
    expect(migrate(storage, migrations.slice(0, 4), T0 - HOUR)).toEqual([1, 2, 3, 4]);
    const indexes = () =>
      fake.db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        .all()
        .map((row) => (row as { name: string }).name);
    expect(indexes()).toEqual(["deliveries_due", "leads_by_time"]);
    const figures = leadFigures(storage.sql, T0);
    const counts = leadCounts(storage.sql);

    const { store } = await openStore(WEBHOOK, fake);
    expect(recorded(fake).map((r) => (r as { id: number }).id)).toEqual([1, 2, 3, 4, 5]);
    expect(indexes()).toEqual(["deliveries_by_lead", "deliveries_due", "leads_by_outcome", "leads_by_time"]);
    expect(store.figures(T0)).toEqual(figures);
    expect(store.counts()).toEqual(counts);
    // Every kind of lead above is in the window: the figures compared are not empty ones.
    expect(figures.counts.reduce((sum, row) => sum + row.count, 0)).toBe(OLD_LEADS.length);
    expect(figures.deliveryTimes.map((t) => t.channel)).toEqual(["mail", "webhook"]);
  });
});

describe("migrate", () => {
  it("applies each migration in order in its own transaction: one that fails leaves nothing of itself", () => {
    const fake = durableObjectState();
    const storage = (fake.state as { storage: never }).storage;
    const ran: number[] = [];
    const step = (id: number, fail = false): Migration => ({
      id,
      name: `step ${id}`,
      up: (sql) => {
        ran.push(id);
        sql.exec(`CREATE TABLE t${id} (x INTEGER)`);
        if (fail) throw new Error(`step ${id} failed`);
      },
    });
    expect(migrate(storage, [step(1), step(2)], 7)).toEqual([1, 2]);
    expect(() => migrate(storage, [step(1), step(2), step(3, true), step(4)], 8)).toThrow("step 3 failed");
    expect(ran).toEqual([1, 2, 3]);
    expect(fake.db.prepare("SELECT name FROM sqlite_master WHERE name = 't3'").all()).toEqual([]);
    expect(recorded(fake)).toEqual([
      { id: 1, name: "step 1", applied_at: 7 },
      { id: 2, name: "step 2", applied_at: 7 },
    ]);
    expect(migrate(storage, [step(1), step(2), step(3), step(4)], 9)).toEqual([3, 4]);
    expect(ran).toEqual([1, 2, 3, 3, 4]);
  });

  it("makes a new store's schema in order, from the first migration", () => {
    const fake = durableObjectState();
    expect(migrate((fake.state as { storage: never }).storage)).toEqual([1, 2, 3, 4, 5]);
    const tables = fake.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all();
    expect(tables.map((t) => (t as { name: string }).name)).toEqual(["deliveries", "leads", "schema_migrations"]);
  });
});
