/**
 * `POST /api/contact` at source level: each step of parse → validate → limit → spam check → store
 * → deliver → answer, over a real `LeadStore` in a fake Durable Object state, the provider and
 * siteverify answered by the test. Test/worker/contact.test.ts and its siblings prove the built Worker in workerd.
 */
import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contact } from "../../../../src/server/api/contact";
import { idempotencyKey } from "../../../../src/server/api/submission/challenge";
import { MAX_BODY_BYTES } from "../../../../src/server/api/submission/parse";
import type { LeadStore } from "../../../../src/server/leads/store";
import { resetJurisdictionLog } from "../../../../src/server/leads/jurisdiction";
import { resetRefusedSettings } from "../../../../src/server/leads/refusedSetting";
import { pageRenderer } from "../../../../src/server/render";
import type { AppEnv } from "../../../../src/server/types";
import { contactFormCopy as copy, honeypotField } from "../../../../src/content/contact";
import { paths } from "../../../../src/content/paths";
import { contactRequest, samples } from "../../../../harness/contactForm.ts";
import {
  accepted,
  captureLogs,
  leadsBinding,
  openStore,
  PROVIDER_URL,
  SITE_URL,
  stubFetch,
  type LogLine,
} from "../../../support/leadStore";

const SITEVERIFY_URL = "http://127.0.0.1:9/siteverify";
const app = new Hono<AppEnv>().use(pageRenderer).route("/api/contact", contact);

let logs: LogLine[];
let store: LeadStore;
let limited: string[];
let withinLimit: boolean;
let provider: () => Response | Promise<Response>;
let siteverify: () => Response | Promise<Response>;

