import { describe, expect, it } from "vitest";
import { serviceCategories } from "../../../../src/content/company/hire";

describe("hire content", () => {
  it("keeps the service categories the client gave", () => {
    expect(serviceCategories.map((c) => c.title)).toEqual(["Backend", "Frontend", "Full Stack"]);
    expect(serviceCategories[2].stacks.map((s) => s.name)).toEqual(["MEAN", "MERN", "Laravel/PHP", ".Net"]);
  });
});
