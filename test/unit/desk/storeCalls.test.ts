import { describe, expect, it, vi } from "vitest";
import { errorInWords } from "../../../src/desk/words";
import type { DeskQuery } from "../../../src/desk/viewQuery";
import { exportLeads, readLeads, toDeskLead } from "../../../src/desk/storeCalls";
import type { Lead } from "../../../src/server/leads/record";
import { exportedLead, leadsBinding, newLead, openStore } from "../../support/leadStore";

const DELIVERED = {
  state: "delivered",
  attempts: 1,
  lastError: null,
  nextAttemptAt: null,
  deliveredAt: "2026-11-20T10:00:00.000Z",
} as const;
const FAILED = { state: "failed", attempts: 3, lastError: "timeout", nextAttemptAt: null, deliveredAt: null } as const;

const lead = (changes: Partial<Lead> = {}): Lead => ({
  id: "form-1.abc",
  variant: "contact",
  route: "provider",
  fields: {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "Ada@Example.com",
    subject: "Engines",
    message: "Four engineers",
  },
  page: "/contact",
  state: "delivered",
  reason: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  deliveries: { mail: DELIVERED, webhook: null, slack: null },
  ...changes,
});

describe("a stored lead as the desk shows it", () => {
  it("has each channel's delivery it has one on, in the channels' order, named as each channel names itself", () => {
    const desk = toDeskLead(
      lead({ deliveries: { mail: DELIVERED, webhook: FAILED, slack: { ...FAILED, attempts: 1 } } }),
    );
    expect(desk.deliveries.map((d) => [d.channel, d.label, d.state, d.attempts])).toEqual([
      ["mail", "E-mail", "delivered", 1],
      ["webhook", "Webhook", "failed", 3],
      ["slack", "Slack", "failed", 1],
    ]);
    expect(toDeskLead(lead()).deliveries.map((d) => d.channel)).toEqual(["mail"]);
  });

  it("names a channel this site no longer has by its stored name", () => {
    expect(toDeskLead(lead({ deliveries: { mail: DELIVERED, fax: FAILED } })).deliveries[1]).toMatchObject({
      channel: "fax",
      label: "fax",
    });
  });

  it("has no delivery while held, and names a legacy form by its name", () => {
    const desk = toDeskLead(
      lead({
        state: "held",
        reason: "honeypot",
        variant: "B" as Lead["variant"],
        deliveries: { mail: null, webhook: null, slack: null },
      }),
    );
    expect(desk.deliveries).toEqual([]);
    expect(desk.form).toBe("contact");
  });
});

describe("a desk view read from the store", () => {
  const at = (day: string) => `${day}T10:00:00.000Z`;
  const stored = (id: string, day: string, changes: Partial<Lead> = {}, fields: Partial<Lead["fields"]> = {}) =>
    exportedLead({
      id,
      createdAt: at(day),
      updatedAt: at(day),
      fields: { ...newLead(id).fields, subject: `Subject ${id}`, ...fields },
      ...changes,
    });
  const HELD = { state: "held" } as const;
  const leads = [
    stored("lukasz", "2026-11-24", {}, { firstName: "Łukasz", company: "Ñandú" }),
    stored("hooked", "2026-11-23", { deliveries: { webhook: FAILED } }),
    stored("hire", "2026-11-22", { variant: "hire" }, { name: "Zoë" }),
    stored("spam", "2026-11-21", { ...HELD, reason: "honeypot" }),
    stored("held-by-us", "2026-11-20", { ...HELD, reason: "operator" }),
  ];

  async function deskOver(list: Lead[]) {
    const { store } = await openStore();
    await store.import(list);
    return { LEADS: leadsBinding(store) } as unknown as Parameters<typeof readLeads>[0];
  }
  const ids = (page: { leads: { id: string }[] }) => page.leads.map((l) => l.id);

  it.each<[Omit<DeskQuery, "view"> & { view?: DeskQuery["view"] }, string[]]>([
    [{}, ["lukasz", "hooked", "hire"]],
    [{ q: "ŁUKASZ ñandú" }, ["lukasz"]],
    [{ q: "łukasz zoë" }, []],
    [{ view: "failed" }, ["hooked"]],
    [{ view: "held" }, ["spam", "held-by-us"]],
    [{ view: "held", reason: "operator" }, ["held-by-us"]],
    [{ form: "hire" }, ["hire"]],
    [{ state: "delivered", since: "2026-11-23" }, ["lukasz", "hooked"]],
    [{ since: "2026-11-22", before: "2026-11-24" }, ["hooked", "hire"]],
    [{ view: "held", before: "2026-11-21" }, ["held-by-us"]],
  ])("%j lists %j", async (filters, expected) => {
    const env = await deskOver(leads);
    expect(ids(await readLeads(env, { view: "inbox", ...filters }, 50))).toEqual(expected);
  });

  it("pages with the cursor of a page's last lead, and none after the last page", async () => {
    const env = await deskOver(leads);
    const first = await readLeads(env, { view: "inbox" }, 2);
    expect(ids(first)).toEqual(["lukasz", "hooked"]);
    expect(first.next).toEqual({ createdAt: Date.parse(at("2026-11-23")), id: "hooked" });
    const second = await readLeads(env, { view: "inbox", cursor: first.next! }, 2);
    expect(ids(second)).toEqual(["hire"]);
    expect(second.next).toBeNull();
    expect((await readLeads(env, { view: "held" }, 2)).next).toBeNull();
  });

  it("reads a page with one call of the store, however few leads match", async () => {
    const many = Array.from({ length: 1_005 }, (_, i) => stored(`many-${i}`, "2026-11-01"));
    const { store } = await openStore();
    await store.import([...leads, ...many]);
    const page = vi.spyOn(store, "page");
    const env = { LEADS: leadsBinding(store) } as unknown as Parameters<typeof readLeads>[0];
    expect(ids(await readLeads(env, { view: "inbox", q: "łukasz" }, 50))).toEqual(["lukasz"]);
    expect(ids(await readLeads(env, { view: "inbox", q: "nobody-is-called-this" }, 50))).toEqual([]);
    expect(page.mock.calls.map(([, cursor, limit]) => [cursor, limit])).toEqual([
      [null, 51],
      [null, 51],
    ]);
  });

  it("exports every lead of a view, past a page and whatever its cursor", async () => {
    const many = Array.from({ length: 1_005 }, (_, i) =>
      stored(`many-${i}`, "2026-11-01", {}, { message: `Ölçü ${i}` }),
    );
    const env = await deskOver([...leads, ...many]);
    const exported = await exportLeads(env, { view: "inbox", q: "ÖLÇÜ", cursor: { createdAt: 0, id: "" } });
    expect(exported).toHaveLength(1_005);
    expect(new Set(exported.map((l) => l.id)).size).toBe(1_005);
  });
});

describe("a delivery's last error in words", () => {
  it.each([
    ["status (503)", "The receiver answered with an error (HTTP 503)"],
    [
      "status (410): channel_is_archived: the webhook's channel is archived",
      "The receiver answered with an error (HTTP 410): channel_is_archived: the webhook's channel is archived",
    ],
    ["timeout", "The receiver did not answer in time"],
    ["backlog_full", "Not tried: too many enquiries were already waiting for this channel (retry once it is back)"],
    ["crashed: TypeError x", "The attempt stopped with an error on our side"],
    ["something new", "something new"],
  ])("%s", (error, words) => {
    expect(errorInWords(error)).toBe(words);
  });
});