beforeEach(async () => {
  logs = captureLogs();
  limited = [];
  withinLimit = true;
  provider = accepted;
  siteverify = () => Response.json({ success: true, hostname: new URL(SITE_URL).hostname });
  stubFetch((request) => (request.url === SITEVERIFY_URL ? siteverify() : provider()));
  ({ store } = await openStore());
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function env(vars: Record<string, unknown> = {}) {
  return {
    FORM_ACCESS_KEY: "access-key",
    FORM_ENDPOINT: PROVIDER_URL,
    SITE_URL,
    CONTACT_RATE_LIMITER: {
      limit: async ({ key }: { key: string }) => (limited.push(key), { success: withinLimit }),
    },
    LEADS: leadsBinding(store),
    ...vars,
  };
}

const TURNSTILE = {
  TURNSTILE_SITE_KEY: "site-key",
  TURNSTILE_SECRET_KEY: "secret",
  TURNSTILE_VERIFY_URL: SITEVERIFY_URL,
};

function post(init: RequestInit, vars: Record<string, unknown> = {}) {
  return app.request("http://localhost/api/contact", init, env(vars));
}

const send = (
  fields: Record<string, string | readonly string[]>,
  options: Parameters<typeof contactRequest>[1] = {},
  vars: Record<string, unknown> = {},
) => post(contactRequest(fields, options), vars);

const failures = () => logs.filter((l) => l.event === "contact_failed");
const acceptedLines = () => logs.filter((l) => l.event === "contact_accepted");

async function expectJson(response: Response, status: number, body: object) {
  expect(response.status).toBe(status);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.json()).toEqual(body);
}

describe("refused before reading", () => {
  it("answers 403 to another site's post, logged as cross_site", async () => {
    await expectJson(await send(samples.contact, { origin: "https://evil.test" }), 403, {
      success: false,
      message: copy.answers.crossSite,
    });
    expect(failures()).toEqual([
      {
        console: "warn",
        level: "warn",
        event: "contact_failed",
        status: 403,
        reason: "cross_site",
        variant: "contact",
      },
    ]);
    expect((await send(samples.contact, { origin: "https://evil.test" })).headers.get("retry-after")).toBeNull();
  });

  it("answers 415 to a body that is not form data", async () => {
    const response = await post({
      method: "POST",
      body: JSON.stringify(samples.contact),
      headers: { origin: "http://localhost", accept: "application/json", "content-type": "application/json" },
    });
    await expectJson(response, 415, { success: false, message: copy.answers.unsupportedType });
    expect(failures()[0]).toMatchObject({ reason: "content_type", status: 415 });
  });

  it("answers 413 past 128 KB, and reads a body of exactly 128 KB", async () => {
    const body = (size: number) => `message=${"x".repeat(size - "message=".length)}`;
    const headers = {
      origin: "http://localhost",
      accept: "application/json",
      "content-type": "application/x-www-form-urlencoded",
    };
    const large = await post({ method: "POST", body: body(MAX_BODY_BYTES + 1), headers });
    await expectJson(large, 413, { success: false, message: copy.answers.tooLarge });
    const fits = await post({ method: "POST", body: body(MAX_BODY_BYTES), headers });
    expect(fits.status).toBe(400);
    expect(failures().map((l) => l.reason)).toEqual(["too_large", "invalid"]);
  });

  it("answers 400 to a body it cannot read, for the form of the page it came from", async () => {
    const malformed = (referer?: string) =>
      post({
        method: "POST",
        body: "--x\r\nbroken",
        headers: {
          origin: "http://localhost",
          accept: "application/json",
          "content-type": "multipart/form-data; boundary=x",
          ...(referer ? { referer } : {}),
        },
      });
    await expectJson(await malformed(), 400, { success: false, message: copy.answers.malformed });
    await malformed("http://localhost/HIRE/now");
    await malformed("http://localhost/contact");
    await malformed("::not a url");
    expect(failures().map((l) => [l.reason, l.variant])).toEqual([
      ["malformed", "contact"],
      ["malformed", "hire"],
      ["malformed", "contact"],
      ["malformed", "contact"],
    ]);
  });
});

describe("refused after reading", () => {
  it("answers 400 to an attached file", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(samples.hire)) form.append(name, value);
    form.append("brief", new File(["%PDF"], "brief.pdf", { type: "application/pdf" }));
    const response = await post({
      method: "POST",
      body: form,
      headers: { origin: "http://localhost", accept: "application/json" },
    });
    await expectJson(response, 400, { success: false, message: copy.answers.fileAttached });
    expect(failures()[0]).toMatchObject({ reason: "file", variant: "hire", status: 400 });
    expect(store.list()).toEqual([]);
    // A plain post gets the form again with what was typed.
    const again = await post({ method: "POST", body: form, headers: { origin: "http://localhost" } });
    expect(again.status).toBe(400);
    const html = await again.text();
    expect(html).toContain("Bletchley Ltd");
    expect(html).toContain(copy.answers.fileAttached);
  });

  it("answers 400 with each invalid field's message", async () => {
    const response = await send({ ...samples.fullname, email: "not-an-email", message: "" });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { success: boolean; message: string; errors: Record<string, string> };
    expect(answer).toMatchObject({ success: false, message: copy.answers.invalid });
    expect(Object.keys(answer.errors).sort()).toEqual(["email", "message"]);
    expect(failures()[0]).toMatchObject({ reason: "invalid", variant: "fullname", fields: ["email", "message"] });
  });

  it("answers 429 with Retry-After past the per-address limit, keyed by the address", async () => {
    withinLimit = false;
    const response = await send(samples.hire, { headers: { "cf-connecting-ip": "2001:db8:1:2::5" } });
    await expectJson(response, 429, { success: false, message: copy.answers.rateLimited });
    expect(failures()[0]).toMatchObject({ reason: "rate_limited", variant: "hire" });
    expect(response.headers.get("retry-after")).toBe("60");
    expect(limited).toEqual(["2001:db8:1:2::/64"]);
    expect(store.list()).toEqual([]);
  });

  it("answers 503 when there is nowhere to send (no key, no local sink)", async () => {
    for (const key of [undefined, "  "]) {
      const response = await send(samples.contact, {}, { FORM_ACCESS_KEY: key });
      await expectJson(response, 503, { success: false, message: copy.answers.notConfigured });
    }
    expect(failures().map((l) => [l.console, l.reason])).toEqual([
      ["error", "not_configured"],
      ["error", "not_configured"],
    ]);
  });
});

