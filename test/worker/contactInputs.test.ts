/** POST /api/contact in workerd: every bad input is refused with its status, and nothing reaches the provider. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  contactFields,
  contactFormCopy as copy,
  honeypotField,
  type ContactFieldName,
} from "../../src/content/contact";
import { MAX_BODY_BYTES } from "../../src/server/api/submission/parse";
import { contactRequest, multipartBody, samples } from "../../harness/contactForm.ts";
import { providerAnswer, TEST_ACCESS_KEY } from "../../harness/provider.ts";
import { startWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker({
    vars: { FORM_ENDPOINT: "https://provider.test/submit", FORM_ACCESS_KEY: TEST_ACCESS_KEY },
    rateLimit: 1000,
    outbound: async (request) => providerAnswer(await request.formData()),
  });
});
afterAll(() => w.dispose());
beforeEach(() => {
  w.outbound.length = 0;
});

const B = samples.contact;
const without = (name: keyof typeof B) => Object.fromEntries(Object.entries(B).filter(([key]) => key !== name));
const long = (name: ContactFieldName) => "x".repeat(contactFields[name].maxLength + 1);
const file = (name: string) =>
  multipartBody([
    ...Object.entries(B).filter(([key]) => key !== name),
    [name, { filename: "cv.pdf", type: "application/pdf", content: "%PDF-1.4" }],
  ]);
const raw = (body: BodyInit | null, headers: Record<string, string>, extra: RequestInit = {}): RequestInit => ({
  method: "POST",
  body,
  headers: { origin: "http://localhost", accept: "application/json", ...headers },
  ...extra,
});
const oversized = "x".repeat(MAX_BODY_BYTES + 1024);
const stream = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      const bytes = new TextEncoder().encode(text);
      for (let i = 0; i < bytes.length; i += 16_384) controller.enqueue(bytes.slice(i, i + 16_384));
      controller.close();
    },
  });
const urlencoded = { "content-type": "application/x-www-form-urlencoded" };

type Fields = Record<string, string | readonly string[]>;
type Encoding = "multipart" | "urlencoded";
/** A form post of `fields`, kept beside the request so the no-JavaScript answer can be checked too. */
const post = (fields: Fields, encoding: Encoding = "multipart") => ({
  init: contactRequest(fields, { encoding }),
  form: { fields, encoding },
});
const required = (name: ContactFieldName) => contactFields[name].requiredMessage;
const tooLong = (name: ContactFieldName) => contactFields[name].tooLongMessage;
const invalid = copy.answers.invalid;

interface Case {
  name: string;
  init: RequestInit;
  status: number;
  /** The answer's message (the toast, or the alert above the form shown again). */
  message: string;
  /** The field the answer must name (400 with per-field errors), and the rule it names. */
  field?: ContactFieldName;
  error?: string;
  /** Every field error of the answer, where it names more than one. */
  errors?: Record<string, string>;
  /** The form post of a field error: sent again without JavaScript, the form comes back with it. */
  form?: { fields: Fields; encoding: Encoding };
}

