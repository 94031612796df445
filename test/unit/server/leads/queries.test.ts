/**
 * The store's reads (queries.ts `pageLeads`, the `page` every list calls: the desk's views, the
 * CLI's list and export): each condition of `LeadFilter` in the query, the words of a search found
 * in any script as the desk's match in JavaScript found them, and a page read through the
 * `leads_by_time` index, never a sort of every lead.
 */
import { describe, expect, it } from "vitest";
import { cursorAfter, pageLeads, type LeadFilter } from "../../../../src/server/leads/queries";
import type { Lead } from "../../../../src/server/leads/record";
import type { LeadStore } from "../../../../src/server/leads/store";
import type { FakeState } from "../../../support/durableObject";
import { accepted, exportedLead, newLead, openStore, storeClock, stubFetch } from "../../../support/leadStore";
import { queryPlans } from "../../../support/queryPlan";

const T0 = Date.parse("2026-11-20T12:00:00.000Z");
const HOUR = 3_600_000;

storeClock(T0);

const FAILED = { state: "failed", attempts: 3, lastError: "timeout", nextAttemptAt: null, deliveredAt: null } as const;

/** A delivered lead `hours` before T0 with these fields (the rest of the contact form's as `newLead` has them). */
const lead = (id: string, hours: number, fields: Partial<Lead["fields"]> = {}, changes: Partial<Lead> = {}): Lead => {
  const at = new Date(T0 - hours * HOUR).toISOString();
  return exportedLead({
    id,
    fields: { ...newLead(id).fields, subject: `Subject ${id}`, ...fields },
    createdAt: at,
    updatedAt: at,
    ...changes,
  });
};

/** Names, companies and words in the scripts a visitor writes in; the cases differ on purpose. */
const WORLD = [
  lead("lukasz", 1, { firstName: "Łukasz", lastName: "Wójcik", email: "lukasz@example.pl" }),
  lead("ozgur", 2, { firstName: "ÖZGÜR", lastName: "Şahin", company: "Çelik A.Ş." }),
  lead("istanbul", 3, { message: "Our office is in İstanbul, near Kadıköy." }),
  lead("sofia", 4, { firstName: "ΣΟΦΊΑ", lastName: "Παπαδοπούλου" }),
  lead("strasse", 5, { subject: "STRAßE und GRÜßE", email: "Jürgen@Example.de" }),
  lead("ascii", 6, { firstName: "Ada", company: "Acme Ltd", message: "A team of FOUR engineers" }),
];

/** The searches: single words, several, every case, and some that match nothing. */
const SEARCHES = [
  "łukasz",
  "ŁUKASZ",
  "wÓjCiK",
  "lukasz",
  "özgür",
  "ozgur",
  "çelik a.ş.",
  "ÇELİK",
  "İstanbul",
  "İSTANBUL",
  "istanbul",
  "kadıköy",
  "KADIKÖY",
  "σοφία",
  "ΣΟΦΊΑ παπαδοπούλου",
  "straße",
  "STRASSE",
  "grüße jürgen@example.de",
  "ada acme four",
  "ada babbage",
  "example",
  "@",
];

/**
 * The desk's match in the Worker before the search moved into the store (`matches` of the desk's store calls,
 * as it was): the reference a search in SQL must agree with, lead for lead.
 */
function workerMatch(lead: Lead, q: string): boolean {
  const searched = ["fullname", "firstName", "lastName", "name", "email", "company", "subject", "message"] as const;
  const words = q.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const text = searched
    .map((name) => lead.fields[name] ?? "")
    .join("\n")
    .toLocaleLowerCase();
  return words.every((word) => text.includes(word));
}

/** The ids of every lead a filter selects, newest first. */
const ids = (store: LeadStore, filter: LeadFilter) => store.page(filter, null, 100).map((l) => l.id);

async function storeOf(leads: Lead[]): Promise<{ store: LeadStore; fake: FakeState }> {
  const opened = await openStore();
  expect(await opened.store.import(leads)).toEqual({ imported: leads.length, skipped: 0 });
  return opened;
}