describe("a FORM_ENDPOINT that is not https", () => {
  it("answers 503 as a missing key does: the key and the fields never go out in the clear, one error line", async () => {
    resetRefusedSettings();
    const sent = stubFetch(accepted);
    for (const n of [1, 2]) {
      const response = await send(
        { ...samples.contact, message: `Kept ${n}` },
        {},
        { FORM_ENDPOINT: "http://mail.example.net/submit" },
      );
      await expectJson(response, 503, { success: false, message: copy.answers.notConfigured });
    }
    expect(sent).toEqual([]);
    expect(store.list()).toEqual([]);
    expect(failures().map((l) => [l.console, l.reason])).toEqual([
      ["error", "endpoint_not_https"],
      ["error", "endpoint_not_https"],
    ]);
    expect(logs.filter((l) => l.event === "setting_refused")).toEqual([
      expect.objectContaining({ console: "error", reason: "FORM_ENDPOINT" }),
    ]);
  });
});

describe("a LEADS_JURISDICTION that is neither unset nor eu", () => {
  it.each(["europe", "eu,", "fedramp"])(
    "(%j) answers 503 as a missing key does, stores nothing anywhere, and one error line names the setting",
    async (typo) => {
      resetJurisdictionLog();
      for (const n of [1, 2]) {
        const response = await send({ ...samples.contact, message: `Kept ${n}` }, {}, { LEADS_JURISDICTION: typo });
        await expectJson(response, 503, { success: false, message: copy.answers.notConfigured });
      }
      expect(store.list()).toEqual([]);
      expect(failures().map((l) => [l.console, l.reason])).toEqual([
        ["error", "jurisdiction_invalid"],
        ["error", "jurisdiction_invalid"],
      ]);
      expect(logs.filter((l) => l.event === "leads_misconfigured")).toEqual([
        expect.objectContaining({
          console: "error",
          message: expect.stringContaining(`LEADS_JURISDICTION is "${typo}"`),
        }),
      ]);
    },
  );
});

describe("stored and delivered", () => {
  it("stores the lead, delivers it, and says so", async () => {
    const response = await send(
      { ...samples.contact, submission_id: "form-0123456789" },
      { headers: { referer: "http://localhost/contact" } },
    );
    await expectJson(response, 200, { success: true, message: copy.answers.success });
    const [lead] = store.list();
    expect(lead).toMatchObject({ variant: "contact", page: "/contact", route: "provider", state: "delivered" });
    expect(lead!.id).toMatch(/^form-0123456789\.[0-9a-f]{16}$/);
    expect(lead!.fields).toEqual(samples.contact);
    expect(acceptedLines()).toEqual([
      {
        console: "log",
        level: "info",
        event: "contact_accepted",
        status: 200,
        variant: "contact",
        reason: "stored",
        state: "delivered",
        lead: lead!.id,
      },
    ]);
  });

  it("answers a re-post of the same form as a duplicate, storing nothing new", async () => {
    const fields = { ...samples.hire, submission_id: "form-0123456789" };
    await send(fields);
    const again = await send(fields);
    expect(again.status).toBe(200);
    expect(store.list()).toHaveLength(1);
    expect(acceptedLines().map((l) => l.reason)).toEqual(["stored", "duplicate"]);
  });

  it("stores a local lead for the sink when only LOCAL_SINK is on", async () => {
    const response = await send(samples.fullname, {}, { FORM_ACCESS_KEY: undefined, LOCAL_SINK: "on" });
    expect(response.status).toBe(200);
    expect(store.list()[0]).toMatchObject({ route: "sink", state: "delivered" });
  });

  it("sends a plain post to the thank-you page", async () => {
    const response = await send(samples.contact, { json: false });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(paths.thankYou);
  });

  it("shows a plain post its form again with what it typed and the error", async () => {
    const response = await send({ ...samples.hire, email: "nope" }, { json: false });
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain("Bletchley Ltd");
    expect(html).toContain(copy.answers.invalid);
    expect(html).toContain(copy.invalidEmail);
  });

  it("answers 503 when the store is full", async () => {
    ({ store } = await openStore({ LEADS_MAX_UNDELIVERED: "1" }));
    provider = () => Response.json({ success: false }, { status: 500 }); // the first lead stays pending
    await send({ ...samples.fullname, message: "First, still pending" });
    await expectJson(await send(samples.fullname), 503, { success: false, message: copy.answers.storeFull });
    expect(failures()[0]).toMatchObject({ console: "error", reason: "store_full", status: 503 });
  });

  it("answers 503 when the store cannot confirm, and sends nothing itself", async () => {
    const requests: string[] = [];
    provider = () => (requests.push("provider"), accepted());
    const broken = { idFromName: () => "x", get: () => ({ accept: () => Promise.reject(new Error("reset")) }) };
    const response = await send(samples.contact, {}, { LEADS: broken });
    await expectJson(response, 503, { success: false, message: copy.answers.unconfirmed });
    expect(failures()[0]).toMatchObject({ reason: "store_unconfirmed" });
    expect(requests).toEqual([]);
  });
});

