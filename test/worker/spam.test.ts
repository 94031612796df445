/**
 * Spam is held, never delivered and never lost (docs/operations.md): the honeypot, Turnstile's
 * challenge through a local siteverify stand-in, content rules, the IPv6 /64 rate limit, the cap
 * on undelivered leads, retention of held and failed leads, and operators releasing a held lead.
 */
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contactEndpoint,
  contactFormCopy as copy,
  honeypotField,
  submissionIdField,
  turnstile,
} from "../../src/content/contact";
import type { Lead } from "../../src/server/leads/record";
import { routes } from "../../src/server/routes";
import { emailDelivery } from "../../harness/leadExport.ts";
import { contactRequest, samples } from "../../harness/contactForm.ts";
import { enquirySubject, TEST_ACCESS_KEY } from "../../harness/provider.ts";
import { leadStoreDatabase, storageFolder } from "../support/storeFile";
import { siteverifyStandIn, type Verdict } from "../../harness/siteverify.ts";
import { startWorker, type TestWorker } from "../support/worker";
import {
  aged,
  enquiry,
  importLeads,
  lead,
  leadsWithSubject,
  send,
  storedLeads,
  type Enquiry,
} from "../support/workerLeads";

const PROVIDER = "https://provider.test/submit";
// On this machine: the only TURNSTILE_VERIFY_URL the Worker honours (the outbound handler answers it).
const SITEVERIFY = "http://127.0.0.1:9/siteverify";
const SECRET = "turnstile-secret-for-tests";
/** What the siteverify stand-in does with each token (`pass` unless set here). */
const verdicts = new Map<string, Verdict>();
const siteverify = siteverifyStandIn({ secret: SECRET, verdict: (token) => verdicts.get(token) ?? "pass" });
const { verifications } = siteverify;
/** Subjects the provider received, in order. */
const delivered: string[] = [];
const workers: TestWorker[] = [];

async function outbound(request: Request): Promise<Response> {
  if (request.url === SITEVERIFY) return siteverify.answer(request);
  const form = await request.formData();
  const subject = enquirySubject(form);
  if (form.get("access_key") !== TEST_ACCESS_KEY) return Response.json({ success: false }, { status: 401 });
  if (subject.includes("[slow]")) await new Promise((r) => setTimeout(r, 800));
  if (subject.includes("[down]")) return Response.json({ success: false }, { status: 500 });
  delivered.push(subject);
  return Response.json({ success: true });
}

function start(vars: Record<string, string> = {}, rateLimit = 10_000) {
  return startWorker({
    vars: {
      FORM_ENDPOINT: PROVIDER,
      FORM_ACCESS_KEY: TEST_ACCESS_KEY,
      LEADS_RETRY_BASE_MS: "100",
      ...vars,
    },
    rateLimit,
    outbound,
  }).then((worker) => (workers.push(worker), worker));
}

const challengeVars = {
  TURNSTILE_SITE_KEY: "1x00000000000000000000AA",
  TURNSTILE_SECRET_KEY: SECRET,
  TURNSTILE_VERIFY_URL: SITEVERIFY,
  TURNSTILE_TIMEOUT_MS: "300",
};

let plain: TestWorker;
let guarded: TestWorker;
beforeAll(async () => {
  [plain, guarded] = await Promise.all([start(), start(challengeVars)]);
});
afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.dispose()));
});

describe("the honeypot", () => {
  it("a filled honeypot is thanked, held with its reason and never delivered", async () => {
    const fields = enquiry({ [honeypotField]: "http://spam.example" });
    const answer = await send(plain, fields);
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    const held = await lead(plain, fields.subject);
    expect(held).toMatchObject({ state: "held", reason: "honeypot", deliveries: { mail: null } });
    expect(delivered).not.toContain(fields.subject);
  });

  it("has a name no autofill word list knows (not website, url, name, email …)", async () => {
    const html = await (await plain.fetch("/contact")).text();
    const input = /<div class="form-honeypot"[^>]*>.*?<input[^>]*name="([^"]+)"/s.exec(html);
    expect(input?.[1]).toBe(honeypotField);
    expect(honeypotField).not.toMatch(/url|website|homepage|name|mail|company|phone|address|tel/i);
  });
});

