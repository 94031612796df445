/**
 * What "this machine" means, for the whole Worker and the scripts that start it: one definition,
 * imported by every rule that lets something through only on loopback — a setting pointing the
 * Worker at a test's stand-in (mail, webhook, Slack, Turnstile, the desk's and the editor's
 * sign-in), Turnstile's test keys, the desk's local operator, and the address `npm start` and
 * `vite dev` may listen on (scripts/lib/localBind.ts). No imports: vite.config.ts and Node's
 * scripts read it as the Worker does.
 *
 * A host (`URL.hostname`) counts only as one of three exact names; an address (`CF-Connecting-IP`,
 * a bind address) counts as anything in IPv4 127/8 or IPv6 ::1, also IPv4-mapped.
 */

/**
 * This machine's host names, as `URL.hostname` gives them (IPv6 in brackets): exactly these, not
 * the rest of 127/8 — a URL a setting names, or a request's host, is loopback only by one of them.
 */
export const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(["127.0.0.1", "[::1]", "localhost"]);

/**
 * Whether `text` is an absolute http(s) URL to this machine: the only place a setting that points
 * the Worker at a stand-in (tests, `npm start`) may send it. A deployed Worker cannot reach one.
 *
 * @example isLoopbackUrl("http://127.0.0.1:9999/submit") // true
 */
export function isLoopbackUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && LOOPBACK_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

/**
 * Whether `address` (an IP as text, IPv6 bare: a `CF-Connecting-IP`, a bind address) is one of
 * this machine's: IPv4 127/8 or IPv6 ::1, also IPv4-mapped (`::ffff:127.0.0.1`). Not a name
 * (`localhost` is a host), nor a bracketed `[::1]` (a host's spelling, not an address's).
 *
 * @example isLoopbackAddress("127.1.2.3") // true
 */
export function isLoopbackAddress(address: string): boolean {
  const ip = address
    .trim()
    .toLowerCase()
    .replace(/^::ffff:/, "");
  return ip === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}
