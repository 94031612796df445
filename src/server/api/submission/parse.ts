import type { Context } from "hono";
import type { RawBody } from "./schema";
import { matchRoute } from "../../routes";

/** Largest accepted body: a maximal submission sent URL-encoded with 4-byte characters fits. */
export const MAX_BODY_BYTES = 128 * 1024;

/** The two encodings an HTML form (and the island's FormData) can send. */
export const FORM_MEDIA_TYPES = ["multipart/form-data", "application/x-www-form-urlencoded"] as const;

/** True when the request's Content-Type is one of the form encodings. */
export function isFormRequest(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  return (FORM_MEDIA_TYPES as readonly string[]).includes(mediaType);
}

/**
 * Reads a form body with Hono's parser, keeping repeated fields as arrays and file parts as
 * `File`s so validation can reject them. `null` when the body cannot be read (malformed multipart).
 */
export async function readForm(c: Context): Promise<RawBody | null> {
  try {
    return await c.req.parseBody({ all: true });
  } catch {
    return null;
  }
}

/** The visitor's address for the per-IP limit (set by Cloudflare, and by workerd locally). */
export function clientIp(c: Context): string {
  return c.req.header("cf-connecting-ip") ?? "unknown";
}

/**
 * The rate limit's key for an address: an IPv6 address by its /64 (one subscriber's network, which
 * holds 2^64 addresses), an IPv4 address (or an IPv4-mapped IPv6 one) by itself.
 *
 * @example rateLimitKey("2001:db8:1:2:aaaa::1") // "2001:db8:1:2::/64"
 */
export function rateLimitKey(ip: string): string {
  if (!ip.includes(":")) return ip;
  const address = ip
    .replace(/^\[|\]$/g, "")
    .split("%")[0]!
    .toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  const [head = "", tail = ""] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = address.includes("::") ? (tail ? tail.split(":") : []) : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = address.includes("::")
    ? [...headGroups, ...Array(Math.max(missing, 0)).fill("0"), ...tailGroups]
    : headGroups;
  const prefix = groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "") || "0");
  return `${prefix.join(":")}::/64`;
}

/**
 * The page a form was sent from, for the e-mail's page line: the canonical path of the route the
 * same-origin Referer names, or null. Never the Referer as given: `<site>//evil.example/login`
 * names no route, so it gives null, not a link off the site.
 */
export function sourcePage(c: Context): string | null {
  const referer = c.req.header("referer");
  if (!referer) return null;
  try {
    const from = new URL(referer);
    if (from.origin !== new URL(c.req.url).origin) return null;
    const match = matchRoute(from.pathname);
    if (match.kind === "page") return match.route.page.path;
    if (match.kind === "redirect") return new URL(match.location, from.origin).pathname;
    return null;
  } catch {
    return null;
  }
}

/** True when the client asked for a JSON answer (the island does; a plain form post does not). */
export function wantsJson(c: Context): boolean {
  return (c.req.header("accept") ?? "").toLowerCase().includes("application/json");
}

/**
 * Reads and discards (at most `limit` bytes of) a body the endpoint refuses without parsing, so
 * the client's connection stays usable: an unread body makes the runtime reset it.
 */
export async function discardBody(request: Request, limit = MAX_BODY_BYTES): Promise<void> {
  try {
    const reader = request.body?.getReader();
    if (!reader) return;
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
      if (size > limit) break;
    }
    await reader.cancel();
  } catch {
    // Already read (locked) or the client went away: nothing to do.
  }
}
