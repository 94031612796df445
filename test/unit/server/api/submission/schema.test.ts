import { describe, expect, it } from "vitest";
import { contactFields, contactFormCopy as copy } from "../../../../../src/content/contact";
import {
  detectVariant,
  hasFile,
  typedValues,
  validateSubmission,
} from "../../../../../src/server/api/submission/schema";

const b = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  subject: "A project",
  message: "Hello\nthere",
};

describe("contact validation", () => {
  it("detects the variant from the field names", () => {
    expect(detectVariant({ firstName: "x" })).toBe("contact");
    expect(detectVariant({ name: "x" })).toBe("hire");
    expect(detectVariant({ fullname: "x" })).toBe("fullname");
    expect(detectVariant({})).toBe("contact");
  });

  it("accepts a valid submission, trims it, drops unknown and blank optional fields", () => {
    const result = validateSubmission({
      ...b,
      firstName: "  Ada ",
      phone: "  ",
      access_key: "x",
      redirect: "https://evil.test",
    });
    expect(result).toEqual({ ok: true, variant: "contact", fields: { ...b } });
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

  it("detects the variant by any one of its names, B before C before A", () => {
    expect(detectVariant({ lastName: "x" })).toBe("contact");
    expect(detectVariant({ company: "x" })).toBe("hire");
    expect(detectVariant({ firstName: "x", name: "y" })).toBe("contact");
    expect(detectVariant({ lastName: "x", company: "y" })).toBe("contact");
    expect(detectVariant({ company: "x", fullname: "y" })).toBe("hire");
    expect(detectVariant({ name: "x", fullname: "y" })).toBe("hire");
  });

  it("keeps an optional field that was filled in", () => {
    const result = validateSubmission({ ...b, phone: " +1 555 0100 " });
    expect(result).toEqual({ ok: true, variant: "contact", fields: { ...b, phone: "+1 555 0100" } });
  });

  it("names control and invisible format characters in their own words", () => {
    const result = validateSubmission({ ...b, message: "Hello\u0007", lastName: "Love\u202Elace" });
    expect(result.ok ? {} : result.errors).toEqual({
      message: copy.controlCharacters,
      lastName: copy.formatCharacters,
    });
  });

  it("shows again only what was typed as text, the first of repeated values", () => {
    expect(
      typedValues("contact", {
        firstName: ["Ada", "Grace"],
        email: new File(["x"], "x.txt"),
        subject: 7,
        message: "Hi",
      }),
    ).toStrictEqual({ firstName: "Ada", message: "Hi" });
  });
});
