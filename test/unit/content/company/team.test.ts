import { describe, expect, it } from "vitest";
import { team } from "../../../../src/content/company/team";

describe("company content", () => {
  it("has ten team members, exactly one without a profile link", () => {
    expect(team).toHaveLength(10);
    expect(team.filter((m) => !("linkedin" in m))).toHaveLength(1);
  });
});
