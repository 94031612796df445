/** The home page's words (src/content/home.yaml): a file breaking a rule fails with the file, the field and the rule. */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { parse, stringify } from "yaml";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ContentError, loadCollection } from "../../../../build/content/load";
import { homeCollection } from "../../../../src/content/collections";
import { homeHero } from "../../../../src/content/home";
import { site } from "../../../../src/content/site";

let root: string;
const FILE = homeCollection.file;
const words = parse(readFileSync(FILE, "utf8")) as Record<string, Record<string, unknown>>;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "home-"));
  mkdirSync(join(root, dirname(FILE)), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function problems(fields: unknown): readonly string[] {
  writeFileSync(join(root, FILE), stringify(fields));
  try {
    loadCollection(homeCollection, { root, opensInNewTab: "(opens in a new tab)" });
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

describe("home.yaml", () => {
  it("loads as written, the founding year filled into the banner", () => {
    expect(problems(words)).toEqual([]);
    expect(homeHero.eyebrow).not.toContain("{");
    expect(homeHero.eyebrow).toContain(String(site.foundedYear));
  });

  it.each([
    [
      { clients: { ...words.clients, logos: [{ name: "Acme", src: "https://acme.com/logo.png" }] } },
      'clients.logos 1.src is "https://acme.com/logo.png"; it must name an SVG wordmark in public/images/clients',
    ],
    [{ clients: { ...words.clients, logos: [] } }, "clients.logos has 0 items; at least one is needed"],
    [
      { about: { ...words.about, values: [{ title: "Fast", description: "Quick.", icon: "turbo" }] } },
      'about.values 1.icon is "turbo"; it must be one of:',
    ],
    [
      { hero: { ...words.hero, primary: "Hire the best developers in the whole world" } },
      "hero.primary has 43 characters; at most 30 fit on the button",
    ],
    [{ featured: { ...words.featured, heading: "x" } }, "featured.heading: no such field here (a typo?)"],
  ])("refuses %j", (change, message) => {
    expect(problems({ ...words, ...change }).some((problem) => problem.startsWith(`${FILE}: ${message}`))).toBe(true);
  });
});
