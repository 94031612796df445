import { describe, expect, it } from "vitest";
import { median, range } from "../../../../scripts/lib/stats";

describe("benchmark statistics", () => {
  it("takes the middle value of an odd count, whatever the order", () => {
    expect(median([360, 15, 40, 22, 31])).toBe(31);
  });
  it("takes the mean of the middle two of an even count", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it("is not a number for no values", () => {
    expect(median([])).toBeNaN();
  });
  it("gives the spread as min and max", () => {
    expect(range([3, 9, 1, 4])).toEqual([1, 9]);
  });
});
