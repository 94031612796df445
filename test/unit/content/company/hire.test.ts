import { describe, expect, it } from "vitest";
import { serviceCategories } from "../../../../src/content/company/hire";

describe("hire content", () => {
  it("gives each service category its own tab id and something to list in each part of its panel", () => {
    const ids = serviceCategories.map((category) => category.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
    for (const category of serviceCategories)
      for (const part of [category.features, category.highlights, category.stacks])
        expect(part.length, category.title).toBeGreaterThan(0);
  });
});
