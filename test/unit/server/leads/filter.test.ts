import { describe, expect, it } from "vitest";
import { bulkAction, filterNames } from "../../../../src/server/leads/filter";

describe("bulkAction (the filter of a bulk hold or purge of pending leads)", () => {
  it("reads every filter: an address or @domain (trimmed), words, dates", () => {
    expect(
      bulkAction({ from: " @spam.example ", text: "  cheap \t casino ", after: "2026-11-01", before: "2026-11-02" }),
    ).toEqual({
      filter: {
        from: "@spam.example",
        text: ["cheap", "casino"],
        after: Date.parse("2026-11-01"),
        before: Date.parse("2026-11-02"),
      },
      dryRun: false,
    });
    expect(bulkAction({ from: "Grace@Example.com" })).toEqual({ filter: { from: "Grace@Example.com" }, dryRun: false });
  });

  it("takes an address of at most 254 characters, one @ and no space", () => {
    const address = (length: number) => `${"a".repeat(length - "@example.com".length)}@example.com`;
    expect(bulkAction({ from: address(254) })).toMatchObject({ filter: { from: address(254) } });
    for (const from of [address(255), "", "example.com", "a@", "a@b@c", "a b@c.d", "@", "a@b c"])
      expect(bulkAction({ from }), from).toEqual({ error: "from must be an e-mail address or @domain" });
  });

  it("without a filter, only counts (dry-run) or acts when confirmed (all), whatever their value", () => {
    expect(bulkAction({ "dry-run": "" })).toEqual({ filter: {}, dryRun: true });
    expect(bulkAction({ all: "" })).toEqual({ filter: {}, dryRun: false });
    expect(bulkAction({})).toEqual({ error: expect.stringContaining("every pending lead") });
    expect(bulkAction({ state: "pending" })).toMatchObject({ error: expect.stringContaining("No filter") });
  });

  it("names the filters used, never their values", () => {
    expect(filterNames({ from: "a@b.co", text: ["x"], after: 1, before: 2 })).toEqual([
      "from",
      "text",
      "after",
      "before",
    ]);
  });
});
