import { describe, expect, it } from "vitest";
import { figureWeeks, isoWeek, leadFigures, nearestRank, weekStart } from "../../../../src/server/leads/figures";
import { openStore } from "../../../support/leadStore";
import { queryPlans } from "../../../support/queryPlan";

const at = (iso: string) => Date.parse(iso);

describe("weekStart", () => {
  it("is the Monday 00:00 UTC of the ISO week, whatever the day and hour", () => {
    const monday = at("2026-11-23T00:00:00.000Z");
    for (const moment of ["2026-11-23T00:00:00.000Z", "2026-11-25T13:30:00.000Z", "2026-11-29T23:59:59.999Z"])
      expect(weekStart(at(moment)), moment).toBe(monday);
    expect(weekStart(at("2026-11-22T23:59:59.999Z"))).toBe(at("2026-11-16T00:00:00.000Z"));
  });

  it("holds before 1970 too (a Thursday epoch)", () => {
    expect(weekStart(at("1969-12-31T12:00:00.000Z"))).toBe(at("1969-12-29T00:00:00.000Z"));
  });
});

describe("isoWeek", () => {
  it.each([
    ["2026-11-27T12:00:00.000Z", "2026-W48"],
    ["2026-01-01T00:00:00.000Z", "2026-W01"],
    // 1 January 2027 is a Friday: it belongs to the last week of 2026, which has 53.
    ["2027-01-01T00:00:00.000Z", "2026-W53"],
    ["2027-01-04T00:00:00.000Z", "2027-W01"],
    // 29 December 2025 is a Monday whose Thursday is in 2026.
    ["2025-12-29T00:00:00.000Z", "2026-W01"],
    ["2020-12-31T00:00:00.000Z", "2020-W53"],
  ])("%s is in %s", (moment, week) => {
    expect(isoWeek(at(moment))).toBe(week);
  });
});

describe("figureWeeks", () => {
  it("is twelve Mondays a week apart, the last the current week's, ending now", () => {
    const now = at("2026-11-27T12:00:00.000Z");
    const { starts, until } = figureWeeks(now);
    expect(starts).toHaveLength(12);
    expect(starts.at(-1)).toBe(at("2026-11-23T00:00:00.000Z"));
    expect(starts[0]).toBe(at("2026-09-07T00:00:00.000Z"));
    expect(starts.map(isoWeek)).toEqual(Array.from({ length: 12 }, (_, i) => `2026-W${37 + i}`));
    expect(until).toBe(now);
  });
});

describe("nearestRank", () => {
  it("is the smallest rank covering p% of the values", () => {
    expect(nearestRank(20, 95)).toBe(19);
    expect(nearestRank(20, 50)).toBe(10);
    expect(nearestRank(21, 50)).toBe(11);
    expect(nearestRank(100, 95)).toBe(95);
    expect(nearestRank(101, 95)).toBe(96);
  });

  it("is the only value of one, the largest of few, and none of none", () => {
    expect(nearestRank(1, 50)).toBe(1);
    expect(nearestRank(1, 95)).toBe(1);
    expect(nearestRank(3, 95)).toBe(3);
    expect(nearestRank(0, 50)).toBe(0);
  });
});

describe("the delivery times of the figures", () => {
  const now = at("2026-11-27T12:00:00.000Z");
  const created = at("2026-11-20T10:00:00.000Z");
  const S = 1_000;

  /** A store whose leads (created at `created`, or at `createdAt`) have these channels' delivery times (ms; null: not delivered). */
  async function storeWith(leads: { createdAt?: number; times: Record<string, number | null> }[]) {
    const { fake } = await openStore();
    const lead = fake.db.prepare(
      "INSERT INTO leads (id, variant, fields, page, mail_route, created_at) VALUES (?, 'contact', '{}', '/contact', 'provider', ?)",
    );
    const delivery = fake.db.prepare(
      "INSERT INTO deliveries (lead_id, channel, state, attempts, delivered_at, window_started_at, updated_at) VALUES (?, ?, ?, 1, ?, ?, ?)",
    );
    for (const [i, { createdAt = created, times }] of leads.entries()) {
      lead.run(`lead-${i}`, createdAt);
      for (const [channel, ms] of Object.entries(times))
        delivery.run(
          `lead-${i}`,
          channel,
          ms === null ? "failed" : "delivered",
          ms === null ? null : createdAt + ms,
          createdAt,
          createdAt,
        );
    }
    return (fake.state as { storage: { sql: Parameters<typeof leadFigures>[0] } }).storage.sql;
  }

  it("are each channel's median and 95th percentile by nearest rank, the channels in the list's order", async () => {
    // Mail after 7, 1, 60, 3, 2, 6, 4 and 5 s: sorted, rank 4 (4 s) and rank 8 (60 s).
    const mail = [7, 1, 60, 3, 2, 6, 4, 5];
    const sql = await storeWith([
      ...mail.map((s, i) => ({ times: { mail: s * S, ...(i < 3 ? { webhook: (i + 1) * 10 * S } : {}) } })),
      { times: { fax: 90 * S, slack: null } },
      // Outside the window (before its first week): not counted.
      { createdAt: at("2026-01-01T00:00:00.000Z"), times: { mail: 1 } },
    ]);
    expect(leadFigures(sql, now).deliveryTimes).toEqual([
      { channel: "mail", delivered: 8, median: 4 * S, p95: 60 * S },
      { channel: "webhook", delivered: 3, median: 20 * S, p95: 30 * S },
      { channel: "fax", delivered: 1, median: 90 * S, p95: 90 * S },
    ]);
  });

  it("are none when nothing was delivered", async () => {
    expect(leadFigures(await storeWith([{ times: { mail: null } }]), now).deliveryTimes).toEqual([]);
  });
});

