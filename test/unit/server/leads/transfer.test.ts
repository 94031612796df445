/**
 * Export and import across versions: an export made before channels were data (`channel` for the
 * route, the webhook's delivery as `webhook`) and one made before the e-mail's delivery lived in
 * `deliveries` alone (main's, test/support/exports/) still import, nothing lost, and today's
 * (`route`, every channel's delivery in `deliveries`) carries every channel's delivery. Source
 * level: the operators' API over a fake store.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { leadsAdmin } from "../../../../src/server/api/leads";
import { checkRows } from "../../../../src/server/leads/importRows";
import type { ChannelDelivery, Lead } from "../../../../src/server/leads/record";
import type { LeadStore } from "../../../../src/server/leads/store";
import {
  accepted,
  exportedLead,
  leadsBinding,
  noDeliveries,
  openStore,
  storeClock,
  stubFetch,
} from "../../../support/leadStore";

const T0 = Date.parse("2026-11-01T00:00:00.000Z");
const TOKEN = "t".repeat(32);
const HOOK = { LEADS_WEBHOOK_URL: "https://hooks.test/leads", LEADS_WEBHOOK_SECRET: "w".repeat(40) };

const logs = storeClock(T0);

const iso = (ms: number) => new Date(ms).toISOString();
const delivery = (state: "pending" | "delivered" | "failed", attempts = 1) => ({
  state,
  attempts,
  lastError: state === "delivered" ? null : "status (503)",
  nextAttemptAt: null,
  deliveredAt: state === "delivered" ? iso(T0 - 60_000) : null,
});

/** A lead as `npm run leads -- export --format json` wrote it before this change (main at de01bcc). */
const oldExport = (id: string, webhook: ReturnType<typeof delivery> | null) => ({
  id,
  variant: "contact",
  fields: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", subject: "Old", message: id },
  page: "/contact",
  channel: "provider",
  state: "delivered",
  reason: null,
  attempts: 1,
  lastError: null,
  createdAt: iso(T0 - 120_000),
  updatedAt: iso(T0 - 60_000),
  nextAttemptAt: null,
  deliveredAt: iso(T0 - 60_000),
  webhook,
});

function importInto(store: LeadStore, body: unknown) {
  return leadsAdmin.request(
    "http://localhost/import",
    {
      method: "POST",
      headers: { authorization: `Bearer ${TOKEN}`, origin: "http://localhost", "content-type": "application/json" },
      body: JSON.stringify(body),
    },
    { LEADS_ADMIN_TOKEN: TOKEN, LEADS: leadsBinding(store) },
  );
}

describe("an old export's deliveries, as the import reads them", () => {
  const lead = oldExport("x-lead-id.0000000000000001", null);
  const deliveriesOf = (rows: unknown[]) => {
    const checked = checkRows(rows, () => []);
    if (!("leads" in checked)) throw new Error(JSON.stringify(checked.problems));
    return checked.leads.map((read) => read.deliveries);
  };

  it("reads an old export: the e-mail's from the lead, the webhook's from `webhook`", () => {
    expect(deliveriesOf([lead, { ...lead, webhook: delivery("failed", 2) }])).toEqual([
      { ...noDeliveries(), mail: delivery("delivered") },
      { ...noDeliveries(), mail: delivery("delivered"), webhook: delivery("failed", 2) },
    ]);
  });

  it("reads one with `deliveries`: every channel it has, the e-mail's from the lead where it does not, none where null", () => {
    expect(
      deliveriesOf([
        { ...lead, webhook: delivery("failed"), deliveries: { slack: delivery("pending"), webhook: null } },
        { ...lead, deliveries: { mail: delivery("delivered") } },
      ]),
    ).toEqual([
      { ...noDeliveries(), mail: delivery("delivered"), slack: delivery("pending") },
      { ...noDeliveries(), mail: delivery("delivered") },
    ]);
  });
});

