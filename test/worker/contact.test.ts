/** POST /api/contact in workerd: what reaches the provider, and what the visitor gets back. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactFields, contactFormCopy as copy, contactPage, mapUrls } from "../../src/content/contact";
import { site } from "../../src/content/site";
import { contactRequest, samples } from "../../harness/contactForm.ts";
import { providerAnswer, TEST_ACCESS_KEY } from "../../harness/provider.ts";
import { builtConfig } from "../../harness/builtConfig.ts";
import { startWorker, type TestWorker } from "../support/worker";
import { paths } from "../../src/content/paths";

const ENDPOINT = "https://provider.test/submit";
let w: TestWorker;

beforeAll(async () => {
  w = await startWorker({
    vars: { FORM_ENDPOINT: ENDPOINT, FORM_ACCESS_KEY: TEST_ACCESS_KEY },
    rateLimit: 1000,
    outbound: async (request) => providerAnswer(await request.formData()),
  });
});
afterAll(() => w.dispose());
beforeEach(() => {
  w.outbound.length = 0;
});

/** The fields of the one request the provider received. */
async function forwarded(): Promise<Record<string, string>> {
  expect(w.outbound).toHaveLength(1);
  const request = w.outbound[0]!;
  expect(request.method).toBe("POST");
  expect(request.url).toBe(ENDPOINT);
  expect(request.headers.get("content-type")).toMatch(/^multipart\/form-data; boundary=/);
  const form = await request.formData();
  const fields: Record<string, string> = {};
  form.forEach((value, name) => {
    expect(typeof value, `${name} is text`).toBe("string");
    expect(fields[name], `${name} sent once`).toBeUndefined();
    fields[name] = String(value);
  });
  return fields;
}

/** What the provider gets besides the form's own fields: the e-mail's subject line, sender name, Reply-To and origin. */
const emailHeadFor = {
  fullname: {
    subject: "New enquiry from Ada Lovelace: A new project",
    replyto: "ada@example.com",
    form: "single-name form",
  },
  contact: { subject: "New enquiry from Grace Hopper: Website", replyto: "grace@example.com", form: "contact page" },
  hire: {
    subject: "New enquiry from Alan Turing: Hire two developers",
    replyto: "alan@example.com",
    form: "hire page",
  },
} as const;

