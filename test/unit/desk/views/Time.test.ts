import { describe, expect, it } from "vitest";
import { utcText } from "../../../../src/desk/views/Time";

describe("a moment as the desk's server writes it", () => {
  it("is UTC to the minute, day first", () => {
    expect(utcText("2026-11-23T10:00:59.999Z")).toBe("23 Nov 2026, 10:00 UTC");
    expect(utcText("2027-01-01T00:05:00.000Z")).toBe("1 Jan 2027, 00:05 UTC");
  });

  it("is what it was given when that is not a moment", () => {
    expect(utcText("not a date")).toBe("not a date");
  });
});
