/**
 * The HTML of every page conforms: each route of the table, the 404, and the forms shown again
 * after a failed plain post, in the system (light) and the dark scheme, is read by html-validate
 * as the built Worker serves it, and must have no error.
 */
import { HtmlValidate, type ConfigData } from "html-validate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactFormCopy as copy } from "../../src/content/contact";
import { notFound } from "../../src/content/errors";
import { paths } from "../../src/content/paths";
import { themeCookie } from "../../src/content/theme";
import { routes } from "../../src/server/routes";
import { contactRequest, samples } from "../../harness/contactForm";
import { escapeHtml } from "../support/html";
import { startWorker, type TestWorker } from "../support/worker";

/**
 * The recommended rules and the whole-document ones. A rule turned off or changed says why on
 * its line; none is turned off for the whole set.
 */
const config: ConfigData = {
  extends: ["html-validate:recommended", "html-validate:document"],
  rules: {
    // React writes a few attributes by their DOM property name (charSet, srcSet, maxLength, autoComplete,
    // fetchPriority); HTML attribute names are case-insensitive. Any other case (MAXLENGTH, Class) still fails.
    "attr-case": ["error", { style: "camelcase" }],
    // React closes every void element (<meta/>, <img/>): valid HTML syntax. Held to that one style.
    "void-style": ["error", { style: "selfclose" }],
    // React writes a true boolean attribute as required="" (a valid spelling). Held to that one style.
    "attribute-boolean-style": ["error", { style: "empty" }],
    // React writes hidden="" the same way. Held to that one style.
    "attribute-empty-style": ["error", { style: "empty" }],
    // Counts the title's source text, so "&amp;" is five characters; the same 70-character limit is checked on the
    // decoded title below (TITLE_MAX), as search results show it.
    "long-title": "off",
  },
};

/** html-validate's long-title limit, on the title as read (entities decoded). */
const TITLE_MAX = 70;

/**
 * The colour schemes a page is served in: no cookie (the system's, light by default) and the stored
 * dark one, with the mark that shows the Worker rendered it in that scheme.
 */
const schemes = [
  { name: "light", headers: {}, mark: "<html " },
  { name: "dark", headers: { cookie: `${themeCookie.name}=dark` }, mark: 'data-theme="dark"' },
] as const;

interface Document {
  /** What the failure message names: the route, the scheme, the form shown. */
  name: string;
  path: string;
  init?: RequestInit;
  status: number;
  /** Text the page must hold (as React escapes it), so that an empty or wrong page cannot pass. */
  shows: readonly string[];
}

/** The text of the page's <title>, entities decoded. */
const titleText = (html: string) =>
  (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

/** Every field of a form sent blank: the form comes back with a message at each required field. */
const blank = (fields: Record<string, string>) => Object.fromEntries(Object.keys(fields).map((name) => [name, " "]));

const invalidPosts = [
  { form: "contact", status: 400, fields: { ...blank(samples.contact), email: "grace@invalid" } },
  { form: "hire", status: 400, fields: { ...blank(samples.hire), email: "alan@invalid" } },
  { form: "single-name", status: 400, fields: { ...blank(samples.fullname), email: "ada@invalid" } },
] as const;

const documents: Document[] = schemes.flatMap(({ name: scheme, headers, mark }) => [
  ...routes.map((route) => ({
    name: `${route.page.path} (${scheme})`,
    path: route.page.path,
    init: { headers },
    status: 200,
    shows: [mark, `<title>${escapeHtml(route.page.title)}</title>`],
  })),
  {
    name: `the 404 (${scheme})`,
    path: "/no-such-page",
    init: { headers },
    status: 404,
    shows: [mark, escapeHtml(notFound.title)],
  },
  ...invalidPosts.map(({ form, status, fields }) => {
    const request = contactRequest(fields, { encoding: "urlencoded", json: false });
    return {
      name: `the ${form} form with its errors (${scheme})`,
      path: "/api/contact",
      init: { ...request, headers: { ...(request.headers as Record<string, string>), ...headers } },
      status,
      shows: [mark, escapeHtml(copy.answers.invalid), escapeHtml(copy.invalidEmail), 'aria-invalid="true"'],
    };
  }),
]);

const validator = new HtmlValidate(config);
let worker: TestWorker;
const served = new Map<string, { status: number; html: string }>();

beforeAll(async () => {
  worker = await startWorker({ rateLimit: 1000 });
  await Promise.all(
    documents.map(async (doc) => {
      const response = await worker.fetch(doc.path, doc.init);
      served.set(doc.name, { status: response.status, html: await response.text() });
    }),
  );
});
afterAll(() => worker.dispose());

describe("every document the Worker renders conforms (html-validate)", () => {
  it("covers the privacy notice, the thank-you page and the hire and contact pages of the route table", () => {
    const covered = new Set(documents.map((doc) => doc.path));
    for (const path of [paths.privacy, paths.thankYou, paths.hire, paths.contact, paths.home]) {
      expect(covered, path).toContain(path);
    }
  });

  it.each(documents.map((doc) => [doc.name, doc] as const))("%s", async (_, doc) => {
    const page = served.get(doc.name)!;
    expect(page.status).toBe(doc.status);
    for (const text of doc.shows) expect(page.html).toContain(text);
    const report = await validator.validateString(page.html, doc.name);
    const findings = report.results.flatMap((result) =>
      result.messages.map((m) => `${doc.name} ${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
    );
    const title = titleText(page.html);
    if (title.length > TITLE_MAX) findings.push(`${doc.name} title: "${title}" is longer than ${TITLE_MAX} characters`);
    expect(findings).toEqual([]);
  });
});
