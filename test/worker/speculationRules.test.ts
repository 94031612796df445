/**
 * Instant navigations: every HTML answer names the prerender rules by header, and the rules file
 * is served with the content type browsers require and says what may be prerendered. The rules'
 * `where` is evaluated here as Chromium does: `href_matches` with URLPattern against the rules
 * file's URL, `selector_matches` (attribute selectors only, which the test insists on) against the
 * link's attributes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths } from "../../src/content/paths";
import { routes } from "../../src/server/routes";
import { contactRequest } from "../../harness/contactForm.ts";
import { startWorker, type TestWorker } from "../support/worker";

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker.dispose());

const RULES = "/speculation-rules.json";
const HEADER = `"${RULES}"`;

describe("the Speculation-Rules header", () => {
  it.each(routes.map((r) => r.page.path))("%s names the rules file", async (path) => {
    const res = await worker.fetch(path);
    await res.text();
    expect(res.headers.get("speculation-rules")).toBe(HEADER);
  });

  it("the 404 page names it too", async () => {
    const res = await worker.fetch("/no-such-page");
    await res.text();
    expect(res.status).toBe(404);
    expect(res.headers.get("speculation-rules")).toBe(HEADER);
  });

  it("and so does the contact form shown again after a failed plain post", async () => {
    const res = await worker.fetch("/api/contact", contactRequest({ firstName: "Ada" }, { json: false }));
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    await res.text();
    expect(res.headers.get("speculation-rules")).toBe(HEADER);
  });

  it.each(["/robots.txt", "/sitemap.xml", RULES])("%s, not a page, has none", async (path) => {
    const res = await worker.fetch(path);
    await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get("speculation-rules")).toBeNull();
  });

  it("a redirect has none", async () => {
    const res = await worker.fetch("/ABOUT", { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("speculation-rules")).toBeNull();
  });

  it("the page keeps its CSP: no inline rules, scripts from this origin only", async () => {
    const res = await worker.fetch("/");
    const html = await res.text();
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain("inline-speculation-rules");
    expect(html).not.toContain('type="speculationrules"');
  });
});

interface Rule {
  source: string;
  eagerness: string;
  where: Condition;
}
type Condition =
  | { and: Condition[] }
  | { or: Condition[] }
  | { not: Condition }
  | { href_matches: string | string[] }
  | { selector_matches: string | string[] };

const ORIGIN = "https://www.example-offshore.dev";
const list = (v: string | string[]) => (Array.isArray(v) ? v : [v]);

interface Link {
  href: string;
  attributes: Record<string, string>;
}

/** `[name]` or `[name~=word]`, a list of them: what the rules' selectors may use. */
const ATTRIBUTE = /^\[([\w-]+)(?:~=(\w+))?\]$/;
function matches(selectors: string, link: Link): boolean {
  return selectors.split(",").some((selector) => {
    const [, name, word] = ATTRIBUTE.exec(selector.trim()) ?? [];
    if (!name) throw new Error(`not an attribute selector: ${selector}`);
    const value = link.attributes[name];
    return value !== undefined && (word === undefined || value.split(/\s+/).includes(word));
  });
}

/** Whether `condition` holds for `link` on a page of the site. */
function holds(condition: Condition, link: Link): boolean {
  if ("and" in condition) return condition.and.every((c) => holds(c, link));
  if ("or" in condition) return condition.or.some((c) => holds(c, link));
  if ("not" in condition) return !holds(condition.not, link);
  if ("href_matches" in condition)
    return list(condition.href_matches).some((p) => new URLPattern(p, `${ORIGIN}${RULES}`).test(link.href));
  return list(condition.selector_matches).some((s) => matches(s, link));
}

describe("the rules file", () => {
  let rules: { prerender: Rule[] };
  /** Whether a link with `href` and `attributes`, on /about, is prerendered. */
  const prerendered = (href: string, attributes: Record<string, string> = {}) => {
    const link = { href: new URL(href, `${ORIGIN}/about`).href, attributes: { href, ...attributes } };
    return rules.prerender.some((rule) => holds(rule.where, link));
  };

  beforeAll(async () => {
    const res = await worker.fetch(RULES);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/speculationrules+json");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    rules = (await res.json()) as typeof rules;
  });

  it("prerenders document links with moderate eagerness, and nothing else", () => {
    expect(Object.keys(rules)).toEqual(["prerender"]);
    expect(rules.prerender.map((r) => [r.source, r.eagerness])).toEqual([["document", "moderate"]]);
  });

  it.each([
    paths.home,
    paths.about,
    paths.contact,
    `${paths.contact}?subject=Hire%20developers`,
    "/portfolio/m-studio",
    `${paths.portfolio}?category=web`,
    "/products/helpwave",
    paths.customDev,
  ])("prerenders a link to %s", (href) => {
    expect(prerendered(href)).toBe(true);
  });

  it.each([
    ["/api/theme", "the API"],
    ["/api/contact", "the API"],
    [paths.thankYou, "the thank-you page: it answers a submission"],
    ["/sitemap.xml", "a file"],
    ["/images/gen/og-home.png", "a file"],
    ["https://github.com/", "an external link"],
    ["https://www.example-offshore.dev.evil.test/about", "another host"],
    ["mailto:hello@example.com", "not a page"],
  ])("never %s (%s)", (href) => {
    expect(prerendered(href)).toBe(false);
  });

  it.each<Record<string, string>>([
    { rel: "external nofollow" },
    { download: "" },
    { target: "_blank" },
    { "data-no-prerender": "" },
  ])("never a same-site link marked %o", (mark) => {
    expect(prerendered(paths.about, mark)).toBe(false);
    expect(prerendered(paths.about, { rel: "noopener" })).toBe(true);
  });
});