describe("suspected spam", () => {
  it("holds a lead whose honeypot is filled, and answers it like any other", async () => {
    const response = await send({ ...samples.contact, [honeypotField]: "http://spam.test" });
    await expectJson(response, 200, { success: true, message: copy.answers.success });
    expect(store.list()[0]).toMatchObject({ state: "held", reason: "honeypot" });
    expect(acceptedLines()[0]).toMatchObject({ reason: "honeypot", state: "held" });
  });

  it("holds a lead whose honeypot is sent twice", async () => {
    await send({ ...samples.contact, [honeypotField]: ["a", "b"] });
    expect(store.list()[0]).toMatchObject({ state: "held", reason: "honeypot" });
  });

  it("does not hold a lead whose honeypot is blank", async () => {
    await send({ ...samples.contact, [honeypotField]: "   " });
    expect(store.list()[0]).toMatchObject({ state: "delivered", reason: null });
  });

  it("holds a lead whose content looks like spam", async () => {
    const links = "https://a.test https://b.test https://c.test https://d.test";
    await send({ ...samples.contact, message: links });
    expect(store.list()[0]).toMatchObject({ state: "held", reason: "too_many_links" });
  });

  it("answers a held lead the store cannot confirm 503, never thanked", async () => {
    const broken = { idFromName: () => "x", get: () => ({ accept: () => Promise.reject(new Error("reset")) }) };
    const response = await send({ ...samples.contact, [honeypotField]: "x" }, {}, { LEADS: broken });
    await expectJson(response, 503, { success: false, message: copy.answers.unconfirmed });
    expect(failures()[0]).toMatchObject({ reason: "store_unconfirmed" });
  });
});

