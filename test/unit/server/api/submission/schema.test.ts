import { describe, expect, it } from "vitest";
import { contactFields, contactFormCopy as copy } from "../../../../../src/content/contact";
import {
  detectVariant,
  hasFile,
  storedFieldProblems,
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

  describe("names in every script, and none that look blank", () => {
    const ZWNJ = "\u200C";
    const ZWJ = "\u200D";
    it.each([
      ["Persian, a zero-width non-joiner between two words of one name", `محمد${ZWNJ}رضا`],
      ["Persian, a non-joiner inside a word", `می${ZWNJ}خواهم`],
      ["Hindi, a non-joiner after a virama", `पद्${ZWNJ}मा`],
      ["Hindi, a joiner after a virama (a half form)", `सत्${ZWJ}या`],
      ["Malayalam, a joiner closing a word (the old chillu)", `ഹരികൃഷ്ണന്${ZWJ}`],
      ["Malayalam, an old chillu inside a full name", `ബാലന്${ZWJ} നായര്${ZWJ}`],
      ["Kannada", "ಶ್ರೀನಿವಾಸ"],
      ["an emoji-free Latin name with an apostrophe", "O'Brien"],
    ])("accepts %s", (_, name) => {
      for (const field of ["fullname", "firstName", "lastName", "name", "subject", "company"] as const)
        expect(validateSubmission({ ...b, [field]: name }), field).toMatchObject({ ok: true });
    });

    it.each([
      ["a bidi override", "Love\u202Elace"],
      ["a bidi isolate", "Ada\u2067x\u2069"],
      ["a left-to-right mark", "Ada\u200E"],
      ["a zero-width space", "Ada\u200BLovelace"],
      ["a word joiner", "Ada\u2060Lovelace"],
      ["a byte-order mark inside", "Ada\uFEFFLovelace"],
      ["a soft hyphen", "Ada\u00ADLove"],
      ["a non-joiner at the start", `${"\u200C"}Ada`],
      ["a non-joiner after a space", `Ada ${"\u200C"}Lovelace`],
      ["a non-joiner before a space", `Ada${"\u200C"} Lovelace`],
      ["a non-joiner between digits", `12${"\u200C"}34`],
      ["a joiner standing alone", "\u200D"],
      ["a Hangul filler inside a name", "Ada\u3164Lovelace"],
      ["a blank Braille cell inside a name", "Ada\u2800Lovelace"],
    ])("refuses %s in a one-line field", (_, value) => {
      for (const field of ["lastName", "subject"] as const) {
        const result = validateSubmission({ ...b, [field]: value });
        expect(result.ok ? {} : result.errors, field).toEqual({ [field]: copy.formatCharacters });
      }
    });

    it.each([
      ["a Hangul filler alone", "\u3164", copy.formatCharacters],
      ["a blank Braille cell alone", "\u2800", copy.formatCharacters],
      ["a halfwidth Hangul filler alone", "\uFFA0", copy.formatCharacters],
      ["punctuation alone", "...", contactFields.firstName.requiredMessage],
      ["digits alone", "1234", contactFields.firstName.requiredMessage],
      ["a symbol alone", "★", contactFields.firstName.requiredMessage],
    ])("refuses a name of %s", (_, name, message) => {
      const result = validateSubmission({ ...b, firstName: name });
      expect(result.ok ? {} : result.errors).toEqual({ firstName: message });
    });

    it("asks only a person's name for a letter: a subject or a company of digits passes", () => {
      expect(validateSubmission({ ...b, subject: "2026" })).toMatchObject({ ok: true });
      expect(
        validateSubmission({ name: "Alan", email: "a@b.co", company: "3M", subject: "x", message: "y" }),
      ).toMatchObject({ ok: true });
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

describe("an imported lead's fields (storedFieldProblems)", () => {
  it("passes what the form stores, for the form the lead names (not the one its field names suggest)", () => {
    expect(storedFieldProblems("contact", b)).toEqual([]);
    expect(storedFieldProblems("hire", b)).toEqual([`fields.name: ${contactFields.name.requiredMessage}`]);
  });

  it("names each rule broken: a line break in a one-line field, a field too long", () => {
    expect(storedFieldProblems("contact", { ...b, subject: "Hi\r\nBcc: x@y.z", message: "m".repeat(5001) })).toEqual([
      `fields.subject: ${copy.controlCharacters}`,
      `fields.message: ${contactFields.message.tooLongMessage}`,
    ]);
  });

  it("names a field the form would drop or change: no such field, spaces around a value, a blank optional one", () => {
    expect(storedFieldProblems("contact", { ...b, access_key: "k", subject: " A project", phone: "" })).toEqual([
      "fields.subject: not as the contact form stores it (no such field, or spaces around it)",
      "fields.access_key: not as the contact form stores it (no such field, or spaces around it)",
      "fields.phone: not as the contact form stores it (no such field, or spaces around it)",
    ]);
  });
});
