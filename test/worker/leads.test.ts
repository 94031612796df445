/**
 * Persist, then deliver (docs/operations.md): every accepted submission is stored
 * in the LeadStore Durable Object before the visitor hears "sent", delivered at once when the
 * provider answers, and retried with backoff when it does not. Runs the built Worker in workerd
 * with a retry schedule shrunk from seconds to milliseconds (the controlled clock).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactFormCopy as copy, submissionIdField } from "../../src/content/contact";
import type { Lead } from "../../src/server/leads/record";
import { samples } from "../../harness/contactForm.ts";
import { enquirySubject, TEST_ACCESS_KEY } from "../../harness/provider.ts";
import { MAIN_SCHEMA } from "../support/mainLeadSchema";
import { leadStoreDatabase, storageFolder } from "../support/storeFile";
import { startWorker, TEST_ADMIN_TOKEN, type TestWorker } from "../support/worker";
import { paths } from "../../src/content/paths";
import {
  aged,
  enquiry,
  expectNothingScheduled,
  importLeads,
  lead,
  send as post,
  storedLeads,
} from "../support/workerLeads";

const POLICY = { base: 100, max: 800, window: 4_000, alertAfter: 600 };
const ADMIN_TOKEN = "operator-token-for-these-tests-0123456789";

/** What the fake provider does with a subject: succeed, fail in one of the transient ways, or hang. */
type Mode = "ok" | "500" | "hang" | "network" | "rejected" | "401";
const modes = new Map<string, Mode>();
/** When each subject reached the provider (ms), in order. */
const calls = new Map<string, number[]>();
const answers: string[] = [];
/** Run by the provider when a subject reaches it, before it answers. */
const onCall = new Map<string, () => Promise<void>>();
/** Releases each provider request still hanging. */
const hanging: (() => void)[] = [];
const workers: TestWorker[] = [];

async function provider(request: Request): Promise<Response> {
  const form = await request.formData();
  const subject = enquirySubject(form);
  calls.set(subject, [...(calls.get(subject) ?? []), Date.now()]);
  await onCall.get(subject)?.();
  if (form.get("access_key") !== TEST_ACCESS_KEY) return Response.json({ success: false }, { status: 401 });
  switch (modes.get(subject) ?? "ok") {
    case "ok":
      return Response.json({ success: true, message: "Email sent successfully!" });
    case "500":
      return Response.json({ success: false }, { status: 500 });
    case "401":
      return Response.json({ success: false, message: `Bad key ${TEST_ACCESS_KEY}` }, { status: 401 });
    case "rejected":
      return Response.json({ success: false, message: "Quota reached" });
    case "network":
      throw new TypeError("connect ECONNREFUSED");
    case "hang":
      // Answers only when the file ends (or 10 s pass): whatever the Worker saw, it was its own timeout.
      return new Promise((resolve) => {
        const release = () => resolve(Response.json({ success: true }));
        hanging.push(release);
        setTimeout(release, 10_000);
      });
  }
}

function startLeadWorker(vars: Record<string, string> = {}, persistTo?: string) {
  return startWorker({
    ...(persistTo ? { persistTo } : {}),
    vars: {
      FORM_ENDPOINT: "https://provider.test/submit",
      FORM_ACCESS_KEY: TEST_ACCESS_KEY,
      FORM_TIMEOUT_MS: "1000",
      LEADS_RETRY_BASE_MS: String(POLICY.base),
      LEADS_RETRY_MAX_MS: String(POLICY.max),
      LEADS_RETRY_WINDOW_MS: String(POLICY.window),
      LEADS_ALERT_AFTER_MS: String(POLICY.alertAfter),
      ...vars,
    },
    rateLimit: 10_000,
    outbound: provider,
  }).then((worker) => (workers.push(worker), worker));
}

let w: TestWorker;

/** A contact submission with a subject of its own (how the provider and the test tell them apart). */
function submission(mode: Mode, extra: Record<string, string> = {}) {
  const fields = enquiry(extra, `Lead ${mode}`);
  modes.set(fields.subject, mode);
  return fields;
}