describe("importing an export made before channels were data", () => {
  it("loads it with its route and webhook delivery, and resumes what was pending, once", async () => {
    const sent = stubFetch(() => accepted());
    const { store, fake } = await openStore(HOOK);
    const response = await importInto(store, [
      oldExport("done-lead.0000000000000002", delivery("delivered")),
      oldExport("waiting-lead.0000000000000003", delivery("pending", 2)),
      oldExport("no-hook-lead.0000000000000004", null),
    ]);
    expect(await response.json()).toEqual({ imported: 3, skipped: 0 });
    expect(store.show("done-lead.0000000000000002")).toMatchObject({
      route: "provider",
      state: "delivered",
      deliveries: { mail: delivery("delivered"), webhook: delivery("delivered"), slack: null },
    });
    expect(store.show("no-hook-lead.0000000000000004")?.deliveries).toEqual({
      ...noDeliveries(),
      mail: delivery("delivered"),
    });
    await fake.fire(() => store.alarm());
    expect(store.show("waiting-lead.0000000000000003")?.deliveries.webhook).toMatchObject({
      state: "delivered",
      attempts: 3,
    });
    expect(sent.map((r) => r.url)).toEqual([HOOK.LEADS_WEBHOOK_URL]);
  });

  it("loads a held lead without a delivery: released, it is sent like any other", async () => {
    const { store } = await openStore();
    const held = {
      ...oldExport("held-1-lead.0000000000000005", null),
      state: "held",
      reason: "challenge_missing",
      attempts: 0,
    };
    expect(await (await importInto(store, [{ ...held, deliveredAt: null }])).json()).toEqual({
      imported: 1,
      skipped: 0,
    });
    expect(store.show("held-1-lead.0000000000000005")).toMatchObject({
      state: "held",
      deliveries: { mail: null, webhook: null },
    });
    expect(await store.release("held-1-lead.0000000000000005")).toBe(1);
    expect(store.show("held-1-lead.0000000000000005")?.deliveries.mail).toMatchObject({
      state: "pending",
      attempts: 0,
    });
  });

  it("takes today's shape back as it gave it", async () => {
    stubFetch(() => accepted());
    const { store } = await openStore(HOOK);
    await importInto(store, [oldExport("first-lead.0000000000000006", delivery("failed", 4))]);
    const today = store.show("first-lead.0000000000000006")!;
    const { store: elsewhere } = await openStore(HOOK);
    expect(await (await importInto(elsewhere, [today])).json()).toEqual({ imported: 1, skipped: 0 });
    expect(elsewhere.show("first-lead.0000000000000006")).toEqual<Lead>(today);
  });

  it("refuses a lead with no route under either name", async () => {
    const { store } = await openStore();
    const { channel: _, ...routeless } = oldExport("routeless-lead.0000000000000007", null);
    const response = await importInto(store, [routeless]);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Nothing imported: 1 bad row(s) in the file.",
      rows: [{ row: 1, reason: "route: missing: only provider leads are imported" }],
    });
  });
});

