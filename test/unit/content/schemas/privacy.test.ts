/**
 * The privacy notice's words (src/content/privacy.yaml): each sentence names only the facts the
 * site fills in there and those it is about, and types no figure; a file breaking a rule fails
 * with the file, the field and the rule.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { privacyCollection } from "../../../../src/content/collections";
import { oneFile } from "./oneFile";

const FILE = privacyCollection.file;
const words = parse(readFileSync(FILE, "utf8")) as Record<string, Record<string, unknown>>;

const problems = oneFile(privacyCollection);

describe("privacy.yaml", () => {
  it("loads as written", () => {
    expect(problems(words)).toEqual([]);
  });

  it.each([
    [
      { retention: { ...words.retention, delivered: "An enquiry delivered to our team: a month after delivery." } },
      'retention.delivered must contain {days}, where the number of days ("30 days", "1 day") goes',
    ],
    [
      { retention: { ...words.retention, held: "Held back: {days} after it arrived, {hours} at most." } },
      "retention.held names {hours}, which the site does not fill in here; it fills in {days}",
    ],
    [
      { who: { ...words.who, text: "{company} runs this site. Write to {contactEmail}." } },
      "who.text names {company}, which the site does not fill in here; it fills in {controller}, {contactEmail}",
    ],
    [
      { who: { ...words.who, text: "{controller} runs this site." } },
      "who.text must contain {contactEmail}, where the address for requests about one's data goes",
    ],
    [
      { cookies: { ...words.cookies, text: 'One cookie, "{name}", lasts {days}.' } },
      "cookies.text must contain {values}, where the values it may hold",
    ],
    [
      { rights: { ...words.rights, text: "Write to {contactEmail}. Backups keep it for up to 30 days." } },
      "rights.text must contain {backupDays}",
    ],
    [
      { rights: { ...words.rights, text: "Write to {contactEmail}. Backups keep it for up to 30 days." } },
      "rights.text types the figure 30 by hand; the notice's figures are read from the site's settings",
    ],
    [
      { recipients: { ...words.recipients, host: "Cloudflare hosts the site in {region}." } },
      "recipients.host names {region}, but the site fills nothing in here: write the words themselves",
    ],
    [
      { recipients: { ...words.recipients, store: { eu: "The lead store is kept in the European Union." } } },
      "recipients.store.placed is missing",
    ],
    [{ cookies: { ...words.cookies, banner: "x" } }, "cookies.banner: no such field here (a typo?)"],
  ])("refuses %j", (change, message) => {
    expect(problems({ ...words, ...change }).some((problem) => problem.startsWith(`${FILE}: ${message}`))).toBe(true);
  });
});
