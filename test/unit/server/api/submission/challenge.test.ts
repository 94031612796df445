/** The Turnstile challenge: when it is on, and how each siteverify answer is judged. */
import { createHash } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  challengeMisconfiguration,
  checkChallenge,
  idempotencyKey,
  resetUnverifiedLog,
  verifyChallenge,
} from "../../../../../src/server/api/submission/challenge";
import { captureLogs, stubFetch } from "../../../../support/leadStore";
import { resetRefusedSettings } from "../../../../../src/server/leads/refusedSetting";

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

  it("leaves out an unknown address, and asks the configured URL on this machine", async () => {
    const requests = stubFetch(() => Response.json(good));
    await verify("token-1", { TURNSTILE_VERIFY_URL: " http://127.0.0.1:9/siteverify " }, "unknown");
    expect(requests[0]!.url).toBe("http://127.0.0.1:9/siteverify");
    expect(await requests[0]!.json()).not.toHaveProperty("remoteip");
    await verify("token-1", { TURNSTILE_VERIFY_URL: "  " });
    expect(requests[1]!.url).toBe(SITEVERIFY);
  });

  it("never sends the secret and the token to a TURNSTILE_VERIFY_URL elsewhere: siteverify's own, one error line", async () => {
    resetRefusedSettings();
    const lines = captureLogs();
    const requests = stubFetch(() => Response.json(good));
    for (const url of ["https://verify.example/siteverify", "http://attacker.example/x", "not a url"])
      await verify("token-1", { TURNSTILE_VERIFY_URL: url });
    expect(requests.map((request) => request.url)).toEqual([SITEVERIFY, SITEVERIFY, SITEVERIFY]);
    expect(lines.filter((line) => line.event === "setting_refused")).toEqual([
      expect.objectContaining({ console: "error", reason: "TURNSTILE_VERIFY_URL" }),
    ]);
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
      (_request, signal) =>
        new Promise<Response>((_, reject) => signal.addEventListener("abort", () => reject(signal.reason))),
    );
    expect(await verify("token-1", { TURNSTILE_TIMEOUT_MS: "30" })).toBe("unavailable");
  });
});

describe("challengeMisconfiguration: settings that can guard nothing", () => {
  const TEST_SECRETS = ["1x", "2x", "3x"].map((p) => `${p}0000000000000000000000000000000AA`);
  const TEST_SITE_KEYS = [
    "1x00000000000000000000AA",
    "2x00000000000000000000AB",
    "1x00000000000000000000BB",
    "2x00000000000000000000BB",
    "3x00000000000000000000FF",
  ];
  const REAL_SITE_KEY = "0x4AAAAAAABkMYinukE8nzYS";
  const keys = (site: string | undefined, secret: string | undefined) =>
    ({
      ...(site === undefined ? {} : { TURNSTILE_SITE_KEY: site }),
      ...(secret === undefined ? {} : { TURNSTILE_SECRET_KEY: secret }),
    }) as never;

  it.each(["localhost", "127.0.0.1", "[::1]", HOST])(
    "is off without a site key on %s, a secret alone included",
    (host) => {
      expect(challengeMisconfiguration(keys(undefined, undefined), host)).toBeNull();
      expect(challengeMisconfiguration(keys("  ", TEST_SECRETS[0]), host)).toBeNull();
    },
  );

  it.each(["localhost", "127.0.0.1", "[::1]", HOST])("calls a site key without a secret wrong anywhere: %s", (host) => {
    for (const secret of [undefined, "", "  \n"])
      expect(challengeMisconfiguration(keys(REAL_SITE_KEY, secret), host)).toEqual({
        setting: "TURNSTILE_SECRET_KEY",
        reason: "secret_missing",
      });
  });

  it.each(TEST_SECRETS)("calls the test secret %s wrong on a host that is not this machine", (secret) => {
    for (const host of [HOST, "127.0.0.2", "localhost.example", "[::2]", "10.0.0.1"])
      expect(challengeMisconfiguration(keys(REAL_SITE_KEY, ` ${secret}\n`), host)).toEqual({
        setting: "TURNSTILE_SECRET_KEY",
        reason: "test_secret",
      });
  });

  it.each(TEST_SITE_KEYS)("calls the test site key %s wrong on a host that is not this machine", (site) => {
    expect(challengeMisconfiguration(keys(` ${site} `, "a-real-secret"), HOST)).toEqual({
      setting: "TURNSTILE_SITE_KEY",
      reason: "test_site_key",
    });
  });

  it.each(["localhost", "127.0.0.1", "[::1]"])("leaves the test keys usable on %s (npm start)", (host) => {
    for (const secret of TEST_SECRETS)
      for (const site of TEST_SITE_KEYS) expect(challengeMisconfiguration(keys(site, secret), host)).toBeNull();
  });

  it("names the secret first when both keys are test keys, and takes keys that only resemble them as real", () => {
    expect(challengeMisconfiguration(keys(TEST_SITE_KEYS[0], TEST_SECRETS[0]), HOST)).toMatchObject({
      setting: "TURNSTILE_SECRET_KEY",
    });
    for (const [site, secret] of [
      [REAL_SITE_KEY, "4x0000000000000000000000000000000AA"],
      [REAL_SITE_KEY, "1x0000000000000000000000000000000AB"],
      [REAL_SITE_KEY, "x1x0000000000000000000000000000000AA"],
      [REAL_SITE_KEY, "1x0000000000000000000000000000000AAx"],
      ["1x00000000000000000000AAx", "secret"],
      ["x1x00000000000000000000AA", "secret"],
      ["1x0000000000000000000AA", "secret"],
      ["4x00000000000000000000AA", "secret"],
      ["1x00000000000000000000ag", "secret"],
    ])
      expect(challengeMisconfiguration(keys(site, secret), HOST), `${site} ${secret}`).toBeNull();
  });
});

