/**
 * The contact forms' words (src/content/contact-form.yaml) and the contact page's
 * (src/content/contact.yaml): a file breaking a rule fails with the file, the field and the rule;
 * the messages are made from the file's sentences and the site's limits.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { contactCollection, contactFormCollection } from "../../../../src/content/collections";
import { contactFields, contactPage } from "../../../../src/content/contact";
import { oneFile } from "./oneFile";

const read = (file: string) => parse(readFileSync(file, "utf8")) as Record<string, Record<string, unknown>>;

describe("contact-form.yaml", () => {
  const FILE = contactFormCollection.file;
  const words = read(FILE);
  const problems = oneFile(contactFormCollection);

  it("loads as written; each field's messages say its name in a sentence and the site's limit", () => {
    expect(problems(words)).toEqual([]);
    const fields = words.fields as Record<string, { inSentence: string }>;
    for (const [name, spec] of Object.entries(contactFields)) {
      expect(spec.requiredMessage).toContain(fields[name]!.inSentence);
      expect(spec.tooLongMessage).toContain(fields[name]!.inSentence);
      expect(spec.tooLongMessage).toContain(String(spec.maxLength));
      expect(`${spec.requiredMessage} ${spec.tooLongMessage}`).not.toMatch(/\{\w+\}/);
    }
  });

  it.each([
    [{ messages: { ...words.messages, required: "Please fill this in." } }, "messages.required must contain {field}"],
    [
      { messages: { ...words.messages, tooLong: "Your {field} is too long." } },
      "messages.tooLong must contain {max}, where the limit goes",
    ],
    [{ fields: { ...words.fields, phone: { label: "Phone" } } }, "fields.phone.inSentence is missing"],
    [{ fields: { ...words.fields, fax: { label: "Fax", inSentence: "fax" } } }, "fields.fax: no such field here"],
    [{ form: { ...words.form, submit: "Send your message to our whole team" } }, "form.submit has 35 characters"],
    [{ answers: { ...words.answers, success: "" } }, "answers.success has 0 characters; must not be empty"],
  ])("refuses %j", (change, message) => {
    expect(problems({ ...words, ...change })).toEqual(
      expect.arrayContaining([expect.stringContaining(`${FILE}: ${message}`)]),
    );
  });
});

describe("contact.yaml", () => {
  const FILE = contactCollection.file;
  const words = read(FILE);
  const problems = oneFile(contactCollection);

  it("loads as written; the offices' words take the countries, their number and each city", () => {
    expect(problems(words)).toEqual([]);
    const { offices } = contactPage;
    expect(offices.title(["India", "Canada"])).toContain("India and Canada");
    expect(offices.lead(2)).toMatch(/^Two\b/);
    expect(`${offices.mapTitle("Surat")} ${offices.mapLink("Surat")}`).not.toMatch(/\{\w+\}/);
  });

  it.each([
    [{ offices: { ...words.offices, title: "Visit us" } }, "offices.title must contain {countries}"],
    [{ offices: { ...words.offices, mapLink: "Open the map" } }, "offices.mapLink must contain {city}"],
    [{ hero: { ...words.hero, image: "illus-nowhere" } }, 'hero.image is "illus-nowhere"'],
    [{ thankYou: { ...words.thankYou, actions: [] } }, "thankYou.actions has 0 items; at least one is needed"],
    [
      { thankYou: { ...words.thankYou, actions: [{ label: "Home", href: "javascript:alert(1)" }] } },
      "thankYou.actions 1.href",
    ],
  ])("refuses %j", (change, message) => {
    expect(problems({ ...words, ...change })).toEqual(
      expect.arrayContaining([expect.stringContaining(`${FILE}: ${message}`)]),
    );
  });
});
