import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isLeadId, leadId } from "../../../../src/server/leads/record";

const fields = { firstName: "Grace", lastName: "Hopper", email: "grace@example.com", subject: "Hi", message: "Hello" };

describe("leadId (the idempotency key of a lead)", () => {
  it("is the same for the same form sent twice", async () => {
    expect(await leadId("3f1c2b7a-form", "contact", fields)).toBe(await leadId("3f1c2b7a-form", "contact", fields));
  });

  it("starts with the submission id and differs when the enquiry differs", async () => {
    const one = await leadId("3f1c2b7a-form", "contact", fields);
    const two = await leadId("3f1c2b7a-form", "contact", { ...fields, message: "Another question" });
    expect(one.startsWith("3f1c2b7a-form.")).toBe(true);
    expect(two.startsWith("3f1c2b7a-form.")).toBe(true);
    expect(two).not.toBe(one);
    expect(await leadId("3f1c2b7a-form", "hire", fields)).not.toBe(one);
  });

  it("replaces a missing or malformed submission id with a random one (no idempotency, no injection)", async () => {
    for (const bad of [undefined, "", "short", "has spaces in it", "x".repeat(65), ["a", "b"]]) {
      const a = await leadId(bad, "contact", fields);
      const b = await leadId(bad, "contact", fields);
      expect(a).not.toBe(b);
      expect(a).toMatch(/^[0-9a-f-]{36}\.[0-9a-f]{16}$/);
    }
  });
});

describe("leadId: its digest", () => {
  it("is the first 8 bytes of SHA-256 of the variant and fields, two hex digits a byte", async () => {
    for (const message of ["a", "b", "c", "d"]) {
      const values = { ...fields, message };
      const hex = createHash("sha256")
        .update(JSON.stringify(["contact", values]))
        .digest("hex")
        .slice(0, 16);
      expect(await leadId("3f1c2b7a-form", "contact", values)).toBe(`3f1c2b7a-form.${hex}`);
    }
  });
});

describe("isLeadId (what the operators' routes and commands take as an id)", () => {
  it("is true of every id leadId makes, whatever submission id it was given", async () => {
    for (const submission of ["3f1c2b7a-form", "a".repeat(8), "Z_9-".repeat(16), undefined, "short", "bad id"])
      expect(isLeadId(await leadId(submission, "contact", fields)), String(submission)).toBe(true);
  });

  it("is false of a word, and of anything else not shaped as one", async () => {
    const made = await leadId("3f1c2b7a-form", "contact", fields);
    for (const text of [
      "",
      "all-held",
      "all-failed",
      "--all",
      made.slice(0, -1),
      `${made}0`,
      `x${made}`.replace(/^x3f1c2b7a-form/, "a b c d e f g"),
      `${"a".repeat(7)}.${made.split(".")[1]}`,
      `${"a".repeat(65)}.${made.split(".")[1]}`,
      `3f1c2b7a-form.${"A".repeat(16)}`,
      `3f1c2b7a-form.${"g".repeat(16)}`,
      made.replace(".", "-"),
      ` ${made}`,
      `${made}\n`,
    ])
      expect(isLeadId(text), JSON.stringify(text)).toBe(false);
  });
});
