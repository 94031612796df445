/**
 * The held bound evicts the surest bots first (src/server/leads/eviction.ts): a filled trap or a
 * refused challenge, then the content rules; a lead a person could have sent never, whatever
 * arrives (a post that would join them is refused as full). Run through the store's intake over a
 * real SQLite database.
 */
import { describe, expect, it, vi } from "vitest";
import { holdTier, PERSON_TIER, tierOf } from "../../../../src/server/leads/eviction";
import type { HoldReason } from "../../../../src/server/leads/record";
import { durableObjectState } from "../../../support/durableObject";
import { accepted, newLead, openStore, stubFetch, storeClock } from "../../../support/leadStore";

const T0 = Date.parse("2026-11-01T00:00:00.000Z");
const logs = storeClock(T0);

/** A store with a held bound of `bound`, and leads held for `reasons` in order, a millisecond apart (ids `<reason>-<n>`). */
async function heldStore(bound: number, reasons: HoldReason[]) {
  stubFetch(accepted);
  const { store } = await openStore({ LEADS_MAX_HELD: String(bound) });
  let t = T0;
  const hold = async (reason: HoldReason, id: string) => {
    vi.setSystemTime((t += 1));
    return store.accept(newLead(id, { held: reason }));
  };
  for (const [n, reason] of reasons.entries()) await hold(reason, `${reason}-${n}`);
  const held = () =>
    store
      .list("held", 1000)
      .map((l) => l.id)
      .sort();
  return { store, hold, held };
}

const evictions = () => logs().filter((l) => l.event === "lead_held_evicted");
const PERSON: HoldReason[] = ["challenge_missing", "siteverify_unavailable", "challenge_unverified"];

describe("holdTier", () => {
  it("ranks a trap and a refused challenge surest, the content rules and an operator's hold next, a person's reasons last", () => {
    expect(holdTier).toEqual({
      honeypot: 0,
      challenge_failed: 0,
      too_many_links: 1,
      message_repeats_subject: 1,
      operator: 1,
      challenge_missing: PERSON_TIER,
      siteverify_unavailable: PERSON_TIER,
      challenge_unverified: PERSON_TIER,
    });
    expect(PERSON_TIER).toBe(2);
  });

  it.each([null, "", "a_reason_of_an_old_store", "toString", "__proto__"])(
    "takes a reason it does not know (%j) as a person's",
    (reason) => expect(tierOf(reason)).toBe(PERSON_TIER),
  );
});

