import { describe, expect, it } from "vitest";
import { channels } from "../../../../src/server/leads/channels";
import { rowToDeliverable, rowToLead } from "../../../../src/server/leads/table";
import { noDeliveries } from "../../../support/leadStore";

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
  m_updated_at: 1_700_000_000_000,
  deliveries: JSON.stringify({
    mail: { state: "pending", attempts: 0, lastError: null, nextAt: null, deliveredAt: null },
  }),
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

  it("gives a lead without a mail delivery (a held one) no delivery, and its arrival as its last change", () => {
    const held = { ...row("contact"), state: "held", m_updated_at: null, deliveries: "{}" };
    expect(rowToLead(held as never)).toMatchObject({
      state: "held",
      updatedAt: new Date(1_700_000_000_000).toISOString(),
      deliveries: noDeliveries(),
    });
  });

  it("names every channel of the list, then any channel the store still has rows of, each delivery's times in ISO", () => {
    const at = 1_700_000_100_000;
    const rows = {
      mail: { state: "delivered", attempts: 2, lastError: null, nextAt: null, deliveredAt: at },
      slack: { state: "pending", attempts: 1, lastError: "timeout", nextAt: at, deliveredAt: null },
      gone: { state: "failed", attempts: 3, lastError: "not_configured", nextAt: null, deliveredAt: null },
    };
    const lead = rowToLead({ ...row("contact"), deliveries: JSON.stringify(rows) } as never);
    expect(Object.keys(lead.deliveries)).toEqual([...channels.map((channel) => channel.name), "gone"]);
    expect(lead.deliveries).toEqual({
      ...noDeliveries(),
      mail: {
        state: "delivered",
        attempts: 2,
        lastError: null,
        nextAttemptAt: null,
        deliveredAt: new Date(at).toISOString(),
      },
      webhook: null,
      slack: {
        state: "pending",
        attempts: 1,
        lastError: "timeout",
        nextAttemptAt: new Date(at).toISOString(),
        deliveredAt: null,
      },
      gone: { state: "failed", attempts: 3, lastError: "not_configured", nextAttemptAt: null, deliveredAt: null },
    });
    // A delivery's state, attempts, error and times are in `deliveries` alone, the e-mail's too: the
    // lead's own state is `held`, else its e-mail's.
    expect(Object.keys(lead).sort()).toEqual(
      ["createdAt", "deliveries", "fields", "id", "page", "reason", "route", "state", "updatedAt", "variant"].sort(),
    );
    expect(lead.state).toBe("pending");
  });
});
