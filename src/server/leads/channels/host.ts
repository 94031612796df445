/** A URL's host (as the privacy notice names a receiver: never its path, which may hold a token), or the text itself. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** This machine's host names, as `URL.hostname` gives them (IPv6 in brackets). */
const LOOPBACK_NAMES: ReadonlySet<string> = new Set(["127.0.0.1", "[::1]", "localhost"]);

/**
 * Whether `text` is an absolute http(s) URL to this machine: the only place a setting that points
 * the Worker at a stand-in (tests, `npm start`) may send it. A deployed Worker cannot reach one.
 */
export function isLoopbackUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && LOOPBACK_NAMES.has(url.hostname);
  } catch {
    return false;
  }
}
