/**
 * Privacy in workerd: no log line ever holds what a visitor typed, through a lead's whole life.
 * Moving the store to another jurisdiction: move.test.ts.
 */
import { afterAll, describe, expect, it } from "vitest";
import { honeypotField } from "../../src/content/contact";
import type { Lead } from "../../src/server/leads/record";
import { contactRequest, samples } from "../../harness/contactForm.ts";
import { TEST_ACCESS_KEY } from "../../harness/provider.ts";
import { startWorker, type TestWorker } from "../support/worker";

const workers: TestWorker[] = [];
afterAll(async () => {
  await Promise.all(workers.map((w) => w.dispose()));
});

/** Values no code would write by itself: finding one in a log line means the visitor's text got there. */
const DISTINCT = {
  name: "Zelindra Quathmoor",
  email: "zq.7781@distinctive-mail.example",
  phone: "+1 555 778 1221",
  message: "Ultraviolet marmalade for project forty-two, please.",
};

describe("no personal data in any log line", () => {
  it("through acceptance, a failed and a successful delivery, holding, release and erasure", async () => {
    let failNext = true;
    const w = await startWorker({
      vars: {
        FORM_ENDPOINT: "https://provider.test/submit",
        FORM_ACCESS_KEY: TEST_ACCESS_KEY,
        LEADS_RETRY_BASE_MS: "200",
        LEADS_WEBHOOK_URL: "https://hooks.test/leads",
        LEADS_WEBHOOK_SECRET: "a-webhook-secret-of-forty-characters-0001",
      },
      rateLimit: 1000,
      outbound: () => {
        if (failNext) {
          failNext = false;
          return Response.json({ success: false, message: `refused ${DISTINCT.email}` }, { status: 500 });
        }
        return Response.json({ success: true });
      },
    });
    workers.push(w);
    const fields = {
      ...samples.contact,
      firstName: DISTINCT.name.split(" ")[0]!,
      lastName: DISTINCT.name.split(" ")[1]!,
      email: DISTINCT.email,
      phone: DISTINCT.phone,
      message: DISTINCT.message,
    };
    const leads = async () => (await (await w.admin("/api/leads?limit=100")).json()) as Lead[];
    // Accepted; the first attempt fails, the retry delivers.
    expect((await w.fetch("/api/contact", contactRequest(fields))).status).toBe(200);
    await expect.poll(async () => (await leads())[0]?.state, { timeout: 10_000 }).toBe("delivered");
    // Held, then released and delivered.
    const held = { ...fields, subject: "Second", [honeypotField]: "x" };
    expect((await w.fetch("/api/contact", contactRequest(held))).status).toBe(200);
    const heldLead = (await leads()).find((l) => l.state === "held")!;
    expect((await w.admin(`/api/leads/${heldLead.id}/release`, { method: "POST" })).status).toBe(200);
    await expect
      .poll(async () => (await leads()).every((l) => l.state === "delivered"), { timeout: 10_000 })
      .toBe(true);
    // Erased.
    const erased = await w.admin(`/api/leads/erase?email=${encodeURIComponent(DISTINCT.email.toUpperCase())}`, {
      method: "POST",
    });
    expect(((await erased.json()) as { leads: string[] }).leads).toHaveLength(2);
    expect(await leads()).toEqual([]);

    const lines = w.logs();
    const events = new Set(lines.map((line) => (JSON.parse(line) as { event?: string }).event));
    for (const event of [
      "lead_stored",
      "lead_delivery_failed",
      "lead_delivered",
      "lead_held",
      "lead_released",
      "leads_erased",
    ])
      expect(events, event).toContain(event);
    const text = lines.join("\n").toLowerCase();
    for (const value of [
      ...Object.values(DISTINCT),
      ...DISTINCT.name.split(" "),
      DISTINCT.email.split("@")[0]!,
      "778 1221",
      "marmalade",
    ])
      expect(text, value).not.toContain(value.toLowerCase());
  });
});
