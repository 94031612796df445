/**
 * An operator's slip and a flood, in workerd through requests (issue 41): a word where a lead id
 * goes is refused and changes nothing; a flood of pending bot leads (the provider answering 429)
 * that fills `LEADS_MAX_UNDELIVERED` is held or purged by a filter, the genuine leads kept and
 * delivered, the held ones never sent.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { honeypotField } from "../../src/content/contact";
import { enquirySubject, TEST_ACCESS_KEY } from "../../harness/provider.ts";
import { startWorker, type TestWorker } from "../support/worker";
import { enquiry, lead, send, storedLeads } from "../support/workerLeads";

/** The provider's status for every delivery: 429 (a flood: retried later), 401 (failed at once), 200. */
let status = 429;
/** Subjects the provider took. */
const delivered: string[] = [];
let w: TestWorker;

beforeAll(async () => {
  w = await startWorker({
    vars: {
      FORM_ENDPOINT: "https://provider.test/submit",
      FORM_ACCESS_KEY: TEST_ACCESS_KEY,
      LEADS_MAX_UNDELIVERED: "4",
      // No retry of its own during a test: only an operator's retry sends a lead again.
      LEADS_RETRY_BASE_MS: "600000",
    },
    rateLimit: 10_000,
    outbound: async (request) => {
      const subject = enquirySubject(await request.formData());
      if (status !== 200) return Response.json({ success: false }, { status });
      delivered.push(subject);
      return Response.json({ success: true });
    },
  });
});
afterAll(() => w.dispose());

const post = (path: string) => w.admin(`/api/leads${path}`, { method: "POST" });

describe("a word is not a lead id", () => {
  it("POST /api/leads/all-held/release and /all-failed/retry answer 400, and release or requeue nothing", async () => {
    status = 401;
    const spam = enquiry({ [honeypotField]: "bot" }, "Held");
    const refused = enquiry({}, "Refused");
    expect((await send(w, spam)).status).toBe(200);
    expect((await send(w, refused)).status).toBe(200);
    await expect
      .poll(() => lead(w, refused.subject))
      .toMatchObject({
        state: "failed",
        deliveries: { mail: { state: "failed", attempts: 1 } },
      });
    const before = await storedLeads(w);
    for (const path of ["/all-held/release", "/all-failed/retry", "/all-held/delete", "/all-held"]) {
      const response = path === "/all-held" ? await w.admin(`/api/leads${path}`) : await post(path);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({ error: expect.stringContaining("Not a lead id") });
    }
    expect(await storedLeads(w)).toEqual(before);
    expect(await lead(w, spam.subject)).toMatchObject({ state: "held", reason: "honeypot" });
    expect(await lead(w, refused.subject)).toMatchObject({
      state: "failed",
      deliveries: { mail: { state: "failed", nextAttemptAt: null } },
    });
  });
});

describe("a flood of pending leads", () => {
  it("held and purged by a filter: genuine visitors get in again, their leads are delivered, the bots' never", async () => {
    status = 429;
    const bots = [1, 2, 3].map((n) => enquiry({ email: `bot${n}@spam.example`, message: `Cheap chips ${n}` }, "Bot"));
    const ada = enquiry({ email: "ada@example.com" }, "Genuine");
    for (const fields of [...bots, ada]) expect((await send(w, fields)).status).toBe(200);
    // The store is full: a genuine visitor is turned away.
    const grace = enquiry({ email: "grace@example.com" }, "Genuine");
    expect((await send(w, grace)).status).toBe(503);

    // A dry run counts and changes nothing.
    expect(await (await post("/hold?state=pending&sender=%40spam.example&dry-run=1")).json()).toEqual({
      dryRun: true,
      matched: 3,
    });
    expect((await send(w, grace)).status).toBe(503);
    expect(await lead(w, bots[0]!.subject)).toMatchObject({ state: "pending" });

    expect(await (await post("/hold?state=pending&sender=%40spam.example")).json()).toEqual({ held: 3 });
    for (const bot of bots)
      // Held: no delivery left, so no next attempt.
      expect(await lead(w, bot.subject)).toMatchObject({
        state: "held",
        reason: "operator",
        deliveries: { mail: null },
      });
    expect(await lead(w, ada.subject)).toMatchObject({ state: "pending" });
    expect((await send(w, grace)).status).toBe(200);

    // The flood goes on from other addresses: purged by its words.
    const more = [4, 5].map((n) => enquiry({ email: `x${n}@bulk.example`, message: `Cheap chips ${n}` }, "Bot"));
    for (const fields of more) expect((await send(w, fields)).status).toBe(200);
    expect(await (await post("/purge?state=pending&text=cheap+chips&dry-run=1")).json()).toEqual({
      dryRun: true,
      matched: 2,
    });
    expect(await (await post("/purge?state=pending&text=cheap+chips")).json()).toEqual({ purged: 2 });
    const left = (await storedLeads(w)).map((l) => l.fields.subject);
    for (const bot of more) expect(left).not.toContain(bot.subject);

    // One audit line each, with the count and the filters' names, never an address or the words.
    const audit = w
      .logs()
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.event === "leads_held" || line.event === "leads_purged");
    expect(audit).toEqual([
      { level: "info", event: "leads_held", state: "pending", count: 3, filters: ["sender"] },
      { level: "info", event: "leads_purged", state: "pending", count: 2, filters: ["text"] },
    ]);
    expect(w.logs().join("\n")).not.toMatch(/spam\.example|chips/);

    // The provider is back: the genuine leads go out, the held ones are never sent.
    status = 200;
    for (const fields of [ada, grace]) {
      const found = await lead(w, fields.subject);
      expect((await post(`/${encodeURIComponent(found!.id)}/retry`)).status).toBe(200);
      await expect.poll(() => lead(w, fields.subject), { timeout: 10_000 }).toMatchObject({ state: "delivered" });
    }
    expect(delivered).toEqual([ada.subject, grace.subject]);
    expect(await lead(w, bots[0]!.subject)).toMatchObject({ state: "held" });
  });
});
