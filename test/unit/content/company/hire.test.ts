import { describe, expect, it } from "vitest";
import { hireHiringModels, serviceCategories } from "../../../../src/content/company/hire";

describe("hire content", () => {
  it("keeps the hiring models and the service categories the client gave", () => {
    expect(hireHiringModels.map((m) => [m.title, m.duration, m.hiringPeriod])).toEqual([
      ["Full-Time", "40 hours/week", "1 week minimum"],
      ["Part-Time", "20-30 hours/week", "1 week minimum"],
      ["Hourly", "As needed", "Any period"],
    ]);
    expect(serviceCategories.map((c) => c.title)).toEqual(["Backend", "Frontend", "Full Stack"]);
    expect(serviceCategories[2].stacks.map((s) => s.name)).toEqual(["MEAN", "MERN", "Laravel/PHP", ".Net"]);
  });
});
