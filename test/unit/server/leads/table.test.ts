import { describe, expect, it } from "vitest";
import { rowToLead } from "../../../../src/server/leads/table";

/** A stored row as SQLite hands it back (the columns of `leads`). */
const row = (variant: string) => ({
  id: "abc.123",
  variant,
  fields: JSON.stringify({ firstName: "Grace", email: "grace@example.com" }),
  channel: "provider",
  state: "pending",
  attempts: 0,
  last_error: null,
  created_at: 1_700_000_000_000,
  updated_at: 1_700_000_000_000,
  next_attempt_at: null,
  delivered_at: null,
  window_started_at: 1_700_000_000_000,
  alerted: 0,
  reason: null,
  page: "/contact",
});

describe("rowToLead", () => {
  it("reads the spec's letters of leads stored before the forms had names as those names", () => {
    expect(["A", "B", "C"].map((letter) => rowToLead(row(letter) as never).variant)).toEqual([
      "fullname",
      "contact",
      "hire",
    ]);
  });

  it("keeps a named form as stored", () => {
    expect(rowToLead(row("hire") as never)).toMatchObject({ id: "abc.123", variant: "hire", page: "/contact" });
  });
});
