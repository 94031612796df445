import { describe, expect, it } from "vitest";
import { leadCounts } from "../../../../src/server/leads/counts";
import { openStore } from "../../../support/leadStore";
import { queryPlans } from "../../../support/queryPlan";

const T0 = Date.parse("2026-11-01T00:00:00.000Z");
const FIELDS = JSON.stringify({ firstName: "A", lastName: "B", email: "a@b.co", subject: "s", message: "m" });

/** A store whose rows are written directly: each lead with its hold and its channels' states. */
async function storeWith(
  leads: { id: string; held?: string; released?: boolean; deliveries?: Record<string, string> }[],
) {
  const { store, fake } = await openStore();
  const lead = fake.db.prepare(
    "INSERT INTO leads (id, variant, fields, page, mail_route, held_reason, released_at, created_at) VALUES (?, 'contact', ?, '/contact', 'provider', ?, ?, ?)",
  );
  const delivery = fake.db.prepare(
    "INSERT INTO deliveries (lead_id, channel, state, attempts, window_started_at, updated_at) VALUES (?, ?, ?, 1, ?, ?)",
  );
  for (const [i, { id, held, released, deliveries = {} }] of leads.entries()) {
    lead.run(id, FIELDS, held ?? null, released ? T0 + i : null, T0 + i);
    for (const [channel, state] of Object.entries(deliveries)) delivery.run(id, channel, state, T0 + i, T0 + i);
  }
  return store;
}

describe("the store's counts of the desk's views", () => {
  it("are zero in an empty store", async () => {
    expect((await storeWith([])).counts()).toEqual({ inbox: 0, held: 0, failed: 0 });
  });

  it("count every lead not held in the inbox, held ones apart, and a failure on any channel once", async () => {
    const store = await storeWith([
      { id: "delivered", deliveries: { mail: "delivered", webhook: "delivered" } },
      { id: "sending", deliveries: { mail: "pending" } },
      { id: "mail-failed", deliveries: { mail: "failed" } },
      { id: "both-failed", deliveries: { mail: "failed", webhook: "failed" } },
      { id: "webhook-failed", deliveries: { mail: "delivered", webhook: "failed" } },
      { id: "spam", held: "honeypot" },
      { id: "held-by-operator", held: "operator" },
      // Released: no longer held, whatever its reason, and in the inbox.
      { id: "released", held: "too_many_links", released: true, deliveries: { mail: "pending" } },
    ]);
    expect(store.counts()).toEqual({ inbox: 6, held: 2, failed: 3 });
  });

  it("leave a held lead out of the failed view, as the desk's failed tab does", async () => {
    // A held lead has no delivery; should one be left behind, the lead is still only held.
    const store = await storeWith([{ id: "spam", held: "honeypot", deliveries: { mail: "failed" } }]);
    expect(store.counts()).toEqual({ inbox: 0, held: 1, failed: 0 });
  });
});

describe("the counts' read", () => {
  it("reads the leads from an index that holds every column it needs, never their wide rows", async () => {
    const { fake } = await openStore();
    const plans = queryPlans(fake, leadCounts).flat();
    expect(plans.filter((step) => /^(SEARCH|SCAN) l\b/.test(step))).toEqual([
      "SCAN l USING COVERING INDEX leads_by_outcome",
    ]);
  });
});
