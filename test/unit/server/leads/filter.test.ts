import { describe, expect, it } from "vitest";
import { bulkAction, filterNames, stateNamed } from "../../../../src/server/leads/filter";

describe("bulkAction (the filter of a bulk hold or purge of pending leads)", () => {
  it("reads every filter: a sender, address or @domain (trimmed), words, dates", () => {
    expect(
      bulkAction({ sender: " @spam.example ", text: "  cheap \t casino ", since: "2026-11-01", before: "2026-11-02" }),
    ).toEqual({
      filter: {
        sender: "@spam.example",
        text: ["cheap", "casino"],
        since: Date.parse("2026-11-01"),
        before: Date.parse("2026-11-02"),
      },
      dryRun: false,
    });
    expect(bulkAction({ sender: "Grace@Example.com" })).toEqual({
      filter: { sender: "Grace@Example.com" },
      dryRun: false,
    });
  });

  it("takes an address of at most 254 characters, one @ and no space", () => {
    const address = (length: number) => `${"a".repeat(length - "@example.com".length)}@example.com`;
    expect(bulkAction({ sender: address(254) })).toMatchObject({ filter: { sender: address(254) } });
    for (const sender of [address(255), "", "example.com", "a@", "a@b@c", "a b@c.d", "@", "a@b c"])
      expect(bulkAction({ sender }), sender).toEqual({ error: "sender must be an e-mail address or @domain" });
  });

  it("refuses a date it cannot read, naming it", () => {
    expect(bulkAction({ since: "soon" })).toEqual({ error: "since must be a date, e.g. 2026-11-01" });
    expect(bulkAction({ before: "soon" })).toEqual({ error: "before must be a date, e.g. 2026-11-01" });
  });

  it("without a filter, only counts (dry-run) or acts when confirmed (all), whatever their value", () => {
    expect(bulkAction({ "dry-run": "" })).toEqual({ filter: {}, dryRun: true });
    expect(bulkAction({ all: "" })).toEqual({ filter: {}, dryRun: false });
    expect(bulkAction({})).toEqual({ error: expect.stringContaining("every pending lead") });
    expect(bulkAction({ state: "pending" })).toMatchObject({ error: expect.stringContaining("No filter") });
  });

  it("names the filters used, never their values", () => {
    expect(filterNames({ sender: "a@b.co", text: ["x"], since: 1, before: 2 })).toEqual([
      "sender",
      "text",
      "since",
      "before",
    ]);
  });
});

describe("the old names (before issue 54), still read", () => {
  it("reads from as sender and after as since, to the same filter", () => {
    expect(bulkAction({ from: " @spam.example ", after: "2026-11-01", before: "2026-11-02" })).toEqual(
      bulkAction({ sender: "@spam.example", since: "2026-11-01", before: "2026-11-02" }),
    );
    expect(bulkAction({ from: "Grace@Example.com" })).toEqual({
      filter: { sender: "Grace@Example.com" },
      dryRun: false,
    });
  });

  it("names an old parameter as it was given in its error", () => {
    for (const from of ["", "example.com", "a@b@c"])
      expect(bulkAction({ from }), from).toEqual({ error: "from must be an e-mail address or @domain" });
    expect(bulkAction({ after: "soon" })).toEqual({ error: "after must be a date, e.g. 2026-11-01" });
  });

  it("refuses an old name beside its new one: which was meant is not known", () => {
    expect(bulkAction({ from: "@a.example", sender: "@b.example" })).toEqual({
      error: "from is the old name of sender: give one of them",
    });
    expect(bulkAction({ after: "2026-11-01", since: "2026-11-01" })).toEqual({
      error: "after is the old name of since: give one of them",
    });
  });

  it("reads the state spam as held, any other state as it is", () => {
    expect(stateNamed("spam")).toBe("held");
    expect(stateNamed("held")).toBe("held");
    expect(stateNamed("failed")).toBe("failed");
    expect(stateNamed(undefined)).toBeUndefined();
    expect(stateNamed("toString")).toBe("toString");
  });
});
