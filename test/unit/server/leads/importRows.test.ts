/**
 * What an import may load (importRows.ts): each row's shape and the store's invariants, every
 * channel's delivery among them, the caps over the whole file, and each row brought to today's
 * `Lead`, whichever export made it; the fields' rules are handed in (api/submission/schema.ts,
 * tested there).
 */
import { describe, expect, it } from "vitest";
import { checkRows, overCaps, type Cap } from "../../../../src/server/leads/importRows";
import type { ChannelDelivery, Lead } from "../../../../src/server/leads/record";
import { exportedLead } from "../../../support/leadStore";

const T = "2026-11-01T00:00:00.000Z";

/** A lead id (`isLeadId`) named `name`, as the store makes them: a submission token, a dot, 16 hex digits. */
const lid = (name: string) => `${name.padEnd(8, "-")}.0123456789abcdef`;
/** A delivered lead as an export carries it, with `changes` (its `id` a name, made a lead id) and its e-mail's `email`. */
const row = (changes: Partial<Lead> = {}, email: Partial<ChannelDelivery> = {}): Lead =>
  exportedLead({ ...changes, id: lid(changes.id ?? "lead-1") }, email);
/** The e-mail's delivery, on the lead itself, of an export made before it lived in `deliveries` alone. */
const own = (lead: Lead) => {
  const { state: _, ...delivery } = lead.deliveries.mail ?? {
    state: lead.state,
    attempts: 0,
    lastError: null,
    nextAttemptAt: null,
    deliveredAt: null,
  };
  return delivery;
};
/**
 * A lead as an export made before the e-mail's delivery lived in `deliveries` alone carries it
 * (test/support/exports/): that delivery on the lead itself too, and `changes` on top.
 */
