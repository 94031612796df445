/**
 * What an import may load (importRows.ts): each row's shape and the store's invariants, the caps
 * over the whole file; the fields' rules are handed in (api/submission/schema.ts, tested there).
 */
import { describe, expect, it } from "vitest";
import { checkRows, overCaps, type Cap } from "../../../../src/server/leads/importRows";
import type { Lead } from "../../../../src/server/leads/record";
import { exportedLead } from "../../../support/leadStore";

const T = "2026-11-01T00:00:00.000Z";

/** A delivered lead as an export carries it, with `changes`. */
const row = (changes: Partial<Lead> = {}): Lead => exportedLead({ id: "lead-1", ...changes });
const webhook = (changes: Partial<NonNullable<Lead["webhook"]>> = {}) => ({
  state: "delivered" as const,
  attempts: 1,
  lastError: null,
  nextAttemptAt: null,
  deliveredAt: T,
  ...changes,
});
const noFieldProblems = () => [];

describe("checkRows", () => {
  it("passes good rows on, as they are, with the fields' rules asked per row", () => {
    const asked: unknown[] = [];
    const rows = [row(), row({ id: "2", state: "held", reason: "honeypot", deliveredAt: null, attempts: 0 })];
    expect(checkRows(rows, (variant, fields) => (asked.push([variant, fields]), []))).toEqual({ leads: rows });
    expect(asked).toEqual([
      ["contact", rows[0]!.fields],
      ["contact", rows[1]!.fields],
    ]);
  });

  it("names each bad row (1-based) and every reason", () => {
    const result = checkRows(
      [
        row(),
        row({ channel: "sink" }),
        row({ state: "held", reason: null, webhook: webhook() }),
        row({ deliveredAt: null, webhook: webhook({ deliveredAt: null }) }),
        row({ variant: "quote" as never }),
        "not a lead",
      ],
      (_, fields) => (fields.subject === "bad" ? ["fields.subject: bad"] : []),
    );
    expect(result).toEqual({
      problems: [
        { row: 2, reason: expect.stringMatching(/^channel: only provider leads are imported \(sink/) },
        { row: 3, reason: "held without a reason: it could never be delivered, released or purged" },
        { row: 3, reason: "held with a webhook delivery: a held lead has none" },
        { row: 4, reason: "mail delivered without deliveredAt: it would never be purged" },
        { row: 4, reason: "webhook delivered without deliveredAt: it would never be purged" },
        { row: 5, reason: expect.stringMatching(/^variant: /) },
        { row: 6, reason: expect.stringMatching(/^: /) },
      ],
    });
    expect(checkRows([row({ fields: { subject: "bad" } })], (_, f) => (f.subject === "bad" ? ["x"] : []))).toEqual({
      problems: [{ row: 1, reason: "x" }],
    });
  });

  it.each([
    ["a hold reason no store gives", { reason: "bored" as never }, "reason"],
    ["an error line over 200 characters", { lastError: "e".repeat(201) }, "lastError"],
    ["a page over 200 characters", { page: `/${"p".repeat(200)}` }, "page"],
    ["a time that is not one", { createdAt: "yesterday" }, "createdAt"],
    ["negative attempts", { attempts: -1 }, "attempts"],
    ["a webhook held", { webhook: webhook({ state: "held" as never }) }, "webhook.state"],
  ])("refuses %s", (_, changes, path) => {
    expect(checkRows([row(changes)], noFieldProblems)).toEqual({
      problems: [{ row: 1, reason: expect.stringMatching(new RegExp(`^${path.replace(".", "\\.")}: `)) }],
    });
  });

  it("takes a lead held once and released (a reason, not held), and one without a page", () => {
    const released = row({ reason: "challenge_missing" });
    const { page: _, ...withoutPage } = row({ id: "2" });
    expect(checkRows([released, withoutPage], noFieldProblems)).toEqual({ leads: [released, withoutPage] });
  });
});

describe("overCaps", () => {
  const cap = (name: string, count: number, max: number): Cap => ({ name, count, max });
  const pending = (id: string) => row({ id, state: "pending", deliveredAt: null });
  const held = (id: string) => row({ id, state: "held", reason: "honeypot", deliveredAt: null });
  const webhookPending = (id: string) => row({ id, webhook: webhook({ state: "pending", deliveredAt: null }) });

  it("names the rows past each cap, counting new pending and held leads only", () => {
    const undelivered = cap("LEADS_MAX_UNDELIVERED", 1, 3);
    const heldCap = cap("LEADS_MAX_HELD", 0, 1);
    const problems = overCaps(
      [
        pending("a"),
        row({ id: "b" }),
        held("c"),
        pending("known"),
        webhookPending("d"),
        held("e"),
        pending("f"),
        pending("a"),
      ],
      (id) => id !== "known",
      undelivered,
      heldCap,
    );
    expect(problems).toEqual([
      { row: 6, reason: "over LEADS_MAX_HELD: the store keeps at most 1 such leads" },
      { row: 7, reason: "over LEADS_MAX_UNDELIVERED: the store keeps at most 3 such leads" },
    ]);
    // The caps handed in are left as they were.
    expect(undelivered.count).toBe(1);
    expect(heldCap.count).toBe(0);
  });

  it("lets a file fill a cap exactly", () => {
    expect(overCaps([pending("a"), pending("b")], () => true, cap("U", 0, 2), cap("H", 0, 0))).toEqual([]);
  });
});
