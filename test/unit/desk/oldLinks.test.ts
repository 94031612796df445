import { describe, expect, it } from "vitest";
import { addressNow, dayAfter, renamedView } from "../../../src/desk/oldLinks";
import { dayStart, readQuery } from "../../../src/desk/viewQuery";

const params = (search: string) => new URLSearchParams(search);
/** What an old address means under the names of now, as a query string. */
const renamed = (view: "inbox" | "held" | "failed", search: string) => {
  const now = renamedView(view, params(search));
  return now && { view: now.view, search: now.params.toString() };
};

describe("a desk address from before issue 54", () => {
  it("reads from as since, to as before the next day, after as the cursor, the other filters kept", () => {
    expect(renamed("inbox", "q=acme&from=2026-11-01&to=2026-11-30&after=5.x.y&form=hire")).toEqual({
      view: "inbox",
      search: "q=acme&form=hire&since=2026-11-01&before=2026-12-01&cursor=5.x.y",
    });
  });

  it("keeps the whole of to's day: its end is the start of the next, across a month, a year, a leap day", () => {
    expect(dayAfter("2026-11-27")).toBe("2026-11-28");
    expect(dayAfter("2026-12-31")).toBe("2027-01-01");
    expect(dayAfter("2028-02-28")).toBe("2028-02-29");
    const query = readQuery("inbox", renamedView("inbox", params("to=2026-11-27"))!.params);
    expect("before" in query && new Date(dayStart(query.before!)).toISOString()).toBe("2026-11-28T00:00:00.000Z");
  });

  it.each(["from=2026-13", "to=tomorrow", "after=abc"])("still refuses %s, under its name now", (search) => {
    expect(readQuery("inbox", renamedView("inbox", params(search))!.params)).toHaveProperty("field");
  });

  it("takes the inbox's state=spam or state=held as the held tab", () => {
    expect(renamed("inbox", "state=spam&q=casino")).toEqual({ view: "held", search: "q=casino" });
    expect(renamed("inbox", "state=held")).toEqual({ view: "held", search: "" });
    expect(renamed("inbox", "state=failed")).toBeNull();
    // The other tabs have no state filter: it is left for them to ignore.
    expect(renamed("held", "state=spam")).toBeNull();
  });

  it("lets a name of now win over its old name beside it", () => {
    expect(renamed("inbox", "from=2026-01-01&since=2026-11-01&after=1.a&cursor=2.b")).toEqual({
      view: "inbox",
      search: "since=2026-11-01&cursor=2.b",
    });
  });

  it("is nothing to rename when it uses only the names of now", () => {
    expect(renamed("inbox", "q=a&state=pending&form=hire&since=2026-11-01&before=2026-12-01&cursor=5.x")).toBeNull();
    expect(renamed("failed", "")).toBeNull();
  });

  it("gives a tab's address, or an export's with its view in the query", () => {
    expect(addressNow("inbox", params("state=spam&after=5.x"))).toBe("/desk/held?cursor=5.x");
    expect(addressNow("inbox", params("state=spam"))).toBe("/desk/held");
    expect(addressNow("inbox", params("view=inbox&format=csv&state=spam&from=2026-11-01"), true)).toBe(
      "/desk/export?view=held&format=csv&since=2026-11-01",
    );
    expect(addressNow("held", params("view=held&format=json"), true)).toBeNull();
  });
});
