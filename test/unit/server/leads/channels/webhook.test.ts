/** The webhook channel: its settings, its signature, and how each answer is judged. */
import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  sendWebhook,
  signature,
  webhookConfig,
  webhookProblem,
  webhookSetup,
  WEBHOOK_HEADERS,
  type WebhookPayload,
} from "../../../../../src/server/leads/channels/webhook";
import { stubFetch, WEBHOOK_URL } from "../../../../support/leadStore";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A secret of the shortest length accepted (32), and one a character short. */
const SECRET = "shared-secret-0123456789abcdefgh";
const SHORT = SECRET.slice(1);
const config = { url: WEBHOOK_URL, secret: SECRET, timeoutMs: 1_000 };
const payload: WebhookPayload = {
  id: "lead-1",
  createdAt: "2026-11-01T00:00:00.000Z",
  variant: "contact",
  page: null,
  fields: { email: "ada@example.com" },
};

describe("webhookConfig", () => {
  it("is on only with both the URL and the secret", () => {
    expect(SECRET).toHaveLength(32);
    expect(webhookConfig({})).toBeNull();
    expect(webhookConfig({ LEADS_WEBHOOK_URL: WEBHOOK_URL })).toBeNull();
    expect(webhookConfig({ LEADS_WEBHOOK_SECRET: SECRET })).toBeNull();
    expect(webhookConfig({ LEADS_WEBHOOK_URL: " ", LEADS_WEBHOOK_SECRET: SECRET })).toBeNull();
    expect(webhookConfig({ LEADS_WEBHOOK_URL: WEBHOOK_URL, LEADS_WEBHOOK_SECRET: "  " })).toBeNull();
    expect(webhookConfig({ LEADS_WEBHOOK_URL: ` ${WEBHOOK_URL} `, LEADS_WEBHOOK_SECRET: ` ${SECRET} ` })).toEqual({
      url: WEBHOOK_URL,
      secret: SECRET,
      timeoutMs: 10_000,
    });
  });

  it("is null, so nothing is sent, for a plain http URL to another host or a 31-character secret", () => {
    expect(webhookConfig({ LEADS_WEBHOOK_URL: "http://hooks.test/leads", LEADS_WEBHOOK_SECRET: SECRET })).toBeNull();
    expect(webhookConfig({ LEADS_WEBHOOK_URL: WEBHOOK_URL, LEADS_WEBHOOK_SECRET: SHORT })).toBeNull();
  });

  it.each([
    ["2500", 2_500],
    ["", 10_000],
    ["0", 10_000],
    ["-1", 10_000],
    ["soon", 10_000],
    // Clamped as the provider's timeout is: 100 ms … 30 s.
    ["600000", 30_000],
    ["Infinity", 10_000],
    ["30001", 30_000],
    ["5", 100],
  ])("takes LEADS_WEBHOOK_TIMEOUT_MS %j as %i ms", (value, ms) => {
    const env = { LEADS_WEBHOOK_URL: WEBHOOK_URL, LEADS_WEBHOOK_SECRET: SECRET, LEADS_WEBHOOK_TIMEOUT_MS: value };
    expect(webhookConfig(env)?.timeoutMs).toBe(ms);
  });
});

