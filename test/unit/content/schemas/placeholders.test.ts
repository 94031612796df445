/** Templates (src/content/schemas/placeholders.ts): a text names only the placeholders the site fills in there, and those it must. */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { placeholdersIn, template } from "../../../../src/content/schemas/placeholders";

const messages = (schema: z.ZodType, value: string) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("placeholdersIn", () => {
  it("finds each {name} once, and not Swiper's {{index}}", () => {
    expect(placeholdersIn("{label}, page {page} of {pages}, {page} again")).toEqual(["label", "page", "pages"]);
    expect(placeholdersIn("Go to testimonial {{index}}")).toEqual([]);
  });
});

describe("template", () => {
  const pager = template(z.string(), {
    page: { what: "the page's number", required: true },
    label: { what: "the showcase's name" },
  });

  it("takes a text naming what the site fills in, the optional ones left out", () => {
    expect(messages(pager, "{label}, page {page}")).toEqual([]);
    expect(messages(pager, "Page {page}")).toEqual([]);
  });

  it("refuses a placeholder the site does not fill in there, saying which it does", () => {
    expect(messages(pager, "Page {page} of {total}")).toEqual([
      "names {total}, which the site does not fill in here; it fills in {page}, {label}",
    ]);
  });

  it("refuses a text without a required placeholder, saying what goes there", () => {
    expect(messages(pager, "The next page")).toEqual(["must contain {page}, where the page's number goes"]);
    expect(messages(pager, "Page {{page}}")).toEqual(["must contain {page}, where the page's number goes"]);
  });

  it("with nothing to fill in, refuses any placeholder", () => {
    expect(messages(template(z.string(), {}), "Kept for {days}")).toEqual([
      "names {days}, but the site fills nothing in here: write the words themselves",
    ]);
  });

  it("tells /admin what each placeholder stands for, unless the field has its own hint", () => {
    expect(pager.description).toBe("{page}: the page's number (required); {label}: the showcase's name");
    expect(template(z.string().meta({ description: "Own hint" }), { page: { what: "x" } }).description).toBe(
      "Own hint",
    );
  });
});