describe("importing today's export", () => {
  const ago = (seconds: number) => iso(T0 - seconds * 1_000);
  const held = (id: string) =>
    exportedLead({ id, state: "held", reason: "challenge_missing", createdAt: ago(30), updatedAt: ago(30) });

  it("keeps each lead as it was: its page and times, a released lead released, a held one without deliveries", async () => {
    const { store } = await openStore();
    // Held as spam, then released by an operator and delivered: its reason stays, it is no longer held.
    const released = exportedLead({
      id: "released-1-lead.0000000000000008",
      page: "/hire",
      reason: "honeypot",
      createdAt: ago(120),
      updatedAt: ago(60),
    });
    expect(await (await importInto(store, [released, held("held-1-lead.0000000000000005")])).json()).toEqual({
      imported: 2,
      skipped: 0,
    });
    expect(store.show("released-1-lead.0000000000000008")).toEqual<Lead>(released);
    expect(store.show("held-1-lead.0000000000000005")).toEqual<Lead>(held("held-1-lead.0000000000000005"));
    expect(store.list("held").map((lead) => lead.id)).toEqual(["held-1-lead.0000000000000005"]);
    expect(logs().filter((line) => line.event === "leads_imported")).toEqual([
      { console: "log", level: "info", event: "leads_imported", count: 2 },
    ]);
  });

  it("counts against a cap only the leads it does not hold yet, and names the cap a row is over", async () => {
    const { store } = await openStore({ LEADS_MAX_HELD: "1", LEADS_MAX_UNDELIVERED: "1" });
    expect(await (await importInto(store, [held("held-1-lead.0000000000000005")])).json()).toEqual({
      imported: 1,
      skipped: 0,
    });
    // Already here: skipped, not counted a second time against the full held cap.
    expect(await (await importInto(store, [held("held-1-lead.0000000000000005")])).json()).toEqual({
      imported: 0,
      skipped: 1,
    });
    const pending = (id: string) =>
      exportedLead(
        { id, state: "pending", createdAt: iso(T0 - 120_000), updatedAt: iso(T0 - 120_000) },
        { lastError: "status (503)" },
      );
    const refused = await importInto(store, [
      pending("pending-1-lead.0000000000000009"),
      pending("pending-2-lead.000000000000000a"),
    ]);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: "Nothing imported: 1 bad row(s) in the file.",
      rows: [{ row: 2, reason: "over LEADS_MAX_UNDELIVERED: the store keeps at most 1 such leads" }],
    });
  });
});

describe("importing main's export, made before the e-mail's delivery lived in `deliveries` alone", () => {
  /**
   * `GET /api/leads/export?format=json`, then `&state=held`, as main (c0fe838) answered them: five
   * leads a store on main took in with every channel on (delivered everywhere; its e-mail waiting
   * after two 503s, the webhook's given up on a 410; its e-mail refused by a 400; held by the
   * honeypot; held, released and delivered, from the hire form). Each carries its e-mail's delivery
   * twice: on the lead itself (`attempts`, `lastError`, `nextAttemptAt`, `deliveredAt`) and in
   * `deliveries.mail`.
   */
  const MAIN_EXPORT = JSON.parse(
    readFileSync(new URL("../../../support/exports/main-c0fe838.json", import.meta.url), "utf8"),
  ) as (Lead & Omit<ChannelDelivery, "state">)[];
  const IMPORTED_AT = Date.parse("2026-11-21T00:00:00.000Z");

  it("loads every lead with nothing lost: its fields, route, state, reason, times and every channel's delivery", async () => {
    vi.setSystemTime(IMPORTED_AT);
    stubFetch(() => accepted());
    const { store } = await openStore({ ...HOOK, LEADS_SLACK_WEBHOOK_URL: "https://hooks.slack.com/services/T/B/x" });
    expect(await (await importInto(store, MAIN_EXPORT)).json()).toEqual({ imported: 5, skipped: 0 });
    for (const { attempts, lastError, nextAttemptAt, deliveredAt, ...lead } of MAIN_EXPORT) {
      // What the lead carried on itself is its e-mail's delivery, which `deliveries` keeps: nothing is dropped.
      if (lead.state !== "held")
        expect(lead.deliveries.mail).toEqual({ state: lead.state, attempts, lastError, nextAttemptAt, deliveredAt });
      // A pending delivery resumes here, due now; everything else is as the export had it.
      const resumed = Object.fromEntries(
        Object.entries(lead.deliveries).map(([channel, d]) => [
          channel,
          d?.state === "pending" ? { ...d, nextAttemptAt: new Date(IMPORTED_AT).toISOString() } : d,
        ]),
      );
      // Every channel of this site by name: none on one the export did not know.
      expect(store.show(lead.id)).toEqual<Lead>({ ...lead, deliveries: { ...noDeliveries(), ...resumed } });
    }
    expect(store.list("held").map((lead) => [lead.id, lead.reason])).toEqual([
      ["held-honeypot.0123456789abcdef", "honeypot"],
    ]);
  });
});