describe("POST /api/contact: happy paths", () => {
  it.each(["fullname", "contact", "hire"] as const)(
    "variant %s: the e-mail of its fields plus the secret access_key reach the provider",
    async (variant) => {
      const response = await w.fetch("/api/contact", contactRequest({ ...samples[variant] }));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, message: copy.answers.success });
      const { subject: _subject, ...fields } = samples[variant];
      expect(await forwarded()).toEqual({
        ...emailHeadFor[variant],
        from_name: "Vertexa Technologies website",
        ...fields,
        access_key: TEST_ACCESS_KEY,
      });
    },
  );

  it("accepts URL-encoded bodies, trims values, drops unknown and provider option fields and blank optional ones", async () => {
    const body = {
      ...samples.contact,
      firstName: "  Grace  ",
      phone: "   ",
      access_key: "attacker-key",
      redirect: "https://evil.test",
      botcheck: "",
      from_name: "Evil",
      replyto: "evil@evil.test",
      ccemail: "evil@evil.test",
      webhook: "https://evil.test/hook",
      extra: "dropped",
    };
    const response = await w.fetch("/api/contact", contactRequest(body, { encoding: "urlencoded" }));
    expect(response.status).toBe(200);
    const { phone: _phone, subject: _subject, ...withoutPhone } = samples.contact;
    expect(await forwarded()).toEqual({
      ...emailHeadFor.contact,
      from_name: "Vertexa Technologies website",
      ...withoutPhone,
      access_key: TEST_ACCESS_KEY,
    });
  });

  it.each([
    ["http://localhost/Hire/", `${builtConfig().vars!.SITE_URL}/hire`],
    ["http://localhost//evil.example/login", undefined],
    ["http://localhost/.//evil.example/login", undefined],
    [`http://localhost/${"x".repeat(3000)}`, undefined],
    ["https://evil.example/contact", undefined],
  ])("the e-mail's page line, for a post from %s, is the route's path on SITE_URL or absent", async (referer, line) => {
    const response = await w.fetch("/api/contact", contactRequest({ ...samples.contact }, { headers: { referer } }));
    expect(response.status).toBe(200);
    expect((await forwarded()).page).toBe(line);
  });

  it("accepts fields at their maximum length", async () => {
    const body = {
      ...samples.hire,
      subject: "s".repeat(contactFields.subject.maxLength),
      message: "m".repeat(contactFields.message.maxLength),
    };
    const response = await w.fetch("/api/contact", contactRequest(body, { encoding: "urlencoded" }));
    expect(response.status).toBe(200);
    expect((await forwarded()).message).toHaveLength(contactFields.message.maxLength);
  });

  it("a plain form post (no JavaScript) is answered 303 to the thank-you page, which says so", async () => {
    const response = await w.fetch(
      "/api/contact",
      contactRequest({ ...samples.contact }, { encoding: "urlencoded", json: false }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(paths.thankYou);
    const page = await w.fetch(paths.thankYou);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(copy.status);
  });

  it("a failed plain post shows the form again with every value kept and the errors, status 400", async () => {
    const body = { ...samples.contact, email: "grace@invalid", message: "Keep <this> & that" };
    const response = await w.fetch("/api/contact", contactRequest(body, { encoding: "urlencoded", json: false }));
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('value="grace@invalid"');
    expect(html).toContain("Keep &lt;this&gt; &amp; that");
    expect(html).toContain(`value="${samples.contact.lastName}"`);
    expect(html).toContain(copy.invalidEmail);
    expect(html).toMatch(/aria-invalid="true"/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(w.outbound).toHaveLength(0);
  });
});

describe("GET /contact", () => {
  it("renders the page with the form, map links instead of embeds, and an escaped ?subject= prefill", async () => {
    const response = await w.fetch("/contact?subject=%3Cscript%3Ealert(1)%3C%2Fscript%3E%20Demo");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`>${contactPage.hero.title}</h1>`);
    expect(html).toContain('action="/api/contact" method="post"');
    expect(html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt; Demo"');
    expect(html).not.toContain("<iframe");
    for (const office of site.offices) expect(html).toContain(mapUrls(office.mapQuery).link.replace(/&/g, "&amp;"));
  });
});

describe("without FORM_ACCESS_KEY", () => {
  let bare: TestWorker;
  let local: TestWorker;
  beforeAll(async () => {
    [bare, local] = await Promise.all([
      startWorker({ rateLimit: 1000 }),
      // What `npm start` sets: the one place a lead without a key may go is the terminal.
      startWorker({ rateLimit: 1000, vars: { LOCAL_SINK: "on" } }),
    ]);
  });
  afterAll(() => Promise.all([bare.dispose(), local.dispose()]));

  it("under npm start (LOCAL_SINK) a lead goes to the development sink: printed, not e-mailed", async () => {
    const response = await local.fetch("/api/contact", contactRequest({ ...samples.fullname }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true });
    await expect.poll(() => local.logs().join("\n")).toContain("NOT e-mailed");
    expect(local.logs().join("\n")).toContain(samples.fullname.message.split("\n")[0]);
  });

  it("elsewhere a request to localhost is answered 503 like any other: the Host decides nothing", async () => {
    for (const host of ["localhost", "x.localhost", "127.0.0.1"]) {
      const origin = `http://${host}`;
      const response = await bare.fetch(`${origin}/api/contact`, contactRequest({ ...samples.fullname }, { origin }));
      expect(response.status, host).toBe(503);
    }
    expect(bare.logs().join("\n")).not.toContain("NOT e-mailed");
  });

  it("a deployed worker (a real host name) answers 503 and never pretends success", async () => {
    const origin = "https://www.example-offshore.dev";
    const response = await bare.fetch(`${origin}/api/contact`, contactRequest({ ...samples.fullname }, { origin }));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ success: false, message: copy.answers.notConfigured });
  });
});
