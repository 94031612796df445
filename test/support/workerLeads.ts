/**
 * Contact-form enquiries for the Worker tests (test/worker): each of its own, sent to a started
 * Worker (test/support/worker.ts), and the lead it became read back through the operators' API, as
 * `npm run leads` reads it.
 */
import { expect } from "vitest";
import { submissionIdField } from "../../src/content/contact";
import type { Lead } from "../../src/server/leads/record";
import { contactRequest, samples } from "../../harness/contactForm.ts";
import type { TestWorker } from "./worker";

/** A contact-page enquiry's fields (variant B): the subject tells it apart. */
export type Enquiry = Record<string, string> & { subject: string; message: string };

let unique = 0;

/**
 * A contact-page enquiry (variant B) with a subject (`<label> <n>`) and a submission id of its own,
 * unique in the test file; `extra` adds or overrides fields.
 *
 * @example enquiry({ message: "Kept" }, "Webhook lead") // { …, subject: "Webhook lead 3", submission_id: "form-3-…" }
 */
export function enquiry(extra: Record<string, string> = {}, label = "Enquiry"): Enquiry {
  unique += 1;
  return {
    ...samples.contact,
    subject: `${label} ${unique}`,
    [submissionIdField]: `form-${unique}-abcdef`,
    ...extra,
  } as Enquiry;
}

/** The Worker's answer to one post, read whole. */
export interface Sent {
  status: number;
  /** The body as text. */
  text: string;
  /** The JSON body (`{ success, message, errors? }`), or undefined when the answer is not JSON. */
  body: { success: boolean; message: string; errors?: Record<string, string> } | undefined;
  /** The Location header (a plain post's 303), or null. */
  location: string | null;
  headers: Headers;
}

export interface SendOptions {
  /** Extra request headers (say `cf-connecting-ip`). */
  headers?: Record<string, string>;
  /** False: a plain form post (no JavaScript), which is answered with a page or a redirect. */
  json?: boolean;
  encoding?: "multipart" | "urlencoded";
  /** Each answer's body (and its headers) is pushed here, for tests that check what was never said. */
  seen?: string[];
  /** The site's origin the form is on and posts to (default `http://localhost`: this machine). */
  origin?: string;
}

/** Posts `fields` to `/api/contact` as the form does (same origin; JSON answer unless `json: false`). */
export async function send(
  worker: TestWorker,
  fields: Record<string, string>,
  options: SendOptions = {},
): Promise<Sent> {
  const { headers = {}, json = true, encoding = "multipart", seen, origin = "http://localhost" } = options;
  const response = await worker.fetch(
    `${origin}/api/contact`,
    contactRequest(fields, { headers, json, encoding, origin }),
  );
  const text = await response.text();
  seen?.push(text, [...response.headers].join("\n"));
  const isJson = response.headers.get("content-type")?.includes("application/json") ?? false;
  return {
    status: response.status,
    text,
    body: isJson ? (JSON.parse(text) as Sent["body"]) : undefined,
    location: response.headers.get("location"),
    headers: response.headers,
  };
}

/** Every stored lead the list gives for `query` (default: up to 1000, any state); fails unless it answers 200. */
export async function storedLeads(worker: TestWorker, query = "?limit=1000", seen?: string[]): Promise<Lead[]> {
  const response = await worker.admin(`/api/leads${query}`);
  const text = await response.text();
  seen?.push(text);
  expect(response.status, text).toBe(200);
  return JSON.parse(text) as Lead[];
}

/** The stored lead whose subject is `subject`, or undefined. */
export async function lead(worker: TestWorker, subject: string, seen?: string[]): Promise<Lead | undefined> {
  return (await storedLeads(worker, "?limit=1000", seen)).find((l) => l.fields.subject === subject);
}

/** The stored leads whose subject is `subject` (a re-post must leave one). */
export async function leadsWithSubject(worker: TestWorker, subject: string): Promise<Lead[]> {
  return (await storedLeads(worker)).filter((l) => l.fields.subject === subject);
}

/** Nothing more will be sent for `found`: no channel has a next attempt scheduled (the store retries only those). */
export function expectNothingScheduled(found: Lead | undefined): void {
  expect(found, "the lead").toBeDefined();
  expect(found!.state).not.toBe("pending");
  for (const [channel, delivery] of Object.entries(found!.deliveries)) {
    expect(delivery?.nextAttemptAt ?? null, `the ${channel} channel's next attempt`).toBeNull();
    expect(delivery?.state ?? null, `the ${channel} channel's state`).not.toBe("pending");
  }
}

/**
 * `found` as an export of another store would carry it, `days` older (every time in it moved back),
 * under `id`, with its e-mail's delivery only (no next attempt).
 */
export function aged(found: Lead, days: number, id: string, changes: Partial<Lead> = {}): Lead {
  const back = (iso: string | null) => (iso ? new Date(Date.parse(iso) - days * 86_400_000).toISOString() : null);
  const email = found.deliveries.mail ?? null;
  return {
    ...found,
    id,
    createdAt: back(found.createdAt)!,
    updatedAt: back(found.updatedAt)!,
    deliveries: { mail: email && { ...email, deliveredAt: back(email.deliveredAt), nextAttemptAt: null } },
    ...changes,
  };
}

/** Loads leads through the operators' import (`npm run leads -- import`); fails unless each was new. */
export async function importLeads(worker: TestWorker, leads: Lead[]): Promise<void> {
  const response = await worker.admin("/api/leads/import", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(leads),
  });
  expect(await response.json()).toEqual({ imported: leads.length, skipped: 0 });
}
