/**
 * The receiver documented in docs/operations.md ("The webhook"), docs/examples/webhook-receiver.mjs,
 * run as it is against real deliveries from the built Worker: it keeps each lead once, however
 * many times the site retries, and refuses a forged or stale signature. The receiver is reached
 * over plain http on a loopback host, with a secret of the shortest length accepted (32).
 */
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { receiveLead, TOLERANCE_SECONDS } from "../../docs/examples/webhook-receiver.mjs";
import type { WebhookPayload } from "../../src/server/leads/channels/webhook";
import type { Lead } from "../../src/server/leads/record";
import { contactRequest, samples } from "../../harness/contactForm.ts";
import { TEST_ACCESS_KEY } from "../../harness/provider.ts";
import { startWorker, type TestWorker } from "../support/worker";

const RECEIVER = "http://127.0.0.1:8788/leads";
const SECRET = "receiver-secret-32-characters-ok";

/**
 * What goes wrong at the receiver on each call for a subject, until the plan runs out (then all is
 * well): `lost`, the example keeps the lead (or finds it kept) and the receiver crashes before
 * answering; `down`, the receiver answers 500 before the example runs at all.
 */
type Fault = "lost" | "down";
const faults = new Map<string, Fault[]>();
/** Every request the site made to the receiver, by subject, and what the example answered (none when down). */
const calls = new Map<string, { request: Request; answer?: { id: string; duplicate: boolean } }[]>();
/** The receiver's store: every lead the example kept, by id (a lead kept twice would be listed twice). */
const kept = new Map<string, WebhookPayload[]>();
const seen = {
  has: (id: string) => kept.has(id),
  add: (id: string, lead: WebhookPayload) => kept.set(id, [...(kept.get(id) ?? []), lead]),
};

async function outbound(request: Request): Promise<Response> {
  if (request.url !== RECEIVER) return Response.json({ success: true }); // the e-mail provider
  const subject = ((await request.clone().json()) as WebhookPayload).fields.subject!;
  const mine = calls.get(subject) ?? [];
  calls.set(subject, mine);
  const call: (typeof mine)[number] = { request: request.clone() };
  mine.push(call);
  const fault = faults.get(subject)?.[mine.length - 1];
  if (fault === "down") return new Response(null, { status: 500 });
  const response = await receiveLead(request, { secret: SECRET, seen });
  if (response.ok) call.answer = (await response.clone().json()) as { id: string; duplicate: boolean };
  return fault === "lost" ? new Response(null, { status: 500 }) : response;
}

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker({
    vars: {
      FORM_ENDPOINT: "https://provider.test/submit",
      FORM_ACCESS_KEY: TEST_ACCESS_KEY,
      LEADS_WEBHOOK_URL: RECEIVER,
      LEADS_WEBHOOK_SECRET: SECRET,
      LEADS_RETRY_BASE_MS: "100",
      LEADS_RETRY_MAX_MS: "400",
      LEADS_RETRY_WINDOW_MS: "20000",
    },
    rateLimit: 10_000,
    outbound,
  });
});
afterAll(async () => {
  await worker?.dispose();
});

let unique = 0;
async function send(plan: Fault[]): Promise<string> {
  unique += 1;
  const subject = `Receiver lead ${unique}`;
  faults.set(subject, plan);
  const response = await worker.fetch(
    "/api/contact",
    contactRequest({ ...samples.contact, subject, submission_id: `receiver-form-${unique}` }),
  );
  expect(response.status).toBe(200);
  await response.arrayBuffer();
  return subject;
}

async function stored(subject: string): Promise<Lead> {
  const leads = (await (await worker.admin("/api/leads?limit=1000")).json()) as Lead[];
  return leads.find((l) => l.fields.subject === subject)!;
}

/** The lead once the site has it delivered to the receiver. */
async function delivered(subject: string): Promise<Lead> {
  return vi.waitFor(
    async () => {
      const lead = await stored(subject);
      expect(lead.deliveries.webhook?.state).toBe("delivered");
      return lead;
    },
    { timeout: 10_000, interval: 100 },
  );
}

