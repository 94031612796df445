/**
 * Its commands on many leads: release, retry, purge, and a pending flood held or purged by a filter.
 *
 * The operators' API (`/api/leads`) at source level, over a real `LeadStore` in a fake Durable
 * Object state (test/support/leadsApi.ts). test/worker/leads.test.ts and export.test.ts prove the
 * same routes in workerd.
 */
import { describe, expect, it, vi } from "vitest";
import type { Lead, NewLead } from "../../../../../src/server/leads/record";
import { accepted, captureLogs, newLead, stubFetch } from "../../../../support/leadStore";
import {
  call,
  expectAnswer,
  ids,
  NEW,
  OLD,
  post,
  providerAnswers,
  SPAM,
  store,
  T0,
  threeLeads,
  useLeadsApi,
} from "../../../../support/leadsApi";

useLeadsApi();

describe("every lead", () => {
  it("releases every held lead and retries every failed one", async () => {
    await threeLeads();
    await expectAnswer(await post("/release-held"), 200, { released: 1 });
    await expectAnswer(await post("/retry-failed"), 200, { requeued: 1 });
  });

  it("purges the leads delivered before a date, which it requires", async () => {
    await threeLeads();
    const missing = await post("/purge");
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: "delivered-before must be a date, e.g. 2026-11-01" });
    expect((await post("/purge?delivered-before=soon")).status).toBe(400);
    await expectAnswer(await post("/purge?delivered-before=2026-11-02"), 200, { purged: 1 });
    expect(await ids(await call("/"))).toEqual([NEW, SPAM]);
  });
});

describe("clearing spam and deleting one lead, unsent", () => {
  it("purge?state=held deletes held leads only; state=failed&before deletes failed ones given up before the date", async () => {
    await threeLeads();
    await expectAnswer(await post("/purge?state=held"), 200, { purged: 1 });
    expect(await ids(await call("/"))).toEqual([NEW, OLD]);
    await expectAnswer(await post("/purge?state=failed&before=2026-11-01T00:00:01.000Z"), 200, { purged: 0 });
    await expectAnswer(await post("/purge?state=failed&before=2026-11-02"), 200, { purged: 1 });
    expect(await ids(await call("/"))).toEqual([OLD]);
    await expectAnswer(await post("/purge?state=delivered"), 400, {
      error: "state must be held (or spam), failed or pending",
    });
    await expectAnswer(await post("/purge?state=spam&before=soon"), 400, {
      error: "before must be a date, e.g. 2026-11-01",
    });
  });

  it("POST /:id/delete deletes one lead and its deliveries; a second time it is gone", async () => {
    providerAnswers(500);
    const PENDING = "pending-lead.0000000000000004";
    await store.accept(newLead(PENDING));
    await expectAnswer(await post(`/${PENDING}/delete`), 200, { deleted: 1 });
    await expectAnswer(await post(`/${PENDING}/delete`), 404, { error: "No lead with this id." });
    expect(store.show(PENDING)).toBeNull();
  });
});

