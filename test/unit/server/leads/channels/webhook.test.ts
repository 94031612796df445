/** The webhook channel: its settings, its signature, and how each answer is judged. */
import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  sendWebhook,
  signature,
  webhookConfig,
  WEBHOOK_HEADERS,
  type WebhookPayload,
} from "../../../../../src/server/leads/channels/webhook";
import { stubFetch, WEBHOOK_URL } from "../../../../support/leadStore";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const config = { url: WEBHOOK_URL, secret: "shared-secret", timeoutMs: 1_000 };
const payload: WebhookPayload = {
  id: "lead-1",
  createdAt: "2026-11-01T00:00:00.000Z",
  variant: "contact",
  page: null,
  fields: { email: "ada@example.com" },
};

describe("webhookConfig", () => {
  it("is on only with both the URL and the secret", () => {
    expect(webhookConfig({})).toBeNull();
    expect(webhookConfig({ LEADS_WEBHOOK_URL: WEBHOOK_URL })).toBeNull();
    expect(webhookConfig({ LEADS_WEBHOOK_SECRET: "s" })).toBeNull();
    expect(webhookConfig({ LEADS_WEBHOOK_URL: " ", LEADS_WEBHOOK_SECRET: "s" })).toBeNull();
    expect(webhookConfig({ LEADS_WEBHOOK_URL: WEBHOOK_URL, LEADS_WEBHOOK_SECRET: "  " })).toBeNull();
    expect(webhookConfig({ LEADS_WEBHOOK_URL: ` ${WEBHOOK_URL} `, LEADS_WEBHOOK_SECRET: " s " })).toEqual({
      url: WEBHOOK_URL,
      secret: "s",
      timeoutMs: 10_000,
    });
  });

  it.each([
    ["2500", 2_500],
    ["", 10_000],
    ["0", 10_000],
    ["-1", 10_000],
    ["soon", 10_000],
  ])("takes LEADS_WEBHOOK_TIMEOUT_MS %j as %i ms", (value, ms) => {
    const env = { LEADS_WEBHOOK_URL: WEBHOOK_URL, LEADS_WEBHOOK_SECRET: "s", LEADS_WEBHOOK_TIMEOUT_MS: value };
    expect(webhookConfig(env)?.timeoutMs).toBe(ms);
  });
});

describe("signature", () => {
  it("is the HMAC-SHA256 of '<t>.<body>' in hex, with its timestamp", async () => {
    const mac = createHmac("sha256", "shared-secret").update('1790000000.{"a":1}').digest("hex");
    expect(await signature("shared-secret", 1790000000, '{"a":1}')).toBe(`t=1790000000,v1=${mac}`);
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
    expect(request!.headers.get(WEBHOOK_HEADERS.signature)).toBe(await signature("shared-secret", 1_790_000_000, body));
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
      (request) =>
        new Promise<Response>((_, reject) =>
          request.signal.addEventListener("abort", () => reject(request.signal.reason)),
        ),
    );
    const started = performance.now();
    expect(await sendWebhook(payload, { ...config, timeoutMs: 50 })).toEqual({ ok: false, reason: "timeout" });
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
