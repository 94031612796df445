/**
 * The webhook channel (docs/operations.md): every lead is also POSTed as signed JSON to
 * LEADS_WEBHOOK_URL, with its own delivery state and retries, independent of the e-mail provider.
 * A local receiver stands in for the CRM; the retry schedule is shrunk to milliseconds.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { honeypotField } from "../../src/content/contact";
import type { Lead } from "../../src/server/leads/record";
import { enquirySubject, TEST_ACCESS_KEY } from "../../harness/provider.ts";
import { startWorker, type TestWorker } from "../support/worker";
import { enquiry as anEnquiry, expectNothingScheduled, lead as storedLead, send as post } from "../support/workerLeads";

const HOOK = "https://hooks.test/leads";
const SECRET = "webhook-secret-for-the-worker-tests";
/** Refused: plain http to a host other than this machine, and a secret a character short of 32. */
const INSECURE_HOOK = "http://crm.example.org/hooks/leads";
const SHORT_SECRET = "webhook-secret-31-characters-xx";

/** What each side does with a subject: a list of answers, one per call (the last repeats). */
type Answer = 200 | 400 | 404 | 408 | 429 | 500 | "hang";
const hookPlans = new Map<string, Answer[]>();
const mailPlans = new Map<string, Answer[]>();
const hookCalls = new Map<string, { headers: Headers; body: string }[]>();
const mailCalls = new Map<string, number>();
const workers: TestWorker[] = [];
/** Releases each request still hanging. */
const hanging: (() => void)[] = [];

function next(plans: Map<string, Answer[]>, subject: string, call: number): Answer {
  const plan = plans.get(subject) ?? [200];
  return plan[Math.min(call, plan.length - 1)]!;
}

async function answer(plan: Answer, body: object): Promise<Response> {
  // Answers only when the file ends (or 10 s pass): whatever the Worker saw, it was its own timeout.
  if (plan === "hang")
    return new Promise((r) => {
      const release = () => r(Response.json(body));
      hanging.push(release);
      setTimeout(release, 10_000);
    });
  return Response.json(body, { status: plan });
}

async function outbound(request: Request): Promise<Response> {
  if (request.url === HOOK || request.url === INSECURE_HOOK) {
    const body = await request.text();
    const subject = (JSON.parse(body) as { fields: { subject: string } }).fields.subject;
    const calls = hookCalls.get(subject) ?? [];
    calls.push({ headers: request.headers, body });
    hookCalls.set(subject, calls);
    return answer(next(hookPlans, subject, calls.length - 1), { ok: true });
  }
  const form = await request.formData();
  const subject = enquirySubject(form);
  const call = mailCalls.get(subject) ?? 0;
  mailCalls.set(subject, call + 1);
  const plan = next(mailPlans, subject, call);
  return answer(plan, { success: plan === 200 });
}

const base = {
  FORM_ENDPOINT: "https://provider.test/submit",
  FORM_ACCESS_KEY: TEST_ACCESS_KEY,
  // Timeouts well above a loaded machine's delays (at load average 15 a 300 ms one expired on answers given at once).
  FORM_TIMEOUT_MS: "1000",
  LEADS_WEBHOOK_TIMEOUT_MS: "1000",
  LEADS_RETRY_BASE_MS: "100",
  LEADS_RETRY_MAX_MS: "400",
  LEADS_RETRY_WINDOW_MS: "20000",
};

let hooked: TestWorker;
let plain: TestWorker;
let insecure: TestWorker;
let short: TestWorker;
beforeAll(async () => {
  const started = await Promise.all(
    [
      { ...base, LEADS_WEBHOOK_URL: HOOK, LEADS_WEBHOOK_SECRET: SECRET },
      base,
      { ...base, LEADS_WEBHOOK_URL: INSECURE_HOOK, LEADS_WEBHOOK_SECRET: SECRET },
      { ...base, LEADS_WEBHOOK_URL: HOOK, LEADS_WEBHOOK_SECRET: SHORT_SECRET },
    ].map((vars) => startWorker({ vars, rateLimit: 10_000, outbound }).then((w) => (workers.push(w), w))),
  );
  [hooked, plain, insecure, short] = started as [TestWorker, TestWorker, TestWorker, TestWorker];
});
afterAll(async () => {
  hanging.forEach((release) => release());
  await Promise.all(workers.map((w) => w.dispose()));
});

