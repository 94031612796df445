import { describe, expect, it } from "vitest";
import { rowToDeliverable, rowToLead } from "../../../../src/server/leads/table";

/** A lead row as SQLite hands it back (the columns of `leads`, then what the view adds). */
const row = (variant: string) => ({
  id: "abc.123",
  variant,
  fields: JSON.stringify({ firstName: "Grace", email: "grace@example.com" }),
  page: "/contact",
  mail_route: "provider",
  held_reason: null,
  released_at: null,
  created_at: 1_700_000_000_000,
  state: "pending",
  m_state: "pending",
  m_attempts: 0,
  m_last_error: null,
  m_next_at: null,
  m_delivered_at: null,
  m_updated_at: 1_700_000_000_000,
  w_state: null,
  w_attempts: null,
  w_last_error: null,
  w_next_at: null,
  w_delivered_at: null,
});

describe("rowToLead", () => {
  it("reads the spec's letters of leads stored before the forms had names as those names", () => {
    expect(["A", "B", "C"].map((letter) => rowToLead(row(letter) as never).variant)).toEqual([
      "fullname",
      "contact",
      "hire",
    ]);
    expect(rowToDeliverable(row("B") as never).variant).toBe("contact");
  });

  it("shows operators a row whose fields are not JSON as unreadable, and never hands it to a channel", () => {
    const damaged = { ...row("contact"), fields: "{not json" } as never;
    expect(rowToLead(damaged)).toMatchObject({ id: "abc.123", fields: {}, unreadable: "fields: SyntaxError" });
    expect(rowToLead(row("contact") as never)).not.toHaveProperty("unreadable");
    expect(() => rowToDeliverable(damaged)).toThrow(SyntaxError);
  });

  it("keeps a named form as stored", () => {
    expect(rowToLead(row("hire") as never)).toMatchObject({ id: "abc.123", variant: "hire", page: "/contact" });
  });

  it("gives a lead without a mail delivery (a held one) no attempts, and its arrival as its last change", () => {
    const held = { ...row("contact"), state: "held", m_state: null, m_attempts: null, m_updated_at: null };
    expect(rowToLead(held as never)).toMatchObject({
      state: "held",
      attempts: 0,
      updatedAt: new Date(1_700_000_000_000).toISOString(),
    });
  });
});
