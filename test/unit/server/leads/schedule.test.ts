import { describe, expect, it } from "vitest";
import {
  defaultRetryPolicy,
  isTransient,
  maxUndelivered,
  retentionFrom,
  retryDelayMs,
  retryPolicyFrom,
} from "../../../../src/server/leads/schedule";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("retryDelayMs (production schedule)", () => {
  it("the first retry comes within a minute, whatever the jitter", () => {
    for (const random of [0, 0.5, 0.999])
      expect(retryDelayMs(1, defaultRetryPolicy, () => random)).toBeLessThan(MINUTE);
  });

  it("doubles per attempt around its midpoint: 20 s, 40 s, 80 s …", () => {
    const mid = (attempt: number) => retryDelayMs(attempt, defaultRetryPolicy, () => 0.5);
    expect([1, 2, 3, 4].map(mid)).toEqual([20_000, 40_000, 80_000, 160_000]);
  });

  it("jitters between 75 % and 125 % of the planned gap", () => {
    expect(retryDelayMs(3, defaultRetryPolicy, () => 0)).toBe(60_000);
    expect(retryDelayMs(3, defaultRetryPolicy, () => 1)).toBe(100_000);
  });

  it("never waits more than an hour between attempts", () => {
    for (let attempt = 1; attempt <= 60; attempt++)
      expect(retryDelayMs(attempt, defaultRetryPolicy, () => 1)).toBeLessThanOrEqual(HOUR);
    expect(retryDelayMs(60, defaultRetryPolicy, () => 0.5)).toBe(HOUR);
  });

  it("keeps trying for at least 24 hours: the window is longer and the attempts within it reach past a day", () => {
    expect(defaultRetryPolicy.windowMs).toBeGreaterThanOrEqual(24 * HOUR);
    let elapsed = 0;
    let attempts = 0;
    while (elapsed < 24 * HOUR) elapsed += retryDelayMs(++attempts, defaultRetryPolicy, () => 1);
    expect(attempts).toBeGreaterThan(20); // an hour apart at most, so at least 24 tries in the first day
  });
});

describe("retryPolicyFrom / retentionFrom / maxUndelivered", () => {
  it("reads the vars and falls back to the defaults for anything missing or not a positive number", () => {
    expect(retryPolicyFrom({})).toEqual(defaultRetryPolicy);
    expect(retryPolicyFrom({ LEADS_RETRY_BASE_MS: "100", LEADS_RETRY_MAX_MS: "-1" })).toEqual({
      ...defaultRetryPolicy,
      baseMs: 100,
    });
    expect(retentionFrom({})).toEqual({
      deliveredMs: 30 * 24 * HOUR,
      failedMs: 90 * 24 * HOUR,
      heldMs: 30 * 24 * HOUR,
    });
    expect(
      retentionFrom({ LEADS_RETENTION_DAYS: "7", LEADS_FAILED_RETENTION_DAYS: "14", LEADS_SPAM_RETENTION_DAYS: "0" }),
    ).toEqual({ deliveredMs: 7 * 24 * HOUR, failedMs: 14 * 24 * HOUR, heldMs: 30 * 24 * HOUR });
  });
  it("caps undelivered leads at 5000 unless a positive whole number says otherwise", () => {
    expect(maxUndelivered({})).toBe(5000);
    expect(maxUndelivered({ LEADS_MAX_UNDELIVERED: "40" })).toBe(40);
    expect(maxUndelivered({ LEADS_MAX_UNDELIVERED: "2.5" })).toBe(5000);
  });
});

describe("isTransient", () => {
  it.each([
    ["timeout", undefined, true],
    ["network", undefined, true],
    ["not_json", 200, true],
    ["rejected", 200, true],
    ["status", 500, true],
    ["status", 503, true],
    ["status", 429, true],
    ["status", 408, true],
    ["status", 401, false],
    ["status", 403, false],
    ["status", 400, false],
  ] as const)("%s %s → %s", (reason, status, expected) => {
    expect(isTransient(reason, status)).toBe(expected);
  });
});

describe("each var read by its own name", () => {
  it("takes every retry and retention var, and refuses zero", () => {
    expect(
      retryPolicyFrom({
        LEADS_RETRY_BASE_MS: "1",
        LEADS_RETRY_MAX_MS: "2",
        LEADS_RETRY_WINDOW_MS: "3",
        LEADS_ALERT_AFTER_MS: "4",
      }),
    ).toEqual({ baseMs: 1, maxMs: 2, windowMs: 3, alertAfterMs: 4 });
    expect(retryPolicyFrom({ LEADS_RETRY_BASE_MS: "0" })).toEqual(defaultRetryPolicy);
    expect(
      retentionFrom({ LEADS_RETENTION_DAYS: "1", LEADS_FAILED_RETENTION_DAYS: "2", LEADS_SPAM_RETENTION_DAYS: "3" }),
    ).toEqual({ deliveredMs: 24 * HOUR, failedMs: 48 * HOUR, heldMs: 72 * HOUR });
    expect(retentionFrom({ LEADS_SPAM_RETENTION_DAYS: "0" }).heldMs).toBe(30 * 24 * HOUR);
  });

  it("refuses a cap of zero or less", () => {
    expect(maxUndelivered({ LEADS_MAX_UNDELIVERED: "0" })).toBe(5000);
    expect(maxUndelivered({ LEADS_MAX_UNDELIVERED: "-3" })).toBe(5000);
    expect(maxUndelivered({ LEADS_MAX_UNDELIVERED: "1" })).toBe(1);
  });

  it("retries a failure that is not about a status, and a status it does not know", () => {
    expect(isTransient("timeout", 404)).toBe(true);
    expect(isTransient("status")).toBe(true);
  });
});
