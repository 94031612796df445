import { describe, expect, it } from "vitest";
import { careersHiringModels } from "../../../../src/content/company/career";
import { hireHiringModels } from "../../../../src/content/company/hire";

describe("hiring models", () => {
  it("are the same models on /careers and /hire-developers, each page with its own terms", () => {
    const facts = (models: typeof careersHiringModels) =>
      models.map(({ title, icon, duration }) => ({ title, icon, duration }));
    expect(facts(careersHiringModels)).toEqual(facts(hireHiringModels));
    for (const model of [...careersHiringModels, ...hireHiringModels]) expect(model.hiringPeriod).not.toBe("");
  });
});