/** Sends as the island does (JSON), or as a plain form post; every answer is kept in `answers`. */
function send(worker: TestWorker, fields: Record<string, string>, json = true) {
  return post(worker, fields, { json, encoding: json ? "multipart" : "urlencoded", seen: answers });
}

const leads = (worker: TestWorker, query = ""): Promise<Lead[]> => storedLeads(worker, query, answers);
const leadFor = (worker: TestWorker, subject: string) => lead(worker, subject, answers);

beforeAll(async () => {
  w = await startLeadWorker();
});
afterAll(async () => {
  hanging.forEach((release) => release());
  await Promise.all(workers.map((worker) => worker.dispose()));
});

describe("the provider is down when the visitor sends", () => {
  it.each<Mode>(["500", "hang", "network", "rejected"])(
    "provider %s → the visitor is told it was sent, the lead waits, and the retry delivers it once",
    async (mode) => {
      const fields = submission(mode);
      const { status, text } = await send(w, fields);
      expect(status).toBe(200);
      expect(JSON.parse(text)).toEqual({ success: true, message: copy.answers.success });
      // The reason the provider's answer gave, with its status where there was one.
      const reasons: Partial<Record<Mode, string>> = {
        "500": "status (500)",
        hang: "timeout",
        // Miniflare answers a throwing outbound handler with a 500: the Worker sees a status, not a dropped connection.
        network: "status (500)",
        rejected: "rejected (200)",
      };
      // The visitor's answer waits at most 2 s for the first attempt; on a loaded machine its outcome may land later.
      await expect
        .poll(() => leadFor(w, fields.subject), { timeout: 10_000 })
        .toMatchObject({
          state: "pending",
          variant: "contact",
          fields: { email: samples.contact.email },
          deliveries: { mail: { state: "pending", lastError: reasons[mode] } },
        });

      modes.set(fields.subject, "ok"); // the provider recovers
      await expect.poll(async () => (await leadFor(w, fields.subject))?.state, { timeout: 5_000 }).toBe("delivered");
      const delivered = await leadFor(w, fields.subject);
      const callsAtDelivery = calls.get(fields.subject)!.length;
      expect(delivered!.deliveries.mail!.attempts).toBe(callsAtDelivery);
      expect(delivered!.deliveries.mail!.deliveredAt).not.toBeNull();
      expectNothingScheduled(delivered); // nothing is sent after success
    },
  );

  it("a plain post (no JavaScript) is answered 303 to the thank-you page and kept", async () => {
    const fields = submission("500");
    const { status, location } = await send(w, fields, false);
    expect(status).toBe(303);
    expect(location).toBe(paths.thankYou);
    expect((await leadFor(w, fields.subject))?.state).toBe("pending");
  });
});