const cases: Case[] = [
  {
    name: "missing first name",
    ...post(without("firstName")),
    status: 400,
    message: invalid,
    field: "firstName",
    error: required("firstName"),
  },
  {
    name: "missing e-mail",
    ...post(without("email")),
    status: 400,
    message: invalid,
    field: "email",
    error: required("email"),
  },
  {
    name: "missing message",
    ...post(without("message")),
    status: 400,
    message: invalid,
    field: "message",
    error: required("message"),
  },
  {
    name: "missing subject (URL-encoded)",
    ...post(without("subject"), "urlencoded"),
    status: 400,
    message: invalid,
    field: "subject",
    error: required("subject"),
  },
  {
    name: "blank last name",
    ...post({ ...B, lastName: "   " }),
    status: 400,
    message: invalid,
    field: "lastName",
    error: required("lastName"),
  },
  {
    name: "blank message (line breaks only)",
    ...post({ ...B, message: "\n\r\n  \t" }),
    status: 400,
    message: invalid,
    field: "message",
    error: required("message"),
  },
  {
    name: "first name too long",
    ...post({ ...B, firstName: long("firstName") }),
    status: 400,
    message: invalid,
    field: "firstName",
    error: tooLong("firstName"),
  },
  {
    name: "subject too long",
    ...post({ ...B, subject: long("subject") }),
    status: 400,
    message: invalid,
    field: "subject",
    error: tooLong("subject"),
  },
  {
    name: "message too long",
    ...post({ ...B, message: long("message") }),
    status: 400,
    message: invalid,
    field: "message",
    error: tooLong("message"),
  },
  {
    name: "e-mail too long",
    ...post({ ...B, email: `${"a".repeat(250)}@example.com` }),
    status: 400,
    message: invalid,
    field: "email",
    error: tooLong("email"),
  },
  {
    name: "phone too long",
    ...post({ ...B, phone: long("phone") }),
    status: 400,
    message: invalid,
    field: "phone",
    error: tooLong("phone"),
  },
  {
    name: "e-mail without @",
    ...post({ ...B, email: "grace.example.com" }),
    status: 400,
    message: invalid,
    field: "email",
    error: copy.invalidEmail,
  },
  {
    name: "e-mail without a domain dot",
    ...post({ ...B, email: "grace@example" }),
    status: 400,
    message: invalid,
    field: "email",
    error: copy.invalidEmail,
  },
  {
    name: "e-mail with a space",
    ...post({ ...B, email: "gr ace@example.com" }),
    status: 400,
    message: invalid,
    field: "email",
    error: copy.invalidEmail,
  },
  {
    name: "CR/LF in the subject (header injection)",
    ...post({ ...B, subject: "Hi\r\nBcc: all@example.com" }),
    status: 400,
    message: invalid,
    field: "subject",
    error: copy.controlCharacters,
  },
  {
    name: "CR/LF in the e-mail (it becomes the Reply-To)",
    ...post({ ...B, email: "grace@example.com\r\nBcc: all@example.com" }),
    status: 400,
    message: invalid,
    field: "email",
    error: copy.controlCharacters,
  },
  {
    name: "LF in the last name (it is in the e-mail's subject line)",
    ...post({ ...B, lastName: "Hopper\nBcc: all@example.com" }),
    status: 400,
    message: invalid,
    field: "lastName",
    error: copy.controlCharacters,
  },
  {
    name: "NUL in the first name",
    ...post({ ...B, firstName: "Gr\u0000ace" }),
    status: 400,
    message: invalid,
    field: "firstName",
    error: copy.controlCharacters,
  },
  {
    name: "line separator in the subject",
    ...post({ ...B, subject: "Hi\u2028there" }),
    status: 400,
    message: invalid,
    field: "subject",
    error: copy.controlCharacters,
  },
  {
    name: "line break in the phone",
    ...post({ ...B, phone: "555\n0100" }),
    status: 400,
    message: invalid,
    field: "phone",
    error: copy.controlCharacters,
  },
  {
    name: "a repeated e-mail field",
    ...post({ ...B, email: [B.email, "other@example.com"] }),
    status: 400,
    message: invalid,
    field: "email",
    error: copy.repeatedField,
  },
  {
    name: "a repeated subject (URL-encoded)",
    ...post({ ...B, subject: ["one", "two"] }, "urlencoded"),
    status: 400,
    message: invalid,
    field: "subject",
    error: copy.repeatedField,
  },
  {
    name: "a file part as the message",
    init: raw(file("message").body, file("message").headers),
    status: 400,
    message: copy.answers.fileAttached,
  },
  {
    name: "a file part in an unknown field",
    init: raw(file("attachment").body, file("attachment").headers),
    status: 400,
    message: copy.answers.fileAttached,
  },
  {
    name: "hire form without a name",
    ...post({ ...samples.hire, name: "" }),
    status: 400,
    message: invalid,
    field: "name",
    error: required("name"),
  },
  {
    name: "variant A with a blank full name",
    ...post({ ...samples.fullname, fullname: " " }),
    status: 400,
    message: invalid,
    field: "fullname",
    error: required("fullname"),
  },
  {
    name: "empty URL-encoded body",
    init: raw("", urlencoded),
    status: 400,
    message: invalid,
    errors: Object.fromEntries(
      (["firstName", "lastName", "email", "subject", "message"] as const).map((name) => [name, required(name)]),
    ),
  },
  {
    name: "JSON body",
    init: raw(JSON.stringify(B), { "content-type": "application/json" }),
    status: 415,
    message: copy.answers.unsupportedType,
  },
  {
    name: "text/plain body",
    init: raw("firstName=Grace", { "content-type": "text/plain" }),
    status: 415,
    message: copy.answers.unsupportedType,
  },
  {
    name: "no Content-Type",
    init: raw(new Uint8Array([1, 2, 3]), {}),
    status: 415,
    message: copy.answers.unsupportedType,
  },
  {
    name: "oversized body with Content-Length",
    init: raw(`message=${oversized}`, urlencoded),
    status: 413,
    message: copy.answers.tooLarge,
  },
  {
    name: "oversized body without Content-Length (streamed)",
    init: raw(stream(`message=${oversized}`), urlencoded, { duplex: "half" } as RequestInit),
    status: 413,
    message: copy.answers.tooLarge,
  },
  {
    name: "malformed multipart (boundary never closed)",
    init: raw('--XYZ\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nGrace', {
      "content-type": "multipart/form-data; boundary=XYZ",
    }),
    status: 400,
    message: copy.answers.malformed,
  },
  {
    name: "multipart without a boundary",
    init: raw("firstName=Grace", { "content-type": "multipart/form-data" }),
    status: 400,
    message: copy.answers.malformed,
  },
  {
    name: "cross-site Origin",
    init: contactRequest({ ...B }, { origin: "https://evil.example" }),
    status: 403,
    message: copy.answers.crossSite,
  },
  {
    name: "Origin null",
    init: contactRequest({ ...B }, { origin: "null" }),
    status: 403,
    message: copy.answers.crossSite,
  },
  {
    name: "no Origin, Sec-Fetch-Site: cross-site",
    init: raw(new URLSearchParams(B).toString(), { ...urlencoded, origin: "", "sec-fetch-site": "cross-site" }),
    status: 403,
    message: copy.answers.crossSite,
  },
  {
    name: "neither Origin nor Sec-Fetch-Site",
    init: raw(new URLSearchParams(B).toString(), { ...urlencoded, origin: "" }),
    status: 403,
    message: copy.answers.crossSite,
  },
  {
    name: "honeypot filled (thanked, held, never sent)",
    init: contactRequest({ ...B, [honeypotField]: "http://spam.example" }),
    status: 200,
    message: copy.answers.success,
  },
];

