/**
 * The controls' words (src/content/controls.yaml, what islands say) and the shell's
 * (src/content/shell.yaml, what only the server renders): a file breaking a rule fails with the
 * file, the field and the rule, and the words the site fills in are filled.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { controlsCollection, shellCollection } from "../../../../src/content/collections";
import { ui } from "../../../../src/content/controls";
import { shellUi } from "../../../../src/content/shell";
import { oneFile } from "./oneFile";

const read = (file: string) => parse(readFileSync(file, "utf8")) as Record<string, unknown>;

describe("controls.yaml", () => {
  const FILE = controlsCollection.file;
  const words = read(FILE);
  const carousel = words.testimonialCarousel as Record<string, unknown>;
  const problems = oneFile(controlsCollection);

  it("loads as written, the team showcase's page filled in", () => {
    expect(problems(words)).toEqual([]);
    const page = ui.teamShowcasePage("Team members", 2, 3);
    for (const part of ["Team members", "2", "3"]) expect(page).toContain(part);
    expect(page).not.toContain("{");
  });

  it.each([
    [
      { teamShowcasePage: "Page {page} of {total}" },
      "teamShowcasePage names {total}, which the site does not fill in here; it fills in {label}, {page}, {pages}",
    ],
    [
      { teamShowcasePage: "{label}, page {page}" },
      "teamShowcasePage must contain {pages}, where the number of pages goes",
    ],
    [
      { testimonialCarousel: { ...carousel, bullet: "Go to testimonial {index}" } },
      "testimonialCarousel.bullet names {index}, but the site fills nothing in here",
    ],
    [
      { testimonialCarousel: { ...carousel, bullet: "Next slide" } },
      "testimonialCarousel.bullet must contain {{index}}, where the carousel puts the slide's number",
    ],
    [{ opensInNewTab: "" }, "opensInNewTab has 0 characters; must not be empty"],
    [{ swipeHint: "Swipe" }, "swipeHint: no such field here (a typo?)"],
  ])("refuses %j", (change, message) => {
    expect(problems({ ...words, ...change }).some((problem) => problem.startsWith(`${FILE}: ${message}`))).toBe(true);
  });
});

describe("shell.yaml", () => {
  const FILE = shellCollection.file;
  const words = read(FILE);
  const problems = oneFile(shellCollection);

  it("loads as written, the company's name filled into the logo's link", () => {
    expect(problems(words)).toEqual([]);
    expect(shellUi.homeLink("Acme Ltd")).toContain("Acme Ltd");
    expect(shellUi.homeLink("Acme Ltd")).not.toContain("{");
  });

  it.each([
    [{ homeLink: "Home" }, "homeLink must contain {site}, where the company's name goes"],
    [{ homeLink: "{name} — home" }, "homeLink names {name}, which the site does not fill in here; it fills in {site}"],
    [{ skipLink: "Skip to {main}" }, "skipLink names {main}, but the site fills nothing in here"],
    [
      { menu: "Open the navigation menu of the whole site here" },
      "menu has 47 characters; at most 40 fit where the page shows it",
    ],
    [{ footer: { offices: "Offices" } }, "footer.contact is missing"],
  ])("refuses %j", (change, message) => {
    expect(problems({ ...words, ...change }).some((problem) => problem.startsWith(`${FILE}: ${message}`))).toBe(true);
  });
});
