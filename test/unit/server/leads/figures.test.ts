import { describe, expect, it } from "vitest";
import { figureWeeks, isoWeek, leadFigures, nearestRank, weekStart } from "../../../../src/server/leads/figures";
import { openStore } from "../../../support/leadStore";

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