/** An enquiry of its own, with what the webhook and the provider answer it, call by call. */
function enquiry(hook: Answer[] = [200], mail: Answer[] = [200]) {
  const fields = anEnquiry({}, "Webhook lead");
  hookPlans.set(fields.subject, hook);
  mailPlans.set(fields.subject, mail);
  return fields;
}

async function send(worker: TestWorker, fields: Record<string, string>) {
  expect((await post(worker, fields, { headers: { referer: "http://localhost/contact" } })).status).toBe(200);
}

async function lead(worker: TestWorker, subject: string): Promise<Lead> {
  return (await storedLead(worker, subject))!;
}

describe("the webhook", () => {
  it("gets the lead as JSON, signed over the timestamp and body, with the lead id as idempotency key", async () => {
    const fields = enquiry();
    await send(hooked, fields);
    await expect
      .poll(async () => (await lead(hooked, fields.subject)).deliveries.webhook?.state, { timeout: 5_000 })
      .toBe("delivered");
    const stored = await lead(hooked, fields.subject);
    const [call] = hookCalls.get(fields.subject)!;
    const payload = JSON.parse(call!.body) as Record<string, unknown>;
    expect(payload).toEqual({
      id: stored.id,
      createdAt: stored.createdAt,
      variant: "contact",
      page: "/contact",
      fields: stored.fields,
    });
    expect(call!.headers.get("idempotency-key")).toBe(stored.id);
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(call!.headers.get("lead-signature") ?? "") ?? [];
    expect(Math.abs(Number(t) - Date.now() / 1000)).toBeLessThan(60);
    const expected = createHmac("sha256", SECRET).update(`${t}.${call!.body}`).digest();
    expect(timingSafeEqual(Buffer.from(v1!, "hex"), expected)).toBe(true);
  });

  it.each([
    ["a 5xx", [500, 500, 200]],
    ["a timeout", ["hang", 200]],
    ["a 429", [429, 200]],
    ["a 408", [408, 200]],
  ] as [string, Answer[]][])(
    "is retried after %s, with the same idempotency key, and delivered once",
    async (_, plan) => {
      const fields = enquiry(plan);
      await send(hooked, fields);
      await expect
        .poll(async () => (await lead(hooked, fields.subject)).deliveries.webhook?.state, { timeout: 8_000 })
        .toBe("delivered");
      const calls = hookCalls.get(fields.subject)!;
      expect(calls).toHaveLength(plan.length);
      expect(new Set(calls.map((c) => c.headers.get("idempotency-key")))).toEqual(
        new Set([(await lead(hooked, fields.subject)).id]),
      );
      expect((await lead(hooked, fields.subject)).deliveries.webhook?.attempts).toBe(plan.length);
    },
  );

  it.each([400, 404] as const)("is not retried after a %i: failed at once, the e-mail unaffected", async (status) => {
    const fields = enquiry([status]);
    await send(hooked, fields);
    await expect
      .poll(async () => (await lead(hooked, fields.subject)).deliveries.webhook?.state, { timeout: 5_000 })
      .toBe("failed");
    // No retry can come: no channel has a next attempt (the store retries nothing else).
    expectNothingScheduled(await lead(hooked, fields.subject));
    expect(hookCalls.get(fields.subject)).toHaveLength(1);
    expect(await lead(hooked, fields.subject)).toMatchObject({
      state: "delivered",
      deliveries: { mail: { state: "delivered", attempts: 1 } },
    });
  });
});

