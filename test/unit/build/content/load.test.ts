/**
 * The content loader: every rule of a collection's schema fails a file that breaks it, with a
 * message that names the file, the field and the rule in words. Files are written to a temporary
 * copy of the repository's layout, so the real content is never the expectation.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ContentError, loadCollection } from "../../../../build/content/load";
import { projectsCollection } from "../../../../src/content/collections";

let root: string;
const options = () => ({ root, opensInNewTab: "(opens in a new tab)", context: { siteName: "Vertexa Technologies" } });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "content-"));
  mkdirSync(join(root, projectsCollection.folder), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A case study that keeps every rule; `fields` replace its front matter's, `null` removes one. */
function caseStudy(fields: Record<string, string | null> = {}, body = "What we built.") {
  const front: Record<string, string> = {
    title: "Harbour Freight",
    category: "Web Development",
    order: "1",
    description: "A booking portal for a regional freight company, with live quotes and container tracking.",
    features: "\n  - Live quotes\n  - Tracking",
    projectUrl: '"#"',
  };
  for (const [key, value] of Object.entries(fields)) {
    if (value === null) delete front[key];
    else front[key] = value;
  }
  const yaml = Object.entries(front)
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n");
  return `---\n${yaml}\n---\n\n${body}\n`;
}

function write(name: string, source: string) {
  writeFileSync(join(root, projectsCollection.folder, name), source);
}

/** The problems loading gives, or [] when it loads. */
function problems(): readonly string[] {
  try {
    loadCollection(projectsCollection, options());
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

const FILE = "src/content/projects/harbour-freight.md";

describe("a case study's file", () => {
  it("loads when it keeps every rule: its slug from the file's name, its story as HTML", () => {
    write("harbour-freight.md", caseStudy({}, "What we *built*."));
    const { data } = loadCollection(projectsCollection, options());
    expect(data).toEqual([
      expect.objectContaining({
        slug: "harbour-freight",
        title: "Harbour Freight",
        html: "<p>What we <em>built</em>.</p>\n",
      }),
    ]);
  });

  it.each([
    [
      { title: "Harbour Freight Logistics Portal" },
      `${FILE}: title has 32 characters; at most 26 fit in the page title`,
    ],
    [
      { title: "Harbour Freight Logistic" },
      `${FILE}: title is 3 characters too long: with the category "Web Development", at most 21 fit in the page title`,
    ],
    [{ title: '""' }, `${FILE}: title has 0 characters; must not be empty`],
    [{ title: null }, `${FILE}: title is missing`],
    [
      { category: "Blockchain" },
      `${FILE}: category is "Blockchain"; it must be one of: Web Development, Mobile App, UI/UX Design`,
    ],
    [{ order: "first" }, `${FILE}: order must be a whole number, not "first"`],
    [{ order: "0" }, `${FILE}: order is 0; it must be 1 or more`],
    [
      { description: "Too short." },
      `${FILE}: description has 10 characters; at least 40 are needed to make a page description of 120–160 characters with the category`,
    ],
    [
      { description: "A booking portal for freight, with live quotes" },
      `${FILE}: description makes a page description of 115 characters with the category; it needs 120–160 (write 5 more)`,
    ],
    [{ features: "[]" }, `${FILE}: features has 0 items; at least one is needed`],
    [
      { projectUrl: "http://example.com" },
      `${FILE}: projectUrl is "http://example.com"; it must be a page of this site (/about), a web address (https://…), mailto: or tel:`,
    ],
    [{ titel: "Typo" }, `${FILE}: titel: no such field here (a typo?)`],
    [{ pictures: "\n  banner:\n    src: /media/b.jpg" }, `${FILE}: pictures.banner.alt is missing`],
    [
      { pictures: "\n  banner:\n    src: /media/B.gif\n    alt: A map" },
      `${FILE}: pictures.banner.src is "/media/B.gif"; it must name a JPEG, PNG or WebP file in the media folder, lower-case letters, digits and hyphens (/media/my-picture.jpg)`,
    ],
  ] as const)("refuses %o: %s", (fields, message) => {
    write("harbour-freight.md", caseStudy(fields));
    expect(problems()).toContain(message);
  });

  it("refuses a body with raw HTML, a level-1 heading, a picture or an unsafe link", () => {
    write(
      "harbour-freight.md",
      caseStudy({}, "# Title\n\n<script>alert(1)</script>\n\n![x](/a.png) [x](http://example.com)"),
    );
    expect(problems()).toEqual([
      `${FILE}: the text has a level-1 heading (line 1 of the text); the page's title is its only one: start headings at ##`,
      `${FILE}: the text contains HTML (<script>alert(1)</script>) (line 3 of the text); write Markdown only`,
      `${FILE}: the text has a picture in the text; add pictures in the picture fields`,
      `${FILE}: the text links to "http://example.com"; a link must be a page of this site (/about), https://…, mailto: or tel:`,
    ]);
  });

  it("opens a link to another site as the site's external links do; a link of the site stays", () => {
    write("harbour-freight.md", caseStudy({}, "See [their site](https://example.com) or [contact us](/contact)."));
    const { data } = loadCollection(projectsCollection, options());
    expect((data as { html: string }[])[0]?.html).toBe(
      '<p>See <a href="https://example.com" target="_blank" rel="noopener noreferrer">their site<span class="visually-hidden"> (opens in a new tab)</span></a> or <a href="/contact">contact us</a>.</p>\n',
    );
  });

  it("refuses a file without front matter, YAML it cannot read, and a name that is no address", () => {
    write("harbour-freight.md", "Just text");
    write("Harbour_Freight.md", caseStudy({ order: "2", title: "[unclosed" }));
    expect(problems()).toEqual([
      expect.stringMatching(
        /^src\/content\/projects\/Harbour_Freight\.md: the file's name "Harbour_Freight" makes the address; use lower-case letters/,
      ),
      expect.stringMatching(
        /^src\/content\/projects\/Harbour_Freight\.md: line \d+: Flow sequence in block collection must be sufficiently indented and end with a \]$/,
      ),
      `${FILE}: the file must start with its fields between two lines of three dashes (---)`,
    ]);
  });

  it("refuses two case studies in one position, naming both files", () => {
    write("harbour-freight.md", caseStudy());
    write("lake-ferries.md", caseStudy());
    expect(problems()).toEqual([
      "src/content/projects/lake-ferries.md: order is 1, as in src/content/projects/harbour-freight.md; two case studies cannot share a position",
    ]);
  });

  it("orders entries by their position, then by name", () => {
    write("b.md", caseStudy({ order: "2" }));
    write("c.md", caseStudy({ order: "1" }));
    write("a.md", caseStudy({ order: "3" }));
    const { data } = loadCollection({ ...projectsCollection, rules: [] }, options());
    expect((data as { slug: string }[]).map((entry) => entry.slug)).toEqual(["c", "b", "a"]);
  });

  it("says every problem of every file at once, in one error", () => {
    write("a.md", caseStudy({ category: "Blockchain" }));
    write("b.md", caseStudy({ order: "2", title: null }));
    expect(() => loadCollection(projectsCollection, options())).toThrow(
      /^The site's content has 2 problems:\n {2}src\/content\/projects\/a\.md: category .*\n {2}src\/content\/projects\/b\.md: title is missing$/,
    );
  });
});