describe("POST /api/contact refuses bad input before the provider", () => {
  it("has a table of at least 25 cases", () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
  });

  it.each(cases)("$name → $status", async ({ init, status, field, error, errors, message }) => {
    const headers = new Headers(init.headers);
    if (headers.get("origin") === "") headers.delete("origin");
    const response = await w.fetch("/api/contact", { ...init, headers });
    expect(response.status).toBe(status);
    const answer = (await response.json()) as { success: boolean; message: string; errors?: Record<string, string> };
    expect(answer.success).toBe(status === 200);
    expect(answer.message).toBe(message);
    // A field error names that field, with the rule it broke; any other answer names none.
    expect(answer.errors, JSON.stringify(answer.errors)).toEqual(errors ?? (field ? { [field]: error } : undefined));
    expect(w.outbound).toHaveLength(0);
  });

  const escape = (text: string) =>
    text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

  it.each(cases.filter((c) => c.form))(
    "without JavaScript: $name → the form again, its error shown and the other values kept",
    async ({ form, field, error, message }) => {
      const { fields, encoding } = form!;
      const response = await w.fetch("/api/contact", contactRequest(fields, { encoding, json: false }));
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain(escape(message));
      expect(html).toContain(escape(error!));
      for (const [name, value] of Object.entries(fields)) {
        if (name === field || typeof value !== "string" || !value.trim()) continue;
        // One-line fields come back as their value; the message as the textarea's text.
        const kept = name === "message" ? `>${escape(value)}</textarea>` : `value="${escape(value)}"`;
        expect(html, `${name} kept`).toContain(kept);
      }
      expect(w.outbound).toHaveLength(0);
    },
  );
});

describe("names in every script reach the team; names that look blank do not", () => {
  it.each([
    ["Persian", { firstName: "محمد\u200Cرضا", lastName: "حسینی" }],
    ["Hindi", { firstName: "पद्\u200Cमा", lastName: "सत्\u200Dया" }],
    ["Malayalam", { firstName: "ഹരികൃഷ്ണന്\u200D", lastName: "നായര്\u200D" }],
  ])("a %s name written with a zero-width (non-)joiner is delivered as typed", async (_, name) => {
    const response = await w.fetch("/api/contact", contactRequest({ ...B, ...name }));
    expect(response.status).toBe(200);
    expect(w.outbound).toHaveLength(1);
    const sent = await w.outbound[0]!.formData();
    expect(sent.get("firstName")).toBe(name.firstName);
    expect(sent.get("lastName")).toBe(name.lastName);
  });

  it.each([
    ["a Hangul filler", "\u3164", copy.formatCharacters],
    ["a blank Braille cell", "\u2800", copy.formatCharacters],
    ["a bidi override inside", "Ada\u202E", copy.formatCharacters],
    ["a non-joiner at the start", "\u200CAda", copy.formatCharacters],
    ["no letter at all", "-.-", contactFields.firstName.requiredMessage],
  ])("a first name of %s is refused (400) with its field's message", async (_, firstName, error) => {
    const response = await w.fetch("/api/contact", contactRequest({ ...B, firstName }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({ firstName: error });
    expect(w.outbound).toHaveLength(0);
  });
});
