/**
 * The hire page's words (src/content/hire.yaml) and its service categories (src/content/hire-services):
 * a file breaking a rule fails with the file, the field and the rule. Files are written to a temporary
 * copy of the layout; the real content is never the expectation.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { hireCollection, hireServicesCollection } from "../../../../src/content/collections";
import { loadIn, oneFile, scratchRoot, writeEntries } from "./oneFile";

const FILE = hireCollection.file;
const words = parse(readFileSync(FILE, "utf8")) as Record<string, Record<string, unknown>>;

const problems = oneFile(hireCollection);

describe("hire.yaml", () => {
  it("loads as written", () => {
    expect(problems(words)).toEqual([]);
  });

  it.each([
    [
      { hero: { ...words.hero, compare: "Compare every one of our hiring models" } },
      "hero.compare has 38 characters; at most 30 fit on the button",
    ],
    [
      { hero: { ...words.hero, image: { key: "illus-nowhere", alt: "Profiles" } } },
      'hero.image.key is "illus-nowhere"',
    ],
    [{ values: { ...words.values, cards: [] } }, "values.cards has 0 items; at least one is needed"],
    [
      {
        values: {
          ...words.values,
          cards: Array.from({ length: 9 }, () => ({
            title: "Vetted",
            description: "Every developer is interviewed.",
            icon: "eye",
          })),
        },
      },
      "values.cards has 9 items; at most 8 fit in the grid's two rows of four",
    ],
    [
      { stats: { ...words.stats, stats: [{ value: "1,000,000,000+", label: "Lines" }] } },
      "stats.stats 1.value has 14 characters; at most 12 fit the figure's large type",
    ],
    [
      { stats: { ...words.stats, stats: Array.from({ length: 5 }, () => ({ value: "5+", label: "Years" })) } },
      "stats.stats has 5 items; at most 4 fit in the band",
    ],
    [{ contact: { ...words.contact, subject: undefined } }, "contact.subject is missing"],
    [{ services: { ...words.services, tabs: "Tabs" } }, "services.tabs: no such field here (a typo?)"],
  ])("refuses %j", (change, message) => {
    expect(problems({ ...words, ...change })).toEqual(
      expect.arrayContaining([expect.stringContaining(`${FILE}: ${message}`)]),
    );
  });
});

describe("hire-services", () => {
  const root = scratchRoot("hire-services-");

  /** Writes the entries (file name → fields) into the folder and says what loading finds. */
  function load(files: Record<string, Record<string, unknown>>): readonly string[] {
    writeEntries(root(), hireServicesCollection, files);
    return loadIn(root(), hireServicesCollection).problems;
  }

  const tab = (title: string, order: number, change: Record<string, unknown> = {}) => ({
    title,
    order,
    description: "Services that stay fast and secure as your product grows.",
    features: ["REST APIs"],
    highlights: [{ title: "Security first", content: "Audits and encrypted data." }],
    stacksTitle: "Technologies",
    stacks: [{ name: "Node.js", description: "Event-driven APIs." }],
    ...change,
  });
  const folder = hireServicesCollection.folder;

  it("loads two tabs", () => {
    expect(load({ backend: tab("Backend", 1), frontend: tab("Frontend", 2) })).toEqual([]);
  });

  it.each([
    [{ backend: tab("Backend", 1) }, `${folder}: (files) has 1; at least 2 are needed to choose between tabs`],
    [{ backend: tab("Backend", 1), frontend: tab("Frontend", 1) }, `${folder}/frontend.yaml: order is 1, as in`],
    [{ backend: tab("Backend", 1), other: tab("Backend", 2) }, `${folder}/other.yaml: title is "Backend", as in`],
    [
      { backend: tab("Backend", 1), Front_End: tab("Frontend", 2) },
      `${folder}/Front_End.yaml: (file name) is "Front_End"; a tab's id is lower-case letters and hyphens`,
    ],
    [
      { backend: tab("Backend", 1, { features: [] }), frontend: tab("Frontend", 2) },
      `${folder}/backend.yaml: features has 0 items; at least one is needed`,
    ],
    [
      { backend: tab("Backend", 1, { stacks: [] }), frontend: tab("Frontend", 2) },
      `${folder}/backend.yaml: stacks has 0 items; at least one is needed`,
    ],
    [
      { backend: tab("Backend", 1, { highlights: [{ title: "Fast" }] }), frontend: tab("Frontend", 2) },
      `${folder}/backend.yaml: highlights 1.content is missing`,
    ],
    [
      { backend: tab("Backend and infrastructure", 1), frontend: tab("Frontend", 2) },
      `${folder}/backend.yaml: title has 26 characters; at most 20 fit on the tab`,
    ],
    [
      { backend: tab("Backend", 1, { id: "backend" }), frontend: tab("Frontend", 2) },
      `${folder}/backend.yaml: id: no such field here (a typo?)`,
    ],
  ])("refuses %#", (files, message) => {
    expect(load(files)).toEqual(expect.arrayContaining([expect.stringContaining(message)]));
  });
});