describe("leadFigures: counted in the store's SQL", () => {
  const now = at("2026-11-27T12:00:00.000Z");
  const thisWeek = at("2026-11-23T00:00:00.000Z");
  const lastWeek = at("2026-11-16T00:00:00.000Z");
  const SECOND = 1_000;

  /** A store holding `leads` ([id, form, created, held reason, released]) and `deliveries` ([id, channel, state, after ms]). */
  async function figuresOf(
    leads: [string, string, number, string | null, boolean][],
    deliveries: [string, string, string, number | null][],
  ) {
    const { store, fake } = await openStore();
    const lead = fake.db.prepare(
      "INSERT INTO leads (id, variant, fields, page, mail_route, held_reason, released_at, created_at) VALUES (?, ?, '{}', '/contact', 'provider', ?, ?, ?)",
    );
    for (const [id, form, created, reason, released] of leads)
      lead.run(id, form, reason, released ? created : null, created);
    const created = new Map(leads.map(([id, , at]) => [id, at]));
    const delivery = fake.db.prepare(
      "INSERT INTO deliveries (lead_id, channel, state, attempts, window_started_at, updated_at, delivered_at) VALUES (?, ?, ?, 1, ?, ?, ?)",
    );
    for (const [id, channel, state, after] of deliveries) {
      const start = created.get(id)!;
      delivery.run(id, channel, state, start, start, after === null ? null : start + after);
    }
    return store.figures(now);
  }

  it("counts each week's leads by form and outcome (held by reason), inside the window only", async () => {
    const { weeks, until, counts } = await figuresOf(
      [
        ["sent", "contact", thisWeek + 1, null, false],
        ["sent-too", "contact", thisWeek + 2, null, false],
        ["half-failed", "contact", thisWeek + 3, null, false],
        ["sending", "hire", thisWeek + 4, null, false],
        ["trap", "hire", lastWeek, "honeypot", false],
        ["no-js", "hire", lastWeek + 1, "challenge_missing", false],
        ["released", "hire", lastWeek + 2, "challenge_missing", true],
        ["too-old", "contact", weeks0() - 1, null, false],
        ["later", "contact", now + 1, null, false],
      ],
      [
        ["sent", "mail", "delivered", SECOND],
        ["sent", "webhook", "delivered", SECOND],
        ["sent-too", "mail", "delivered", SECOND],
        ["half-failed", "mail", "delivered", SECOND],
        ["half-failed", "webhook", "failed", null],
        ["sending", "mail", "delivered", SECOND],
        ["sending", "webhook", "pending", null],
        ["released", "mail", "pending", null],
      ],
    );
    expect(weeks).toEqual(figureWeeks(now).starts);
    expect(until).toBe(now);
    const row = (week: number, form: string, outcome: string, reason: string | null, count: number) => ({
      week,
      form,
      outcome,
      reason,
      count,
    });
    expect(counts).toHaveLength(6);
    expect(counts).toEqual(
      expect.arrayContaining([
        row(thisWeek, "contact", "delivered", null, 2),
        row(thisWeek, "contact", "failed", null, 1),
        row(thisWeek, "hire", "pending", null, 1),
        row(lastWeek, "hire", "held", "honeypot", 1),
        row(lastWeek, "hire", "held", "challenge_missing", 1),
        row(lastWeek, "hire", "pending", null, 1),
      ]),
    );
  });

  it("times each channel's deliveries by nearest rank, the channels in the order they are tried, then the others by name", async () => {
    const leads: [string, string, number, string | null, boolean][] = ["a", "b", "c", "d"].map((id, i) => [
      id,
      "contact",
      thisWeek + i,
      null,
      false,
    ]);
    const { deliveryTimes } = await figuresOf(leads, [
      ["a", "mail", "delivered", 3 * SECOND],
      ["b", "mail", "delivered", SECOND],
      ["c", "mail", "delivered", 60 * SECOND],
      ["d", "mail", "failed", null],
      ["a", "webhook", "delivered", 5 * SECOND],
      ["a", "zz-retired", "delivered", 7 * SECOND],
      ["a", "aa-retired", "delivered", 9 * SECOND],
    ]);
    expect(deliveryTimes).toEqual([
      // 1, 3 and 60 s: the median is the 2nd of 3, the 95th percentile the 3rd.
      { channel: "mail", delivered: 3, median: 3 * SECOND, p95: 60 * SECOND },
      { channel: "webhook", delivered: 1, median: 5 * SECOND, p95: 5 * SECOND },
      { channel: "aa-retired", delivered: 1, median: 9 * SECOND, p95: 9 * SECOND },
      { channel: "zz-retired", delivered: 1, median: 7 * SECOND, p95: 7 * SECOND },
    ]);
  });

  it("counts a lead by all its deliveries, whatever the channel, and one with none as still sending", async () => {
    const { counts, deliveryTimes } = await figuresOf(
      [
        ["no-delivery", "contact", thisWeek + 1, null, false],
        ["retired-only", "contact", thisWeek + 2, null, false],
        ["retired-failed", "contact", thisWeek + 3, null, false],
        ["released-sent", "hire", thisWeek + 4, "honeypot", true],
        ["released-failed", "hire", thisWeek + 5, "too_many_links", true],
        ["failed-first", "hire", thisWeek + 6, null, false],
      ],
      [
        ["retired-only", "fax", "delivered", 4 * SECOND],
        ["retired-failed", "mail", "delivered", 2 * SECOND],
        ["retired-failed", "fax", "failed", null],
        ["released-sent", "mail", "delivered", 6 * SECOND],
        ["released-failed", "mail", "failed", null],
        ["released-failed", "webhook", "pending", null],
        ["failed-first", "mail", "failed", null],
        ["failed-first", "webhook", "delivered", SECOND],
      ],
    );
    const row = (form: string, outcome: string, count: number) => ({
      week: thisWeek,
      form,
      outcome,
      reason: null,
      count,
    });
    expect(counts).toHaveLength(5);
    expect(counts).toEqual(
      expect.arrayContaining([
        row("contact", "pending", 1),
        row("contact", "delivered", 1),
        row("contact", "failed", 1),
        row("hire", "delivered", 1),
        row("hire", "failed", 2),
      ]),
    );
    expect(deliveryTimes).toEqual([
      { channel: "mail", delivered: 2, median: 2 * SECOND, p95: 6 * SECOND },
      { channel: "webhook", delivered: 1, median: SECOND, p95: SECOND },
      { channel: "fax", delivered: 1, median: 4 * SECOND, p95: 4 * SECOND },
    ]);
  });

  it("reads index pages only: the leads of the window and their deliveries, through covering indexes", async () => {
    const { fake } = await openStore();
    const plans = queryPlans(fake, (sql) => leadFigures(sql, now));
    expect(plans).toHaveLength(2);
    for (const plan of plans) {
      // Every read of a table (not of a subquery's result) is of an index that has every column it needs.
      const reads = plan.filter((step) => /^(SEARCH|SCAN) [^(]/.test(step));
      expect(reads.length, plan.join("\n")).toBeGreaterThanOrEqual(2);
      for (const step of reads)
        expect(step, plan.join("\n")).toMatch(
          /USING COVERING INDEX (leads_by_outcome|leads_by_time|deliveries_by_lead)\b/,
        );
    }
  });

  it("has no counts and no times for an empty window", async () => {
    const { counts, deliveryTimes } = await figuresOf(
      [["old", "contact", weeks0() - 1, null, false]],
      [["old", "mail", "delivered", SECOND]],
    );
    expect(counts).toEqual([]);
    expect(deliveryTimes).toEqual([]);
  });

  /** The start of the window's first week. */
  function weeks0() {
    return figureWeeks(now).starts[0]!;
  }
});
