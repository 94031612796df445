import { describe, expect, it } from "vitest";
import { aboutCounters } from "../../../../src/content/company/about";

describe("about content", () => {
  it("counts up to positive whole numbers, each counter with its own label", () => {
    for (const counter of aboutCounters.items)
      expect(Number.isInteger(counter.value) && counter.value > 0, counter.label).toBe(true);
    const labels = aboutCounters.items.map((counter) => counter.label);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
