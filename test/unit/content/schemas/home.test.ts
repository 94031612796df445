/** The home page's words (src/content/home.yaml): a file breaking a rule fails with the file, the field and the rule. */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { homeCollection } from "../../../../src/content/collections";
import { oneFile } from "./oneFile";
import { homeHero } from "../../../../src/content/home";
import { site } from "../../../../src/content/site";

const FILE = homeCollection.file;
const words = parse(readFileSync(FILE, "utf8")) as Record<string, Record<string, unknown>>;

const problems = oneFile(homeCollection);

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
