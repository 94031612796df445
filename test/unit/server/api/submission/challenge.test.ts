/** The Turnstile challenge: when it is on, and how each siteverify answer is judged. */
import { createHash } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  idempotencyKey,
  resetUnverifiedLog,
  verifyChallenge,
} from "../../../../../src/server/api/submission/challenge";
import { captureLogs, stubFetch } from "../../../../support/leadStore";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const SITEVERIFY = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
const HOST = "www.site.test";
const env = (vars: Record<string, string> = {}) =>
  ({ TURNSTILE_SECRET_KEY: "secret", SITE_URL: `https://${HOST}`, ...vars }) as never;
const verify = (token: unknown, vars: Record<string, string> = {}, ip = "203.0.113.5", leadId = "sub-1.0a1b") =>
  verifyChallenge(env(vars), { token, ip, leadId });
/** Siteverify's answer for a good token of this site. */
const good = { success: true, hostname: HOST };

describe("idempotencyKey", () => {
  it("is a UUID made of the first 16 bytes of SHA-256 of the lead id and the token", async () => {
    for (const token of ["token-1", "token-2", "token-3", "token-4"]) {
      const hex = createHash("sha256").update(`sub-1.0a1b\n${token}`).digest("hex").slice(0, 32);
      const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
      expect(await idempotencyKey("sub-1.0a1b", token)).toBe(uuid);
    }
  });

  it("binds the content: one token with two enquiries of one form gets two keys", async () => {
    expect(await idempotencyKey("sub-1.aaaa", "token-1")).not.toBe(await idempotencyKey("sub-1.bbbb", "token-1"));
  });
});

describe("verifyChallenge", () => {
  it.each([undefined, 42, "", "   "])("calls a token %j missing, and asks no one", async (token) => {
    const requests = stubFetch(() => Response.json(good));
    expect(await verify(token)).toBe("missing");
    expect(requests).toHaveLength(0);
  });

  it("asks siteverify with the secret, the token, the address and an idempotency key", async () => {
    const requests = stubFetch(() => Response.json(good));
    expect(await verify("token-1")).toBe("passed");
    const [request] = requests;
    expect(request!.url).toBe(SITEVERIFY);
    expect(request!.method).toBe("POST");
    expect(request!.headers.get("content-type")).toBe("application/json");
    expect(await request!.json()).toEqual({
      secret: "secret",
      response: "token-1",
      remoteip: "203.0.113.5",
      idempotency_key: await idempotencyKey("sub-1.0a1b", "token-1"),
    });
  });

  it("leaves out an unknown address, and asks the configured URL", async () => {
    const requests = stubFetch(() => Response.json(good));
    await verify("token-1", { TURNSTILE_VERIFY_URL: " https://verify.test/siteverify " }, "unknown");
    expect(requests[0]!.url).toBe("https://verify.test/siteverify");
    expect(await requests[0]!.json()).not.toHaveProperty("remoteip");
    await verify("token-1", { TURNSTILE_VERIFY_URL: "  " });
    expect(requests[1]!.url).toBe(SITEVERIFY);
  });

  it.each([
    [{ success: true, hostname: HOST }, "passed"],
    [{ success: false, "error-codes": ["invalid-input-response"] }, "refused"],
    [{ success: false, "error-codes": ["timeout-or-duplicate"] }, "refused"],
    [{ success: false, "error-codes": ["missing-input-response"] }, "refused"],
    [{ success: false, "error-codes": ["invalid-input-secret"] }, "unverified"],
    [{ success: false, "error-codes": ["missing-input-secret"] }, "unverified"],
    [{ success: false, "error-codes": ["internal-error"] }, "unverified"],
    [{ success: false, "error-codes": ["bad-request"] }, "unverified"],
    [{ success: false, "error-codes": ["invalid-input-response", "invalid-input-secret"] }, "unverified"],
    [{ success: false, "error-codes": ["a-code-not-yet-known"] }, "unverified"],
    [{ success: false }, "unverified"],
    [{ success: false, "error-codes": [] }, "unverified"],
    [{ success: "true", hostname: HOST }, "unverified"],
    [{}, "unverified"],
    [{ success: true }, "unverified"],
    [{ success: true, hostname: "evil.example" }, "unverified"],
    [{ success: true, hostname: `${HOST}.evil.example` }, "unverified"],
  ])("judges the answer %j as %s", async (answer, result) => {
    stubFetch(() => Response.json(answer));
    expect(await verify("token-1")).toBe(result);
  });

  it("does not compare the hostname under Cloudflare's published test secrets", async () => {
    stubFetch(() => Response.json({ success: true, hostname: "example.com" }));
    for (const secret of ["1x0000000000000000000000000000000AA", "2x0000000000000000000000000000000AA"])
      expect(await verify("token-1", { TURNSTILE_SECRET_KEY: secret })).toBe("passed");
    expect(await verify("token-1", { TURNSTILE_SECRET_KEY: "1x0000000000000000000000000000000AB" })).toBe("unverified");
  });

  it("logs an answer it cannot use as an error once an hour, naming the codes, never the secret", async () => {
    resetUnverifiedLog();
    vi.useFakeTimers({ now: 0, toFake: ["Date"] });
    const logs = captureLogs();
    stubFetch(() => Response.json({ success: false, "error-codes": ["invalid-input-secret"] }));
    await verify("token-1", { TURNSTILE_SECRET_KEY: "wrong-secret-typo" });
    vi.setSystemTime(59 * 60_000);
    await verify("token-2", { TURNSTILE_SECRET_KEY: "wrong-secret-typo" });
    expect(logs).toEqual([
      { console: "error", level: "error", event: "challenge_unverified", reason: "invalid-input-secret" },
    ]);
    vi.setSystemTime(60 * 60_000);
    await verify("token-3", { TURNSTILE_SECRET_KEY: "wrong-secret-typo" });
    expect(logs).toHaveLength(2);
    expect(JSON.stringify(logs)).not.toContain("wrong-secret-typo");
  });

  it.each([
    ["50", 50],
    ["", 3_000],
    ["0", 3_000],
    ["-1", 3_000],
    ["x", 3_000],
  ])("waits TURNSTILE_TIMEOUT_MS %j: %i ms", async (configured, ms) => {
    const timeout = vi.spyOn(AbortSignal, "timeout");
    stubFetch(() => Response.json(good));
    await verify("token-1", { TURNSTILE_TIMEOUT_MS: configured });
    expect(timeout).toHaveBeenCalledWith(ms);
    timeout.mockRestore();
  });

  it("is unavailable when siteverify does not answer in time", async () => {
    stubFetch(
      (request) =>
        new Promise<Response>((_, reject) =>
          request.signal.addEventListener("abort", () => reject(request.signal.reason)),
        ),
    );
    expect(await verify("token-1", { TURNSTILE_TIMEOUT_MS: "30" })).toBe("unavailable");
  });
});
