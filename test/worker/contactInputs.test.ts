/** POST /api/contact in workerd: every bad input is refused with its status, and nothing reaches the provider. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  contactFields,
  contactFormCopy as copy,
  honeypotField,
  type ContactFieldName,
} from "../../src/content/contact";
import { MAX_BODY_BYTES } from "../../src/server/api/submission/parse";
import { contactRequest, multipartBody, providerAnswer, samples, TEST_ACCESS_KEY } from "../support/mockProvider";
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

const B = samples.B;
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

interface Case {
  name: string;
  init: RequestInit;
  status: number;
  /** The field the answer must name (400 with per-field errors). */
  field?: ContactFieldName;
  message?: string;
}

const cases: Case[] = [
  {
    name: "missing first name",
    init: contactRequest(without("firstName")),
    status: 400,
    field: "firstName",
    message: copy.answers.invalid,
  },
  { name: "missing e-mail", init: contactRequest(without("email")), status: 400, field: "email" },
  { name: "missing message", init: contactRequest(without("message")), status: 400, field: "message" },
  {
    name: "missing subject (URL-encoded)",
    init: contactRequest(without("subject"), { encoding: "urlencoded" }),
    status: 400,
    field: "subject",
  },
  { name: "blank last name", init: contactRequest({ ...B, lastName: "   " }), status: 400, field: "lastName" },
  {
    name: "blank message (line breaks only)",
    init: contactRequest({ ...B, message: "\n\r\n  \t" }),
    status: 400,
    field: "message",
  },
  {
    name: "first name too long",
    init: contactRequest({ ...B, firstName: long("firstName") }),
    status: 400,
    field: "firstName",
  },
  { name: "subject too long", init: contactRequest({ ...B, subject: long("subject") }), status: 400, field: "subject" },
  { name: "message too long", init: contactRequest({ ...B, message: long("message") }), status: 400, field: "message" },
  {
    name: "e-mail too long",
    init: contactRequest({ ...B, email: `${"a".repeat(250)}@example.com` }),
    status: 400,
    field: "email",
  },
  { name: "phone too long", init: contactRequest({ ...B, phone: long("phone") }), status: 400, field: "phone" },
  { name: "e-mail without @", init: contactRequest({ ...B, email: "grace.example.com" }), status: 400, field: "email" },
  {
    name: "e-mail without a domain dot",
    init: contactRequest({ ...B, email: "grace@example" }),
    status: 400,
    field: "email",
  },
  {
    name: "e-mail with a space",
    init: contactRequest({ ...B, email: "gr ace@example.com" }),
    status: 400,
    field: "email",
  },
  {
    name: "CR/LF in the subject (header injection)",
    init: contactRequest({ ...B, subject: "Hi\r\nBcc: all@example.com" }),
    status: 400,
    field: "subject",
  },
  {
    name: "CR/LF in the e-mail (it becomes the Reply-To)",
    init: contactRequest({ ...B, email: "grace@example.com\r\nBcc: all@example.com" }),
    status: 400,
    field: "email",
  },
  {
    name: "LF in the last name (it is in the e-mail's subject line)",
    init: contactRequest({ ...B, lastName: "Hopper\nBcc: all@example.com" }),
    status: 400,
    field: "lastName",
  },
  {
    name: "NUL in the first name",
    init: contactRequest({ ...B, firstName: "Gr\u0000ace" }),
    status: 400,
    field: "firstName",
  },
  {
    name: "line separator in the subject",
    init: contactRequest({ ...B, subject: "Hi\u2028there" }),
    status: 400,
    field: "subject",
  },
  { name: "line break in the phone", init: contactRequest({ ...B, phone: "555\n0100" }), status: 400, field: "phone" },
  {
    name: "a repeated e-mail field",
    init: contactRequest({ ...B, email: [B.email, "other@example.com"] }),
    status: 400,
    field: "email",
  },
  {
    name: "a repeated subject (URL-encoded)",
    init: contactRequest({ ...B, subject: ["one", "two"] }, { encoding: "urlencoded" }),
    status: 400,
    field: "subject",
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
  { name: "hire form without a name", init: contactRequest({ ...samples.C, name: "" }), status: 400, field: "name" },
  {
    name: "variant A with a blank full name",
    init: contactRequest({ ...samples.A, fullname: " " }),
    status: 400,
    field: "fullname",
  },
  { name: "empty URL-encoded body", init: raw("", urlencoded), status: 400, field: "firstName" },
  {
    name: "JSON body",
    init: raw(JSON.stringify(B), { "content-type": "application/json" }),
    status: 415,
    message: copy.answers.unsupportedType,
  },
  { name: "text/plain body", init: raw("firstName=Grace", { "content-type": "text/plain" }), status: 415 },
  { name: "no Content-Type", init: raw(new Uint8Array([1, 2, 3]), {}), status: 415 },
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
  },
  {
    name: "cross-site Origin",
    init: contactRequest({ ...B }, { origin: "https://evil.example" }),
    status: 403,
    message: copy.answers.crossSite,
  },
  { name: "Origin null", init: contactRequest({ ...B }, { origin: "null" }), status: 403 },
  {
    name: "no Origin, Sec-Fetch-Site: cross-site",
    init: raw(new URLSearchParams(B).toString(), { ...urlencoded, origin: "", "sec-fetch-site": "cross-site" }),
    status: 403,
  },
  {
    name: "neither Origin nor Sec-Fetch-Site",
    init: raw(new URLSearchParams(B).toString(), { ...urlencoded, origin: "" }),
    status: 403,
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

  it.each(cases)("$name → $status", async ({ init, status, field, message }) => {
    const headers = new Headers(init.headers);
    if (headers.get("origin") === "") headers.delete("origin");
    const response = await w.fetch("/api/contact", { ...init, headers });
    expect(response.status).toBe(status);
    const answer = (await response.json()) as { success: boolean; message: string; errors?: Record<string, string> };
    expect(answer.success).toBe(status === 200);
    expect(answer.message).toBeTruthy();
    if (message) expect(answer.message).toBe(message);
    if (field) expect(answer.errors?.[field], JSON.stringify(answer.errors)).toBeTruthy();
    expect(w.outbound).toHaveLength(0);
  });
});
