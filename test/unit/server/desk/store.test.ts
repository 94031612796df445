import { describe, expect, it } from "vitest";
import { errorInWords } from "../../../../src/content/desk";
import { matches, toDeskLead } from "../../../../src/server/desk/store";
import type { Lead } from "../../../../src/server/leads/record";

const lead = (changes: Partial<Lead> = {}): Lead => ({
  id: "form-1.abc",
  variant: "contact",
  channel: "provider",
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
  webhook: null,
  ...changes,
});

describe("a stored lead as the desk shows it", () => {
  it("has the e-mail's delivery, and the webhook's when it has one", () => {
    const desk = toDeskLead(
      lead({ webhook: { state: "failed", attempts: 3, lastError: "timeout", nextAttemptAt: null, deliveredAt: null } }),
    );
    expect(desk.deliveries.map((d) => [d.channel, d.state, d.attempts])).toEqual([
      ["mail", "delivered", 1],
      ["webhook", "failed", 3],
    ]);
  });

  it("has no delivery while held, and names a legacy form by its name", () => {
    const desk = toDeskLead(lead({ state: "held", reason: "honeypot", variant: "B" as Lead["variant"] }));
    expect(desk.deliveries).toEqual([]);
    expect(desk.form).toBe("contact");
  });
});

describe("what a desk query selects beyond the store", () => {
  const ada = toDeskLead(lead());
  it.each([
    [{ q: "ada" }, true],
    [{ q: "example.com engines" }, true],
    [{ q: "ada babbage" }, false],
    [{ q: "FOUR" }, true],
    [{ form: "hire" }, false],
    [{ reason: "honeypot" }, false],
  ])("%j: %s", (filters, expected) => {
    expect(matches(ada, { view: "inbox", ...filters })).toBe(expected);
  });

  it("the failed tab takes a failure on any channel", () => {
    const hooked = toDeskLead(
      lead({ webhook: { state: "failed", attempts: 3, lastError: "timeout", nextAttemptAt: null, deliveredAt: null } }),
    );
    expect(matches(hooked, { view: "failed" })).toBe(true);
    expect(matches(ada, { view: "failed" })).toBe(false);
  });
});

describe("a delivery's last error in words", () => {
  it.each([
    ["status (503)", "The receiver answered with an error (HTTP 503)"],
    ["timeout", "The receiver did not answer in time"],
    ["crashed: TypeError x", "The attempt stopped with an error on our side"],
    ["something new", "something new"],
  ])("%s", (error, words) => {
    expect(errorInWords(error)).toBe(words);
  });
});
