/** The Turnstile challenge: when it is on, and how each siteverify answer is judged. */
import { createHash } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { idempotencyKey, verifyChallenge } from "../../../../../src/server/api/submission/challenge";
import { stubFetch } from "../../../../support/leadStore";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const SITEVERIFY = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
const env = (vars: Record<string, string> = {}) => ({ TURNSTILE_SECRET_KEY: "secret", ...vars }) as never;
const verify = (token: unknown, vars: Record<string, string> = {}, ip = "203.0.113.5") =>
  verifyChallenge(env(vars), { token, ip, submissionId: "sub-1" });

describe("idempotencyKey", () => {
  it("is a UUID made of the first 16 bytes of SHA-256 of the submission id and the token", async () => {
    for (const token of ["token-1", "token-2", "token-3", "token-4"]) {
      const hex = createHash("sha256").update(`sub-1\n${token}`).digest("hex").slice(0, 32);
      const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
      expect(await idempotencyKey("sub-1", token)).toBe(uuid);
    }
  });
});

describe("verifyChallenge", () => {
  it.each([undefined, 42, "", "   "])("calls a token %j missing, and asks no one", async (token) => {
    const requests = stubFetch(() => Response.json({ success: true }));
    expect(await verify(token)).toBe("missing");
    expect(requests).toHaveLength(0);
  });

  it("asks siteverify with the secret, the token, the address and an idempotency key", async () => {
    const requests = stubFetch(() => Response.json({ success: true }));
    expect(await verify("token-1")).toBe("passed");
    const [request] = requests;
    expect(request!.url).toBe(SITEVERIFY);
    expect(request!.method).toBe("POST");
    expect(request!.headers.get("content-type")).toBe("application/json");
    expect(await request!.json()).toEqual({
      secret: "secret",
      response: "token-1",
      remoteip: "203.0.113.5",
      idempotency_key: await idempotencyKey("sub-1", "token-1"),
    });
  });

  it("leaves out an unknown address, and asks the configured URL", async () => {
    const requests = stubFetch(() => Response.json({ success: true }));
    await verify("token-1", { TURNSTILE_VERIFY_URL: " https://verify.test/siteverify " }, "unknown");
    expect(requests[0]!.url).toBe("https://verify.test/siteverify");
    expect(await requests[0]!.json()).not.toHaveProperty("remoteip");
    await verify("token-1", { TURNSTILE_VERIFY_URL: "  " });
    expect(requests[1]!.url).toBe(SITEVERIFY);
  });

  it.each([
    [{ success: false }, "failed"],
    [{ success: "true" }, "failed"],
    [{}, "failed"],
    [{ success: true }, "passed"],
  ])("judges the answer %j as %s", async (answer, result) => {
    stubFetch(() => Response.json(answer));
    expect(await verify("token-1")).toBe(result);
  });

  it("is unavailable on a 5xx, a body that is not JSON, or a network error", async () => {
    stubFetch(() => Response.json({ success: true }, { status: 500 }));
    expect(await verify("token-1")).toBe("unavailable");
    stubFetch(() => new Response("<html>"));
    expect(await verify("token-1")).toBe("unavailable");
    stubFetch(() => {
      throw new TypeError("fetch failed");
    });
    expect(await verify("token-1")).toBe("unavailable");
  });

  it.each([
    ["50", 50],
    ["", 3_000],
    ["0", 3_000],
    ["-1", 3_000],
    ["x", 3_000],
  ])("waits TURNSTILE_TIMEOUT_MS %j: %i ms", async (configured, ms) => {
    const timeout = vi.spyOn(AbortSignal, "timeout");
    stubFetch(() => Response.json({ success: true }));
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
