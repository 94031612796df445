/**
 * Rendered pages kept in this isolate's memory. A page's HTML depends only on the build, its URL
 * and the year in the footer, so after the first (streamed) render, the same URL is answered
 * from memory. Bounded: the 64 most recently used entries, each at most 256 Ki characters.
 */
const MAX_ENTRIES = 64;
const MAX_CHARS = 256 * 1024;
const pages = new Map<string, string>();

/**
 * The only query parameters a page reads (`/contact?subject=`, `/portfolio?category=`). Pages are
 * rendered from a URL holding just these, and cached under it, so `?utm_source=…`, `?fbclid=…` or
 * any other noise renders and caches the same page instead of evicting real ones.
 */
export const PAGE_QUERY_PARAMS = ["category", "subject"] as const;

/** `url` with only the query parameters a page reads, in a fixed order. */
export function pageUrl(url: URL): URL {
  const kept = new URL(url.pathname, url.origin);
  for (const name of PAGE_QUERY_PARAMS) {
    const value = url.searchParams.get(name);
    if (value !== null) kept.searchParams.set(name, value);
  }
  return kept;
}

export const pageKey = (url: URL, year: number) => {
  const page = pageUrl(url);
  return `${year}|${page.pathname}${page.search}`;
};

/** The cached HTML for `key`, marked as recently used. */
export function cachedPage(key: string): string | undefined {
  const html = pages.get(key);
  if (html !== undefined) {
    pages.delete(key);
    pages.set(key, html);
  }
  return html;
}

/** Keeps `html` for `key`, dropping the least recently used page beyond the bound. */
export function rememberPage(key: string, html: string): void {
  if (html.length > MAX_CHARS) return;
  pages.set(key, html);
  if (pages.size > MAX_ENTRIES) pages.delete(pages.keys().next().value as string);
}

/** Passes `stream` through unchanged and hands its full text to `done` once it has been sent. */
export function teeText(stream: ReadableStream<Uint8Array>, done: (text: string) => void): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  let text = "";
  return stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        text += decoder.decode(chunk, { stream: true });
        controller.enqueue(chunk);
      },
      flush() {
        done(text + decoder.decode());
      },
    }),
  );
}
