import { describe, expect, it } from "vitest";
import { aboutCounters } from "../../../../src/content/company/about";

describe("about content", () => {
  it("keeps the four counters the client gave", () => {
    expect(aboutCounters.items.map((c) => `${c.value}${c.suffix} ${c.label}`)).toEqual([
      "100+ Software Delivered",
      "50+ Happy Clients",
      "10+ Companies Clients",
      "7+ Years of Experience",
    ]);
  });
});
