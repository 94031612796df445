/** The careers page's words (src/content/career.yaml): a file breaking a rule fails with the file, the field and the rule. */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { careerCollection } from "../../../../src/content/collections";
import { careersCta, positions, positionsSection } from "../../../../src/content/company/career";
import { countWord } from "../../../../src/content/count";
import { oneFile } from "./oneFile";

const FILE = careerCollection.file;
const words = parse(readFileSync(FILE, "utf8")) as Record<string, Record<string, unknown>>;

const problems = oneFile(careerCollection);

describe("career.yaml", () => {
  it("loads as written, the count of positions and the position's title filled in", () => {
    expect(problems(words)).toEqual([]);
    expect(positionsSection.lead).toContain(`${countWord(positions.length)} roles`);
    expect(positionsSection.applyFor("Web Designer")).toBe("for Web Designer");
    expect(careersCta.resume.href).toMatch(/^mailto:[^?]+\?subject=[^{}]+$/);
  });

  it.each([
    [
      { hero: { ...words.hero, apply: "Apply now for any of our open roles" } },
      "hero.apply has 35 characters; at most 30 fit on the button",
    ],
    [{ hero: { ...words.hero, image: { key: "illus-nowhere", alt: "A desk" } } }, 'hero.image.key is "illus-nowhere"'],
    [{ hero: { ...words.hero, image: { key: "illus-career" } } }, "hero.image.alt is missing"],
    [{ positions: { ...words.positions, title: "" } }, "positions.title has 0 characters; must not be empty"],
    [{ benefits: { ...words.benefits, benefits: [] } }, "benefits.benefits has 0 items; at least one is needed"],
    [
      { benefits: { ...words.benefits, benefits: [{ title: "Gym", description: "A gym.", icon: "dumbbell" }] } },
      'benefits.benefits 1.icon is "dumbbell"; it must be one of:',
    ],
    [{ closing: { ...words.closing, resumeSubject: undefined } }, "closing.resumeSubject is missing"],
    [{ hiringModels: { ...words.hiringModels, cta: "Hire" } }, "hiringModels.cta: no such field here (a typo?)"],
  ])("refuses %j", (change, message) => {
    expect(problems({ ...words, ...change })).toEqual(
      expect.arrayContaining([expect.stringContaining(`${FILE}: ${message}`)]),
    );
  });
});