describe("checkChallenge", () => {
  const check = (vars: Record<string, string>, hostname = HOST, token: unknown = "token-1") =>
    checkChallenge(env({ TURNSTILE_SITE_KEY: "0x4AAAAAAABkMYinukE8nzYS", ...vars }), {
      token,
      ip: "203.0.113.5",
      leadId: "sub-1.0a1b",
      hostname,
    });

  it("is off without a site key: siteverify is not asked", async () => {
    const requests = stubFetch(() => Response.json(good));
    expect(await checkChallenge(env(), { token: "t", ip: "unknown", leadId: "l", hostname: HOST })).toBe("off");
    expect(requests).toHaveLength(0);
  });

  it("asks siteverify when the keys are sound", async () => {
    const requests = stubFetch(() => Response.json(good));
    expect(await check({})).toBe("passed");
    expect(await check({}, HOST, "")).toBe("missing");
    expect(requests).toHaveLength(1);
  });

  it.each([
    [
      "the always-passing test secret",
      { TURNSTILE_SECRET_KEY: "1x0000000000000000000000000000000AA" },
      { success: true },
    ],
    [
      "the always-failing test secret",
      { TURNSTILE_SECRET_KEY: "2x0000000000000000000000000000000AA" },
      { success: false, "error-codes": ["invalid-input-response"] },
    ],
    [
      "the spent-token test secret",
      { TURNSTILE_SECRET_KEY: "3x0000000000000000000000000000000AA" },
      { success: false, "error-codes": ["timeout-or-duplicate"] },
    ],
    [
      "a test site key",
      { TURNSTILE_SITE_KEY: "1x00000000000000000000AA" },
      { success: false, "error-codes": ["invalid-input-response"] },
    ],
  ])("holds (unverified) under %s on a deployed host, without asking siteverify", async (_, vars, answer) => {
    const requests = stubFetch(() => Response.json(answer));
    expect(await check(vars)).toBe("unverified");
    expect(requests).toHaveLength(0);
  });

  it("holds (unverified) a site key without a secret, even on this machine", async () => {
    const requests = stubFetch(() => Response.json(good));
    expect(await check({ TURNSTILE_SECRET_KEY: "" }, "localhost")).toBe("unverified");
    expect(requests).toHaveLength(0);
  });

  it.each([
    ["1x", { success: true, hostname: "example.com" }, "passed"],
    ["2x", { success: false, "error-codes": ["invalid-input-response"] }, "refused"],
    ["3x", { success: false, "error-codes": ["timeout-or-duplicate"] }, "refused"],
  ])("keeps the %s test secret working on this machine", async (prefix, answer, result) => {
    stubFetch(() => Response.json(answer));
    const vars = {
      TURNSTILE_SITE_KEY: "1x00000000000000000000AA",
      TURNSTILE_SECRET_KEY: `${prefix}0000000000000000000000000000000AA`,
    };
    for (const host of ["localhost", "127.0.0.1", "[::1]"]) expect(await check(vars, host)).toBe(result);
  });

  it("logs a setting that guards nothing as an error once an hour, naming the setting, never its value", async () => {
    resetUnverifiedLog();
    vi.useFakeTimers({ now: 0, toFake: ["Date"] });
    const logs = captureLogs();
    const secret = "1x0000000000000000000000000000000AA";
    await check({ TURNSTILE_SECRET_KEY: secret });
    vi.setSystemTime(59 * 60_000);
    await check({ TURNSTILE_SECRET_KEY: secret });
    await check({ TURNSTILE_SITE_KEY: "2x00000000000000000000AB" });
    expect(logs).toEqual([
      {
        console: "error",
        level: "error",
        event: "challenge_misconfigured",
        reason: "test_secret",
        message:
          "TURNSTILE_SECRET_KEY is one of Cloudflare's test secrets, on a site that is not this machine: put the site's own secret",
      },
    ]);
    vi.setSystemTime(60 * 60_000);
    await check({ TURNSTILE_SITE_KEY: "2x00000000000000000000AB" });
    vi.setSystemTime(120 * 60_000);
    await check({ TURNSTILE_SECRET_KEY: "" });
    expect(logs.slice(1)).toEqual([
      expect.objectContaining({
        level: "error",
        reason: "test_site_key",
        message:
          "TURNSTILE_SITE_KEY is one of Cloudflare's test site keys, on a site that is not this machine: set the site's own key",
      }),
      expect.objectContaining({
        level: "error",
        reason: "secret_missing",
        message:
          "TURNSTILE_SECRET_KEY is not set but TURNSTILE_SITE_KEY is: put the secret (npx wrangler secret put TURNSTILE_SECRET_KEY)",
      }),
    ]);
    const text = JSON.stringify(logs);
    expect(text).not.toContain(secret);
    expect(text).not.toContain("2x00000000000000000000AB");
    expect(text).not.toContain("0x4AAAAAAABkMYinukE8nzYS");
  });

  it("keeps the two hourly lines apart: a misconfiguration does not silence an unusable answer", async () => {
    resetUnverifiedLog();
    vi.useFakeTimers({ now: 0, toFake: ["Date"] });
    const logs = captureLogs();
    stubFetch(() => Response.json({ success: false, "error-codes": ["invalid-input-secret"] }));
    await check({ TURNSTILE_SECRET_KEY: "" });
    await check({ TURNSTILE_SECRET_KEY: "typo" });
    expect(logs.map((l) => l.event)).toEqual(["challenge_misconfigured", "challenge_unverified"]);
  });
});

