import { describe, expect, it } from "vitest";
import { contactFields } from "../../../../src/content/contact";
import { subjectFromQuery } from "../../../../src/server/routes/contact";

describe("contact helpers", () => {
  it("prefills the subject from ?subject= as one bounded line", () => {
    expect(subjectFromQuery(new URL("http://x/contact?subject=Schedule%20a%20Demo"))).toBe("Schedule a Demo");
    expect(subjectFromQuery(new URL("http://x/contact?subject=a%0D%0Ab"))).toBe("a b");
    expect(subjectFromQuery(new URL("http://x/contact"))).toBeUndefined();
    expect(subjectFromQuery(new URL(`http://x/contact?subject=${"y".repeat(500)}`))?.length).toBe(
      contactFields.subject.maxLength,
    );
  });
});