describe("a search in the store", () => {
  it.each(SEARCHES)("%s: the leads the Worker's match kept, none more, none fewer", async (q) => {
    const { store } = await storeOf(WORLD);
    expect(ids(store, { text: q })).toEqual(WORLD.filter((l) => workerMatch(l, q)).map((l) => l.id));
  });

  it("finds words in any case beyond ASCII, which SQLite's lower() would not", async () => {
    const { store } = await storeOf(WORLD);
    expect(ids(store, { text: "ŁUKASZ" })).toEqual(["lukasz"]);
    expect(ids(store, { text: "özgür şahin" })).toEqual(["ozgur"]);
    expect(ids(store, { text: "İSTANBUL" })).toEqual(["istanbul"]);
    expect(ids(store, { text: "σοφία" })).toEqual(["sofia"]);
    // Every word must be there, each in any of the fields searched.
    expect(ids(store, { text: "łukasz acme" })).toEqual([]);
    expect(ids(store, { text: "  " })).toEqual(WORLD.map((l) => l.id));
  });

  it("looks in the names, e-mail, company, subject and message only", async () => {
    const { store } = await storeOf([
      lead("phone", 1, { phone: "+48 600 700 800" }),
      lead("hire", 2, { name: "Zoë Ñúñez", company: "Ñandú" }, { variant: "hire" }),
      lead("short", 3, { fullname: "Renée Ångström" }, { variant: "fullname" }),
    ]);
    expect(ids(store, { text: "600" })).toEqual([]);
    expect(ids(store, { text: "/contact" })).toEqual([]);
    expect(ids(store, { text: "zoë ñandú" })).toEqual(["hire"]);
    expect(ids(store, { text: "ÅNGSTRÖM" })).toEqual(["short"]);
  });

  it("finds a lead taken in by the form as one imported: the intake writes its text too", async () => {
    stubFetch(() => accepted());
    const { store } = await openStore();
    await store.accept(newLead("form-1", { fields: { ...newLead("form-1").fields, firstName: "Łucja" } }));
    expect(ids(store, { text: "ŁUCJA" })).toEqual(["form-1"]);
  });
});

describe("the other conditions of a read", () => {
  const leads = [
    lead("mail-failed", 1, {}, { state: "failed", deliveries: { mail: FAILED } }),
    lead("webhook-failed", 2, {}, { deliveries: { webhook: FAILED } }),
    lead("hire", 3, { name: "Ada" }, { variant: "hire" }),
    lead("held-honeypot", 4, {}, { state: "held", reason: "honeypot" }),
    lead("held-operator", 5, {}, { state: "held", reason: "operator" }),
    lead("old", 48),
  ];

  it.each<[LeadFilter, string[]]>([
    [{ failedSomewhere: true }, ["mail-failed", "webhook-failed"]],
    [{ failedSomewhere: true, state: "failed" }, ["mail-failed"]],
    [{ form: "hire" }, ["hire"]],
    [{ form: "contact", excludeHeld: true }, ["mail-failed", "webhook-failed", "old"]],
    [{ state: "held", reason: "operator" }, ["held-operator"]],
    [{ reason: "honeypot" }, ["held-honeypot"]],
    [{ since: T0 - 3 * HOUR }, ["mail-failed", "webhook-failed", "hire"]],
    [{ before: T0 - 3 * HOUR }, ["held-honeypot", "held-operator", "old"]],
    [{ since: T0 - 5 * HOUR, before: T0 - 2 * HOUR }, ["hire", "held-honeypot", "held-operator"]],
  ])("%j selects %j", async (filter, expected) => {
    const { store } = await storeOf(leads);
    expect(ids(store, filter)).toEqual(expected);
  });

  it("selects a form's leads stored under its letter from before the forms had names", async () => {
    const { store, fake } = await storeOf([lead("named", 1)]);
    fake.db.exec("UPDATE leads SET variant = 'B' WHERE id = 'named'");
    expect(ids(store, { form: "contact" })).toEqual(["named"]);
    expect(store.page({ form: "contact" }, null, 1)[0]?.variant).toBe("contact");
    expect(ids(store, { form: "hire" })).toEqual([]);
  });

  it("pages a filtered read with a cursor: every lead once, ties in time by id", async () => {
    const same = Array.from({ length: 7 }, (_, i) => lead(`tie-${i}`, 1, { message: `Łódź ${i}` }));
    const { store } = await storeOf([...same, lead("other", 1)]);
    const seen: string[] = [];
    for (let page = store.page({ text: "ŁÓDŹ" }, null, 3); page.length;) {
      seen.push(...page.map((l) => l.id));
      page = store.page({ text: "ŁÓDŹ" }, cursorAfter(page.at(-1)!), 3);
    }
    expect(seen).toEqual(same.map((l) => l.id).reverse());
  });
});

describe("the plan of a page", () => {
  /** The query plan of every statement `pageLeads` runs for `filter` (after a cursor when given). */
  function plans(fake: FakeState, filter: LeadFilter, after: boolean): string[] {
    return queryPlans(fake, (sql) => pageLeads(sql, filter, after ? { createdAt: T0, id: "x" } : null, 50)).flat();
  }

  it.each<LeadFilter>([
    { excludeHeld: true },
    { state: "held", reason: "honeypot" },
    { excludeHeld: true, text: "łukasz acme", form: "contact" },
    { excludeHeld: true, failedSomewhere: true, since: T0 - HOUR, before: T0 },
  ])("%j reads the leads in the order of the leads_by_time index, sorting none", async (filter) => {
    const { fake } = await storeOf(WORLD);
    for (const after of [false, true]) {
      const plan = plans(fake, filter, after);
      expect(plan.join("\n")).toMatch(/SEARCH l USING (COVERING )?INDEX leads_by_time/);
      expect(plan.filter((step) => step.includes("TEMP B-TREE"))).toEqual([]);
    }
  });
});
