import { describe, expect, it } from "vitest";
import { errorInWords, formWords, holdReasonWords } from "../../../src/desk/words";
import { own } from "../../../src/server/leads/own";
import { noticeOf } from "../../../src/desk/views/Notice";
import { dayStart, queryHref, readQuery, viewOfPath } from "../../../src/desk/viewQuery";
import { holdReasons } from "../../../src/server/leads/record";

describe("a desk view's URL", () => {
  it("reads the filters of its tab, empty ones as absent", () => {
    expect(
      readQuery("inbox", new URLSearchParams("q=+acme+&state=failed&form=&since=2026-11-01&before=2026-12-01")),
    ).toEqual({
      view: "inbox",
      q: "acme",
      state: "failed",
      since: "2026-11-01",
      before: "2026-12-01",
    });
    expect(readQuery("held", new URLSearchParams("reason=honeypot&state=failed"))).toEqual({
      view: "held",
      reason: "honeypot",
    });
  });

  it.each(["state=held", "form=A", "since=2026-13", "before=tomorrow", "cursor=abc", "reason=nonsense"])(
    "refuses %s",
    (search) => {
      const view = search.startsWith("reason") ? "held" : "inbox";
      expect(readQuery(view, new URLSearchParams(search))).toHaveProperty("field");
    },
  );

  it("reads every reason the store holds a lead for, each with its words", () => {
    for (const reason of holdReasons) {
      expect(holdReasonWords[reason], reason).toMatch(/\w/);
      expect(readQuery("held", new URLSearchParams({ reason }))).toEqual({ view: "held", reason });
    }
    expect(holdReasonWords.operator).toBe("Held by an operator");
  });

  it("reads a cursor whose id holds dots", () => {
    expect(readQuery("inbox", new URLSearchParams("cursor=1764000000000.form-1.abc"))).toEqual({
      view: "inbox",
      cursor: { createdAt: 1764000000000, id: "form-1.abc" },
    });
  });

  it("writes back the same view, so every view is a link", () => {
    const query = {
      view: "held" as const,
      q: "a b",
      reason: "honeypot",
      since: "2026-11-01",
      before: "2026-12-01",
      cursor: { createdAt: 5, id: "x.y" },
    };
    const href = queryHref(query);
    expect(href).toBe("/desk/held?q=a+b&reason=honeypot&since=2026-11-01&before=2026-12-01&cursor=5.x.y");
    expect(readQuery("held", new URL(href, "http://localhost").searchParams)).toEqual(query);
    expect(queryHref({ view: "inbox" })).toBe("/desk");
    expect(viewOfPath("/desk/failed")).toBe("failed");
  });

  it("takes a day as UTC", () => {
    expect(new Date(dayStart("2026-11-27")).toISOString()).toBe("2026-11-27T00:00:00.000Z");
    expect(dayStart("27/11/2026")).toBeNaN();
  });
});

describe("words read from a URL or a row are looked up as own properties only", () => {
  const inherited = ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf"];

  it.each(inherited)("refuses %j as a hold reason or a form", (word) => {
    expect(readQuery("held", new URLSearchParams({ reason: word }))).toEqual({
      field: "reason",
      error: "unknown reason",
    });
    expect(readQuery("inbox", new URLSearchParams({ form: word }))).toEqual({ field: "form", error: "unknown form" });
  });

  it.each(inherited)("shows no notice for done=%j (it answered 500)", (word) => {
    expect(noticeOf(new URLSearchParams({ done: word, n: "1" }))).toBeUndefined();
    expect(noticeOf(new URLSearchParams({ done: "released", n: "1" }))).toEqual({ done: "released", count: 1 });
  });

  it.each(inherited)("says a stored error %j as it is, never an inherited function", (word) => {
    expect(errorInWords(word)).toBe(word);
  });

  it("own() gives a record's own values only", () => {
    expect(own(formWords, "constructor")).toBeUndefined();
    expect(own(formWords, "hire")).toBe("Hire a team");
    expect(own(formWords, null)).toBeUndefined();
  });
});