describe("content rules", () => {
  it("holds link spam and a message that only repeats its subject; an ordinary enquiry is delivered", async () => {
    const links = enquiry({ message: "http://a.example http://b.example http://c.example http://d.example" });
    const base = enquiry();
    const echo = { ...base, message: base.subject };
    const real = enquiry({ message: "Our site is https://shop.example, can you help?" });
    for (const fields of [links, echo, real]) expect((await send(plain, fields)).status).toBe(200);
    expect(await lead(plain, links.subject)).toMatchObject({ state: "held", reason: "too_many_links" });
    expect(await lead(plain, echo.subject)).toMatchObject({ state: "held", reason: "message_repeats_subject" });
    expect(await lead(plain, real.subject)).toMatchObject({ state: "delivered", reason: null });
    expect(delivered).toContain(real.subject);
    expect(delivered).not.toContain(links.subject);
    expect(delivered).not.toContain(echo.subject);
  });
});

describe("one-line fields", () => {
  it.each([
    ["a right-to-left override in the subject", { subject: "Invoice \u202Egpj.exe" }, "subject"],
    ["a zero-width space in the name", { firstName: "Gr\u200Bace" }, "firstName"],
    ["a zero-width joiner in the e-mail", { email: "grace\u200D@example.com" }, "email"],
  ])("refuse %s with a field-level message and keep the values", async (_, extra, field) => {
    const fields = enquiry(extra);
    const answer = await send(plain, fields);
    expect(answer.status).toBe(400);
    expect(answer.body!.errors).toEqual({ [field]: copy.formatCharacters });
    expect(await lead(plain, fields.subject)).toBeUndefined();
  });

  it("stores every field NFC-normalised", async () => {
    const fields = enquiry({ lastName: "Cafe\u0301", message: "Re\u0301sume\u0301 attached in words" });
    expect((await send(plain, fields)).status).toBe(200);
    const stored = await lead(plain, fields.subject);
    expect(stored?.fields.lastName).toBe("Caf\u00E9");
    expect(stored?.fields.message).toBe("R\u00E9sum\u00E9 attached in words");
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
    }).then((worker) => (workers.push(worker), worker));
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

describe("releasing a held lead", () => {
  it("one by id, then all: each goes out once through the normal outbox", async () => {
    const one = enquiry({ [honeypotField]: "x" });
    const two = enquiry({ [honeypotField]: "y" });
    await send(plain, one);
    await send(plain, two);
    const spam = (await (await plain.admin("/api/leads?state=spam")).json()) as Lead[];
    expect(spam.map((l) => l.fields.subject)).toEqual(expect.arrayContaining([one.subject, two.subject]));
    expect(spam.every((l) => l.state === "held")).toBe(true);

    const held = (await lead(plain, one.subject))!;
    expect((await plain.admin(`/api/leads/${held.id}/release`, { method: "POST" })).status).toBe(200);
    await expect.poll(() => lead(plain, one.subject), { timeout: 5_000 }).toMatchObject({ state: "delivered" });
    expect(await lead(plain, two.subject)).toMatchObject({ state: "held" });

    const all = await plain.admin("/api/leads/release-held", { method: "POST" });
    expect(((await all.json()) as { released: number }).released).toBeGreaterThanOrEqual(1);
    await expect.poll(() => lead(plain, two.subject), { timeout: 5_000 }).toMatchObject({ state: "delivered" });
    expect(delivered.filter((s) => s === one.subject || s === two.subject)).toEqual([one.subject, two.subject]);
    expect((await plain.admin(`/api/leads/${held.id}/release`, { method: "POST" })).status).toBe(404);
  });
});

describe("bounded", () => {
  it("the rate limit counts one IPv6 /64 as one visitor, and IPv4 addresses each on their own", async () => {
    const limited = await start({}, 2);
    const from = async (ip: string) => (await send(limited, enquiry(), { headers: { "cf-connecting-ip": ip } })).status;
    const statuses: number[] = [];
    for (const suffix of ["1", "2", "abcd:ef01:2345:6789"]) statuses.push(await from(`2001:db8:5:6::${suffix}`));
    expect(statuses).toEqual([200, 200, 429]);
    expect(await from("2001:db8:5:7::1")).toBe(200);
    // Two addresses of one /24, each up to the limit and past it: counted apart, not as one network.
    const ipv4: number[] = [];
    for (const ip of ["198.51.100.1", "198.51.100.1", "198.51.100.1", "198.51.100.2", "198.51.100.2", "198.51.100.2"])
      ipv4.push(await from(ip));
    expect(ipv4).toEqual([200, 200, 429, 200, 200, 429]);
    expect(await from("203.0.113.1")).toBe(200);
  });

  it("past the cap of leads still to deliver a valid enquiry gets 503 with its values, logged once", async () => {
    const capped = await start({ LEADS_MAX_UNDELIVERED: "2" });
    for (const n of [1, 2]) expect((await send(capped, enquiry({ subject: `Provider [down] ${n}` }))).status).toBe(200);
    const refused = enquiry();
    const answer = await send(capped, refused);
    expect(answer).toMatchObject({ status: 503, body: { success: false, message: copy.answers.storeFull } });
    const plainPost = await capped.fetch(
      "/api/contact",
      contactRequest(enquiry({ message: "Still here" }), { json: false }),
    );
    expect(plainPost.status).toBe(503);
    expect(await plainPost.text()).toContain("Still here");
    const rows = (await (await capped.admin("/api/leads?limit=1000")).json()) as Lead[];
    expect(rows).toHaveLength(2);
    const fullLines = capped.logs().filter((line) => line.includes('"event":"lead_store_full"'));
    expect(fullLines).toHaveLength(1);
    expect(fullLines[0]).toContain('"level":"error"');
  });

  it("held spam never counts toward that cap, and past its own bound evicts the oldest held lead", async () => {
    const bounded = await start({ LEADS_MAX_UNDELIVERED: "1", LEADS_MAX_HELD: "3" });
    const spam = [1, 2, 3, 4, 5].map((n) => enquiry({ [honeypotField]: `bot ${n}` }));
    for (const post of spam) expect(await send(bounded, post)).toMatchObject({ status: 200, body: { success: true } });
    const genuine = enquiry();
    expect(await send(bounded, genuine)).toMatchObject({ status: 200, body: { success: true } });
    await expect.poll(() => lead(bounded, genuine.subject)).toMatchObject({ state: "delivered" });
    const held = (await (await bounded.admin("/api/leads?state=held")).json()) as Lead[];
    expect(held.map((l) => l.fields.subject).sort()).toEqual(
      spam
        .slice(2)
        .map((p) => p.subject)
        .sort(),
    );
    const evicted = bounded.logs().filter((line) => line.includes('"event":"lead_held_evicted"'));
    expect(evicted).toHaveLength(2);
    expect(JSON.parse(evicted[0]!)).toMatchObject({ level: "warn", reason: "honeypot" });
  });

  it("a storm of trap posts past that bound leaves every lead a person could have sent", async () => {
    // siteverify's stand-in must answer in time here whatever the machine's load: a timeout would
    // hold the unverified person as siteverify_unavailable instead.
    const bounded = await start({ ...challengeVars, TURNSTILE_TIMEOUT_MS: "10000", LEADS_MAX_HELD: "5" });
    verdicts.set("token-person-500", "500");
    verdicts.set("token-person-elsewhere", "elsewhere");
    const people = {
      challenge_missing: enquiry(),
      siteverify_unavailable: enquiry({ "cf-turnstile-response": "token-person-500" }),
      challenge_unverified: enquiry({ "cf-turnstile-response": "token-person-elsewhere" }),
    };
    for (const fields of Object.values(people)) expect((await send(bounded, fields)).status).toBe(200);
    const trap = Array.from({ length: 20 }, (_, n) => enquiry({ [honeypotField]: `bot ${n}` }));
    for (const post of trap) expect(await send(bounded, post)).toMatchObject({ status: 200, body: { success: true } });

    const held = (await storedLeads(bounded, "?state=held")).map((l) => [l.fields.subject, l.reason]);
    for (const [reason, fields] of Object.entries(people)) expect(held).toContainEqual([fields.subject, reason]);
    // The bound is kept by trap hits alone: the newest two of them fill it.
    expect(held).toHaveLength(5);
    expect(held.filter(([, reason]) => reason === "honeypot").map(([subject]) => subject)).toEqual(
      trap
        .slice(-2)
        .map((p) => p.subject)
        .reverse(),
    );
    const evicted = bounded
      .logs()
      .filter((line) => line.includes('"event":"lead_held_evicted"'))
      .map((line) => JSON.parse(line) as { level: string; reason: string });
    expect(evicted).toHaveLength(18);
    expect(evicted.every((line) => line.level === "warn" && line.reason === "honeypot")).toBe(true);
  });

  it("token-less posts past that bound evict no person: each answered 503 as the cap answers, values kept, one error line", async () => {
    const bounded = await start({ ...challengeVars, LEADS_MAX_HELD: "2" });
    const people = [enquiry(), enquiry()];
    for (const fields of people) expect((await send(bounded, fields)).status).toBe(200);
    for (let n = 0; n < 5; n++)
      expect(await send(bounded, enquiry())).toMatchObject({
        status: 503,
        body: { success: false, message: copy.answers.storeFull },
      });
    const plainPost = await bounded.fetch(
      "/api/contact",
      contactRequest(enquiry({ message: "Kept for the visitor" }), { json: false }),
    );
    expect(plainPost.status).toBe(503);
    const page = await plainPost.text();
    expect(page).toContain("Kept for the visitor");
    expect(page).toContain(copy.answers.storeFull);
    const held = (await storedLeads(bounded, "?state=held")).map((l) => l.fields.subject).sort();
    expect(held).toEqual(people.map((p) => p.subject).sort());
    expect(bounded.logs().filter((line) => line.includes('"event":"lead_held_evicted"'))).toEqual([]);
    const full = bounded.logs().filter((line) => line.includes('"event":"lead_held_full"'));
    expect(full).toHaveLength(1);
    expect(JSON.parse(full[0]!)).toMatchObject({ level: "error", reason: "challenge_missing" });
    // A trap hit is still thanked (itself the one evicted).
    expect((await send(bounded, enquiry({ [honeypotField]: "bot" }))).status).toBe(200);
  });

  it("held and failed leads are purged after their retention (30 and 90 days), not before", async () => {
    // A held and a failed lead as this store makes them, then copies aged past and short of their
    // retention, loaded as another store's export: the store's alarm purges by their stored times.
    const spam = enquiry({ [honeypotField]: "z" });
    await send(plain, spam);
    const held = (await lead(plain, spam.subject))!;
    expect(held).toMatchObject({ state: "held", reason: "honeypot" });
    const failed = {
      state: "failed",
      reason: null,
      deliveries: { mail: emailDelivery("failed", null, { lastError: "status (401)" }) },
    } as const;
    const copies = {
      heldOld: aged(held, 31, `held-31-${held.id}`),
      heldYoung: aged(held, 29, `held-29-${held.id}`),
      failedOld: aged(held, 91, `failed-91-${held.id}`, failed),
      failedYoung: aged(held, 89, `failed-89-${held.id}`, failed),
    };
    await importLeads(plain, Object.values(copies));
    const ids = async () => new Set((await storedLeads(plain)).map((l) => l.id));
    await expect
      .poll(async () => [...(await ids())].filter((id) => id !== held.id && id.endsWith(held.id)).sort(), {
        timeout: 10_000,
      })
      .toEqual([copies.failedYoung.id, copies.heldYoung.id].sort());
    expect((await ids()).has(held.id)).toBe(true);
  });
});

describe("a store that does not confirm in time", () => {
  it("answers 503 with the values; the lead it did store goes out once, and the re-post is no second lead", async () => {
    // The store waits for the first delivery attempt (the provider takes 800 ms); the Worker waits 300 ms.
    const slow = await start({ LEADS_ACCEPT_TIMEOUT_MS: "300" });
    const fields = enquiry({ subject: `Slow enquiry ${Date.now()} [slow]` });
    const answer = await send(slow, fields);
    expect(answer).toMatchObject({ status: 503, body: { message: copy.answers.unconfirmed } });
    // The insert committed before the Worker gave up waiting: the store delivers it.
    await expect.poll(() => lead(slow, fields.subject), { timeout: 5_000 }).toMatchObject({ state: "delivered" });
    // The visitor sends the same form again (same submission id, same values): thanked, no second lead.
    expect(await send(slow, fields)).toMatchObject({ status: 200, body: { success: true } });
    const stored = await leadsWithSubject(slow, fields.subject);
    expect(stored).toHaveLength(1);
    const { [submissionIdField]: submissionId, ...values } = fields;
    expect(submissionId).toBeTruthy();
    expect(stored[0]!.fields).toEqual(values);
    expect(delivered.filter((s) => s === fields.subject)).toHaveLength(1);
  });
});

describe("one lead that crashes its attempt", () => {
  /** The lead store's file under `folder`, between two starts. */
  function storeFile(folder: string) {
    const { db, files } = leadStoreDatabase(folder);
    expect(db, `a lead store among ${files.join(", ")}`).toBeDefined();
    return db!;
  }

  it("crashes the alarm's pass for that lead only: the others go out, it is retried, list and export answer", async () => {
    const folder = storageFolder("lead-store-");
    // Two leads left pending by a provider that fails (500), retried a minute later.
    const broken = enquiry();
    const healthy = enquiry();
    const base = { FORM_ENDPOINT: PROVIDER, LEADS_RETRY_BASE_MS: "60000" };
    const failing = await startWorker({
      vars: { ...base, FORM_ACCESS_KEY: "x" },
      outbound: () => Response.json({ success: false }, { status: 500 }),
      persistTo: folder,
    });
    workers.push(failing);
    for (const fields of [broken, healthy]) expect((await send(failing, fields)).status).toBe(200);
    await failing.dispose();

    // Both due now, the broken one first (the alarm takes them in that order), then its fields
    // damaged (no longer JSON), as a bad write or a bug would.
    let db = storeFile(folder);
    const idOf = (fields: Enquiry) =>
      db.prepare("SELECT id, fields FROM leads WHERE fields LIKE ?").get(`%${fields.subject}%`) as {
        id: string;
        fields: string;
      };
    const { id: brokenId, fields: brokenFields } = idOf(broken);
    const { id: healthyId } = idOf(healthy);
    const due = db.prepare("UPDATE deliveries SET next_at = ? WHERE lead_id = ?");
    due.run(0, brokenId);
    due.run(1, healthyId);
    db.prepare("UPDATE leads SET fields = '{not json' WHERE id = ?").run(brokenId);
    db.close();

    const again = await startWorker({
      vars: { ...base, FORM_ACCESS_KEY: TEST_ACCESS_KEY },
      outbound,
      persistTo: folder,
      rateLimit: 10_000,
    });
    workers.push(again);
    // The store wakes on its first request (here a new enquiry); its alarm then finds both due.
    const wake = enquiry();
    expect((await send(again, wake)).status, again.logs().join("\n")).toBe(200);
    // The alarm reached the healthy lead after the broken one crashed: only its crash handler lets it.
    await expect.poll(() => delivered.includes(healthy.subject), { timeout: 10_000 }).toBe(true);
    expect(delivered).toContain(wake.subject);
    expect(delivered).not.toContain(broken.subject);
    const crashed = again
      .logs()
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.event === "lead_attempt_crashed");
    expect(crashed).toEqual([expect.objectContaining({ lead: brokenId, error: "SyntaxError", attempts: 2 })]);

    // Retried later: still pending, the crash counted once, its next attempt after the crash.
    const listed = await storedLeads(again);
    const shown = listed.find((l) => l.id === brokenId)!;
    expect(shown).toMatchObject({
      state: "pending",
      deliveries: { mail: { state: "pending", attempts: 2, lastError: "crashed: SyntaxError" } },
      fields: {},
      unreadable: "fields: SyntaxError",
    });
    expect(Date.parse(shown.deliveries.mail!.nextAttemptAt!)).toBeGreaterThan(Date.parse(shown.updatedAt));
    expect(listed.find((l) => l.id === healthyId)).toMatchObject({
      state: "delivered",
      deliveries: { mail: { attempts: 2 } },
    });
    expect((await again.admin(`/api/leads/${encodeURIComponent(brokenId)}`)).status).toBe(200);
    // The export (CSV) answers too, the damaged lead marked, the others whole.
    const csv = await again.admin("/api/leads/export");
    expect(csv.status).toBe(200);
    const rows = parse(await csv.text(), { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.find((r) => r.id === brokenId)).toMatchObject({ subject: "", unreadable: "fields: SyntaxError" });
    expect(rows.find((r) => r.id === healthyId)).toMatchObject({ subject: healthy.subject, unreadable: "" });
    await again.dispose();

    // Repaired, and its next attempt's time come (moved to when it was put off): it goes out, once.
    db = storeFile(folder);
    db.prepare("UPDATE leads SET fields = ? WHERE id = ?").run(brokenFields, brokenId);
    db.prepare("UPDATE deliveries SET next_at = updated_at WHERE lead_id = ?").run(brokenId);
    db.close();
    const repaired = await startWorker({
      vars: { ...base, FORM_ACCESS_KEY: TEST_ACCESS_KEY },
      outbound,
      persistTo: folder,
    });
    workers.push(repaired);
    await expect
      .poll(async () => (await storedLeads(repaired)).find((l) => l.id === brokenId), { timeout: 10_000 })
      .toMatchObject({
        state: "delivered",
        deliveries: { mail: { attempts: 3 } },
        fields: { subject: broken.subject },
      });
    expect(delivered.filter((s) => s === broken.subject)).toHaveLength(1);
  });
});
