import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { hireServicesCollection } from "../../../../src/content/collections";
import { serviceCategories } from "../../../../src/content/company/hire";

describe("hire content", () => {
  it("makes a tab of each file of src/content/hire-services, its id the file's name", () => {
    const files = readdirSync(hireServicesCollection.folder).map((file) => file.replace(/\.yaml$/, ""));
    expect(serviceCategories.map((category) => category.id).sort()).toEqual(files.sort());
    for (const category of serviceCategories) expect(category).not.toHaveProperty("order");
  });
});
