import { describe, expect, it } from "vitest";
import { easeOut } from "../../../../src/client/islands/CountUp";

describe("widget logic", () => {
  it("eases out from 0 to 1", () => {
    expect(easeOut(0)).toBe(0);
    expect(easeOut(1)).toBe(1);
    expect(easeOut(0.5)).toBeGreaterThan(0.5);
  });
});
