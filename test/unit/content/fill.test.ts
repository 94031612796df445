import { describe, expect, it } from "vitest";
import { fill } from "../../../src/content/fill";

describe("fill", () => {
  it("puts each named value in its placeholder, as often as it appears", () => {
    expect(fill("{count} of {count} by {name}", { count: 3, name: "Ann" })).toBe("3 of 3 by Ann");
  });

  it("leaves a placeholder without a value as written, and an inherited name too", () => {
    expect(fill("{count} and {other} and {constructor}", { count: 1 })).toBe("1 and {other} and {constructor}");
  });
});
