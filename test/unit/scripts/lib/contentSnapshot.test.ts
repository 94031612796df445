// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import {
  compareSnapshots,
  formatDifferences,
  normaliseServedYear,
  pageContent,
  stableJson,
  type PageContent,
  type Snapshot,
} from "../../../../scripts/lib/contentSnapshot";

const content = (over: Partial<PageContent> = {}): PageContent => ({
  title: "Home",
  description: "About us",
  canonical: "https://example.test/",
  meta: { "og:title": "Home" },
  jsonLd: [{ "@type": "Organization", name: "Acme" }],
  headings: ["h1: Welcome"],
  links: [{ href: "/about", text: "About" }],
  images: [{ alt: "A team", sizes: "100vw" }],
  labels: [],
  text: ["one", "two", "three"],
  ...over,
});
const snapshot = (over: Partial<PageContent> = {}, routes = ["/"]): Snapshot =>
  Object.fromEntries(routes.map((route) => [route, { status: 200, html: content(), js: content(over) }]));

describe("stableJson", () => {
  it("sorts every object's keys and keeps arrays in order", () => {
    expect(stableJson({ b: 1, a: [{ z: 1, y: 2 }, 3] })).toBe(stableJson({ a: [{ y: 2, z: 1 }, 3], b: 1 }));
    expect(JSON.parse(stableJson({ b: 1, a: [3, 2] }))).toEqual({ a: [3, 2], b: 1 });
    expect(stableJson({ b: 1, a: 2 }).indexOf('"a"')).toBeLessThan(stableJson({ b: 1, a: 2 }).indexOf('"b"'));
  });
});

describe("normaliseServedYear", () => {
  it("writes every copyright year as {year}, and nothing else", () => {
    expect(normaliseServedYear({ text: ["© 2026 Acme Ltd.", "Since 2017"], labels: ["©2031"] })).toEqual({
      text: ["© {year} Acme Ltd.", "Since 2017"],
      labels: ["© {year}"],
    });
  });
});

describe("compareSnapshots", () => {
  it("finds nothing between equal snapshots", () => {
    expect(compareSnapshots(snapshot(), snapshot())).toEqual([]);
  });

  it("names the route and the field of a changed value, with both values", () => {
    expect(compareSnapshots(snapshot(), snapshot({ title: "Start" }))).toEqual([
      { route: "/", field: "js.title", before: "Home", after: "Start" },
    ]);
    expect(compareSnapshots(snapshot(), snapshot({ meta: { "og:title": "Home", "og:type": "website" } }))).toEqual([
      { route: "/", field: "js.meta.og:type", after: "website" },
    ]);
  });

  it("reports a line inserted into a list as that one line, not a shift of the rest", () => {
    expect(compareSnapshots(snapshot(), snapshot({ text: ["one", "new", "two", "three"] }))).toEqual([
      { route: "/", field: "js.text[1]", after: "new" },
    ]);
    expect(compareSnapshots(snapshot(), snapshot({ text: ["one", "three"] }))).toEqual([
      { route: "/", field: "js.text[1]", before: "two" },
    ]);
  });

  it("pairs a replaced item with its replacement, down to the field that changed", () => {
    expect(compareSnapshots(snapshot(), snapshot({ text: ["one", "2", "three"] }))).toEqual([
      { route: "/", field: "js.text[1]", before: "two", after: "2" },
    ]);
    expect(compareSnapshots(snapshot(), snapshot({ links: [{ href: "/about", text: "About us" }] }))).toEqual([
      { route: "/", field: "js.links[0].text", before: "About", after: "About us" },
    ]);
  });

  it("reports a route found in one snapshot only", () => {
    expect(compareSnapshots(snapshot({}, ["/", "/old"]), snapshot({}, ["/", "/new"]))).toEqual([
      { route: "/new", field: "(route)", after: "present" },
      { route: "/old", field: "(route)", before: "present" },
    ]);
  });
});

describe("formatDifferences", () => {
  it("prints each route once, then each field with its value before and after", () => {
    const text = formatDifferences([
      { route: "/", field: "js.title", before: "Home", after: "Start" },
      { route: "/", field: "js.text[1]", after: "new" },
    ]);
    expect(text).toBe(
      [
        "/",
        "  js.title",
        '    before: "Home"',
        '    after:  "Start"',
        "  js.text[1]",
        "    before: (none)",
        '    after:  "new"',
      ].join("\n"),
    );
  });
});

describe("pageContent, on the server's HTML", () => {
  it("reads the head, the headings, links, images, attribute words and a line of text per block", () => {
    document.documentElement.innerHTML = `<head><title> Home — Acme </title>
      <meta name="description" content="What we do"><link rel="canonical" href="https://example.test/">
      <meta property="og:title" content="Home"><meta name="twitter:card" content="summary">
      <script type="application/ld+json">{"@type":"Organization","name":"Acme"}</script></head>
      <body><h1>Welcome <em>home</em></h1><p>We <strong>build</strong>
      software.</p><a href="/about" target="_blank" rel="noopener">About<br>us</a>
      <button aria-label="Menu"><svg><title>icon</title></svg></button><script>ignored()</script>
      <picture><source sizes="50vw" srcset="a.avif 100w"><img alt="A team" src="a.webp"></picture></body>`;
    expect(pageContent(false, document)).toEqual({
      title: "Home — Acme",
      description: "What we do",
      canonical: "https://example.test/",
      meta: { "og:title": "Home", "twitter:card": "summary" },
      jsonLd: [{ "@type": "Organization", name: "Acme" }],
      headings: ["h1: Welcome home"],
      links: [{ href: "/about", text: "About us", target: "_blank", rel: "noopener" }],
      images: [{ alt: "A team", sizes: "50vw" }],
      labels: ["button[aria-label]: Menu"],
      text: ["Welcome home", "We build software.", "About", "us"],
    });
  });
});
