/**
 * A side channel (the webhook, Slack) never closes the form nor keeps an enquiry the team has: the
 * undelivered cap counts what waits for the e-mail alone, a side channel's backlog is bounded on
 * its own (outbox.ts), and a receiver's refusal beside a delivered e-mail keeps the lead for the
 * delivered retention, not the failed one (retention.ts). Over a real SQLite database.
 */
import { describe, expect, it, vi } from "vitest";
import {
  accepted,
  openStore,
  newLead,
  PROVIDER_URL,
  storeClock,
  stubFetch,
  WEBHOOK_URL,
} from "../../../support/leadStore";

const T0 = Date.parse("2026-11-01T00:00:00.000Z");
const DAY = 86_400_000;
const logs = storeClock(T0);

const webhookVars = { LEADS_WEBHOOK_URL: WEBHOOK_URL, LEADS_WEBHOOK_SECRET: "s".repeat(40) };

/** A store whose provider takes everything and whose webhook answers `webhookStatus`. */
async function store(vars: Record<string, string>, webhookStatus: () => number, providerStatus = () => 200) {
  stubFetch((request) => {
    if (request.url === PROVIDER_URL)
      return providerStatus() === 200 ? accepted() : Response.json({ success: false }, { status: providerStatus() });
    return new Response(null, { status: webhookStatus() });
  });
  return openStore({ ...webhookVars, ...vars });
}

describe("the undelivered cap", () => {
  it("counts what waits for the e-mail: a webhook answering 503 never makes a genuine post a 503", async () => {
    const { store: s } = await store({ LEADS_MAX_UNDELIVERED: "2" }, () => 503);
    for (let n = 0; n < 6; n++)
      expect(await s.accept(newLead(`lead-${n}`))).toEqual({ created: true, state: "delivered" });
    expect(logs().some((line) => line.event === "lead_store_full")).toBe(false);
  });

  it("still refuses past it while the e-mail itself cannot deliver", async () => {
    const { store: s } = await store(
      { LEADS_MAX_UNDELIVERED: "2" },
      () => 200,
      () => 503,
    );
    for (const n of [0, 1]) expect(await s.accept(newLead(`lead-${n}`))).toEqual({ created: true, state: "pending" });
    expect(await s.accept(newLead("lead-2"))).toEqual({ full: true });
  });
});

describe("a side channel's backlog", () => {
  it("is bounded on its own: past it a lead's webhook delivery is given up at once, one error line", async () => {
    const { store: s } = await store({ LEADS_MAX_UNDELIVERED: "2" }, () => 503);
    for (let n = 0; n < 4; n++) await s.accept(newLead(`lead-${n}`));
    const webhook = (id: string) => s.show(id)?.deliveries.webhook;
    expect([0, 1].map((n) => webhook(`lead-${n}`)?.state)).toEqual(["pending", "pending"]);
    expect([2, 3].map((n) => webhook(`lead-${n}`))).toEqual([
      expect.objectContaining({ state: "failed", attempts: 0, lastError: "backlog_full" }),
      expect.objectContaining({ state: "failed", attempts: 0, lastError: "backlog_full" }),
    ]);
    expect(s.show("lead-3")?.state).toBe("delivered");
    expect(logs().filter((line) => line.event === "channel_backlog_full")).toEqual([
      { console: "error", level: "error", event: "channel_backlog_full", channel: "webhook", count: 1, attempts: 2 },
    ]);
    // Retried once the receiver is back: the operator's `retry --all-failed`.
    expect(await s.retryAllFailed()).toBe(2);
  });
});

describe("a receiver's refusal beside a delivered e-mail", () => {
  it("keeps the lead for the delivered retention (30 days), not the failed one (90)", async () => {
    const { store: s, fake } = await store({}, () => 410);
    await s.accept(newLead("refused-by-webhook"));
    expect(s.show("refused-by-webhook")?.deliveries).toMatchObject({
      mail: { state: "delivered" },
      webhook: { state: "failed", lastError: "status (410)" },
    });
    expect(fake.alarm()).toBe(T0 + 30 * DAY);
    vi.setSystemTime(T0 + 29 * DAY);
    await fake.fire(() => s.alarm());
    expect(s.show("refused-by-webhook")).not.toBeNull();
    vi.setSystemTime(T0 + 31 * DAY);
    await fake.fire(() => s.alarm());
    expect(s.show("refused-by-webhook")).toBeNull();
  });

  it("while a lead whose e-mail was refused is kept the failed retention (90 days)", async () => {
    const { store: s, fake } = await store(
      {},
      () => 200,
      () => 401,
    );
    await s.accept(newLead("refused-by-provider"));
    expect(s.show("refused-by-provider")?.state).toBe("failed");
    expect(fake.alarm()).toBe(T0 + 90 * DAY);
    vi.setSystemTime(T0 + 31 * DAY);
    await fake.fire(() => s.alarm());
    expect(s.show("refused-by-provider")).not.toBeNull();
    vi.setSystemTime(T0 + 91 * DAY);
    await fake.fire(() => s.alarm());
    expect(s.show("refused-by-provider")).toBeNull();
  });
});

describe("one slow channel in an alarm", () => {
  it("starts attempts for a bounded time only: the rest wait for the next alarm, the other channels' retries are not held", async () => {
    let providerUp = false;
    const webhookCalls: number[] = [];
    const { store: s, fake } = await store(
      { LEADS_RETRY_BASE_MS: "1000" },
      () => {
        // Each webhook attempt takes 15 s (the clock stands still otherwise).
        webhookCalls.push(Date.now());
        vi.setSystemTime(Date.now() + 15_000);
        return 503;
      },
      () => (providerUp ? 200 : 503),
    );
    for (let n = 0; n < 5; n++) await s.accept(newLead(`lead-${n}`));
    webhookCalls.length = 0;
    providerUp = true;
    const alarmAt = Date.now() + 10 * 60_000;
    vi.setSystemTime(alarmAt);
    await fake.fire(() => s.alarm());
    // 20 s of attempts: two of 15 s each on the webhook, all five e-mails sent.
    expect(webhookCalls).toEqual([alarmAt, alarmAt + 15_000]);
    expect([0, 1, 2, 3, 4].map((n) => s.show(`lead-${n}`)?.state)).toEqual(Array(5).fill("delivered"));
    // The webhook's rest are due: the next alarm at once (the clock is where the two attempts left it).
    expect(Date.now()).toBe(alarmAt + 30_000);
    expect(fake.alarm()).toBe(alarmAt + 30_000);
  });
});
