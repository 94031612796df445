/** The portfolio's words (src/content/portfolio.yaml): a file breaking a rule fails with the file, the field and the rule. */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { portfolioCollection } from "../../../../src/content/collections";
import { portfolioFilter, portfolioHero, projectDetail } from "../../../../src/content/company/portfolio";
import { countWord } from "../../../../src/content/count";
import { oneFile } from "./oneFile";

const FILE = portfolioCollection.file;
const words = parse(readFileSync(FILE, "utf8")) as Record<string, Record<string, unknown>>;

const problems = oneFile(portfolioCollection);

describe("portfolio.yaml", () => {
  it("loads as written, counts and titles filled in", () => {
    expect(problems(words)).toEqual([]);
    expect(portfolioHero.lead(7)).toContain(countWord(7, "Capital"));
    expect(portfolioFilter.status(1)).toContain("1");
    expect(portfolioFilter.status(4)).toContain("4");
    expect(portfolioFilter.status(1)).not.toBe(portfolioFilter.status(4).replace("4", "1"));
    for (const alt of [projectDetail.bannerAlt, projectDetail.aboutAlt, projectDetail.featuresAlt])
      expect(alt("Jetstream")).toContain("Jetstream");
  });

  it.each([
    [
      { filter: { ...words.filter, statusMany: "Showing projects" } },
      "filter.statusMany must contain {count}, where the number goes",
    ],
    [{ filter: { ...words.filter, statusOne: "One project" } }, "filter.statusOne"],
    [
      { detail: { ...words.detail, bannerAlt: "Product overview" } },
      "detail.bannerAlt must contain {title}, where the case study's title goes",
    ],
    [
      { cta: { ...words.cta, primary: "Talk to us about your next big project" } },
      "cta.primary has 38 characters; at most 30 fit on the button",
    ],
    [{ hero: { ...words.hero, subtitle: "x" } }, "hero.subtitle: no such field here (a typo?)"],
  ])("refuses %j", (change, message) => {
    expect(problems({ ...words, ...change }).some((problem) => problem.startsWith(`${FILE}: ${message}`))).toBe(true);
  });
});
