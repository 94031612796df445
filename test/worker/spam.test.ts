/**
 * Spam is held, never delivered and never lost (docs/operations.md): the honeypot, content rules,
 * one-line fields, operators releasing a held lead, and the bounds — the IPv6 /64 rate limit, the
 * cap on undelivered leads, the bound on held ones, retention of held and failed leads. Turnstile's
 * challenge: spamChallenge.test.ts; the store faltering behind the form: leadFaults.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactFormCopy as copy, honeypotField } from "../../src/content/contact";
import type { Lead } from "../../src/server/leads/record";
import { emailDelivery } from "../../harness/leadExport.ts";
import { contactRequest } from "../../harness/contactForm.ts";
import { challengeVars, spamSite } from "../support/spamSite";
import type { TestWorker } from "../support/worker";
import { aged, enquiry, importLeads, lead, send, storedLeads } from "../support/workerLeads";

const site = spamSite();
const { delivered, verdicts, start } = site;

let plain: TestWorker;
beforeAll(async () => {
  plain = await start();
});
afterAll(site.dispose);

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