describe("a provider that keeps failing", () => {
  it("is retried with a growing gap, capped, then the lead is marked failed and listed", async () => {
    // Gaps of a second and more: the store's alarm never runs twice within a second (ALARM_GAP_MS).
    const slow = { base: 1_000, max: 3_000, window: 10_000 };
    const paced = await startLeadWorker({
      LEADS_RETRY_BASE_MS: String(slow.base),
      LEADS_RETRY_MAX_MS: String(slow.max),
      LEADS_RETRY_WINDOW_MS: String(slow.window),
      FORM_TIMEOUT_MS: "5000",
    });
    const fields = submission("500");
    // At each call the provider first reads the lead: the store's record of the attempt before, with
    // the time it planned for this one (no clock of the test's judges the gap).
    const seen: { at: number; lead: Lead }[] = [];
    onCall.set(fields.subject, async () => {
      const at = Date.now();
      seen.push({ at, lead: (await leadFor(paced, fields.subject))! });
    });
    await send(paced, fields);
    await expect
      .poll(async () => (await leadFor(paced, fields.subject))?.state, { timeout: slow.window + 8_000, interval: 250 })
      .toBe("failed");
    const times = calls.get(fields.subject)!;
    expect(times.length).toBeGreaterThanOrEqual(4);
    expect(seen).toHaveLength(times.length);
    seen.slice(1).forEach(({ at, lead }, i) => {
      const nominal = slow.base * 2 ** i;
      const email = lead.deliveries.mail!;
      const planned = Date.parse(email.nextAttemptAt!) - Date.parse(lead.updatedAt);
      expect(email.attempts).toBe(i + 1);
      // Jitter is ±25 %, never past the cap.
      expect(planned).toBeGreaterThanOrEqual(Math.min(slow.max, Math.floor(nominal * 0.75)));
      expect(planned).toBeLessThanOrEqual(Math.min(slow.max, Math.ceil(nominal * 1.25)));
      // The alarm fires late on a loaded machine, never early (15 ms: workerd's clock only moves on I/O).
      expect(at).toBeGreaterThanOrEqual(Date.parse(email.nextAttemptAt!) - 15);
    });

    const failed = await leads(paced, "?state=failed");
    const lead = failed.find((l) => l.fields.subject === fields.subject);
    expect(lead).toMatchObject({
      state: "failed",
      deliveries: { mail: { state: "failed", attempts: times.length, lastError: "status (500)" } },
    });
    const alerts = paced
      .logs()
      .filter((line) => line.includes("lead_undelivered_after_first_hour") && line.includes(lead!.id));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toContain('"level":"error"');
  });

  it("a refused key (401) is not retried: failed at once, and an operator's retry sends it again", async () => {
    const fields = submission("401");
    expect((await send(w, fields)).status).toBe(200);
    await expect.poll(async () => (await leadFor(w, fields.subject))?.state).toBe("failed");
    expectNothingScheduled(await leadFor(w, fields.subject)); // no retry can come
    expect(calls.get(fields.subject)).toHaveLength(1);

    modes.set(fields.subject, "ok");
    const lead = await leadFor(w, fields.subject);
    const retried = await w.admin(`/api/leads/${encodeURIComponent(lead!.id)}/retry`, { method: "POST" });
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual({ requeued: 1 }); // its one delivery (mail), not the index's writes too
    await expect.poll(async () => (await leadFor(w, fields.subject))?.state).toBe("delivered");
    expect(calls.get(fields.subject)).toHaveLength(2);
  });
});

describe("one submission id, one lead", () => {
  it.each([
    ["JSON (the island, a double click)", true],
    ["a plain post sent again (no JavaScript)", false],
  ])("%s → one record and one delivery", async (_name, json) => {
    const fields = submission("ok", { [submissionIdField]: crypto.randomUUID() });
    const first = await send(w, fields, json);
    const second = await send(w, fields, json);
    expect(first.status).toBe(json ? 200 : 303);
    expect(second.status).toBe(first.status);
    const all = (await leads(w, "?limit=1000")).filter((lead) => lead.fields.subject === fields.subject);
    expect(all).toHaveLength(1);
    expect(calls.get(fields.subject)).toHaveLength(1);
  });

  it("a different enquiry sent with the same id (a page served from cache) is a lead of its own", async () => {
    const id = crypto.randomUUID();
    const one = submission("ok", { [submissionIdField]: id });
    const two = { ...one, message: "A second, different question." };
    await send(w, one);
    await send(w, two);
    const all = (await leads(w, "?limit=1000")).filter((lead) => lead.fields.subject === one.subject);
    expect(all).toHaveLength(2);
  });

  it("every served form carries a fresh submission id", async () => {
    const ids = [];
    for (const path of ["/contact", "/contact", "/hire"]) {
      const html = await (await w.fetch(path)).text();
      const match = html.match(new RegExp(`name="${submissionIdField}" value="([^"]+)"`));
      expect(match, path).not.toBeNull();
      ids.push(match![1]);
    }
    expect(new Set(ids).size).toBe(3);
  });
});