describe("the Turnstile challenge, when configured", () => {
  const token = { "cf-turnstile-response": "token-1", submission_id: "form-0123456789" };

  it("delivers a lead whose token passes, verified with the visitor's address", async () => {
    let verified: unknown;
    vi.stubGlobal("fetch", async (input: string, init: RequestInit) => {
      if (input === SITEVERIFY_URL) verified = JSON.parse(String(init.body));
      return input === SITEVERIFY_URL ? siteverify() : provider();
    });
    await send({ ...samples.contact, ...token }, { headers: { "cf-connecting-ip": "203.0.113.8" } }, TURNSTILE);
    const [lead] = store.list();
    expect(lead).toMatchObject({ state: "delivered" });
    expect(lead!.id).toMatch(/^form-0123456789\./);
    expect(verified).toEqual({
      response: "token-1",
      remoteip: "203.0.113.8",
      secret: "secret",
      idempotency_key: await idempotencyKey(lead!.id, "token-1"),
    });
  });

  it("verifies a form whose submission id is not one text with an empty id", async () => {
    let verified: { idempotency_key?: string } = {};
    vi.stubGlobal("fetch", async (input: string, init: RequestInit) => {
      if (input === SITEVERIFY_URL) verified = JSON.parse(String(init.body)) as typeof verified;
      return input === SITEVERIFY_URL ? siteverify() : provider();
    });
    await send({ ...samples.contact, ...token, submission_id: ["a", "b"] }, {}, TURNSTILE);
    expect(verified.idempotency_key).toBe(await idempotencyKey(store.list()[0]!.id, "token-1"));
  });

  it("answers 400 to a refused token, with the challenge's error", async () => {
    siteverify = () => Response.json({ success: false, "error-codes": ["invalid-input-response"] });
    const response = await send({ ...samples.contact, ...token }, {}, TURNSTILE);
    await expectJson(response, 400, {
      success: false,
      message: copy.answers.challengeFailed,
      errors: { challenge: copy.answers.challengeFailed },
    });
    expect(failures()[0]).toMatchObject({ reason: "challenge_failed", fields: ["challenge"] });
    expect(store.list()).toEqual([]);
  });

  it.each(["invalid-input-secret", "missing-input-secret", "internal-error", "bad-request"])(
    "holds a lead (thanked, never refused) when siteverify answers %s: a slip of the site's, not the visitor's",
    async (code) => {
      siteverify = () => Response.json({ success: false, "error-codes": [code] });
      const response = await send({ ...samples.contact, ...token }, {}, TURNSTILE);
      await expectJson(response, 200, { success: true, message: copy.answers.success });
      expect(store.list()[0]).toMatchObject({ state: "held", reason: "challenge_unverified" });
    },
  );

  it("holds a lead whose token was issued for another hostname", async () => {
    siteverify = () => Response.json({ success: true, hostname: "evil.example" });
    await expectJson(await send({ ...samples.contact, ...token }, {}, TURNSTILE), 200, {
      success: true,
      message: copy.answers.success,
    });
    expect(store.list()[0]).toMatchObject({ state: "held", reason: "challenge_unverified" });
  });

  it("holds a lead without a token", async () => {
    await send(samples.contact, {}, TURNSTILE);
    expect(store.list()[0]).toMatchObject({ state: "held", reason: "challenge_missing" });
  });

  it("holds a lead when siteverify is out of reach", async () => {
    siteverify = () => new Response("down", { status: 503 });
    await send({ ...samples.contact, ...token }, {}, TURNSTILE);
    expect(store.list()[0]).toMatchObject({ state: "held", reason: "siteverify_unavailable" });
  });

  it("checks the honeypot first, without asking siteverify", async () => {
    siteverify = () => {
      throw new Error("siteverify asked");
    };
    await send({ ...samples.contact, ...token, [honeypotField]: "bot" }, {}, TURNSTILE);
    expect(store.list()[0]).toMatchObject({ state: "held", reason: "honeypot" });
  });
});

describe("one path: a store that does not answer in time", () => {
  /** A store that never answers (an outage, an overloaded object); the request waits 50 ms for it. */
  const silent = {
    LEADS: { idFromName: () => "x", get: () => ({ accept: () => new Promise(() => undefined) }) },
    LEADS_ACCEPT_TIMEOUT_MS: "50",
  };
  let provided: number;
  beforeEach(() => {
    provided = 0;
    provider = () => (provided++, accepted());
  });

  it("answers 503 with a clear message, logs it at error level, and sends nothing itself", async () => {
    const response = await send(samples.hire, {}, silent);
    await expectJson(response, 503, { success: false, message: copy.answers.unconfirmed });
    expect(logs.find((l) => l.event === "lead_store_unavailable")).toMatchObject({
      console: "error",
      error: "timeout",
    });
    expect(failures()[0]).toMatchObject({ console: "error", status: 503, reason: "store_unconfirmed" });
    expect(acceptedLines()).toEqual([]);
    expect(provided).toBe(0);
  });

  it("shows a plain post its form again with every value kept", async () => {
    const response = await send(samples.hire, { json: false }, silent);
    expect(response.status).toBe(503);
    const html = await response.text();
    for (const value of Object.values(samples.hire)) expect(html).toContain(value);
    expect(html).toContain(copy.answers.unconfirmed);
    expect(provided).toBe(0);
  });

  it("has no other way to the provider: a Worker without its store binding answers 503 too", async () => {
    for (const vars of [{ LEADS: undefined }, { LEADS: undefined, FORM_ACCESS_KEY: undefined, LOCAL_SINK: "on" }]) {
      const response = await send(samples.fullname, {}, vars);
      await expectJson(response, 503, { success: false, message: copy.answers.unconfirmed });
    }
    expect(provided).toBe(0);
    expect(logs.some((l) => String(l.text ?? "").includes("contact_sink"))).toBe(false);
  });
});
