import { describe, expect, it } from "vitest";
import { errorInWords } from "../../../../src/content/desk";
import { matches, toDeskLead } from "../../../../src/server/desk/store";
import type { Lead } from "../../../../src/server/leads/record";

const DELIVERED = {
  state: "delivered",
  attempts: 1,
  lastError: null,
  nextAttemptAt: null,
  deliveredAt: "2026-11-20T10:00:00.000Z",
} as const;
const FAILED = { state: "failed", attempts: 3, lastError: "timeout", nextAttemptAt: null, deliveredAt: null } as const;

const lead = (changes: Partial<Lead> = {}): Lead => ({
  id: "form-1.abc",
  variant: "contact",
  route: "provider",
  fields: {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "Ada@Example.com",
    subject: "Engines",
    message: "Four engineers",
  },
  page: "/contact",
  state: "delivered",
  reason: null,
  attempts: 1,
  lastError: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  nextAttemptAt: null,
  deliveredAt: "2026-11-20T10:00:00.000Z",
  deliveries: { mail: DELIVERED, webhook: null, slack: null },
  ...changes,
});

describe("a stored lead as the desk shows it", () => {
  it("has each channel's delivery it has one on, in the channels' order, named as each channel names itself", () => {
    const desk = toDeskLead(
      lead({ deliveries: { mail: DELIVERED, webhook: FAILED, slack: { ...FAILED, attempts: 1 } } }),
    );
    expect(desk.deliveries.map((d) => [d.channel, d.label, d.state, d.attempts])).toEqual([
      ["mail", "E-mail", "delivered", 1],
      ["webhook", "Webhook", "failed", 3],
      ["slack", "Slack", "failed", 1],
    ]);
    expect(toDeskLead(lead()).deliveries.map((d) => d.channel)).toEqual(["mail"]);
  });

  it("names a channel this site no longer has by its stored name", () => {
    expect(toDeskLead(lead({ deliveries: { mail: DELIVERED, fax: FAILED } })).deliveries[1]).toMatchObject({
      channel: "fax",
      label: "fax",
    });
  });

  it("has no delivery while held, and names a legacy form by its name", () => {
    const desk = toDeskLead(
      lead({
        state: "held",
        reason: "honeypot",
        variant: "B" as Lead["variant"],
        deliveries: { mail: null, webhook: null, slack: null },
      }),
    );
    expect(desk.deliveries).toEqual([]);
    expect(desk.form).toBe("contact");
  });
});

describe("what a desk query selects beyond the store", () => {
  // Made in each test, not while the file is collected: code run outside a test counts as "static"
  // for `npm run mutation`, which then runs every test for each of its mutants (docs/measurements/mutation.md).
  const ada = () => toDeskLead(lead());
  it.each([
    [{ q: "ada" }, true],
    [{ q: "example.com engines" }, true],
    [{ q: "ada babbage" }, false],
    [{ q: "FOUR" }, true],
    [{ form: "hire" }, false],
    [{ reason: "honeypot" }, false],
  ])("%j: %s", (filters, expected) => {
    expect(matches(ada(), { view: "inbox", ...filters })).toBe(expected);
  });

  it("the failed tab takes a failure on any channel", () => {
    const hooked = toDeskLead(lead({ deliveries: { mail: DELIVERED, webhook: FAILED } }));
    expect(matches(hooked, { view: "failed" })).toBe(true);
    expect(matches(ada(), { view: "failed" })).toBe(false);
  });
});

describe("a delivery's last error in words", () => {
  it.each([
    ["status (503)", "The receiver answered with an error (HTTP 503)"],
    [
      "status (410): channel_is_archived: the webhook's channel is archived",
      "The receiver answered with an error (HTTP 410): channel_is_archived: the webhook's channel is archived",
    ],
    ["timeout", "The receiver did not answer in time"],
    ["crashed: TypeError x", "The attempt stopped with an error on our side"],
    ["something new", "something new"],
  ])("%s", (error, words) => {
    expect(errorInWords(error)).toBe(words);
  });
});
