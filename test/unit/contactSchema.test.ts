import { describe, expect, it } from "vitest";
import { contactFields, contactFormCopy as copy } from "../../src/content/contact";
import { detectVariant, hasFile, validateSubmission } from "../../src/server/api/submission/schema";
import { cleanProviderMessage } from "../../src/server/api/submission/forward";
import { isLocalRequest } from "../../src/server/api/submission/sink";
import { subjectFromQuery } from "../../src/server/routes/contact";

const b = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  subject: "A project",
  message: "Hello\nthere",
};

describe("contact validation", () => {
  it("detects the variant from the field names", () => {
    expect(detectVariant({ firstName: "x" })).toBe("B");
    expect(detectVariant({ name: "x" })).toBe("C");
    expect(detectVariant({ fullname: "x" })).toBe("A");
    expect(detectVariant({})).toBe("B");
  });

  it("accepts a valid submission, trims it, drops unknown and blank optional fields", () => {
    const result = validateSubmission({
      ...b,
      firstName: "  Ada ",
      phone: "  ",
      access_key: "x",
      redirect: "https://evil.test",
    });
    expect(result).toEqual({ ok: true, variant: "B", fields: { ...b } });
  });

  it("gives one message per invalid field", () => {
    const result = validateSubmission({
      ...b,
      firstName: "   ",
      email: "a@b",
      subject: "Hi\r\nBcc: x",
      message: "x".repeat(contactFields.message.maxLength + 1),
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      firstName: contactFields.firstName.requiredMessage,
      email: copy.invalidEmail,
      subject: copy.controlCharacters,
      message: contactFields.message.tooLongMessage,
    });
    expect(result.values.email).toBe("a@b");
  });

  it("rejects a repeated field and a missing one", () => {
    const { lastName: _, ...rest } = b;
    const result = validateSubmission({ ...rest, email: ["a@example.com", "b@example.com"] });
    expect(result.ok ? {} : result.errors).toEqual({
      email: copy.repeatedField,
      lastName: contactFields.lastName.requiredMessage,
    });
  });

  it("spots files anywhere in the body", () => {
    expect(hasFile({ ...b, attachment: new File(["x"], "x.txt") })).toBe(true);
    expect(hasFile({ ...b, other: ["a", new File(["x"], "x.txt")] })).toBe(true);
    expect(hasFile(b)).toBe(false);
  });
});

describe("contact helpers", () => {
  it("redacts the secret from provider messages and bounds them", () => {
    expect(cleanProviderMessage("Invalid key s3cret\n", "s3cret")).toBe("Invalid key [redacted]");
    expect(cleanProviderMessage(42, "s3cret")).toBeNull();
    expect(cleanProviderMessage("x".repeat(1000), "k")?.length).toBe(300);
  });

  it("treats only loopback host names as local", () => {
    expect(isLocalRequest("http://localhost:8787/api/contact")).toBe(true);
    expect(isLocalRequest("http://127.0.0.1:8787/api/contact")).toBe(true);
    expect(isLocalRequest("https://www.example-offshore.dev/api/contact")).toBe(false);
  });

  it("prefills the subject from ?subject= as one bounded line", () => {
    expect(subjectFromQuery(new URL("http://x/contact?subject=Schedule%20a%20Demo"))).toBe("Schedule a Demo");
    expect(subjectFromQuery(new URL("http://x/contact?subject=a%0D%0Ab"))).toBe("a b");
    expect(subjectFromQuery(new URL("http://x/contact"))).toBeUndefined();
    expect(subjectFromQuery(new URL(`http://x/contact?subject=${"y".repeat(500)}`))?.length).toBe(
      contactFields.subject.maxLength,
    );
  });
});