describe("storage unavailable", () => {
  it("without the lead store nothing is sent another way: 503, and the operators' API says why", async () => {
    const bare = await startWorker({
      vars: { FORM_ENDPOINT: "https://provider.test/submit", FORM_ACCESS_KEY: TEST_ACCESS_KEY },
      rateLimit: 1000,
      outbound: provider,
      leads: false,
    });
    workers.push(bare);
    const fields = submission("ok");
    const { status, text } = await send(bare, fields);
    expect(status).toBe(503);
    expect(JSON.parse(text)).toEqual({ success: false, message: copy.answers.unconfirmed });
    expect(calls.get(fields.subject)).toBeUndefined();
    expect((await bare.admin("/api/leads")).status).toBe(503);
  });
});

describe("a store that main made", () => {
  it("is upgraded in workerd on its next start: every lead kept, the waiting one delivered once", async () => {
    const folder = storageFolder("lead-store-upgrade-");
    const first = await startLeadWorker({}, folder);
    expect((await send(first, submission("ok"))).status).toBe(200);
    await first.dispose();

    // Turn its database back into what main made, holding a waiting, a held and a failed lead.
    const db = leadStoreDatabase(folder).db!;
    db.exec("DROP TABLE deliveries; DROP TABLE leads; DROP TABLE schema_migrations;");
    db.exec(MAIN_SCHEMA);
    const old = {
      waiting: submission("ok"),
      held: submission("ok", { firstName: "Żaneta" }),
      failed: submission("ok"),
    };
    const insert = db.prepare(`INSERT INTO leads (id, variant, fields, channel, state, attempts, last_error, created_at,
      updated_at, next_attempt_at, window_started_at, reason, page) VALUES (?, 'B', ?, 'provider', ?, ?, ?, ?, ?, ?, ?, ?, '/contact')`);
    const now = Date.now();
    insert.run("old-waiting", JSON.stringify(old.waiting), "pending", 2, "status (503)", now, now, 0, now, null);
    insert.run("old-held", JSON.stringify(old.held), "held", 0, null, now, now, null, now, "honeypot");
    insert.run("old-failed", JSON.stringify(old.failed), "failed", 1, "status (400)", now, now, null, now, null);
    db.close();

    const again = await startLeadWorker({}, folder);
    // The store wakes on its next request; its alarm then finds the waiting lead due.
    expect((await send(again, submission("ok"))).status).toBe(200);
    await expect
      .poll(async () => (await leadFor(again, old.waiting.subject))?.state, { timeout: 5_000 })
      .toBe("delivered");
    expect(await leadFor(again, old.waiting.subject)).toMatchObject({
      id: "old-waiting",
      variant: "contact",
      deliveries: { mail: { state: "delivered", attempts: 3 } },
    });
    expect(await leadFor(again, old.held.subject)).toMatchObject({
      state: "held",
      reason: "honeypot",
      deliveries: { mail: null },
    });
    expect(await leadFor(again, old.failed.subject)).toMatchObject({
      state: "failed",
      deliveries: { mail: { state: "failed", attempts: 1, lastError: "status (400)" } },
    });
    expect(calls.get(old.waiting.subject)).toHaveLength(1);
    expect(calls.has(old.held.subject) || calls.has(old.failed.subject)).toBe(false);
    // Its searched text is written by the upgrade (migration 4): the desk finds it in any case.
    const found = await (await again.fetch(`/desk/held?q=${encodeURIComponent("ŻANETA")}`)).text();
    expect(found).toContain(old.held.subject);
    const other = await (await again.fetch("/desk/held?q=nobody-is-called-this")).text();
    expect(other).not.toContain(old.held.subject);
  });
});