describe("the documented receiver, against real deliveries", () => {
  it("is reached over http on a loopback host with a 32-character secret", () => {
    expect(SECRET).toHaveLength(32);
    expect(worker.logs().join("\n")).not.toContain("webhook_misconfigured");
  });

  it.each([
    ["answers 2xx at once", []],
    ["kept the lead, then crashed before answering", ["lost"]],
    ["kept it and crashed twice", ["lost", "lost"]],
    ["was down, then kept the lead and crashed", ["down", "lost"]],
  ] as [string, Fault[]][])(
    "keeps each lead once when the receiver %s: every retry recognised as a duplicate",
    async (_, plan) => {
      const subject = await send(plan);
      const lead = await delivered(subject);
      const mine = calls.get(subject)!;
      expect(mine).toHaveLength(plan.length + 1);
      expect(lead.deliveries.webhook?.attempts).toBe(plan.length + 1);
      // Kept once, as the site stored it.
      expect(kept.get(lead.id)).toEqual([
        { id: lead.id, createdAt: lead.createdAt, variant: "contact", page: lead.page, fields: lead.fields },
      ]);
      // The example's answers: new the first time it ran, a duplicate every time after.
      const answers = mine.filter((c) => c.answer).map((c) => c.answer);
      const ran = plan.filter((f) => f !== "down").length + 1;
      expect(answers).toEqual([
        { id: lead.id, duplicate: false },
        ...Array.from({ length: ran - 1 }, () => ({ id: lead.id, duplicate: true })),
      ]);
    },
  );

  describe("a real delivery, replayed", () => {
    let original: Request;
    let body: string;
    let id: string;
    beforeAll(async () => {
      const subject = await send([]);
      id = (await delivered(subject)).id;
      original = calls.get(subject)![0]!.request;
      body = await original.clone().text();
    });

    /** The delivery's signature header made again with `secret`. */
    const signed = (secret: string) => {
      const t = /^t=(\d+),/.exec(original.headers.get("lead-signature")!)![1];
      return `t=${t},v1=${createHmac("sha256", secret).update(`${t}.${body}`).digest("hex")}`;
    };

    /** The delivery sent again to the example, with its body or signature changed, at a time, into a store, under a secret. */
    const replay = (
      changes: { body?: string; signature?: string | null } = {},
      options: { now?: number; seen?: Parameters<typeof receiveLead>[1]["seen"]; secret?: string } = {},
    ) => {
      const headers = new Headers(original.headers);
      if (changes.signature === null) headers.delete("lead-signature");
      else if (changes.signature !== undefined) headers.set("lead-signature", changes.signature);
      const request = new Request(RECEIVER, { method: "POST", headers, body: changes.body ?? body });
      return receiveLead(request, { secret: SECRET, seen, ...options });
    };

    it("as sent: 200, a duplicate, nothing kept again", async () => {
      const response = await replay();
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ id, duplicate: true });
      expect(kept.get(id)).toHaveLength(1);
    });

    it("into a fresh store with get/put (a Durable Object's storage): kept once, then a duplicate", async () => {
      const storage = new Map<string, WebhookPayload>();
      const store = {
        get: async (key: string) => storage.get(key),
        put: async (key: string, lead: WebhookPayload) => void storage.set(key, lead),
      };
      const receive = () => replay({}, { seen: store });
      expect(await (await receive()).json()).toEqual({ id, duplicate: false });
      expect(await (await receive()).json()).toEqual({ id, duplicate: true });
      expect([...storage.keys()]).toEqual([id]);
    });

    it.each([
      ["a trailing newline", `${SECRET}\n`],
      ["a CRLF and spaces", `  ${SECRET} \r\n`],
    ])(
      "reads a secret with %s as the site does (trimmed): the site's signature is good, not a 401",
      async (_, padded) => {
        const response = await replay({}, { secret: padded });
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ id, duplicate: true });
      },
    );

    it.each([
      ["a body changed after signing", () => ({ body: body.replace(/"subject":"[^"]*"/, '"subject":"Forged"') })],
      ["another lead's id in the body", () => ({ body: body.replace(id, "forged-id") })],
      ["a signature made with another secret", () => ({ signature: signed("another-secret-of-32-characters!") })],
      [
        "a signature over another timestamp",
        () => ({ signature: signed(SECRET).replace(/^t=(\d+)/, (_, t) => `t=${Number(t) - 1}`) }),
      ],
      ["no signature", () => ({ signature: null })],
      ["a malformed signature", () => ({ signature: "v1=abc" })],
    ])("refuses %s with 401, keeping nothing", async (_, change) => {
      const before = [...kept.keys()];
      const response = await replay(change());
      expect(response.status).toBe(401);
      expect([...kept.keys()]).toEqual(before);
    });

    it.each([
      ["stale (older than 5 minutes)", +1],
      ["from the future (by more than 5 minutes)", -1],
    ])("refuses a signature %s with 401", async (_, sign) => {
      const t = Number(/^t=(\d+),/.exec(original.headers.get("lead-signature")!)![1]);
      const response = await replay({}, { now: (t + sign * (TOLERANCE_SECONDS + 1)) * 1000 });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: "stale signature" });
      // Just inside the tolerance, the same request is good (a duplicate).
      expect((await replay({}, { now: (t + sign * TOLERANCE_SECONDS) * 1000 })).status).toBe(200);
    });
  });
});

describe("a secret with a trailing newline, on both sides (a file or `echo` piped to `wrangler secret put`)", () => {
  it("is read the same way by the site and the receiver: the first delivery is kept, never a 401", async () => {
    const padded = `${SECRET}\n`;
    const statuses: number[] = [];
    const padWorker = await startWorker({
      vars: {
        FORM_ENDPOINT: "https://provider.test/submit",
        FORM_ACCESS_KEY: TEST_ACCESS_KEY,
        LEADS_WEBHOOK_URL: RECEIVER,
        LEADS_WEBHOOK_SECRET: padded,
        LEADS_RETRY_BASE_MS: "100",
      },
      outbound: async (request) => {
        if (request.url !== RECEIVER) return Response.json({ success: true });
        const response = await receiveLead(request, { secret: padded, seen: new Set<string>() });
        statuses.push(response.status);
        return response;
      },
    });
    try {
      const response = await padWorker.fetch(
        "/api/contact",
        contactRequest({ ...samples.contact, subject: "Padded secret", submission_id: "receiver-form-padded" }),
      );
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      await vi.waitFor(
        async () => {
          const [lead] = (await (await padWorker.admin("/api/leads?limit=10")).json()) as Lead[];
          expect(lead?.deliveries.webhook).toMatchObject({ state: "delivered", attempts: 1 });
        },
        { timeout: 10_000, interval: 100 },
      );
      expect(statuses).toEqual([200]);
    } finally {
      await padWorker.dispose();
    }
  });
});
