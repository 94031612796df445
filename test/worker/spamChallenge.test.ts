/**
 * Turnstile's challenge on the contact forms (docs/operations.md, "Spam: held, never sent, never
 * lost"), through a local siteverify stand-in: a passed token is delivered once, a spent, failed or
 * foreign one refused or held, siteverify down holds the lead; Cloudflare's test keys and a missing
 * secret hold every enquiry on a deployed host (they guard nothing) and work on this machine; and
 * the pages with a form carry the site key and a CSP that lets Turnstile in, the others not.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactEndpoint, contactFormCopy as copy, turnstile } from "../../src/content/contact";
import type { Lead } from "../../src/server/leads/record";
import { routes } from "../../src/server/routes";
import { contactRequest, samples } from "../../harness/contactForm.ts";
import { TEST_ACCESS_KEY } from "../../harness/provider.ts";
import { challengeVars, PROVIDER, SECRET, spamSite } from "../support/spamSite";
import { startWorker, type TestWorker } from "../support/worker";
import { enquiry, lead, send, type Enquiry } from "../support/workerLeads";

const site = spamSite();
const { delivered, verdicts, siteverify, verifications, outbound, start, track } = site;

let plain: TestWorker;
let guarded: TestWorker;
// The pages first: their requests warm both Workers, so the first siteverify call (300 ms to answer) is not
// also the Worker's first request while the other spam files start theirs.
beforeAll(async () => {
  [plain, guarded] = await Promise.all([start(), start(challengeVars)]);
});
afterAll(site.dispose);

describe("the challenge on the page", () => {
  const directives = (csp: string | null): Record<string, string[]> =>
    Object.fromEntries(
      (csp ?? "")
        .split(";")
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );

  it.each(["/contact", "/hire"])(
    "%s carries the site key and allows Turnstile in script-src and frame-src only",
    async (path) => {
      const response = await guarded.fetch(path);
      const html = await response.text();
      expect(html).toContain(`data-sitekey="${challengeVars.TURNSTILE_SITE_KEY}"`);
      const csp = directives(response.headers.get("content-security-policy"));
      const allowing = Object.entries(csp)
        .filter(([, values]) => values!.includes(turnstile.origin))
        .map(([name]) => name);
      expect(allowing.sort()).toEqual(["frame-src", "script-src"]);
      expect(csp["script-src"]).toEqual(["'self'", turnstile.origin]);
    },
  );

  it.each(["/contact", "/hire"])(
    "a 304 of %s carries the CSP of its 200, Turnstile's origin included",
    async (path) => {
      const first = await guarded.fetch(path);
      await first.text();
      const etag = first.headers.get("etag");
      expect(etag).toBeTruthy();
      const again = await guarded.fetch(path, { headers: { "if-none-match": etag! } });
      expect(again.status).toBe(304);
      expect(again.headers.get("content-security-policy")).toContain(turnstile.origin);
      expect(again.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    },
  );

  it.each(["/contact", "/hire"])("the ETag of %s changes when the challenge is switched on or off", async (path) => {
    const on = await guarded.fetch(path);
    const off = await plain.fetch(path);
    await Promise.all([on.text(), off.text()]);
    expect(on.headers.get("etag")).toBeTruthy();
    expect(off.headers.get("etag")).toBeTruthy();
    expect(on.headers.get("etag")).not.toBe(off.headers.get("etag"));
    // The page cached while the challenge was off is not revalidated as current once it is on.
    const stale = await guarded.fetch(path, { headers: { "if-none-match": off.headers.get("etag")! } });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toContain(`data-sitekey="${challengeVars.TURNSTILE_SITE_KEY}"`);
  });

  it("every page of the route table allows Turnstile exactly when it shows a contact form", async () => {
    for (const { page } of routes) {
      const response = await guarded.fetch(page.path);
      const html = await response.text();
      const showsForm = html.includes(`action="${contactEndpoint}"`);
      expect(response.headers.get("content-security-policy")?.includes(turnstile.origin), page.path).toBe(showsForm);
      expect(html.includes(`data-sitekey="${challengeVars.TURNSTILE_SITE_KEY}"`), page.path).toBe(showsForm);
    }
  });

  it("the form shown again after a failed plain post carries the site key and its CSP allows Turnstile", async () => {
    const response = await guarded.fetch(
      "/api/contact",
      contactRequest({ ...samples.hire, email: "nope" }, { encoding: "urlencoded", json: false }),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(`data-sitekey="${challengeVars.TURNSTILE_SITE_KEY}"`);
    expect(directives(response.headers.get("content-security-policy"))["script-src"]).toEqual([
      "'self'",
      turnstile.origin,
    ]);
  });

  it("a page without a form, and every page without the keys, stay as they were", async () => {
    const about = await guarded.fetch("/about");
    await about.text();
    expect(about.headers.get("content-security-policy")).not.toContain(turnstile.origin);
    const contact = await plain.fetch("/contact");
    expect(await contact.text()).not.toContain("data-sitekey");
    expect(contact.headers.get("content-security-policy")).not.toContain(turnstile.origin);
  });
});

describe("the challenge (Turnstile, through a local siteverify)", () => {
  it("a passed challenge is delivered; siteverify got the secret, the address and an idempotency key", async () => {
    const fields = enquiry({ "cf-turnstile-response": "token-pass-1" });
    const answer = await send(guarded, fields, { headers: { "cf-connecting-ip": "203.0.113.9" } });
    expect(answer.status).toBe(200);
    expect(await lead(guarded, fields.subject)).toMatchObject({ state: "delivered" });
    const verification = verifications.find((v) => v.response === "token-pass-1");
    expect(verification).toMatchObject({ secret: SECRET, remoteip: "203.0.113.9" });
    expect(verification?.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("a re-post of the same form spends its token once and makes one lead", async () => {
    const fields = enquiry({ "cf-turnstile-response": "token-pass-2" });
    expect((await send(guarded, fields)).status).toBe(200);
    expect((await send(guarded, fields)).status).toBe(200);
    const keys = verifications.filter((v) => v.response === "token-pass-2").map((v) => v.idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(delivered.filter((s) => s === fields.subject)).toHaveLength(1);
  });

  it("a token spent by another form is refused: 400, a message at the challenge, values kept", async () => {
    const first = enquiry({ "cf-turnstile-response": "token-pass-3" });
    expect((await send(guarded, first)).status).toBe(200);
    const second = enquiry({ "cf-turnstile-response": "token-pass-3" });
    const answer = await send(guarded, second);
    expect(answer.status).toBe(400);
    expect(answer.body!.errors).toEqual({ challenge: copy.answers.challengeFailed });
    expect(await lead(guarded, second.subject)).toBeUndefined();
  });

  it("one token buys one enquiry: the same token and form with another message is refused, never delivered", async () => {
    const first = enquiry({ "cf-turnstile-response": "token-pass-4" });
    expect((await send(guarded, first)).status).toBe(200);
    const reused = { ...first, message: "A second enquiry riding on the first one's solved challenge." };
    const answer = await send(guarded, reused);
    expect(answer.status).toBe(400);
    expect(answer.body!.errors).toEqual({ challenge: copy.answers.challengeFailed });
    await expect.poll(() => delivered.filter((s) => s === first.subject).length).toBe(1);
    const stored = ((await (await guarded.admin("/api/leads?limit=1000")).json()) as Lead[]).filter(
      (l) => l.fields.subject === first.subject,
    );
    expect(stored.map((l) => l.fields.message)).toEqual([first.message]);
  });

  it("a token siteverify issued for another hostname is held, never delivered", async () => {
    verdicts.set("token-elsewhere", "elsewhere");
    const fields = enquiry({ "cf-turnstile-response": "token-elsewhere" });
    expect((await send(guarded, fields)).status).toBe(200);
    expect(await lead(guarded, fields.subject)).toMatchObject({ state: "held", reason: "challenge_unverified" });
    expect(delivered).not.toContain(fields.subject);
  });

  it("a wrong or rotated secret holds every enquiry (thanked), logged as an error once", async () => {
    const slipped = await start({ ...challengeVars, TURNSTILE_SECRET_KEY: "a-secret-with-a-typo" });
    const fields = [
      enquiry({ "cf-turnstile-response": "token-pass-5" }),
      enquiry({ "cf-turnstile-response": "token-pass-6" }),
    ];
    for (const f of fields) expect(await send(slipped, f)).toMatchObject({ status: 200, body: { success: true } });
    for (const f of fields)
      expect(await lead(slipped, f.subject)).toMatchObject({ state: "held", reason: "challenge_unverified" });
    const errors = slipped.logs().filter((line) => line.includes('"event":"challenge_unverified"'));
    expect(errors).toHaveLength(1);
    expect(JSON.parse(errors[0]!)).toMatchObject({ level: "error", reason: "invalid-input-secret" });
    expect(slipped.logs().join("\n")).not.toContain("a-secret-with-a-typo");
  });

  it("a failed challenge in a plain post shows the form again with every value and the message", async () => {
    verdicts.set("token-fail", "fail");
    const fields = enquiry({ "cf-turnstile-response": "token-fail", message: "Kept message text" });
    const response = await guarded.fetch("/api/contact", contactRequest(fields, { json: false }));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(copy.answers.challengeFailed);
    expect(html).toContain("Kept message text");
    expect(html).toContain(`value="${fields.subject}"`);
  });

  it("no token (no JavaScript) is thanked and held", async () => {
    const fields = enquiry();
    const response = await guarded.fetch("/api/contact", contactRequest(fields, { json: false }));
    expect(response.status).toBe(303);
    expect(await lead(guarded, fields.subject)).toMatchObject({ state: "held", reason: "challenge_missing" });
  });

  it.each([
    ["times out", "hang"],
    ["answers 500", "500"],
  ] as const)("siteverify that %s holds the lead instead of refusing it", async (_, verdict) => {
    verdicts.set(`token-${verdict}`, verdict);
    const fields = enquiry({ "cf-turnstile-response": `token-${verdict}` });
    const asked = () => verifications.filter((v) => v.response === `token-${verdict}`).length;
    expect((await send(guarded, fields)).status).toBe(200);
    await expect.poll(asked).toBe(1);
    // A hanging siteverify is answered only below: the visitor's answer came from the Worker's own timeout.
    if (verdict === "hang") expect(siteverify.hanging()).toBe(1);
    expect(await lead(guarded, fields.subject)).toMatchObject({ state: "held", reason: "siteverify_unavailable" });
    expect(delivered).not.toContain(fields.subject);
    siteverify.releaseHanging();
  });

  it("without the keys nothing is verified and the form works as before", async () => {
    const before = verifications.length;
    const fields = enquiry();
    expect((await send(plain, fields)).status).toBe(200);
    expect(await lead(plain, fields.subject)).toMatchObject({ state: "delivered" });
    expect(verifications).toHaveLength(before);
  });
});

describe("Turnstile's test keys and a missing secret: settings that guard nothing", () => {
  /** Siteverify as Cloudflare answers its published test secrets: 1x passes (naming its own hostname), 2x and 3x fail. */
  const TEST_KEYS_VERIFY = "http://127.0.0.1:10/siteverify";
  const testSecret = (prefix: "1x" | "2x" | "3x") => `${prefix}0000000000000000000000000000000AA`;
  const asked: string[] = [];
  async function testKeysOutbound(request: Request): Promise<Response> {
    if (request.url !== TEST_KEYS_VERIFY) return outbound(request);
    const { secret } = (await request.json()) as { secret: string };
    asked.push(secret);
    if (secret === testSecret("1x")) return Response.json({ success: true, hostname: "example.com" });
    const code = secret === testSecret("2x") ? "invalid-input-response" : "timeout-or-duplicate";
    return Response.json({ success: false, "error-codes": [code] });
  }
  const startWith = (vars: Record<string, string>) =>
    startWorker({
      vars: {
        FORM_ENDPOINT: PROVIDER,
        FORM_ACCESS_KEY: TEST_ACCESS_KEY,
        TURNSTILE_SITE_KEY: "1x00000000000000000000AA",
        TURNSTILE_VERIFY_URL: TEST_KEYS_VERIFY,
        ...vars,
      },
      rateLimit: 10_000,
      outbound: testKeysOutbound,
    }).then(track);
  /** A deployed site's origin (not this machine). */
  const DEPLOYED = "https://www.vertexa.example";
  const misconfigured = (worker: TestWorker) =>
    worker
      .logs()
      .filter((line) => line.includes('"event":"challenge_misconfigured"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  /** Posts `fields` to `origin`: thanked, and held as `challenge_unverified`. */
  async function expectHeld(worker: TestWorker, fields: Enquiry, origin = DEPLOYED): Promise<void> {
    expect(await send(worker, fields, { origin })).toMatchObject({ status: 200, body: { success: true } });
    expect(await lead(worker, fields.subject)).toMatchObject({ state: "held", reason: "challenge_unverified" });
  }
  /** The one error line (an hour) the Worker wrote: its reason, and its message naming `setting` first. */
  function expectOneLine(worker: TestWorker, reason: string, setting: string): void {
    expect(misconfigured(worker)).toEqual([
      expect.objectContaining({ level: "error", reason, message: expect.stringMatching(new RegExp(`^${setting} `)) }),
    ]);
  }

  it("the always-passing test secret on a deployed host holds every enquiry (never delivered), one error line naming the secret", async () => {
    const secret = testSecret("1x");
    const site = await startWith({ TURNSTILE_SECRET_KEY: secret, TURNSTILE_SITE_KEY: "0x4AAAAAAABkMYinukE8nzYS" });
    const posts = [enquiry({ "cf-turnstile-response": "XXXX.DUMMY.TOKEN.XXXX" }), enquiry()];
    for (const fields of posts) await expectHeld(site, fields);
    for (const fields of posts) expect(delivered).not.toContain(fields.subject);
    expect(asked).not.toContain(secret);
    expectOneLine(site, "test_secret", "TURNSTILE_SECRET_KEY");
    expect(site.logs().join("\n")).not.toContain(secret);
  });

  it.each(["2x", "3x"] as const)(
    "the %s test secret on a deployed host holds the enquiry instead of refusing it",
    async (prefix) => {
      const site = await startWith({ TURNSTILE_SECRET_KEY: testSecret(prefix) });
      await expectHeld(site, enquiry({ "cf-turnstile-response": "XXXX.DUMMY.TOKEN.XXXX" }));
      expectOneLine(site, "test_secret", "TURNSTILE_SECRET_KEY");
    },
  );

  it("a test site key with a real secret on a deployed host holds the enquiry, naming the site key", async () => {
    const site = await startWith({ TURNSTILE_SECRET_KEY: "the-sites-own-turnstile-secret" });
    await expectHeld(site, enquiry({ "cf-turnstile-response": "XXXX.DUMMY.TOKEN.XXXX" }));
    expectOneLine(site, "test_site_key", "TURNSTILE_SITE_KEY");
    expect(JSON.stringify(misconfigured(site))).not.toContain("1x00000000000000000000AA");
    expect(site.logs().join("\n")).not.toContain("the-sites-own-turnstile-secret");
  });

  it.each(["http://localhost", DEPLOYED])(
    "a site key without a secret holds every enquiry on %s, naming the secret",
    async (origin) => {
      const site = await startWith({ TURNSTILE_SITE_KEY: "0x4AAAAAAABkMYinukE8nzYS" });
      const fields = enquiry();
      await expectHeld(site, fields, origin);
      expect(delivered).not.toContain(fields.subject);
      expectOneLine(site, "secret_missing", "TURNSTILE_SECRET_KEY");
      expect(site.logs().join("\n")).not.toContain("0x4AAAAAAABkMYinukE8nzYS");
    },
  );

  /** A site under each of the two test secrets, shared by the three loopback origins below. */
  let underTestKeys: Promise<{ passing: TestWorker; failing: TestWorker }> | undefined;
  const sitesUnderTestKeys = () =>
    (underTestKeys ??= Promise.all([
      startWith({ TURNSTILE_SECRET_KEY: testSecret("1x") }),
      startWith({ TURNSTILE_SECRET_KEY: testSecret("2x") }),
    ]).then(([passing, failing]) => ({ passing, failing })));

  it.each(["http://127.0.0.1", "http://localhost", "http://[::1]"])(
    "on %s (npm start) the test keys work as the README says: 1x delivers, 2x refuses",
    async (origin) => {
      const { passing, failing } = await sitesUnderTestKeys();
      const good = enquiry({ "cf-turnstile-response": "XXXX.DUMMY.TOKEN.XXXX" });
      expect(await send(passing, good, { origin })).toMatchObject({ status: 200, body: { success: true } });
      await expect.poll(() => lead(passing, good.subject)).toMatchObject({ state: "delivered" });
      const bad = enquiry({ "cf-turnstile-response": "XXXX.DUMMY.TOKEN.XXXX" });
      const answer = await send(failing, bad, { origin });
      expect(answer.status).toBe(400);
      expect(answer.body!.errors).toEqual({ challenge: copy.answers.challengeFailed });
      expect([...misconfigured(passing), ...misconfigured(failing)]).toEqual([]);
    },
  );
});
