/**
 * The company's facts (src/content/site.yaml): each fact written once, what pages show made from
 * it, and a file breaking a rule failing with the file, the field and the rule.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { siteCollection } from "../../../../src/content/collections";
import { oneFile } from "./oneFile";
import { site } from "../../../../src/content/site";
import { officeAddress, phoneLinks } from "../../../../src/content/siteRules";

const FILE = siteCollection.file;
/** The real file's fields, as the starting point a case changes: it keeps every rule. */
const facts = parse(readFileSync(FILE, "utf8")) as Record<string, unknown>;

const problems = oneFile(siteCollection);

describe("site.yaml", () => {
  it("loads as written", () => {
    expect(problems(facts)).toEqual([]);
  });

  it.each([
    [{ phone: "098765 43210" }, `${FILE}: phone is "098765 43210"; it must be written in international form`],
    [{ phone: "+91-98765-43210" }, `${FILE}: phone is "+91-98765-43210"; it must be written in international form`],
    [{ email: "hello at vertexa" }, `${FILE}: email is "hello at vertexa"; it must be an e-mail address`],
    [{ foundedYear: "2017" }, `${FILE}: foundedYear must be a whole number, not "2017"`],
    [{ offices: [] }, `${FILE}: offices has 0 items; at least one is needed`],
    [
      { social: [{ network: "myspace", label: "MySpace", href: "https://myspace.com/x" }] },
      `${FILE}: social 1.network is "myspace"; it must be one of: linkedin, instagram`,
    ],
    [
      { applicationFormUrl: "http://forms.gle/x" },
      `${FILE}: applicationFormUrl is "http://forms.gle/x"; it must be a web address starting with https://`,
    ],
    [{ legalName: "Vertexa Technologies Pvt. Ltd." }, `${FILE}: legalName: no such field here (a typo?)`],
  ])("refuses %j", (change, message) => {
    const found = problems({ ...facts, ...change });
    expect(found.some((problem) => problem.startsWith(message))).toBe(true);
  });

  it("refuses an office without its street, naming the office", () => {
    const [first, ...rest] = facts.offices as Record<string, unknown>[];
    const { street: _street, ...withoutStreet } = first!;
    expect(problems({ ...facts, offices: [withoutStreet, ...rest] })).toContain(`${FILE}: offices 1.street is missing`);
  });
});

describe("the facts pages get", () => {
  it("dial and chat on the one phone number as written", () => {
    expect(phoneLinks("+44 20 7946 0000")).toEqual({
      display: "+44 20 7946 0000",
      href: "tel:+442079460000",
      whatsapp: "https://wa.me/442079460000",
    });
    expect(site.phone.href).toBe(phoneLinks(site.phone.display).href);
    expect(site.founder.chat).toBe(phoneLinks(site.phone.display).whatsapp);
  });

  it("show an office's building and suite but search the map for its street and place", () => {
    const office = {
      kind: "Office",
      building: "Tower A",
      street: "1 Main Road",
      suite: "Floor 3",
      city: "Pune",
      region: "MH 411001",
      country: "India",
    };
    expect(officeAddress(office)).toEqual({
      lines: ["Tower A", "1 Main Road, Floor 3", "Pune, MH 411001, India"],
      mapQuery: "1 Main Road, Pune, MH 411001, India",
    });
  });

  it("name the company once: the legal name and every page title end with the name", () => {
    expect(site.legalName.startsWith(`${site.name} `)).toBe(true);
    expect(site.blurb).toContain(String(site.foundedYear));
  });
});
