import { describe, expect, it } from "vitest";
import { careersHiringModels, positions } from "../../../../src/content/company/career";

describe("careers content", () => {
  it("keeps the experience of every position and the three hiring models the client gave", () => {
    expect(positions.map((p) => p.experience)).toEqual(Array(6).fill("1+ Years Exp"));
    expect(careersHiringModels.map((m) => [m.title, m.duration, m.hiringPeriod])).toEqual([
      ["Full-Time", "40 hours/week", "12 months minimum"],
      ["Part-Time", "20-30 hours/week", "6 months minimum"],
      ["Hourly", "As needed", "2 weeks minimum"],
    ]);
  });
});
