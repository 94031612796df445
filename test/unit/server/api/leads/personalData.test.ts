/**
 * One person's data, found, exported and erased; an export imported into another store.
 *
 * The operators' API (`/api/leads`) at source level, over a real `LeadStore` in a fake Durable
 * Object state (test/support/leadsApi.ts). test/worker/leads.test.ts and export.test.ts prove the
 * same routes in workerd.
 */
import { createHash } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import type { Lead } from "../../../../../src/server/leads/record";
import { accepted, captureLogs, newLead, openStore, stubFetch } from "../../../../support/leadStore";
import {
  call,
  expectAnswer,
  ids,
  post,
  providerAnswers,
  store,
  T0,
  useLeadsApi,
  useStore,
} from "../../../../support/leadsApi";

useLeadsApi();

describe("one person's data: found, exported, erased", () => {
  /** Grace's leads in every state and on both channels, Ada's one beside them. */
  async function people() {
    const { store: both } = await openStore({
      LEADS_WEBHOOK_URL: "https://hooks.test/leads",
      LEADS_WEBHOOK_SECRET: "w".repeat(40),
    });
    useStore(both);
    const grace = (id: string, extra = {}) =>
      newLead(id, { fields: { ...newLead(id).fields, email: "Grace.Hopper@Example.com" }, ...extra });
    await store.accept(grace("g-delivered.00000000000000d1"));
    vi.setSystemTime(T0 + 1_000);
    await store.accept(grace("g-held-lead.00000000000000d2", { held: "challenge_missing" }));
    vi.setSystemTime(T0 + 2_000);
    providerAnswers(500);
    await store.accept(grace("g-pending.00000000000000d3"));
    vi.setSystemTime(T0 + 3_000);
    providerAnswers(200);
    await store.accept(newLead("ada-lead.00000000000000d4"));
  }

  it("GET /?email= lists every lead of the address in any case, in every state", async () => {
    await people();
    const found = (await (await call("/?email=grace.hopper%40EXAMPLE.com")).json()) as Lead[];
    expect(found.map((lead) => [lead.id, lead.state])).toEqual([
      ["g-pending.00000000000000d3", "pending"],
      ["g-held-lead.00000000000000d2", "held"],
      ["g-delivered.00000000000000d1", "delivered"],
    ]);
    expect(found.find((lead) => lead.id === "g-pending.00000000000000d3")!.deliveries.webhook).not.toBeNull();
    await expectAnswer(await call("/?email="), 400, { error: "email must be an e-mail address" });
  });

  it("GET /export?email=&format=json is that person's data as stored; CSV is refused", async () => {
    await people();
    const data = (await (await call("/export?email=GRACE.HOPPER%40example.com&format=json")).json()) as Lead[];
    expect(data.map((lead) => lead.id).sort()).toEqual([
      "g-delivered.00000000000000d1",
      "g-held-lead.00000000000000d2",
      "g-pending.00000000000000d3",
    ]);
    expect(data.every((lead) => lead.fields.email === "Grace.Hopper@Example.com")).toBe(true);
    expect((await call("/export?email=grace.hopper%40example.com&format=csv")).status).toBe(400);
  });

  it("POST /erase deletes them and their deliveries, cancels the pending ones, and logs no address", async () => {
    await people();
    const logs = captureLogs();
    const answer = (await (await post("/erase?email=grace.hopper%40example.com")).json()) as Record<string, unknown>;
    // g-delivered went out on both channels before the erasure; g-pending's two are cancelled.
    expect(answer).toMatchObject({
      leads: ["g-pending.00000000000000d3", "g-held-lead.00000000000000d2", "g-delivered.00000000000000d1"],
      cancelledDeliveries: 2,
      deliveredBeforeErasure: 2,
    });
    expect(await ids(await call("/?limit=100"))).toEqual(["ada-lead.00000000000000d4"]);
    expect(await (await call("/?email=grace.hopper%40example.com")).json()).toEqual([]);
    const audit = logs.filter((line) => line.event === "leads_erased");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      count: 3,
      cancelled: 2,
      deliveredBeforeErasure: 2,
      salt: answer.salt,
      hash: answer.hash,
    });
    expect(JSON.stringify(logs).toLowerCase()).not.toContain("grace.hopper");
    // The hash is the salt and the address, so a later request can be matched to it.
    const { saltedHash } = await import("../../../../../src/server/leads/personal");
    expect(await saltedHash(String(answer.salt), " GRACE.HOPPER@example.com ")).toBe(answer.hash);
    // …with any SHA-256 tool: hex of "<salt>:<the address in lower case>", the salt 16 random bytes in hex.
    expect(answer.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(answer.hash).toBe(createHash("sha256").update(`${answer.salt}:grace.hopper@example.com`).digest("hex"));
  });

  it("POST /import loads an export into another store with its states; nothing is sent twice", async () => {
    await people();
    const exported = await (await call("/export?format=json&state=held")).json();
    const everyOther = await (await call("/export?format=json")).json();
    const all = [...(exported as Lead[]), ...(everyOther as Lead[])];
    const sent: Request[] = stubFetch(() => accepted());
    const { store: fresh, fake } = await openStore({
      LEADS_WEBHOOK_URL: "https://hooks.test/leads",
      LEADS_WEBHOOK_SECRET: "w".repeat(40),
    });
    useStore(fresh);
    const response = await call("/import", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(all),
    });
    await expectAnswer(response, 200, { imported: 4, skipped: 0 });
    const shown = (await (await call("/?limit=100")).json()) as Lead[];
    const strip = (lead: Lead) => [
      lead.id,
      lead.state,
      lead.deliveries.mail?.attempts ?? null,
      lead.reason,
      lead.deliveries.webhook?.state ?? null,
    ];
    expect(shown.map(strip).sort()).toEqual(all.map(strip).sort());
    // Importing again changes nothing.
    await expectAnswer(
      await call("/import", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(all),
      }),
      200,
      { imported: 0, skipped: 4 },
    );
    // Only the pending delivery goes out, once; the delivered ones never again.
    vi.setSystemTime(Date.now() + 60_000);
    await fake.fire(() => store.alarm());
    const subjects = await Promise.all(
      sent.map(
        async (request) =>
          (
            await request
              .clone()
              .formData()
              .catch(() => null)
          )?.get("message") ?? "webhook",
      ),
    );
    expect(subjects.filter((s) => s === "g-pending.00000000000000d3")).toHaveLength(1);
    expect(subjects).not.toContain("g-delivered.00000000000000d1");
    expect(subjects).not.toContain("ada-lead.00000000000000d4");
    await expectAnswer(
      await call("/import", { method: "POST", headers: { "content-type": "application/json" }, body: '{"id":1}' }),
      400,
      { error: "Not an export: the file must be a JSON array of leads." },
    );
    await expectAnswer(
      await call("/import", { method: "POST", headers: { "content-type": "application/json" }, body: "id,state\n" }),
      400,
      { error: "The body must be the JSON of an export (npm run leads -- export --format json)." },
    );
  });

  it("POST /import refuses a file with a bad row or past a cap, naming the rows, and imports nothing", async () => {
    await people();
    const held = (await (await call("/export?format=json&state=held")).json()) as Lead[];
    useStore((await openStore({ LEADS_MAX_HELD: "1" })).store);
    const load = (rows: unknown[]) =>
      call("/import", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(rows) });
    const copy = (lead: Lead, changes: Partial<Lead> = {}) => ({ ...lead, id: `copy-${lead.id}`, ...changes });
    await expectAnswer(await load([held[0], { id: 1 }, copy(held[0]!, { fields: { email: "a@b.co" } })]), 400, {
      error: "Nothing imported: 2 bad row(s) in the file.",
      rows: expect.arrayContaining([
        { row: 2, reason: expect.stringMatching(/^id: /) },
        { row: 3, reason: expect.stringMatching(/^fields\.firstName: /) },
      ]),
    });
    await expectAnswer(await load([held[0], copy(held[0]!)]), 400, {
      error: "Nothing imported: 1 bad row(s) in the file.",
      rows: [{ row: 2, reason: "over LEADS_MAX_HELD: the store keeps at most 1 such leads" }],
    });
    expect(await ids(await call("/?limit=100"))).toEqual([]);
  });
});