const before = (changes: Partial<Lead> = {}, top: Record<string, unknown> = {}) => {
  const lead = row(changes);
  return { ...lead, ...own(lead), ...top };
};
/** The same with only the lead's own e-mail delivery, none in `deliveries`. */
const ownOnly = (changes: Partial<Lead> = {}, top: Record<string, unknown> = {}) => {
  const { mail: _, ...others } = row(changes).deliveries;
  return { ...before(changes, top), deliveries: others };
};
/** A lead as an export made before channels were data carries it: `channel` for the route, `webhook`, no `deliveries`. */
const legacy = (changes: Record<string, unknown> = {}) => {
  const { route, deliveries, ...rest } = before();
  return {
    ...rest,
    channel: route,
    webhook: deliveries.webhook ?? null,
    ...changes,
    id: lid((changes.id as string | undefined) ?? "lead-1"),
  };
};
const delivered = (changes: Partial<ChannelDelivery> = {}): ChannelDelivery => ({
  state: "delivered",
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
    const rows = [
      row(),
      row({ id: "2", state: "held", reason: "honeypot" }),
      row({ id: "3", deliveries: { webhook: delivered(), slack: delivered({ state: "pending", deliveredAt: null }) } }),
    ];
    expect(checkRows(rows, (variant, fields) => (asked.push([variant, fields]), []))).toEqual({ leads: rows });
    expect(asked).toEqual(rows.map((r) => ["contact", r.fields]));
  });

  it("passes an older export's rows on as today's leads: every delivery in `deliveries`, the route as `route`", () => {
    const rows = [
      // Made before the e-mail's delivery lived in `deliveries` alone: it is on the lead itself too.
      before({ id: "1", deliveries: { webhook: delivered() } }),
      before({ id: "2", state: "held", reason: "honeypot" }),
      // An export made before channels were data, and one whose e-mail is the lead's own state alone.
      legacy({ id: "4", webhook: delivered() }),
      ownOnly({ id: "5", deliveries: { slack: delivered() } }),
    ];
    expect(checkRows(rows, noFieldProblems)).toEqual({
      leads: [
        row({ id: "1", deliveries: { webhook: delivered() } }),
        row({ id: "2", state: "held", reason: "honeypot" }),
        row({ id: "4", deliveries: { webhook: delivered() } }),
        row({ id: "5", deliveries: { slack: delivered() } }),
      ],
    });
  });

  it("names each bad row (1-based) and every reason", () => {
    const result = checkRows(
      [
        row(),
        row({ route: "sink" }),
        row({ state: "held", reason: null, deliveries: { webhook: delivered(), slack: delivered() } }),
        row(
          { deliveries: { webhook: delivered({ deliveredAt: null }), slack: delivered({ deliveredAt: null }) } },
          { deliveredAt: null },
        ),
        row({ variant: "quote" as never }),
        "not a lead",
        legacy({ channel: "sink" }),
        // Held: its having a delivery is what is wrong, not what that delivery says.
        legacy({ state: "held", reason: "honeypot", webhook: delivered({ deliveredAt: null }) }),
      ],
      (_, fields) => (fields.subject === "bad" ? ["fields.subject: bad"] : []),
    );
    expect(result).toEqual({
      problems: [
        { row: 2, reason: expect.stringMatching(/^route: only provider leads are imported \(sink/) },
        { row: 3, reason: "held without a reason: it could never be delivered, released or purged" },
        { row: 3, reason: "held with a webhook delivery: a held lead has none" },
        { row: 3, reason: "held with a slack delivery: a held lead has none" },
        { row: 4, reason: "mail delivered without deliveredAt: it would never be purged" },
        { row: 4, reason: "webhook delivered without deliveredAt: it would never be purged" },
        { row: 4, reason: "slack delivered without deliveredAt: it would never be purged" },
        { row: 5, reason: expect.stringMatching(/^variant: /) },
        { row: 6, reason: expect.stringMatching(/^: /) },
        { row: 7, reason: expect.stringMatching(/^channel: only provider leads are imported \(sink/) },
        { row: 8, reason: "held with a webhook delivery: a held lead has none" },
      ],
    });
    expect(checkRows([row({ fields: { subject: "bad" } })], (_, f) => (f.subject === "bad" ? ["x"] : []))).toEqual({
      problems: [{ row: 1, reason: "x" }],
    });
  });

  it.each([
    ["a hold reason no store gives", row({ reason: "bored" as never }), "reason"],
    ["an error line over 200 characters", row({}, { lastError: "e".repeat(201) }), "deliveries.mail.lastError"],
    ["an older export's error line over 200 characters", ownOnly({}, { lastError: "e".repeat(201) }), "lastError"],
    ["a page over 200 characters", row({ page: `/${"p".repeat(200)}` }), "page"],
    ["a time that is not one", row({ createdAt: "yesterday" }), "createdAt"],
    ["negative attempts", row({}, { attempts: -1 }), "deliveries.mail.attempts"],
    ["an older export's negative attempts", ownOnly({}, { attempts: -1 }), "attempts"],
    [
      "a webhook held",
      row({ deliveries: { webhook: delivered({ state: "held" as never }) } }),
      "deliveries.webhook.state",
    ],
    [
      "Slack's error over 200 characters",
      row({ deliveries: { slack: delivered({ lastError: "e".repeat(201) }) } }),
      "deliveries.slack.lastError",
    ],
    ["a channel this site does not have", row({ deliveries: { fax: delivered() } }), "deliveries"],
  ] as [string, unknown, string][])("refuses %s", (_, lead, path) => {
    expect(checkRows([lead], noFieldProblems)).toEqual({
      problems: [{ row: 1, reason: expect.stringMatching(new RegExp(`^${path.replaceAll(".", "\\.")}: `)) }],
    });
  });

  it("refuses a lead without a route, as an old export's webhook held", () => {
    const { route: _, ...routeless } = row();
    expect(checkRows([routeless, legacy({ webhook: delivered({ state: "held" as never }) })], noFieldProblems)).toEqual(
      {
        problems: [
          { row: 1, reason: "route: missing: only provider leads are imported" },
          { row: 2, reason: expect.stringMatching(/^webhook\.state: /) },
        ],
      },
    );
  });

  it("refuses an e-mail delivery that is missing or says otherwise than the lead itself", () => {
    const { mail: _, ...withoutMail } = row().deliveries;
    expect(
      checkRows(
        [
          row({ deliveries: { mail: null } }),
          row({ deliveries: { mail: delivered({ state: "failed", deliveredAt: null }) } }),
          { ...row(), deliveries: withoutMail },
          row({ deliveries: { mail: delivered() } }),
        ],
        noFieldProblems,
      ),
    ).toEqual({
      problems: [
        { row: 1, reason: "mail: no delivery on a lead that is not held: it would never be sent" },
        { row: 2, reason: "mail: its delivery and the lead's own state and times differ: which one to keep?" },
        { row: 3, reason: "mail: no delivery on a lead that is not held: it would never be sent" },
      ],
    });
  });

  it("refuses an older export's e-mail delivery that is missing or says otherwise than the lead itself", () => {
    const mail = (changes: Partial<ChannelDelivery> | null) => ({
      ...before(),
      deliveries: { mail: changes && delivered({ deliveredAt: row().deliveries.mail!.deliveredAt, ...changes }) },
    });
    expect(checkRows([mail(null), mail({ attempts: 2 }), mail({})], noFieldProblems)).toEqual({
      problems: [
        { row: 1, reason: "mail: no delivery on a lead that is not held: it would never be sent" },
        { row: 2, reason: "mail: its delivery and the lead's own state and times differ: which one to keep?" },
      ],
    });
  });

  it("takes a lead held once and released (a reason, not held), and one without a page", () => {
    const released = row({ reason: "challenge_missing" });
    const { page: _, ...withoutPage } = row({ id: "2" });
    expect(checkRows([released, withoutPage], noFieldProblems)).toEqual({ leads: [released, withoutPage] });
  });
});