describe("retention", () => {
  it("delivered leads are purged after LEADS_RETENTION_DAYS; an operator can purge earlier", async () => {
    const retention = await startLeadWorker({ LEADS_RETENTION_DAYS: "7" });
    const fields = submission("ok");
    await send(retention, fields);
    await expect
      .poll(() => leadFor(retention, fields.subject), { timeout: 10_000 })
      .toMatchObject({ state: "delivered" });
    const delivered = (await leadFor(retention, fields.subject))!;
    // Copies of it delivered 8 and 6 days ago, loaded as another store's export: the alarm purges by the stored time.
    const old = aged(delivered, 8, `days-8-${delivered.id}`);
    const young = aged(delivered, 6, `days-6-${delivered.id}`);
    await importLeads(retention, [old, young]);
    const ids = async () => (await leads(retention, "?limit=1000")).map((l) => l.id);
    await expect.poll(ids, { timeout: 10_000 }).not.toContain(old.id);
    expect(await ids()).toEqual(expect.arrayContaining([young.id, delivered.id]));

    const kept = submission("ok");
    await send(w, kept);
    const purge = await w.admin("/api/leads/purge?delivered-before=2999-01-01", { method: "POST" });
    expect(((await purge.json()) as { purged: number }).purged).toBeGreaterThanOrEqual(1);
    expect(await leadFor(w, kept.subject)).toBeUndefined();
  });
});

describe("the operators' API", () => {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it("does not exist without a token, whatever the Host says", async () => {
    const open = await startLeadWorker({ LEADS_ADMIN_TOKEN: "" });
    for (const url of [
      "/api/leads",
      "http://x.localhost/api/leads",
      "http://127.0.0.1/api/leads",
      "http://[::1]/api/leads",
    ])
      expect((await open.fetch(url)).status, url).toBe(404);
    const purge = await open.fetch("/api/leads/purge?delivered-before=2999-01-01", {
      method: "POST",
      headers: { origin: "http://localhost" },
    });
    expect(purge.status).toBe(404);
  });

  it("needs the bearer token: a missing or wrong one is 401, from localhost too", async () => {
    const guarded = await startLeadWorker({ LEADS_ADMIN_TOKEN: ADMIN_TOKEN });
    expect((await guarded.fetch("/api/leads")).status).toBe(401);
    expect((await guarded.fetch("http://localhost/api/leads", { headers: bearer(`${ADMIN_TOKEN}x`) })).status).toBe(
      401,
    );
    expect((await guarded.fetch("/api/leads", { headers: bearer(ADMIN_TOKEN) })).status).toBe(200);
  });

  it("refuses a token shorter than 32 characters, even when it is sent", async () => {
    const weak = await startLeadWorker({ LEADS_ADMIN_TOKEN: "short-token-20-chars" });
    const response = await weak.fetch("/api/leads", { headers: bearer("short-token-20-chars") });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: "LEADS_ADMIN_TOKEN must be at least 32 characters." });
  });

  it("accepts a change (POST) only from this site's origin", async () => {
    const post = (headers: Record<string, string>) =>
      w.fetch("/api/leads/retry-failed", { method: "POST", headers: { ...bearer(TEST_ADMIN_TOKEN), ...headers } });
    expect((await post({ origin: "https://evil.example" })).status).toBe(403);
    expect((await post({ "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await post({})).status).toBe(403);
    expect((await post({ origin: "http://localhost" })).status).toBe(200);
    expect((await post({ "sec-fetch-site": "same-origin" })).status).toBe(200);
  });

  it("rejects an unknown state filter and a bad purge date with 400", async () => {
    expect((await w.admin("/api/leads?state=lost")).status).toBe(400);
    expect((await w.admin("/api/leads/purge?delivered-before=soon", { method: "POST" })).status).toBe(400);
  });
});

describe("the access key", () => {
  it("appears in no record, no log line and no answer", () => {
    expect(answers.length).toBeGreaterThan(10);
    const logs = workers.flatMap((worker) => worker.logs());
    expect(logs.some((line) => line.includes("lead_delivered"))).toBe(true);
    for (const text of [...answers, ...logs]) expect(text).not.toContain(TEST_ACCESS_KEY);
  });
});
