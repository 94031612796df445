/**
 * When a failed delivery is tried again: exponential backoff with jitter, the first retry within a
 * minute, the gap growing to at most an hour, for 72 hours (docs/operations.md). Pure
 * functions: the Durable Object passes the clock and the random source.
 */

export interface RetryPolicy {
  /** Gap before the first retry, before jitter. */
  baseMs: number;
  /** Largest gap between two attempts, jitter included. */
  maxMs: number;
  /** How long after acceptance a lead is still retried; then it is marked failed. */
  windowMs: number;
  /** An undelivered lead this old is reported once at error level. */
  alertAfterMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The production schedule: 20 s, 40 s, 80 s … capped at 1 h, for 72 h; alert after 1 h. */
export const defaultRetryPolicy: RetryPolicy = {
  baseMs: 20_000,
  maxMs: HOUR,
  windowMs: 72 * HOUR,
  alertAfterMs: HOUR,
};

/**
 * The gap after the `attempt`-th failed attempt (1-based): `base · 2^(attempt-1)`, jittered to
 * between 75 % and 125 % of that, never more than `maxMs`.
 *
 * @example retryDelayMs(1, defaultRetryPolicy, () => 0.5) // 20_000
 */
export function retryDelayMs(attempt: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const exponential = policy.baseMs * 2 ** Math.min(Math.max(attempt - 1, 0), 30);
  const jittered = exponential * (0.75 + 0.5 * random());
  return Math.round(Math.min(policy.maxMs, jittered));
}

/** The retry policy from the Worker's vars (tests shrink it; production uses the defaults). */
export function retryPolicyFrom(vars: Partial<Record<string, unknown>>): RetryPolicy {
  const ms = (name: string, fallback: number) => {
    const value = Number(vars[name]);
    return Number.isFinite(value) && value > 0 ? value : fallback;
  };
  return {
    baseMs: ms("LEADS_RETRY_BASE_MS", defaultRetryPolicy.baseMs),
    maxMs: ms("LEADS_RETRY_MAX_MS", defaultRetryPolicy.maxMs),
    windowMs: ms("LEADS_RETRY_WINDOW_MS", defaultRetryPolicy.windowMs),
    alertAfterMs: ms("LEADS_ALERT_AFTER_MS", defaultRetryPolicy.alertAfterMs),
  };
}

/** How long each kind of lead is kept, from the Worker's vars (days; fractions allowed, for tests). */
export interface Retention {
  /** A delivered lead, after its delivery (`LEADS_RETENTION_DAYS`, default 30). */
  deliveredMs: number;
  /** A failed lead, after it was given up (`LEADS_FAILED_RETENTION_DAYS`, default 90). */
  failedMs: number;
  /** A held lead, after it arrived (`LEADS_SPAM_RETENTION_DAYS`, default 30). */
  heldMs: number;
}

export function retentionFrom(vars: Partial<Record<string, unknown>>): Retention {
  const days = (name: string, fallback: number) => {
    const value = Number(vars[name]);
    return (Number.isFinite(value) && value > 0 ? value : fallback) * 24 * HOUR;
  };
  return {
    deliveredMs: days("LEADS_RETENTION_DAYS", 30),
    failedMs: days("LEADS_FAILED_RETENTION_DAYS", 90),
    heldMs: days("LEADS_SPAM_RETENTION_DAYS", 30),
  };
}

/** A positive whole number from the vars, else `fallback`. */
function count(vars: Partial<Record<string, unknown>>, name: string, fallback: number): number {
  const value = Number(vars[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * Most leads with a delivery still pending on some channel the store keeps; past it a new
 * genuine-looking submission is refused with 503 (`LEADS_MAX_UNDELIVERED`, default 5000). Held
 * leads never count (they have their own bound, `maxHeld`), nor failed ones (given up: a wrong key
 * must not end up refusing visitors). The largest accepted lead is under 24 KB (the fields' maxima,
 * 4 bytes a character), so the cap bounds them at about 120 MB, far inside a Durable Object's
 * storage, while an agency's real enquiries (a few a day) would need months of provider outage to
 * reach it: only a flood of posts that pass every spam check does.
 */
export function maxUndelivered(vars: Partial<Record<string, unknown>>): number {
  return count(vars, "LEADS_MAX_UNDELIVERED", 5000);
}

/**
 * Most held leads the store keeps (`LEADS_MAX_HELD`, default 5000). Past it the held lead that is
 * most surely a bot is evicted (and logged) for the new one, which is still thanked (eviction.ts):
 * held spam never shuts out anything, and a bot never evicts a person.
 * 5,000 is a month of `LEADS_SPAM_RETENTION_DAYS` at 160 held posts a day, far above the few false
 * positives (a visitor without JavaScript) an agency sees, so only a flood evicts; and at 24 KB a
 * lead at most it bounds held rows at about 120 MB, as the undelivered cap bounds the others.
 */
export function maxHeld(vars: Partial<Record<string, unknown>>): number {
  return count(vars, "LEADS_MAX_HELD", 5000);
}

/**
 * Whether a failed delivery is worth retrying: network errors, timeouts, 5xx, 408, 429, a non-JSON
 * answer and `success: false` are transient; any other 4xx (a wrong key, a malformed request) will
 * fail the same way until an operator acts.
 */
export function isTransient(reason: string, providerStatus?: number): boolean {
  if (reason !== "status" || providerStatus === undefined) return true;
  return providerStatus >= 500 || providerStatus === 408 || providerStatus === 429;
}
