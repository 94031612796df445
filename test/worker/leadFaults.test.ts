/**
 * The lead store behind the contact form when it falters, and no lead is lost: a store that does
 * not confirm in time (the visitor gets 503 with the values; the lead it stored goes out once, the
 * re-post is no second lead), and one lead whose attempt crashes the store's alarm (the others go
 * out, it is retried, list and export still answer, and once repaired it goes out once).
 */
import { parse } from "csv-parse/sync";
import { afterAll, describe, expect, it } from "vitest";
import { contactFormCopy as copy, submissionIdField } from "../../src/content/contact";
import { TEST_ACCESS_KEY } from "../../harness/provider.ts";
import { PROVIDER, spamSite } from "../support/spamSite";
import { leadStoreDatabase, storageFolder } from "../support/storeFile";
import { startWorker } from "../support/worker";
import { enquiry, lead, leadsWithSubject, send, storedLeads, type Enquiry } from "../support/workerLeads";

const site = spamSite();
const { delivered, outbound, start, track } = site;
afterAll(site.dispose);

describe("a store that does not confirm in time", () => {
  it("answers 503 with the values; the lead it did store goes out once, and the re-post is no second lead", async () => {
    // The store waits for the first delivery attempt (the provider takes 800 ms); the Worker waits 300 ms.
    const slow = await start({ LEADS_ACCEPT_TIMEOUT_MS: "300" });
    const fields = enquiry({ subject: `Slow enquiry ${Date.now()} [slow]` });
    const answer = await send(slow, fields);
    expect(answer).toMatchObject({ status: 503, body: { message: copy.answers.unconfirmed } });
    // The insert committed before the Worker gave up waiting: the store delivers it.
    await expect.poll(() => lead(slow, fields.subject), { timeout: 5_000 }).toMatchObject({ state: "delivered" });
    // The visitor sends the same form again (same submission id, same values): thanked, no second lead.
    expect(await send(slow, fields)).toMatchObject({ status: 200, body: { success: true } });
    const stored = await leadsWithSubject(slow, fields.subject);
    expect(stored).toHaveLength(1);
    const { [submissionIdField]: submissionId, ...values } = fields;
    expect(submissionId).toBeTruthy();
    expect(stored[0]!.fields).toEqual(values);
    expect(delivered.filter((s) => s === fields.subject)).toHaveLength(1);
  });
});

describe("one lead that crashes its attempt", () => {
  /** The lead store's file under `folder`, between two starts. */
  function storeFile(folder: string) {
    const { db, files } = leadStoreDatabase(folder);
    expect(db, `a lead store among ${files.join(", ")}`).toBeDefined();
    return db!;
  }

  it("crashes the alarm's pass for that lead only: the others go out, it is retried, list and export answer", async () => {
    const folder = storageFolder("lead-store-");
    // Two leads left pending by a provider that fails (500), retried a minute later.
    const broken = enquiry();
    const healthy = enquiry();
    const base = { FORM_ENDPOINT: PROVIDER, LEADS_RETRY_BASE_MS: "60000" };
    const failing = await startWorker({
      vars: { ...base, FORM_ACCESS_KEY: "x" },
      outbound: () => Response.json({ success: false }, { status: 500 }),
      persistTo: folder,
    });
    track(failing);
    for (const fields of [broken, healthy]) expect((await send(failing, fields)).status).toBe(200);
    await failing.dispose();

    // Both due now, the broken one first (the alarm takes them in that order), then its fields
    // damaged (no longer JSON), as a bad write or a bug would.
    let db = storeFile(folder);
    const idOf = (fields: Enquiry) =>
      db.prepare("SELECT id, fields FROM leads WHERE fields LIKE ?").get(`%${fields.subject}%`) as {
        id: string;
        fields: string;
      };
    const { id: brokenId, fields: brokenFields } = idOf(broken);
    const { id: healthyId } = idOf(healthy);
    const due = db.prepare("UPDATE deliveries SET next_at = ? WHERE lead_id = ?");
    due.run(0, brokenId);
    due.run(1, healthyId);
    db.prepare("UPDATE leads SET fields = '{not json' WHERE id = ?").run(brokenId);
    db.close();

    const again = await startWorker({
      vars: { ...base, FORM_ACCESS_KEY: TEST_ACCESS_KEY },
      outbound,
      persistTo: folder,
      rateLimit: 10_000,
    });
    track(again);
    // The store wakes on its first request (here a new enquiry); its alarm then finds both due.
    const wake = enquiry();
    expect((await send(again, wake)).status, again.logs().join("\n")).toBe(200);
    // The alarm reached the healthy lead after the broken one crashed: only its crash handler lets it.
    await expect.poll(() => delivered.includes(healthy.subject), { timeout: 10_000 }).toBe(true);
    expect(delivered).toContain(wake.subject);
    expect(delivered).not.toContain(broken.subject);
    const crashed = again
      .logs()
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.event === "lead_attempt_crashed");
    expect(crashed).toEqual([expect.objectContaining({ lead: brokenId, error: "SyntaxError", attempts: 2 })]);

    // Retried later: still pending, the crash counted once, its next attempt after the crash.
    const listed = await storedLeads(again);
    const shown = listed.find((l) => l.id === brokenId)!;
    expect(shown).toMatchObject({
      state: "pending",
      deliveries: { mail: { state: "pending", attempts: 2, lastError: "crashed: SyntaxError" } },
      fields: {},
      unreadable: "fields: SyntaxError",
    });
    expect(Date.parse(shown.deliveries.mail!.nextAttemptAt!)).toBeGreaterThan(Date.parse(shown.updatedAt));
    expect(listed.find((l) => l.id === healthyId)).toMatchObject({
      state: "delivered",
      deliveries: { mail: { attempts: 2 } },
    });
    expect((await again.admin(`/api/leads/${encodeURIComponent(brokenId)}`)).status).toBe(200);
    // The export (CSV) answers too, the damaged lead marked, the others whole.
    const csv = await again.admin("/api/leads/export");
    expect(csv.status).toBe(200);
    const rows = parse(await csv.text(), { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.find((r) => r.id === brokenId)).toMatchObject({ subject: "", unreadable: "fields: SyntaxError" });
    expect(rows.find((r) => r.id === healthyId)).toMatchObject({ subject: healthy.subject, unreadable: "" });
    await again.dispose();

    // Repaired, and its next attempt's time come (moved to when it was put off): it goes out, once.
    db = storeFile(folder);
    db.prepare("UPDATE leads SET fields = ? WHERE id = ?").run(brokenFields, brokenId);
    db.prepare("UPDATE deliveries SET next_at = updated_at WHERE lead_id = ?").run(brokenId);
    db.close();
    const repaired = await startWorker({
      vars: { ...base, FORM_ACCESS_KEY: TEST_ACCESS_KEY },
      outbound,
      persistTo: folder,
    });
    track(repaired);
    await expect
      .poll(async () => (await storedLeads(repaired)).find((l) => l.id === brokenId), { timeout: 10_000 })
      .toMatchObject({
        state: "delivered",
        deliveries: { mail: { attempts: 3 } },
        fields: { subject: broken.subject },
      });
    expect(delivered.filter((s) => s === broken.subject)).toHaveLength(1);
  });
});
