/**
 * POST /api/contact in workerd when the lead store is unavailable (the Worker forwards directly,
 * as before there was a store): provider faults reach the visitor as errors with their values
 * kept; the per-IP limit; and the secret kept out of every answer and log.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactFormCopy as copy, contactResultCopy } from "../../src/content/contact";
import { contactRequest, samples, TEST_ACCESS_KEY } from "../support/mockProvider";
import { startWorker, type TestWorker } from "../support/worker";

const TIMEOUT_MS = 400;
/** Every answer body of this file, checked for the secret at the end. */
const answers: string[] = [];
const workers: TestWorker[] = [];

let provider: (request: Request) => Response | Promise<Response> = () => Response.json({ success: true });
let w: TestWorker;

async function send(worker: TestWorker, init = contactRequest({ ...samples.contact })) {
  const response = await worker.fetch("/api/contact", init);
  const text = await response.text();
  answers.push(text, [...response.headers].join("\n"));
  return { status: response.status, text, headers: response.headers };
}

beforeAll(async () => {
  w = await startWorker({
    vars: {
      FORM_ENDPOINT: "https://provider.test/submit",
      FORM_ACCESS_KEY: TEST_ACCESS_KEY,
      FORM_TIMEOUT_MS: String(TIMEOUT_MS),
    },
    rateLimit: 1000,
    outbound: (request) => provider(request),
    leads: false,
  });
  workers.push(w);
});
afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.dispose()));
});
beforeEach(() => {
  w.outbound.length = 0;
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(typeof body === "string" ? body : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });

interface Fault {
  name: string;
  provider: typeof provider;
  status: number;
  message: string;
}

const faults: Fault[] = [
  {
    name: "provider 500 without a message",
    provider: () => json(500, { success: false }),
    status: 502,
    message: copy.providerFallback,
  },
  {
    name: "provider 500 with a message (never shown: the visitor gets ours)",
    provider: () => json(500, { success: false, message: "Service down" }),
    status: 502,
    message: copy.providerFallback,
  },
  {
    name: "provider 200 with success: false and its own text (never shown)",
    provider: () => json(200, { success: false, message: "Quota reached" }),
    status: 502,
    message: copy.providerFallback,
  },
  {
    name: "provider 200 with success: false, no message",
    provider: () => json(200, { success: false }),
    status: 502,
    message: copy.providerFallback,
  },
  {
    name: 'provider 200 with success: "true" (a string)',
    provider: () => json(200, { success: "true" }),
    status: 502,
    message: copy.providerFallback,
  },
  {
    name: "provider 200 with a non-JSON body",
    provider: () => new Response("<html>ok</html>", { status: 200 }),
    status: 502,
    message: copy.providerFallback,
  },
  {
    name: "provider redirect (not followed)",
    provider: () => json(302, { success: true }, { location: "https://provider.test/elsewhere" }),
    status: 502,
    message: copy.providerFallback,
  },
  {
    name: "provider echoing the secret in its message (never shown)",
    provider: () => json(401, { success: false, message: `Invalid access key ${TEST_ACCESS_KEY}` }),
    status: 502,
    message: copy.providerFallback,
  },
  {
    name: "network error",
    provider: () => {
      throw new TypeError("connect ECONNREFUSED");
    },
    status: 502,
    message: copy.providerFallback,
  },
  {
    name: "provider hangs past the timeout",
    provider: () =>
      new Promise<Response>((resolve) => setTimeout(() => resolve(json(200, { success: true })), TIMEOUT_MS * 6)),
    status: 504,
    message: copy.answers.timeout,
  },
];

describe("provider faults without the lead store (storage unavailable)", () => {
  it.each(faults)("$name → $status", async (fault) => {
    provider = fault.provider;
    const { status, text } = await send(w);
    expect(status).toBe(fault.status);
    expect(JSON.parse(text)).toEqual({ success: false, message: fault.message });
    expect(w.outbound).toHaveLength(1);
  });

  it("a plain post that the provider refuses keeps every value in the form shown again", async () => {
    provider = () => json(200, { success: false, message: "Quota reached" });
    const { status, text } = await send(
      w,
      contactRequest({ ...samples.contact }, { encoding: "urlencoded", json: false }),
    );
    expect(status).toBe(502);
    for (const value of Object.values(samples.contact)) expect(text).toContain(value.replace(/\n/g, "\n"));
    expect(text).toContain(copy.providerFallback);
    expect(text).not.toContain("Quota reached");
  });

  it("a failed plain post of the hire form comes back as the hire form", async () => {
    provider = () => json(200, { success: false, message: "Quota reached" });
    const body = { ...samples.hire, subject: "Hire a team" };
    const { status, text } = await send(w, contactRequest(body, { encoding: "urlencoded", json: false }));
    expect(status).toBe(502);
    expect(text).toContain(`value="${samples.hire.company}"`);
    expect(text).toContain(contactResultCopy.retry.title);
    expect(text).toContain('name="name"');
  });
});

describe("per-IP rate limit (Workers rate-limiting binding)", () => {
  it("answers 429 once the limit is used up, without calling the provider", async () => {
    const limited = await startWorker({
      vars: { FORM_ENDPOINT: "https://provider.test/submit", FORM_ACCESS_KEY: TEST_ACCESS_KEY },
      rateLimit: 2,
      outbound: () => json(200, { success: true }),
    });
    workers.push(limited);
    const ip = { "cf-connecting-ip": "203.0.113.7" };
    for (let i = 0; i < 2; i++)
      expect((await send(limited, contactRequest({ ...samples.contact }, { headers: ip }))).status).toBe(200);
    const next = await send(limited, contactRequest({ ...samples.contact }, { headers: ip }));
    expect(next.status).toBe(429);
    expect(JSON.parse(next.text)).toEqual({ success: false, message: copy.answers.rateLimited });
    expect(next.headers.get("retry-after")).toBe("60");
    expect(limited.outbound).toHaveLength(2);
  });
});

describe("the secret", () => {
  it("appears in no answer and no log line", () => {
    expect(answers.length).toBeGreaterThan(10);
    for (const text of answers) expect(text).not.toContain(TEST_ACCESS_KEY);
    const logs = workers.flatMap((worker) => worker.logs());
    expect(logs.length).toBeGreaterThan(0);
    for (const line of logs) expect(line).not.toContain(TEST_ACCESS_KEY);
  });
});
