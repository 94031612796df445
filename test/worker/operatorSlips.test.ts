/**
 * An operator's slip, in workerd through requests (issue 41): a word where a lead id goes is
 * refused and changes nothing.
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
    await expect.poll(() => lead(w, refused.subject)).toMatchObject({ state: "failed", attempts: 1 });
    const before = await storedLeads(w);
    for (const path of ["/all-held/release", "/all-failed/retry", "/all-held/delete", "/all-held"]) {
      const response = path === "/all-held" ? await w.admin(`/api/leads${path}`) : await post(path);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({ error: expect.stringContaining("Not a lead id") });
    }
    expect(await storedLeads(w)).toEqual(before);
    expect(await lead(w, spam.subject)).toMatchObject({ state: "held", reason: "honeypot" });
    expect(await lead(w, refused.subject)).toMatchObject({ state: "failed", nextAttemptAt: null });
  });
});
