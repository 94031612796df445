/**
 * `npm run leads -- import` in workerd: every row is checked with a submission's rules and the
 * store's invariants, the file as a whole against the caps; one bad row refuses the whole file
 * (400, each bad row by its number and why) and nothing is imported. A good export round-trips.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactFormCopy as copy, honeypotField } from "../../src/content/contact";
import type { ChannelDelivery, Lead } from "../../src/server/leads/record";
import { TEST_ACCESS_KEY } from "../../harness/provider.ts";
import { startWorker, type TestWorker } from "../support/worker";
import { enquiry, send, storedLeads } from "../support/workerLeads";

const VARS = {
  FORM_ENDPOINT: "https://provider.test/submit",
  FORM_ACCESS_KEY: TEST_ACCESS_KEY,
  LEADS_MAX_UNDELIVERED: "2",
  LEADS_MAX_HELD: "2",
};
const outbound = () => Response.json({ success: true });

let w: TestWorker;
/** The store's own export (JSON, held leads too): a delivered lead and a held one. */
let exported: Lead[];
let delivered: Lead;
let held: Lead;

beforeAll(async () => {
  w = await startWorker({ vars: VARS, rateLimit: 1000, outbound });
  expect((await send(w, enquiry({}, "Delivered"))).status).toBe(200);
  expect((await send(w, enquiry({ [honeypotField]: "bot" }, "Held"))).status).toBe(200);
  const json = async (query: string) =>
    (await (await w.admin(`/api/leads/export?format=json${query}`)).json()) as Lead[];
  exported = [...(await json("&state=held")), ...(await json(""))];
  delivered = exported.find((l) => l.state === "delivered")!;
  held = exported.find((l) => l.state === "held")!;
});
afterAll(() => w.dispose());

const importFile = (worker: TestWorker, rows: unknown[]) =>
  worker.admin("/api/leads/import", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(rows),
  });

/**
 * A copy of `lead` under a new id, with `changes`; its e-mail's delivery (`deliveries.mail`) in the
 * copy's state, changed by `email`, none while it is held.
 */
let copies = 0;
const copyOf = (lead: Lead, changes: Record<string, unknown> = {}, email: Partial<ChannelDelivery> = {}) => {
  const copy = { ...lead, id: `copy-${++copies}-${lead.id}`, ...changes } as Lead;
  const own = lead.deliveries.mail ?? { attempts: 0, lastError: null, nextAttemptAt: null, deliveredAt: null };
  const mail = copy.state === "held" ? null : { ...own, state: copy.state, ...email };
  return { ...copy, deliveries: { ...copy.deliveries, mail } };
};
const pending = (changes: Record<string, unknown> = {}) =>
  copyOf(delivered, { state: "pending", ...changes }, { deliveredAt: null, attempts: 1, lastError: "status (503)" });

/** Posts `rows`; expects 400 naming exactly `expected` (row → a part of its reason) and the store unchanged. */
async function expectRefused(rows: unknown[], expected: [row: number, reason: string][]) {
  const before = (await storedLeads(w)).map((l) => l.id).sort();
  const response = await importFile(w, rows);
  expect(response.status).toBe(400);
  const body = (await response.json()) as { error: string; rows: { row: number; reason: string }[] };
  expect(body.error).toMatch(/^Nothing imported/);
  expect(body.rows).toEqual(expected.map(([row, reason]) => ({ row, reason: expect.stringContaining(reason) })));
  expect((await storedLeads(w)).map((l) => l.id).sort()).toEqual(before);
}

describe("import refuses a file with a bad row, names it, and imports nothing", () => {
  it.each([
    [
      "the sink route (its delivery prints every field into the log)",
      () => copyOf(delivered, { channel: "sink" }),
      "channel: only provider leads",
    ],
    ["a held lead without a reason", () => copyOf(held, { reason: null }), "held without a reason"],
    [
      "a delivered lead without a time",
      () => copyOf(delivered, {}, { deliveredAt: null }),
      "mail delivered without deliveredAt",
    ],
    [
      "CR/LF in a one-line field",
      () => copyOf(delivered, { fields: { ...delivered.fields, subject: "Hello\r\nBcc: everyone@example.com" } }),
      `fields.subject: ${copy.controlCharacters}`,
    ],
    [
      "an over-long field",
      () => copyOf(delivered, { fields: { ...delivered.fields, subject: "x".repeat(1_000) } }),
      "fields.subject: Your subject must be at most",
    ],
    [
      "a field no form has",
      () => copyOf(delivered, { fields: { ...delivered.fields, access_key: "k" } }),
      "fields.access_key: not as the contact form stores it",
    ],
  ])("%s", async (_, bad, reason) => {
    // The good row first: the bad one is row 2, as the operator counts.
    await expectRefused([copyOf(delivered), bad()], [[2, reason]]);
  });

  it("over LEADS_MAX_UNDELIVERED and LEADS_MAX_HELD: the rows past each cap", async () => {
    // The store holds one held lead and no undelivered one; each cap is 2.
    await expectRefused(
      [pending(), copyOf(held), pending(), copyOf(held), pending()],
      [
        [4, "over LEADS_MAX_HELD"],
        [5, "over LEADS_MAX_UNDELIVERED"],
      ],
    );
  });

  it("a lead whose e-mail delivery says otherwise than the lead, or a channel this site does not have", async () => {
    await expectRefused(
      [
        { ...copyOf(delivered), state: "pending" },
        copyOf(delivered, { deliveries: { ...delivered.deliveries, fax: delivered.deliveries.mail } }),
      ],
      [
        [1, "mail: its delivery and the lead's own state and times differ"],
        [2, 'deliveries: Unrecognized key: "fax"'],
      ],
    );
  });

  it("lists every bad row of a file", async () => {
    await expectRefused(
      [copyOf(held, { reason: null }), copyOf(delivered), copyOf(delivered, { channel: "sink" })],
      [
        [1, "held without a reason"],
        [3, "channel: only provider leads"],
      ],
    );
    expect((await importFile(w, [{ id: 1 }])).status).toBe(400);
  });
});

describe("a good export", () => {
  it("round-trips into another store with its states", async () => {
    const other = await startWorker({ vars: VARS, rateLimit: 1000, outbound });
    try {
      const response = await importFile(other, exported);
      expect(await response.json()).toEqual({ imported: 2, skipped: 0 });
      const view = (l: Lead) => [
        l.id,
        l.state,
        l.reason,
        l.deliveries.mail?.attempts,
        l.deliveries.mail?.deliveredAt,
        l.fields,
      ];
      expect((await storedLeads(other)).map(view).sort()).toEqual(exported.map(view).sort());
    } finally {
      await other.dispose();
    }
  });
});
