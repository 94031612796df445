/** The about page's words (src/content/about.md): a file breaking a rule fails with the file, the field and the rule. */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { aboutCollection } from "../../../../src/content/collections";
import { aboutCounters, aboutHero, founderMessage, whyChooseUs } from "../../../../src/content/company/about";
import { countWord } from "../../../../src/content/count";
import { site } from "../../../../src/content/site";
import { oneFile } from "./oneFile";

const FILE = aboutCollection.file;
const [, frontMatter = "", story = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(FILE, "utf8")) ?? [];
const words = parse(frontMatter) as Record<string, Record<string, unknown>>;

const load = oneFile(aboutCollection);
/** Writes the fields and the text as a Markdown file; the problems its loading finds ([] when it loads). */
const problems = (fields: unknown, body = story) => load(fields, body);

describe("about.md", () => {
  it("loads as written, the company's facts and the count of reasons filled in", () => {
    expect(problems(words)).toEqual([]);
    for (const filled of [aboutHero.title, aboutHero.lead, whyChooseUs.title, founderMessage.html, aboutCounters.label])
      expect(filled).not.toMatch(/\{\w+\}/);
    expect(aboutHero.title).toContain(String(site.foundedYear));
    expect(whyChooseUs.title).toContain(countWord(whyChooseUs.reasons.length, "Capital"));
    expect(founderMessage.html).toMatch(/^<p>/);
  });

  const counters = words.counters as { items: { value: number; suffix: string; label: string }[] };
  const [first = counters.items[0]!, second = first] = counters.items;

  it.each([
    [
      { counters: { ...counters, items: [first, { ...second, label: first.label }] } },
      `counters.items 2.label is "${first.label}", as another counter's; each counter has its own label`,
    ],
    [{ counters: { ...counters, items: [{ ...first, value: 2.5 }] } }, "counters.items 1.value"],
    [{ counters: { ...counters, items: [{ ...first, value: 0 }] } }, "counters.items 1.value"],
    [{ counters: { ...counters, items: [] } }, "counters.items has 0 items; at least one is needed"],
    [
      { missionVision: { ...words.missionVision, cards: [(words.missionVision as { cards: unknown[] }).cards[0]] } },
      "missionVision.cards",
    ],
    [
      { whyUs: { ...words.whyUs, reasons: [{ title: "Fast", description: "Quick.", icon: "turbo" }] } },
      'whyUs.reasons 1.icon is "turbo"; it must be one of:',
    ],
    [{ hero: { ...words.hero, image: { key: "no-such-drawing", alt: "A drawing" } } }, "hero.image.key"],
    [
      { hero: { ...words.hero, primary: "Meet the whole team of engineers and designers" } },
      "hero.primary has 46 characters; at most 30 fit on the button",
    ],
    [{ team: { ...words.team, heading: "x" } }, "team.heading: no such field here (a typo?)"],
  ])("refuses %j", (change, message) => {
    expect(problems({ ...words, ...change }).some((problem) => problem.startsWith(`${FILE}: ${message}`))).toBe(true);
  });

  it("refuses a founder's message with HTML, a level-1 heading or no text", () => {
    expect(problems(words, "<script>alert(1)</script>\n").join("\n")).toContain("contains HTML");
    expect(problems(words, "# Hello\n").join("\n")).toContain("level-1 heading");
    expect(problems(words, "").join("\n")).toContain(`${FILE}: body`);
  });
});
