/** Every page's words (src/content/pages.yaml): a file breaking a rule fails with the file, the field and the rule. */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { pagesCollection } from "../../../../src/content/collections";
import { oneFile } from "./oneFile";

const FILE = pagesCollection.file;
const words = parse(readFileSync(FILE, "utf8")) as Record<string, Record<string, unknown>>;
const problems = oneFile(pagesCollection);

/** A description of `length` characters once the site's name (20 characters here) is in. */
const described = (length: number) => `Join {site}: ${"a".repeat(length - "Join Vertexa Technologies: ".length)}`;

/** The file with one page's fields changed (`undefined` removes one). */
const withPage = (key: string, change: Record<string, unknown>) => {
  const page = { ...words[key], ...change };
  for (const [field, value] of Object.entries(change)) if (value === undefined) delete page[field];
  return { ...words, [key]: page };
};

describe("pages.yaml", () => {
  it("loads as written", () => {
    expect(problems(words)).toEqual([]);
  });

  it.each([
    [
      withPage("about", { title: "About Us and Everything We Have Done Since We Began" }),
      "about.title makes a page title of 74 characters with the site's name; at most 70 show in search results",
    ],
    [
      withPage("about", { description: "Meet {site}." }),
      "about.description has 12 characters; at least 60 are needed to make a description of 120–160 characters",
    ],
    [
      withPage("career", { description: described(119) }),
      "career.description has 119 characters with the site's name; it needs 120–160",
    ],
    [
      withPage("career", { description: described(161) }),
      "career.description has 161 characters with the site's name; it needs 120–160",
    ],
    [withPage("portfolio", { nav: undefined }), "portfolio.nav is missing: the page is in the header"],
    [withPage("privacy", { footer: undefined }), "privacy.footer is missing: the page is in the footer"],
    [withPage("contact", { nav: undefined }), "contact.nav is missing: it is the header's button"],
    [
      withPage("uiux", { service: undefined }),
      "uiux.service is missing: the page is one of the services (the Our Services menu)",
    ],
    [withPage("about", { menu: "About" }), "about.menu: no such field here (a typo?)"],
    [{ ...words, blog: words.about }, "blog: no such field here (a typo?)"],
  ])("refuses a broken file: %#", (fields, message) => {
    expect(problems(fields)).toContain(`${FILE}: ${message}`);
  });

  it("takes a description of 120 to 160 characters with the site's name, and counts filled in on the page", () => {
    expect(problems(withPage("career", { description: described(120) }))).toEqual([]);
    expect(problems(withPage("career", { description: described(160) }))).toEqual([]);
    expect(problems(withPage("portfolio", { description: `{projectCount} ${described(60)}` }))).toEqual([]);
  });
});
