/**
 * The Slack channel through the lead store (source level, test/support/leadStore.ts): one message
 * per delivered lead and none for a held one until it is released; a 429's Retry-After keeps the
 * next attempt back; Slack's refusals are given up at once, in words. test/worker/slack.test.ts
 * proves the same in workerd.
 */
import { describe, expect, it, vi } from "vitest";
import { SLACK_ERRORS } from "../../../../../src/server/leads/channels/slack";
import {
  accepted,
  newLead,
  openStore,
  PROVIDER_URL,
  stubFetch,
  storeClock,
  until,
} from "../../../../support/leadStore";
import type { FakeState } from "../../../../support/durableObject";

const T0 = Date.parse("2026-11-01T00:00:00.000Z");
const BASE = 1_000;
const SLACK_URL = "https://hooks.slack.com/services/T000/B000/store-tests";
const VARS = { LEADS_RETRY_BASE_MS: String(BASE), LEADS_SLACK_WEBHOOK_URL: SLACK_URL };

const logs = storeClock(T0);
const at = (ms: number) => vi.setSystemTime(ms);

/** The provider accepts; Slack answers with `slack()` (a fresh Response per call). */
function answers(slack: () => Response): Request[] {
  return stubFetch((request) => {
    if (request.url === PROVIDER_URL) return accepted();
    if (request.url === SLACK_URL) return slack();
    throw new Error(`unexpected fetch ${request.url}`);
  });
}

/** A lead's Slack delivery row, read from the store's table. */
function slackRow(fake: FakeState, id: string) {
  return fake.db
    .prepare("SELECT state, attempts, next_at, last_error FROM deliveries WHERE lead_id = ? AND channel = 'slack'")
    .get(id) as { state: string; attempts: number; next_at: number | null; last_error: string | null } | undefined;
}

const slackCalls = (requests: Request[]) => requests.filter((r) => r.url === SLACK_URL);

describe("Slack through the store", () => {
  it("posts one message per delivered lead, and none for a held lead until it is released", async () => {
    const requests = answers(() => new Response("ok"));
    const { store, fake } = await openStore(VARS);
    await store.accept(newLead("genuine"));
    await store.accept(newLead("spam", { held: "honeypot" }));
    await until(() => expect(slackRow(fake, "genuine")?.state).toBe("delivered"));
    expect(slackRow(fake, "spam")).toBeUndefined();
    expect(slackCalls(requests)).toHaveLength(1);
    // Retried or alarmed again: a delivered message is never posted twice.
    at(T0 + BASE);
    await fake.fire(() => store.alarm());
    expect(slackCalls(requests)).toHaveLength(1);

    expect(await store.release("spam")).toBe(1);
    await fake.fire(() => store.alarm());
    expect(slackRow(fake, "spam")).toMatchObject({ state: "delivered", attempts: 1 });
    expect(slackCalls(requests)).toHaveLength(2);
  });

  it("waits at least a 429's Retry-After before the next attempt, and the backoff when that is longer", async () => {
    let answer = () => new Response("rate_limited", { status: 429, headers: { "retry-after": "5" } });
    const requests = answers(() => answer());
    const { store, fake } = await openStore(VARS);
    await store.accept(newLead("lead-1"));
    await until(() => expect(slackRow(fake, "lead-1")?.attempts).toBe(1));
    expect(slackRow(fake, "lead-1")).toEqual({
      state: "pending",
      attempts: 1,
      next_at: T0 + 5_000,
      last_error: `status (429): rate_limited: ${SLACK_ERRORS.rate_limited}`,
    });
    // The backoff alone (BASE) would have tried again here: Slack asked for 5 s.
    at(T0 + BASE);
    await fake.fire(() => store.alarm());
    expect(slackCalls(requests)).toHaveLength(1);
    // A Retry-After shorter than the backoff: the backoff (2 × BASE after the second attempt) wins.
    answer = () => new Response("", { status: 429, headers: { "retry-after": "0" } });
    at(T0 + 5_000);
    await fake.fire(() => store.alarm());
    expect(slackRow(fake, "lead-1")).toMatchObject({ state: "pending", attempts: 2, next_at: T0 + 5_000 + 2 * BASE });
    answer = () => new Response("ok");
    at(T0 + 5_000 + 2 * BASE);
    await fake.fire(() => store.alarm());
    expect(slackRow(fake, "lead-1")).toMatchObject({ state: "delivered", attempts: 3 });
  });

  it.each([
    [403, "invalid_token"],
    [404, "no_service"],
    [404, "channel_not_found"],
    [410, "channel_is_archived"],
    [403, "action_prohibited"],
    [400, "invalid_payload"],
  ])("gives up at once on %i %s, with the reason in words, and tries no more", async (status, code) => {
    const requests = answers(() => new Response(code, { status }));
    const { store, fake } = await openStore(VARS);
    await store.accept(newLead("lead-1"));
    await until(() => expect(slackRow(fake, "lead-1")?.state).toBe("failed"));
    const error = `status (${status}): ${code}: ${SLACK_ERRORS[code]}`;
    expect(slackRow(fake, "lead-1")).toEqual({ state: "failed", attempts: 1, next_at: null, last_error: error });
    expect(logs().find((l) => l.event === "lead_failed")).toMatchObject({ channel: "slack", error });
    at(T0 + 10 * BASE);
    await fake.fire(() => store.alarm());
    expect(slackCalls(requests)).toHaveLength(1);
  });

  it("logs a refused URL once at start, without its path, and opens no Slack delivery", async () => {
    const requests = answers(() => new Response("ok"));
    const { store, fake } = await openStore({
      ...VARS,
      LEADS_SLACK_WEBHOOK_URL: "https://slack.evil.example/services/T/B/tok",
    });
    await store.accept(newLead("lead-1"));
    expect(slackRow(fake, "lead-1")).toBeUndefined();
    expect(slackCalls(requests)).toHaveLength(0);
    const lines = logs().filter((l) => l.event === "slack_misconfigured");
    expect(lines).toEqual([expect.objectContaining({ level: "error", channel: "slack", reason: "url_not_slack" })]);
    expect(JSON.stringify(lines)).not.toContain("/services");
  });
});
