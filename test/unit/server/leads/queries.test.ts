/**
 * The store's reads (queries.ts `pageLeads`, the `page` every list calls: the desk's views, the
 * CLI's list and export): a page read through the `leads_by_time` index, never a sort of every lead.
 */
import { describe, expect, it } from "vitest";
import { pageLeads, type LeadFilter } from "../../../../src/server/leads/queries";
import type { Lead } from "../../../../src/server/leads/record";
import type { FakeState } from "../../../support/durableObject";
import { exportedLead, newLead, openStore, storeClock } from "../../../support/leadStore";

const T0 = Date.parse("2026-11-20T12:00:00.000Z");
const HOUR = 3_600_000;
storeClock(T0);

/** The store's SQL storage, as `pageLeads` takes it. */
type Sql = Parameters<typeof pageLeads>[0];

/** A delivered lead `hours` before T0 with these fields (the rest of the contact form's as `newLead` has them). */
const lead = (id: string, hours: number, fields: Partial<Lead["fields"]> = {}, changes: Partial<Lead> = {}): Lead => {
  const at = new Date(T0 - hours * HOUR).toISOString();
  return exportedLead({
    id,
    fields: { ...newLead(id).fields, subject: `Subject ${id}`, ...fields },
    createdAt: at,
    updatedAt: at,
    deliveredAt: at,
    ...changes,
  });
};

describe("the plan of a page", () => {
  /** The query plan of every statement `pageLeads` runs for `filter` (after a cursor when given). */
  function plans(fake: FakeState, filter: LeadFilter, after: boolean): string[] {
    const sql = (fake.state as { storage: { sql: Sql } }).storage.sql;
    const statements: [string, unknown[]][] = [];
    const spy = {
      exec: (query: string, ...params: unknown[]) => {
        statements.push([query, params]);
        return sql.exec(query, ...params);
      },
    } as unknown as Sql;
    pageLeads(spy, filter, after ? { createdAt: T0, id: "x" } : null, 50);
    return statements.flatMap(([query, params]) =>
      fake.db
        .prepare(`EXPLAIN QUERY PLAN ${query}`)
        .all(...(params as never[]))
        .map((row) => String((row as { detail: string }).detail)),
    );
  }

  it.each<LeadFilter>([{ excludeHeld: true }, { state: "held", since: T0 - HOUR }])(
    "%j reads the leads in the order of the leads_by_time index, sorting none",
    async (filter) => {
      const { store, fake } = await openStore();
      await store.import([lead("a", 1), lead("b", 2, {}, { state: "held", reason: "honeypot", deliveredAt: null })]);
      for (const after of [false, true]) {
        const plan = plans(fake, filter, after);
        expect(plan.join("\n")).toMatch(/SEARCH l USING (COVERING )?INDEX leads_by_time/);
        expect(plan.filter((step) => step.includes("TEMP B-TREE"))).toEqual([]);
      }
    },
  );
});