describe("two channels, each on its own", () => {
  it("the provider failing while the webhook succeeds: the webhook once, the e-mail once when it recovers", async () => {
    const fields = enquiry([200], [500, 500, 200]);
    await send(hooked, fields);
    await expect.poll(async () => (await lead(hooked, fields.subject)).state, { timeout: 8_000 }).toBe("delivered");
    expect(hookCalls.get(fields.subject)).toHaveLength(1);
    expect(mailCalls.get(fields.subject)).toBe(3);
    expect((await lead(hooked, fields.subject)).deliveries.webhook).toMatchObject({ state: "delivered", attempts: 1 });
  });

  it("the webhook failing while the provider succeeds: the e-mail once, the webhook once when it recovers", async () => {
    const fields = enquiry([500, 500, 200], [200]);
    await send(hooked, fields);
    await expect
      .poll(async () => (await lead(hooked, fields.subject)).deliveries.webhook?.state, { timeout: 8_000 })
      .toBe("delivered");
    expect(mailCalls.get(fields.subject)).toBe(1);
    expect(hookCalls.get(fields.subject)).toHaveLength(3);
    expect(await lead(hooked, fields.subject)).toMatchObject({
      state: "delivered",
      deliveries: { mail: { state: "delivered", attempts: 1 } },
    });
  });

  it("a held lead goes to neither channel until released, then to both", async () => {
    const fields = { ...enquiry(), [honeypotField]: "bot" };
    await send(hooked, fields);
    expect(await lead(hooked, fields.subject)).toMatchObject({ state: "held", deliveries: { webhook: null } });
    const { id } = await lead(hooked, fields.subject);
    expect((await hooked.admin(`/api/leads/${id}/release`, { method: "POST" })).status).toBe(200);
    await expect
      .poll(async () => (await lead(hooked, fields.subject)).deliveries.webhook?.state, { timeout: 5_000 })
      .toBe("delivered");
    await expect.poll(async () => (await lead(hooked, fields.subject)).state, { timeout: 5_000 }).toBe("delivered");
    expect(hookCalls.get(fields.subject)).toHaveLength(1);
    expect(mailCalls.get(fields.subject)).toBe(1);
  });

  it("without the webhook vars nothing is posted and the lead has no webhook state", async () => {
    const fields = enquiry();
    await send(plain, fields);
    expect(await lead(plain, fields.subject)).toMatchObject({ state: "delivered", deliveries: { webhook: null } });
    expect(hookCalls.get(fields.subject)).toBeUndefined();
    expect(plain.logs().join("\n")).not.toContain("misconfigured");
  });
});

describe("a webhook set but refused", () => {
  it.each([
    ["an http URL to a host other than this machine", () => insecure, "url_not_https", "http://crm.example.org"],
    ["a 31-character secret", () => short, "secret_too_short", "31 characters long"],
  ] as const)(
    "with %s: nothing posted, no webhook state, the e-mail sent, the reason logged once at start",
    async (_, worker, reason, said) => {
      expect(SHORT_SECRET).toHaveLength(31);
      const first = enquiry();
      const second = enquiry();
      await send(worker(), first);
      await send(worker(), second);
      for (const fields of [first, second]) {
        expect(await lead(worker(), fields.subject)).toMatchObject({
          state: "delivered",
          deliveries: { webhook: null },
        });
        expect(hookCalls.get(fields.subject)).toBeUndefined();
        expect(mailCalls.get(fields.subject)).toBe(1);
      }
      const lines = worker()
        .logs()
        .filter((line) => line.includes('"event":"webhook_misconfigured"'));
      expect(lines).toHaveLength(1);
      const line = JSON.parse(lines[0]!) as Record<string, unknown>;
      expect(line).toMatchObject({ level: "error", event: "webhook_misconfigured", channel: "webhook", reason });
      expect(line.message).toContain(said);
      for (const secret of [SECRET, SHORT_SECRET]) expect(lines[0]).not.toContain(secret);
      expect(lines[0]).not.toContain("/hooks/leads");
    },
  );
});