describe("verifyChallenge: what an answer it cannot use says in the error line", () => {
  const never = (request: Request) =>
    new Promise<Response>((_, reject) => request.signal.addEventListener("abort", () => reject(request.signal.reason)));
  const long = "h".repeat(150);

  it.each<[string, (request: Request) => Response | Promise<Response>, string, string]>([
    [
      "an error status, whatever its body",
      () => Response.json({ success: false, "error-codes": ["internal-error"] }, { status: 500 }),
      "unavailable",
      "siteverify 500",
    ],
    [
      "an error status with a passing body",
      () => Response.json(good, { status: 503 }),
      "unavailable",
      "siteverify 503",
    ],
    [
      "no answer at all",
      () => {
        throw new TypeError("fetch failed");
      },
      "unavailable",
      "siteverify unreachable",
    ],
    ["no answer in time", never, "unavailable", "siteverify timeout"],
    ["JSON null", () => Response.json(null), "unverified", "no error code"],
    ["codes that are not a list", () => Response.json({ "error-codes": "bad-request" }), "unverified", "no error code"],
    [
      "several codes",
      () => Response.json({ "error-codes": ["bad-request", "internal-error"] }),
      "unverified",
      "bad-request,internal-error",
    ],
    [
      "another site's token",
      () => Response.json({ success: true, hostname: "evil.example" }),
      "unverified",
      "hostname evil.example",
    ],
    ["a token of no site", () => Response.json({ success: true }), "unverified", "hostname absent"],
    [
      "a long hostname (cut at 100 characters)",
      () => Response.json({ success: true, hostname: long }),
      "unverified",
      `hostname ${long.slice(0, 100)}`,
    ],
  ])("%s: %s, logged as %j", async (_, answer, result, reason) => {
    resetUnverifiedLog();
    const logs = captureLogs();
    stubFetch(answer);
    expect(await verify("token-1", { TURNSTILE_TIMEOUT_MS: "30" })).toBe(result);
    expect(logs).toEqual([{ console: "error", level: "error", event: "challenge_unverified", reason }]);
  });

  it("cuts a long list of codes at 200 characters", async () => {
    resetUnverifiedLog();
    const logs = captureLogs();
    const codes = Array.from({ length: 30 }, (_, n) => `code-${n}`);
    stubFetch(() => Response.json({ "error-codes": codes }));
    await verify("token-1");
    expect(logs[0]!.reason).toBe(codes.join(",").slice(0, 200));
  });

  it("knows a test secret stored with spaces or a newline around it", async () => {
    stubFetch(() => Response.json({ success: true, hostname: "example.com" }));
    expect(await verify("token-1", { TURNSTILE_SECRET_KEY: " 1x0000000000000000000000000000000AA\n" })).toBe("passed");
  });
});
