/**
 * The figures kept between asks (`LeadStore.figures`, figuresMemo.ts): counted once while nothing
 * changes, counted again after every kind of change, when the week turns, and when a lead dated
 * later than the last count comes into the window.
 */
import { describe, expect, it, vi } from "vitest";
import { figureWeeks, type Figures, type leadFigures } from "../../../../src/server/leads/figures";
import { FiguresMemo } from "../../../../src/server/leads/figuresMemo";
import {
  accepted,
  exportedLead,
  newLead,
  openStore,
  PROVIDER_URL,
  storeClock,
  stubFetch,
} from "../../../support/leadStore";

/** A Wednesday noon: the week began two and a half days before. */
const T0 = Date.parse("2026-11-25T12:00:00.000Z");
const MONDAY_AFTER = Date.parse("2026-11-30T00:00:00.000Z");
const HOUR = 3_600_000;

type Sql = Parameters<typeof leadFigures>[0];

storeClock(T0);

/** The provider answers 503 (a retry later) until `up` is true, then accepts. */
function provider() {
  const state = { up: false };
  stubFetch((request) => {
    if (request.url !== PROVIDER_URL) throw new Error(`unexpected fetch ${request.url}`);
    return state.up ? accepted() : Response.json({ success: false }, { status: 503 });
  });
  return state;
}

/** The leads the figures count, by outcome. */
function outcomes(figures: Figures): Record<string, number> {
  const by: Record<string, number> = {};
  for (const { outcome, count } of figures.counts) by[outcome] = (by[outcome] ?? 0) + count;
  return by;
}

/** A store, and how many times its figures were counted (their delivery times read) so far. */
async function counted() {
  const opened = await openStore();
  const sql = (opened.fake.state as { storage: { sql: Sql } }).storage.sql;
  const exec = vi.spyOn(sql, "exec");
  const counts = () =>
    (exec.mock.calls as unknown as [query: string][]).filter(([query]) => query.includes("json_group_array")).length;
  return { ...opened, counts };
}

const lead = (id: string, email: string, held?: "honeypot") =>
  newLead(id, { fields: { ...newLead(id).fields, email }, ...(held ? { held } : {}) });

describe("the figures kept between asks", () => {
  it("are counted once while nothing changes, their window ending at each ask", async () => {
    provider();
    const { store, counts } = await counted();
    await store.accept(lead("a", "a@example.com"));
    const first = store.figures(T0);
    const later = store.figures(T0 + HOUR);
    expect(counts()).toBe(1);
    expect(later).toEqual({ ...first, until: T0 + HOUR });
    expect(outcomes(later)).toEqual({ pending: 1 });
  });

  it("are counted again after an accept, a delivery, a release, an erase and an import", async () => {
    const up = provider();
    const { store, fake, counts } = await counted();
    await store.accept(lead("a", "a@example.com"));
    expect(outcomes(store.figures(T0))).toEqual({ pending: 1 });

    // An accept: the lead is held.
    await store.accept(lead("b", "b@example.com", "honeypot"));
    expect(outcomes(store.figures(T0))).toEqual({ pending: 1, held: 1 });

    // A delivery: the alarm's retry of "a" succeeds.
    up.up = true;
    vi.setSystemTime(fake.alarm()!);
    await fake.fire(() => store.alarm());
    const now = Date.now();
    expect(store.show("a")?.state).toBe("delivered");
    expect(outcomes(store.figures(now))).toEqual({ delivered: 1, held: 1 });

    // A release: "b" goes out (delivered at once, or pending).
    expect(await store.release("b")).toBe(1);
    const released = outcomes(store.figures(now));
    expect(released.held).toBeUndefined();
    expect((released.delivered ?? 0) + (released.pending ?? 0)).toBe(2);

    // An erase: "b" is gone.
    expect((await store.erase("b@example.com")).leads).toEqual(["b"]);
    expect(outcomes(store.figures(now))).toEqual({ delivered: 1 });

    // An import: a failed lead of this week.
    await store.import([
      exportedLead(
        { id: "c", state: "failed", createdAt: new Date(T0 - HOUR).toISOString() },
        { attempts: 3, lastError: "status (400)" },
      ),
    ] as never);
    expect(outcomes(store.figures(now))).toEqual({ delivered: 1, failed: 1 });
    expect(counts()).toBe(6);
  });

  it("are counted again when the week turns, nothing changed", async () => {
    provider();
    const { store, counts } = await counted();
    await store.accept(lead("a", "a@example.com"));
    expect(store.figures(MONDAY_AFTER - 1).weeks).toEqual(figureWeeks(T0).starts);
    const next = store.figures(MONDAY_AFTER);
    expect(counts()).toBe(2);
    expect(next.weeks).toEqual(figureWeeks(MONDAY_AFTER).starts);
    expect(next.counts.map((row) => row.week)).toEqual([figureWeeks(T0).starts.at(-1)]);
  });

  it("count a lead stored before the last count but dated after it once its time has come", async () => {
    provider();
    const { store, counts } = await counted();
    // Imported with a time an hour ahead (another store's clock): not in the window yet.
    await store.import([exportedLead({ id: "ahead", createdAt: new Date(T0 + HOUR).toISOString() })] as never);
    expect(store.figures(T0).counts).toEqual([]);
    expect(store.figures(T0 + HOUR - 1).counts).toEqual([]);
    expect(counts()).toBe(1);
    expect(outcomes(store.figures(T0 + HOUR))).toEqual({ delivered: 1 });
    expect(counts()).toBe(2);
  });
});

describe("FiguresMemo", () => {
  it("counts again when asked for a time before its last count", async () => {
    const { fake } = await openStore();
    const sql = (fake.state as { storage: { sql: Sql } }).storage.sql;
    const count = vi.fn((_sql: Sql, now: number): Figures => ({
      ...figureWeeks(now),
      weeks: [],
      counts: [],
      deliveryTimes: [],
    }));
    const memo = new FiguresMemo(sql, count);
    memo.at(T0);
    memo.at(T0 + 1);
    expect(count).toHaveBeenCalledTimes(1);
    memo.at(T0 - 1);
    expect(count.mock.calls.map(([, now]) => now)).toEqual([T0, T0 - 1]);
  });
});