describe("checkRows, ids and times", () => {
  const NOW = Date.parse("2026-11-25T00:00:00.000Z");

  it.each(["lead-1", "all-held", "abc.123", `${"a".repeat(8)}.0123456789ABCDEF`, `${"a".repeat(8)}.0123`])(
    "refuses an id that is not a lead id (%j), with its row number",
    (id) => {
      expect(checkRows([row(), { ...row(), id }], noFieldProblems, NOW)).toEqual({
        problems: [{ row: 2, reason: "id: not a lead id (a submission token, a dot, 16 hex digits)" }],
      });
    },
  );

  it("refuses a createdAt or a deliveredAt later than now, on any channel, naming the row", () => {
    const later = "2026-11-25T00:00:01.000Z";
    expect(
      checkRows(
        [
          row(
            { createdAt: "2026-11-25T00:00:00.000Z", updatedAt: "2026-11-25T00:00:00.000Z", state: "pending" },
            { attempts: 0 },
          ),
          row({ id: "2", createdAt: later }),
          row({ id: "3", deliveries: { mail: delivered({ deliveredAt: later }) } }),
          row({ id: "4", deliveries: { webhook: delivered({ deliveredAt: later }) } }),
          // An older export's, on the lead itself.
          ownOnly({ id: "5" }, { deliveredAt: later }),
        ],
        noFieldProblems,
        NOW,
      ),
    ).toEqual({
      problems: [
        { row: 2, reason: `createdAt: ${later} is later than now` },
        { row: 3, reason: `mail: deliveredAt ${later} is later than now` },
        { row: 4, reason: `webhook: deliveredAt ${later} is later than now` },
        { row: 5, reason: `mail: deliveredAt ${later} is later than now` },
      ],
    });
  });
});

describe("overCaps", () => {
  const cap = (name: string, count: number, max: number): Cap => ({ name, count, max });
  const pending = (id: string) => row({ id, state: "pending" });
  const held = (id: string) => row({ id, state: "held", reason: "honeypot" });
  const slackPending = (id: string) =>
    row({ id, deliveries: { slack: delivered({ state: "pending", deliveredAt: null }) } });

  it("names the rows past each cap, counting new leads waiting for their e-mail and held leads only", () => {
    // d waits for Slack alone (its e-mail delivered): a side channel's backlog is not the cap's.
    const undelivered = cap("LEADS_MAX_UNDELIVERED", 1, 2);
    const heldCap = cap("LEADS_MAX_HELD", 0, 1);
    const problems = overCaps(
      [
        pending("a"),
        row({ id: "b" }),
        held("c"),
        pending("known"),
        slackPending("d"),
        held("e"),
        pending("f"),
        pending("a"),
      ],
      (id) => id !== lid("known"),
      undelivered,
      heldCap,
    );
    expect(problems).toEqual([
      { row: 6, reason: "over LEADS_MAX_HELD: the store keeps at most 1 such leads" },
      { row: 7, reason: "over LEADS_MAX_UNDELIVERED: the store keeps at most 2 such leads" },
    ]);
    // The caps handed in are left as they were.
    expect(undelivered.count).toBe(1);
    expect(heldCap.count).toBe(0);
  });

  it("lets a file fill a cap exactly", () => {
    expect(overCaps([pending("a"), pending("b")], () => true, cap("U", 0, 2), cap("H", 0, 0))).toEqual([]);
  });
});
