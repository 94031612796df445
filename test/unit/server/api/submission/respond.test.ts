/**
 * How a refused or failed submission is answered (src/server/api/submission/respond.ts) to a plain
 * post: the contact form comes back inside the contact page, the hire form and the single-name one
 * on a page of their own, with the header marking the page the form belongs to.
 */
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fail, type Failure } from "../../../../../src/server/api/submission/respond";
import { pageRenderer } from "../../../../../src/server/render";
import type { AppEnv } from "../../../../../src/server/types";
import { contactResultCopy } from "../../../../../src/content/contact";
import { pages } from "../../../../../src/content/registry";
import { paths } from "../../../../../src/content/paths";
import { captureLogs } from "../../../../support/leadStore";

afterEach(() => vi.restoreAllMocks());

/** The answer to a plain post (no JSON asked for) refused with `failure`. */
async function plainPostAnswer(failure: Failure): Promise<string> {
  captureLogs();
  const app = new Hono<AppEnv>().use(pageRenderer).post("/api/contact", (c) => fail(c, failure));
  const response = await app.request("/api/contact", { method: "POST" }, { SITE_URL: "https://site.test" });
  expect(response.status).toBe(failure.status);
  return response.text();
}

/** The header links marked as the current page. */
const currentLinks = (html: string) =>
  [...html.matchAll(/<a href="([^"]*)"[^>]*aria-current="page"/g)].map((m) => m[1]);

const refused = { status: 400, message: "Please check the form", reason: "invalid" } as const;

describe("a plain post refused", () => {
  it("from the contact form: the contact page again, Contact Us marked", async () => {
    const html = await plainPostAnswer({ ...refused, variant: "contact" });
    expect(html).toContain(`<title>${pages.contact.title}</title>`);
    expect(html).not.toContain(contactResultCopy.retry.title);
    expect(currentLinks(html)).toEqual([paths.contact]);
  });

  it("from the hire form: a page of its own asking to check the message, Hire marked", async () => {
    const html = await plainPostAnswer({ ...refused, variant: "hire" });
    expect(html).toContain(`<title>${pages.contactRetry.title}</title>`);
    expect(html).toContain(contactResultCopy.retry.title);
    expect(currentLinks(html)).toEqual([paths.hire]);
  });

  it("from the single-name form: the same page of its own, Contact Us marked", async () => {
    const html = await plainPostAnswer({ ...refused, variant: "fullname" });
    expect(html).toContain(`<title>${pages.contactRetry.title}</title>`);
    expect(currentLinks(html)).toEqual([paths.contact]);
  });
});
