import { describe, expect, it } from "vitest";
import { nextTabIndex } from "../../../../src/client/islands/TabPanels";

describe("widget logic", () => {
  it("moves between tabs with arrows (wrapping), Home and End", () => {
    expect(nextTabIndex("ArrowRight", 2, 3)).toBe(0);
    expect(nextTabIndex("ArrowLeft", 0, 3)).toBe(2);
    expect(nextTabIndex("Home", 2, 3)).toBe(0);
    expect(nextTabIndex("End", 0, 3)).toBe(2);
    expect(nextTabIndex("Enter", 1, 3)).toBeNull();
  });
});