describe("the held bound, full", () => {
  it("evicts the oldest trap hit or refused challenge first, whatever is older", async () => {
    const { hold, held } = await heldStore(4, ["challenge_missing", "too_many_links", "challenge_failed", "honeypot"]);
    await hold("challenge_missing", "new-1");
    expect(held()).toEqual(["challenge_missing-0", "honeypot-3", "new-1", "too_many_links-1"]);
    await hold("challenge_missing", "new-2");
    expect(held()).toEqual(["challenge_missing-0", "new-1", "new-2", "too_many_links-1"]);
    expect(evictions()).toEqual([
      expect.objectContaining({
        console: "warn",
        level: "warn",
        lead: "challenge_failed-2",
        reason: "challenge_failed",
      }),
      expect.objectContaining({ console: "warn", level: "warn", lead: "honeypot-3", reason: "honeypot" }),
    ]);
  });

  it("then the content rules, oldest first, before any lead a person could have sent", async () => {
    const { hold, held } = await heldStore(3, ["message_repeats_subject", "challenge_unverified", "too_many_links"]);
    await hold("siteverify_unavailable", "new-1");
    expect(held()).toEqual(["challenge_unverified-1", "new-1", "too_many_links-2"]);
    await hold("too_many_links", "new-2");
    expect(held()).toEqual(["challenge_unverified-1", "new-1", "new-2"]);
    expect(evictions().map((l) => [l.level, l.lead])).toEqual([
      ["warn", "message_repeats_subject-0"],
      ["warn", "too_many_links-2"],
    ]);
  });

  it.each(["honeypot", "challenge_failed", "too_many_links", "message_repeats_subject"] as const)(
    "never evicts a person's lead for a %s post: that post is the one evicted, and still thanked",
    async (bot) => {
      const { store, hold, held } = await heldStore(3, PERSON);
      const before = held();
      expect(await hold(bot, "bot")).toEqual({ created: true, state: "held" });
      expect(held()).toEqual(before);
      expect(store.show("bot")).toBeNull();
      expect(evictions()).toEqual([
        { console: "warn", level: "warn", event: "lead_held_evicted", lead: "bot", state: "held", reason: bot },
      ]);
    },
  );

  it("keeps a content-rule lead against a trap hit, but evicts it for a person's lead", async () => {
    const { hold, held } = await heldStore(2, ["challenge_missing", "too_many_links"]);
    await hold("honeypot", "trap");
    expect(held()).toEqual(["challenge_missing-0", "too_many_links-1"]);
    await hold("challenge_unverified", "person");
    expect(held()).toEqual(["challenge_missing-0", "person"]);
    expect(evictions().map((l) => [l.level, l.lead])).toEqual([
      ["warn", "trap"],
      ["warn", "too_many_links-1"],
    ]);
  });

  it.each(PERSON)(
    "never evicts a person's lead for another (%s): the new post is refused as full, one error line says so",
    async (reason) => {
      const { store, hold, held } = await heldStore(3, PERSON);
      const before = held();
      expect(await hold(reason, "person")).toEqual({ full: true, bound: "held" });
      expect(held()).toEqual(before);
      expect(store.show("person")).toBeNull();
      expect(evictions()).toEqual([]);
      expect(logs().filter((l) => l.event === "lead_held_full")).toEqual([
        { console: "error", level: "error", event: "lead_held_full", attempts: 3, reason },
      ]);
    },
  );

  it("a loop of token-less posts from one address evicts no person, each refused, the error logged once an hour", async () => {
    const { hold, held } = await heldStore(3, ["challenge_unverified", "siteverify_unavailable", "challenge_missing"]);
    const before = held();
    for (let n = 0; n < 50; n++)
      expect(await hold("challenge_missing", `loop-${n}`)).toEqual({ full: true, bound: "held" });
    expect(held()).toEqual(before);
    expect(evictions()).toEqual([]);
    expect(logs().filter((l) => l.event === "lead_held_full")).toHaveLength(1);
  });

  it("never evicts a lead held for a reason it does not know (an old store's): a person's", async () => {
    const { store, fake } = await (async () => {
      stubFetch(accepted);
      const fake = durableObjectState();
      return { ...(await openStore({ LEADS_MAX_HELD: "2" }, fake)), fake };
    })();
    fake.db
      .prepare(
        "INSERT INTO leads (id, variant, fields, search_text, page, mail_route, held_reason, created_at) VALUES (?, 'contact', '{}', '', NULL, 'provider', ?, ?)",
      )
      .run("old-reason", "a_reason_of_an_old_store", T0 - 10);
    await store.accept(newLead("person", { held: "challenge_missing" }));
    expect(await store.accept(newLead("trap", { held: "honeypot" }))).toEqual({ created: true, state: "held" });
    expect(await store.accept(newLead("person-2", { held: "challenge_unverified" }))).toEqual({
      full: true,
      bound: "held",
    });
    expect(
      store
        .list("held")
        .map((l) => l.id)
        .sort(),
    ).toEqual(["old-reason", "person"]);
  });

  it("still evicts the bots first for a person's post: the new post stored in a bot's place", async () => {
    const { hold, held } = await heldStore(3, ["challenge_missing", "honeypot", "too_many_links"]);
    expect(await hold("challenge_unverified", "person")).toEqual({ created: true, state: "held" });
    expect(held()).toEqual(["challenge_missing-0", "person", "too_many_links-2"]);
    expect(await hold("siteverify_unavailable", "person-2")).toEqual({ created: true, state: "held" });
    expect(held()).toEqual(["challenge_missing-0", "person", "person-2"]);
    expect(evictions().map((l) => [l.level, l.lead])).toEqual([
      ["warn", "honeypot-1"],
      ["warn", "too_many_links-2"],
    ]);
  });

  it("evicts a trap hit for a trap hit, the oldest one, the new one stored", async () => {
    const { store, hold, held } = await heldStore(2, ["honeypot", "honeypot"]);
    expect(await hold("honeypot", "trap")).toEqual({ created: true, state: "held" });
    expect(held()).toEqual(["honeypot-1", "trap"]);
    expect(store.show("trap")?.reason).toBe("honeypot");
  });

  it("below the bound evicts nothing; at it, one lead for one", async () => {
    const { hold, held } = await heldStore(3, ["honeypot", "honeypot"]);
    await hold("honeypot", "third");
    expect(held()).toHaveLength(3);
    expect(evictions()).toEqual([]);
    await hold("honeypot", "fourth");
    expect(held()).toEqual(["fourth", "honeypot-1", "third"]);
  });

  it("with the bound lowered below what is held, evicts every bot past it, never a person", async () => {
    stubFetch(accepted);
    const fake = durableObjectState();
    const { store: before } = await openStore({ LEADS_MAX_HELD: "10" }, fake);
    const reasons: HoldReason[] = ["honeypot", "challenge_missing", "too_many_links", "honeypot", "challenge_missing"];
    for (const [n, reason] of reasons.entries()) {
      vi.setSystemTime(T0 + n);
      await before.accept(newLead(`${reason}-${n}`, { held: reason }));
    }
    // The same database after a redeploy with LEADS_MAX_HELD lowered to 2.
    const { store } = await openStore({ LEADS_MAX_HELD: "2" }, fake);
    vi.setSystemTime(T0 + 10);
    expect(await store.accept(newLead("trap", { held: "honeypot" }))).toEqual({ created: true, state: "held" });
    expect(store.list("held").map((l) => l.id)).toEqual([
      "challenge_missing-4",
      "too_many_links-2",
      "challenge_missing-1",
    ]);
    vi.setSystemTime(T0 + 11);
    expect(await store.accept(newLead("person", { held: "challenge_unverified" }))).toEqual({
      full: true,
      bound: "held",
    });
    expect(store.list("held").map((l) => l.id)).toEqual(["challenge_missing-4", "challenge_missing-1"]);
    expect(evictions().map((l) => [l.level, l.lead])).toEqual([
      ["warn", "honeypot-0"],
      ["warn", "honeypot-3"],
      ["warn", "trap"],
      ["warn", "too_many_links-2"],
    ]);
  });
});
