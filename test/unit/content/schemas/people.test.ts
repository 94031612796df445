/**
 * The folders of people and lists (team, testimonials, open positions, hiring models): each rule
 * of their schemas fails a file that breaks it, with a message naming the file, the field and the
 * rule. Files are written to a temporary copy of the layout; the real content is never the expectation.
 */
import { describe, expect, it } from "vitest";
import {
  hiringModelsCollection,
  positionsCollection,
  teamCollection,
  teamTestimonialsCollection,
  testimonialsCollection,
} from "../../../../src/content/collections";
import { loadIn, scratchRoot, writeEntries } from "./oneFile";
import type { FolderCollection } from "../../../../src/content/schemas/collection";
import { TEAM_PORTRAITS } from "../../../../src/content/schemas/teamMember";
import { AVATARS } from "../../../../src/content/schemas/teamTestimonial";

const root = scratchRoot("people-");

/** Writes the entries (file name → fields) into the collection's folder and says what loading finds. */
function load(collection: FolderCollection, files: Record<string, Record<string, unknown>>) {
  writeEntries(root(), collection, files);
  const { data = [], problems } = loadIn(root(), collection);
  return { data: data as Record<string, unknown>[], problems };
}

const LONG = "A sentence long enough for a card, and a little longer than that.";

const cases = [
  {
    collection: teamCollection,
    valid: {
      name: "Ann Lee",
      order: 1,
      roles: ["Designer"],
      portrait: TEAM_PORTRAITS[0],
      linkedin: "https://www.linkedin.com/in/ann",
    },
    other: { portrait: TEAM_PORTRAITS[1] },
    broken: [
      [{ roles: [] }, "roles has 0 items; at least one is needed"],
      [{ roles: ["A", "B", "C", "D"] }, "roles has 4 items; at most 3 fit under the name"],
      [{ portrait: "team-999" }, `portrait is "team-999"; it must be one of: ${TEAM_PORTRAITS.join(", ")}`],
      [
        { linkedin: "linkedin.com/in/ann" },
        `linkedin is "linkedin.com/in/ann"; it must be a web address starting with https://`,
      ],
      [{ role: "Designer" }, "role: no such field here (a typo?)"],
    ],
  },
  {
    collection: testimonialsCollection,
    valid: { name: "Ann Lee", designation: "CTO, Acme", order: 1, message: LONG },
    other: {},
    broken: [
      [{ message: "Great." }, "message has 6 characters; at least 40 are needed to fit on the carousel's card"],
      [{ designation: null }, "designation is missing"],
    ],
  },
  {
    collection: teamTestimonialsCollection,
    valid: { name: "Ann Lee", role: "QA Engineer", order: 1, avatar: AVATARS[0], feedback: LONG },
    other: {},
    broken: [[{ avatar: "ann.jpg" }, `avatar is "ann.jpg"; it must be one of: ${AVATARS.join(", ")}`]],
  },
  {
    collection: positionsCollection,
    valid: { title: "Rust Developer", order: 1, experience: "2+ Years Exp", icon: "code", description: LONG },
    other: { title: "Go Developer" },
    broken: [
      [{ icon: "rust" }, `icon is "rust"; it must be one of: code,`],
      [
        { title: "Senior Principal Staff Rust Developer" },
        "title has 37 characters; at most 30 fit on the position's card",
      ],
    ],
  },
  {
    collection: hiringModelsCollection,
    valid: {
      title: "Weekly",
      order: 1,
      icon: "calendar",
      duration: "10 hours/week",
      careers: { communication: "E-mail", hiringPeriod: "1 month minimum" },
      hire: { communication: "Slack", hiringPeriod: "Any period" },
    },
    other: { title: "Daily" },
    broken: [
      [{ hire: null }, "hire is missing"],
      [{ careers: { communication: "E-mail" } }, "careers.hiringPeriod is missing"],
    ],
  },
] as const;

describe.each(cases)("$collection.folder", ({ collection, valid, other, broken }) => {
  const file = (name: string) => `${collection.folder}/${name}.yaml`;

  it("loads a file that keeps every rule, in the order its field gives", () => {
    const { data, problems } = load(collection, { b: { ...valid, order: 1 }, a: { ...valid, ...other, order: 2 } });
    expect(problems).toEqual([]);
    expect(data.map((entry) => entry.slug)).toEqual(["b", "a"]);
  });

  it.each(broken as readonly (readonly [Record<string, unknown>, string])[])("refuses %j", (change, message) => {
    const fields: Record<string, unknown> = { ...valid, ...change };
    for (const [key, value] of Object.entries(change)) if (value === null) delete fields[key];
    const { problems } = load(collection, { entry: fields });
    expect(problems.some((problem) => problem.startsWith(`${file("entry")}: ${message}`))).toBe(true);
  });

  it("refuses two entries in one position, naming the second file", () => {
    const { problems } = load(collection, { a: valid, b: { ...valid, ...other } });
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^${file("b")}: order is 1, as in ${file("a")}; `))]);
  });
});

describe("rules across entries", () => {
  it("gives each member their own portrait", () => {
    const member = cases[0].valid;
    const { problems } = load(teamCollection, { a: member, b: { ...member, order: 2 } });
    expect(problems).toEqual([
      expect.stringMatching(
        /team\/b\.yaml: portrait is "team-1", as in .*team\/a\.yaml; each member has their own portrait/,
      ),
    ]);
  });

  it("gives each position and each hiring model its own title", () => {
    for (const [collection, valid] of [
      [positionsCollection, cases[3].valid],
      [hiringModelsCollection, cases[4].valid],
    ] as const) {
      const { problems } = load(collection, { a: valid, b: { ...valid, order: 2 } });
      expect(problems).toEqual([expect.stringContaining(`${collection.folder}/b.yaml: title is "${valid.title}"`)]);
    }
  });
});