describe("webhookSetup", () => {
  const setup = (url: string | undefined, secret: string | undefined) =>
    webhookSetup({ LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: secret });

  it("is off, and says nothing, with neither var set (blank counts as unset)", () => {
    expect(setup(undefined, undefined)).toEqual({ state: "off" });
    expect(setup("", " ")).toEqual({ state: "off" });
    expect(webhookProblem({})).toBeNull();
  });

  it.each([
    "https://hooks.test/leads",
    "http://127.0.0.1:8788/leads",
    "http://localhost/leads",
    "http://LOCALHOST:9/leads",
    "http://[::1]:8788/leads",
  ])("is on for %s with a 32-character secret", (url) => {
    expect(setup(url, SECRET)).toEqual({ state: "on", config: { url, secret: SECRET, timeoutMs: 10_000 } });
    expect(webhookProblem({ LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: SECRET })).toBeNull();
  });

  it.each([
    ["http://hooks.test/leads", "http://hooks.test"],
    ["http://127.0.0.2/leads", "http://127.0.0.2"],
    ["http://localhost.example.com/leads", "http://localhost.example.com"],
    ["ftp://hooks.test/leads", "ftp://hooks.test"],
    ["ftp://127.0.0.1/leads", "ftp://127.0.0.1"],
  ])("refuses %s: https only, plain http to this machine alone", (url, shown) => {
    expect(setup(url, SECRET)).toEqual({
      state: "misconfigured",
      reason: "url_not_https",
      message: `LEADS_WEBHOOK_URL must be https: (http: only to 127.0.0.1, [::1], localhost), not ${shown}`,
    });
  });

  it("names the URL's scheme and host only, never its path, query or credentials, nor the secret", () => {
    const problem = webhookProblem({
      LEADS_WEBHOOK_URL: "http://user:pass@crm.example.org:8080/hooks/leads?token=hidden",
      LEADS_WEBHOOK_SECRET: SECRET,
    });
    expect(problem?.message).toMatch(/not http:\/\/crm\.example\.org:8080$/);
    for (const hidden of ["user", "pass", "hooks", "token", "hidden", SECRET])
      expect(problem?.message).not.toContain(hidden);
  });

  it("refuses a URL that does not parse, without repeating it", () => {
    expect(setup("hooks.test/leads?token=hidden", SECRET)).toEqual({
      state: "misconfigured",
      reason: "url_invalid",
      message: "LEADS_WEBHOOK_URL is not an absolute URL",
    });
  });

  it("refuses a secret of 31 characters (after trimming), or none, and accepts 32", () => {
    expect(SHORT).toHaveLength(31);
    expect(setup(WEBHOOK_URL, ` ${SHORT} `)).toEqual({
      state: "misconfigured",
      reason: "secret_too_short",
      message: "LEADS_WEBHOOK_SECRET is 31 characters long; it must be at least 32 (e.g. `openssl rand -base64 32`)",
    });
    expect(setup(WEBHOOK_URL, " ")).toMatchObject({
      reason: "secret_too_short",
      message: "LEADS_WEBHOOK_SECRET is not set; it must be at least 32 (e.g. `openssl rand -base64 32`)",
    });
    expect(setup(WEBHOOK_URL, ` ${SECRET} `)).toMatchObject({ state: "on" });
  });

  it("refuses a secret without a URL", () => {
    expect(webhookProblem({ LEADS_WEBHOOK_SECRET: SECRET })).toEqual({
      reason: "secret_without_url",
      message: "LEADS_WEBHOOK_SECRET is set but LEADS_WEBHOOK_URL is not",
    });
  });
});

describe("signature", () => {
  it("is the HMAC-SHA256 of '<t>.<body>' in hex, with its timestamp", async () => {
    const mac = createHmac("sha256", SECRET).update('1790000000.{"a":1}').digest("hex");
    expect(await signature(SECRET, 1790000000, '{"a":1}')).toBe(`t=1790000000,v1=${mac}`);
  });
});

describe("sendWebhook", () => {
  it("POSTs the lead as signed JSON with its id as the idempotency key, following no redirect", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(1_790_000_000_999);
    const requests = stubFetch(() => new Response("ok"));
    expect(await sendWebhook(payload, config)).toEqual({ ok: true });
    const [request] = requests;
    const body = JSON.stringify(payload);
    expect(request!.method).toBe("POST");
    expect(request!.url).toBe(WEBHOOK_URL);
    expect(request!.redirect).toBe("manual");
    expect(request!.headers.get("content-type")).toBe("application/json");
    expect(request!.headers.get(WEBHOOK_HEADERS.idempotency)).toBe("lead-1");
    expect(request!.headers.get(WEBHOOK_HEADERS.signature)).toBe(await signature(SECRET, 1_790_000_000, body));
    expect(await request!.text()).toBe(body);
  });

  it.each([400, 404, 302, 500, 429])("judges an answer %i by its status", async (status) => {
    stubFetch(() => new Response(null, { status }));
    expect(await sendWebhook(payload, config)).toEqual({ ok: false, reason: "status", providerStatus: status });
  });

  it("calls a request that fails a network error", async () => {
    stubFetch(() => {
      throw new TypeError("fetch failed");
    });
    expect(await sendWebhook(payload, config)).toEqual({ ok: false, reason: "network" });
  });

  it.each(["TimeoutError", "AbortError"])("calls a %s a timeout", async (name) => {
    stubFetch(() => {
      throw new DOMException("too slow", name);
    });
    expect(await sendWebhook(payload, config)).toEqual({ ok: false, reason: "timeout" });
  });

  it("gives up waiting after its timeout", async () => {
    stubFetch(
      (_request, signal) =>
        new Promise<Response>((_, reject) => signal.addEventListener("abort", () => reject(signal.reason))),
    );
    const started = performance.now();
    expect(await sendWebhook(payload, { ...config, timeoutMs: 50 })).toEqual({ ok: false, reason: "timeout" });
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