describe("a pending flood, held or purged by a filter", () => {
  const leadOf = (id: string, email: string, subject: string, message: string, extra = {}) =>
    newLead(id, { fields: { ...newLead(id).fields, email, subject, message }, ...extra });
  const BOT1 = "bot-one-lead.0000000000000001";
  const BOT2 = "bot-two-lead.0000000000000002";
  const ADA = "ada-lovelace.0000000000000003";
  const NEAR = "near-domain1.0000000000000004";
  const HELD = "held-spam-01.0000000000000005";
  const SENT = "sent-already.0000000000000006";

  /** Pending (the provider answering 429), a second apart: two bots, Ada, a look-alike domain; beside them a held and a delivered lead. */
  async function flood() {
    await store.accept(leadOf(SENT, "bot@spam.example", "Casino", "casino", {}));
    providerAnswers(429);
    vi.setSystemTime(T0 + 1_000);
    await store.accept(leadOf(BOT1, "x1@spam.example", "Offer", "Cheap CASINO chips"));
    vi.setSystemTime(T0 + 2_000);
    await store.accept(leadOf(BOT2, "X2@Spam.Example", "casino bonus", "Click here"));
    vi.setSystemTime(T0 + 3_000);
    await store.accept(leadOf(ADA, "ada@example.com", "A website", "We need a new site"));
    vi.setSystemTime(T0 + 4_000);
    // No subject (a form without one, or an older store's row): its message is still searched.
    const { subject: _, ...noSubject } = leadOf(NEAR, "y@notspam.example", "", "Is casino a word?").fields;
    await store.accept(newLead(NEAR, { fields: noSubject as NewLead["fields"] }));
    await store.accept(leadOf(HELD, "z@spam.example", "Casino", "casino", { held: "honeypot" }));
  }
  const states = async () =>
    Object.fromEntries(
      ((await (await call("/")).json()) as Lead[]).map((lead) => [lead.id, [lead.state, lead.reason]]),
    );

  it("hold?state=pending&from=@domain holds that domain's pending leads (any case) as operator; a dry run only counts", async () => {
    await flood();
    const before = await states();
    await expectAnswer(await post("/hold?state=pending&from=%40spam.example&dry-run=1"), 200, {
      dryRun: true,
      matched: 2,
    });
    expect(await states()).toEqual(before);
    // A lead released earlier (pending again) is held again.
    await expectAnswer(await post(`/${HELD}/release`), 200, { released: 1 });
    const logs = captureLogs();
    await expectAnswer(await post("/hold?state=pending&from=%40SPAM.example"), 200, { held: 3 });
    expect(await states()).toEqual({
      ...before,
      [BOT1]: ["held", "operator"],
      [BOT2]: ["held", "operator"],
      [HELD]: ["held", "operator"],
    });
    expect(store.show(BOT1)).toMatchObject({ deliveries: { mail: null, webhook: null } });
    expect(logs.filter((line) => line.event === "leads_held")).toEqual([
      { console: "log", level: "info", event: "leads_held", state: "pending", count: 3, filters: ["sender"] },
    ]);
    expect(JSON.stringify(logs)).not.toContain("spam.example");
    // Released through the normal path, and sent.
    providerAnswers(200);
    await expectAnswer(await post(`/${BOT1}/release`), 200, { released: 1 });
    expect(store.show(BOT1)).toMatchObject({ state: "pending", reason: "operator" });
  });

  it("filters by an address (any case), by words in the subject or message (each, any case), by dates", async () => {
    await flood();
    const matched = async (query: string) =>
      ((await (await post(`/purge?state=pending&dry-run=1&${query}`)).json()) as { matched: number }).matched;
    expect(await matched("from=x2%40SPAM.EXAMPLE")).toBe(1);
    expect(await matched("from=2%40spam.example")).toBe(0);
    expect(await matched("text=casino")).toBe(3);
    expect(await matched("text=cheap+casino")).toBe(1);
    expect(await matched("text=CASINO+bonus")).toBe(1);
    // Words never run across the subject and the message.
    expect(await matched("text=bonusclick")).toBe(0);
    expect(await matched("text=site&from=%40example.com")).toBe(1);
    expect(await matched("after=2026-11-01T00:00:02.000Z")).toBe(3);
    expect(await matched("before=2026-11-01T00:00:02.000Z")).toBe(1);
    expect(await matched("after=2026-11-01T00:00:02.000Z&before=2026-11-01T00:00:04.000Z")).toBe(2);
    expect(await matched("all=1")).toBe(4);
  });

  it("purge?state=pending deletes what the filter selects with its deliveries, unsent, and writes an audit line", async () => {
    await flood();
    const logs = captureLogs();
    await expectAnswer(await post("/purge?state=pending&text=casino&before=2026-11-01T00:00:04.000Z"), 200, {
      purged: 2,
    });
    expect(Object.keys(await states()).sort()).toEqual([ADA, HELD, NEAR, SENT].sort());
    expect(logs.filter((line) => line.event === "leads_purged")).toEqual([
      { console: "log", level: "info", event: "leads_purged", state: "pending", count: 2, filters: ["text", "before"] },
    ]);
    expect(JSON.stringify(logs)).not.toContain("casino");
    // Their deliveries went with them: only Ada's and the look-alike's are retried.
    const sent: Request[] = stubFetch(() => accepted());
    vi.setSystemTime(T0 + 60 * 60_000);
    await store.alarm();
    expect(sent).toHaveLength(2);
    await expectAnswer(await post("/purge?state=pending&all=1"), 200, { purged: 0 });
  });

  it("holds every pending lead only when confirmed (all); refuses a bad state or filter, changing nothing", async () => {
    await flood();
    const before = await states();
    for (const [path, error] of [
      ["/hold", "state must be pending"],
      ["/hold?state=held&all=1", "state must be pending"],
      ["/hold?state=pending", "No filter (sender, text, since, before)"],
      ["/purge?state=pending", "No filter (sender, text, since, before)"],
      ["/hold?state=pending&from=nobody", "from must be an e-mail address or @domain"],
      ["/hold?state=pending&from=a%40b%40c", "from must be an e-mail address or @domain"],
      ["/hold?state=pending&text=+", "text must be one or more words"],
      ["/purge?state=pending&after=soon", "after must be a date, e.g. 2026-11-01"],
      ["/purge?state=pending&before=soon", "before must be a date, e.g. 2026-11-01"],
    ] as const)
      await expectAnswer(await post(path), 400, { error: expect.stringContaining(error) });
    expect(await states()).toEqual(before);
    await expectAnswer(await post("/hold?state=pending&all=1"), 200, { held: 4 });
    expect(Object.values(await states()).filter(([state]) => state === "pending")).toEqual([]);
  });
});
