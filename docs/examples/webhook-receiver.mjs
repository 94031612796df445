// @ts-check
/**
 * A receiver for the site's lead webhook (docs/operations.md, "The webhook"), in plain JavaScript
 * for any runtime with Web Crypto, `Request` and `Response`: Node.js 20+, Cloudflare Workers,
 * Deno, Bun. test/worker/webhookReceiver.test.ts runs this very file against the built Worker.
 *
 * It takes each lead once. The site sends a lead again whenever it did not get a 2xx (a timeout, a
 * 5xx, a receiver that stored the lead and then crashed before answering), so a lead can arrive
 * more than once; a second arrival is recognised by the body's `id` and answered 200 without
 * being kept again. The `id` is inside the signed body; the `Idempotency-Key` header carries the
 * same value but is not signed, so it is not trusted.
 *
 * `seen` is where the leads are kept, by id, in one write (so no crash can keep a lead without its
 * id or the reverse): either `has(id)` and `add(id, lead)` (your table with a unique key on the
 * id; a `Set` for a try-out, which keeps the ids only), or `get(id)` and `put(id, lead)` (a
 * Durable Object's storage). Each may return a promise. In a Durable Object:
 *
 *   import { receiveLead } from "./webhook-receiver.mjs";
 *   export class Leads extends DurableObject {
 *     fetch(request) {
 *       return receiveLead(request, { secret: this.env.LEADS_WEBHOOK_SECRET, seen: this.ctx.storage });
 *     }
 *   }
 */

/** The oldest (or furthest in the future) a signature's timestamp may be, in seconds. */
export const TOLERANCE_SECONDS = 300;

/** The signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
const SIGNATURE = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/;

/**
 * @typedef {{
 *   id: string,
 *   createdAt: string,
 *   variant: string,
 *   page: string | null,
 *   fields: Record<string, string>,
 * }} Lead
 *
 * @typedef {{ has(id: string): unknown, add(id: string, lead: Lead): unknown }
 *   | { get(id: string): unknown, put(id: string, lead: Lead): unknown }} Seen
 *
 * @typedef {object} ReceiveOptions
 * @property {string} secret The shared secret (`LEADS_WEBHOOK_SECRET` on the site), read as the site reads
 *   it: without the spaces or line break around it (a file or `echo` adds a trailing newline).
 * @property {Seen} seen The leads kept so far, by id.
 * @property {number} [now] The time, epoch milliseconds (default: now).
 */

/**
 * Answers one webhook request: 401 for a missing, forged or stale signature (before the body is
 * trusted at all), 400 for a signed body that is not a lead, 200 `{ id, duplicate }` for a lead,
 * new (kept) or seen before (not kept again). Any 2xx stops the site's retries; a 5xx (`seen`
 * throwing) makes it retry later.
 *
 * @param {Request} request
 * @param {ReceiveOptions} options
 * @returns {Promise<Response>}
 */
export async function receiveLead(request, { secret, seen, now = Date.now() }) {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { allow: "POST" } });
  // The raw text as sent: the signature covers it, not a re-serialised object.
  const body = await request.text();
  const problem = await signatureProblem(body, request.headers.get("Lead-Signature"), secret, now);
  if (problem) return Response.json({ error: problem }, { status: 401 });

  /** @type {Lead} */
  let lead;
  try {
    lead = JSON.parse(body);
  } catch {
    return Response.json({ error: "not JSON" }, { status: 400 });
  }
  if (typeof lead?.id !== "string" || lead.id === "") return Response.json({ error: "no id" }, { status: 400 });

  const duplicate = "has" in seen ? Boolean(await seen.has(lead.id)) : (await seen.get(lead.id)) !== undefined;
  if (!duplicate) await ("add" in seen ? seen.add(lead.id, lead) : seen.put(lead.id, lead));
  return Response.json({ id: lead.id, duplicate });
}

/**
 * Why a signature is refused, or null when it is good: the header's shape, the timestamp within
 * `TOLERANCE_SECONDS` of `now` (a replayed request is refused), and the HMAC, compared in constant
 * time by `crypto.subtle.verify`. The secret is trimmed first, as the site trims it before signing.
 *
 * @param {string} body The raw request body.
 * @param {string | null} header The `Lead-Signature` header.
 * @param {string} secret
 * @param {number} now Epoch milliseconds.
 * @returns {Promise<string | null>}
 */
export async function signatureProblem(body, header, secret, now) {
  const match = SIGNATURE.exec(header ?? "");
  if (!match) return "no signature";
  const [, t = "", v1 = ""] = match;
  if (Math.abs(now / 1000 - Number(t)) > TOLERANCE_SECONDS) return "stale signature";
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret.trim()),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["verify"],
  );
  const mac = new Uint8Array(v1.match(/../g)?.map((byte) => parseInt(byte, 16)) ?? []);
  const good = await crypto.subtle.verify("HMAC", key, mac, encoder.encode(`${t}.${body}`));
  return good ? null : "bad signature";
}
