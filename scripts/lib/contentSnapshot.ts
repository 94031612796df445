/**
 * What `npm run snapshot` (scripts/content-snapshot.ts) records of a page, and how two snapshots
 * are compared. `pageContent` runs in Chromium (`page.evaluate`) and in Node on a jsdom document,
 * so it is self-contained: no imports, no helpers outside its body.
 */

/** A link as a visitor meets it: where it goes, what it says, how it opens. */
export interface LinkContent {
  href: string | null;
  /** Its visible text, or its aria-label when it has one. */
  text: string;
  target?: string;
  rel?: string;
}

/** What one page says, read from its DOM. */
export interface PageContent {
  title: string;
  description: string | null;
  canonical: string | null;
  /** Open Graph (`og:*`), Twitter (`twitter:*`) and `robots` meta, by name; repeated names joined by " | ". */
  meta: Record<string, string>;
  /** Every JSON-LD block, parsed (or `{ unparsable: text }`). */
  jsonLd: unknown[];
  /** "h2: Text", in document order. */
  headings: string[];
  links: LinkContent[];
  /** Alt text (null: no alt attribute) and `sizes` (the img's, else its picture's first source's). */
  images: { alt: string | null; sizes: string | null }[];
  /** Words in attributes: "button[aria-label]: Menu" (aria-label, title, placeholder). */
  labels: string[];
  /** The body's text, one line per entry, whitespace collapsed, empty lines dropped. */
  text: string[];
}

/** One route of a snapshot: the HTTP status, the server's HTML as parsed, and the page after its JavaScript ran. */
export interface RouteSnapshot {
  status: number;
  html: PageContent;
  js: PageContent;
}

/** A snapshot: one key per route (its path). */
export type Snapshot = Record<string, RouteSnapshot>;

/**
 * The content of `doc`. `rendered`: the body's text as laid out (`innerText`, in a browser: hidden
 * elements left out, CSS text-transform applied); otherwise, as the text of headings and links always
 * is, the text of every element but scripts, styles, templates and SVG titles, a line per block
 * element (jsdom has no layout), noscript content included (what a page without JavaScript shows).
 */
export function pageContent(rendered: boolean, doc: Document = document): PageContent {
  const BLOCKS =
    /^(address|article|aside|blockquote|br|button|dd|details|dialog|div|dl|dt|fieldset|figcaption|figure|footer|form|h[1-6]|header|hr|label|legend|li|main|nav|ol|option|p|pre|section|summary|table|td|th|tr|ul)$/;
  const SKIPPED = /^(script|style|template|title)$/;
  const squash = (s: string) => s.replace(/\s+/g, " ").trim();
  const walk = (node: Node, out: string[]): void => {
    if (node.nodeType === 3) {
      out[out.length - 1] += node.textContent ?? "";
      return;
    }
    if (node.nodeType !== 1) return;
    const tag = (node as Element).localName;
    // With scripting on (Chromium), a noscript's content is one text node of raw markup.
    if (SKIPPED.test(tag) || (rendered && tag === "noscript")) return;
    const block = BLOCKS.test(tag);
    if (block) out.push("");
    for (const child of node.childNodes) walk(child, out);
    if (block) out.push("");
  };
  /** An element's text as structured (hidden parts included), a line per block; or, `laidOut`, its innerText. */
  const lines = (el: Element, laidOut = false): string[] => {
    const raw = laidOut ? (el as HTMLElement).innerText.split("\n") : [""];
    if (!laidOut) walk(el, raw);
    return raw.map(squash).filter(Boolean);
  };
  const textOf = (el: Element) => lines(el).join(" ");
  const attr = (selector: string, name: string) => doc.querySelector(selector)?.getAttribute(name) ?? null;

  const meta: Record<string, string> = {};
  for (const el of doc.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"], meta[name="robots"]')) {
    const name = el.getAttribute("property") ?? el.getAttribute("name") ?? "";
    const content = el.getAttribute("content") ?? "";
    meta[name] = name in meta ? `${meta[name]} | ${content}` : content;
  }
  const jsonLd = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((el) => {
    try {
      return JSON.parse(el.textContent ?? "") as unknown;
    } catch {
      return { unparsable: el.textContent };
    }
  });
  const links = [...doc.querySelectorAll("a")].map((a) => {
    const link: LinkContent = { href: a.getAttribute("href"), text: squash(a.getAttribute("aria-label") ?? textOf(a)) };
    if (a.hasAttribute("target")) link.target = a.getAttribute("target") ?? "";
    if (a.hasAttribute("rel")) link.rel = a.getAttribute("rel") ?? "";
    return link;
  });
  const images = [...doc.querySelectorAll("img")].map((img) => ({
    alt: img.getAttribute("alt"),
    sizes:
      img.getAttribute("sizes") ??
      img.closest("picture")?.querySelector("source[sizes]")?.getAttribute("sizes") ??
      null,
  }));
  const labels = [...doc.querySelectorAll("body [aria-label], body [title], body [placeholder]")].flatMap((el) =>
    ["aria-label", "title", "placeholder"]
      .filter((name) => el.hasAttribute(name))
      .map((name) => `${el.localName}[${name}]: ${squash(el.getAttribute(name) ?? "")}`),
  );
  return {
    title: squash(doc.title),
    description: attr('meta[name="description"]', "content"),
    canonical: attr('link[rel="canonical"]', "href"),
    meta,
    jsonLd,
    headings: [...doc.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => `${h.localName}: ${textOf(h)}`),
    links,
    images,
    labels,
    text: lines(doc.body, rendered),
  };
}

/**
 * The one thing that varies between runs: the footer's "© 2026" is the year the page is served
 * (src/server/servedYear.ts), so a baseline taken in December would differ from its comparison in
 * January. Every "© <year>" becomes "© {year}".
 */
export function normaliseServedYear<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replace(/© ?\d{4}\b/g, "© {year}")) as T;
}

/** JSON with every object's keys sorted (arrays keep their order), two-space indented: diff-friendly. */
export function stableJson(value: unknown): string {
  const sorted = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sorted)
      : v && typeof v === "object"
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sorted((v as Record<string, unknown>)[k])]),
          )
        : v;
  return JSON.stringify(sorted(value), null, 2);
}

/**
 * One difference between two snapshots: `field` is a path in the route's record (`js.text[12]`,
 * `html.meta.og:title`, `status`); `before` or `after` is absent where the value or route was
 * added or removed.
 */
export interface Difference {
  route: string;
  field: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Every difference between two snapshots. Arrays are compared item by item along their longest
 * common subsequence, so one line inserted is one difference, not a shift of every line after it;
 * a run of removed items facing a run of added ones is reported as changes, pair by pair.
 */
export function compareSnapshots(before: Snapshot, after: Snapshot): Difference[] {
  const out: Difference[] = [];
  const routes = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  for (const route of routes) {
    const a = before[route];
    const b = after[route];
    if (a === undefined) out.push({ route, field: "(route)", after: "present" });
    else if (b === undefined) out.push({ route, field: "(route)", before: "present" });
    else compareValues(a, b, "", (field, values) => out.push({ route, field, ...values }));
  }
  return out;
}

type Report = (field: string, values: { before?: unknown; after?: unknown }) => void;

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

function compareValues(a: unknown, b: unknown, path: string, report: Report): void {
  if (Array.isArray(a) && Array.isArray(b)) return compareArrays(a, b, path, report);
  if (isObject(a) && isObject(b)) {
    for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
      if (!(key in b)) report(join(path, key), { before: a[key] });
      else if (!(key in a)) report(join(path, key), { after: b[key] });
      else compareValues(a[key], b[key], join(path, key), report);
    }
    return;
  }
  if (JSON.stringify(a) !== JSON.stringify(b)) report(path, { before: a, after: b });
}

function compareArrays(a: unknown[], b: unknown[], path: string, report: Report): void {
  const ka = a.map((v) => JSON.stringify(v));
  const kb = b.map((v) => JSON.stringify(v));
  // lcs[i][j]: the length of the longest common subsequence of ka[i..] and kb[j..].
  const lcs = Array.from({ length: ka.length + 1 }, () => new Array<number>(kb.length + 1).fill(0));
  for (let i = ka.length - 1; i >= 0; i--)
    for (let j = kb.length - 1; j >= 0; j--)
      lcs[i]![j] = ka[i] === kb[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  let i = 0;
  let j = 0;
  let removed: number[] = [];
  let added: number[] = [];
  const flush = () => {
    const paired = Math.min(removed.length, added.length);
    for (let n = 0; n < paired; n++) compareValues(a[removed[n]!], b[added[n]!], `${path}[${removed[n]}]`, report);
    for (const r of removed.slice(paired)) report(`${path}[${r}]`, { before: a[r] });
    for (const d of added.slice(paired)) report(`${path}[${d}]`, { after: b[d] });
    removed = [];
    added = [];
  };
  while (i < ka.length || j < kb.length) {
    if (i < ka.length && j < kb.length && ka[i] === kb[j]) {
      flush();
      i++;
      j++;
    } else if (j >= kb.length || (i < ka.length && lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) removed.push(i++);
    else added.push(j++);
  }
  flush();
}

/** The differences, route by route: each field with its value before and after ("(none)" where there was none). */
export function formatDifferences(differences: Difference[]): string {
  const show = (values: Difference, side: "before" | "after") =>
    side in values ? JSON.stringify(values[side]) : "(none)";
  const lines: string[] = [];
  let route: string | undefined;
  for (const d of differences) {
    if (d.route !== route) lines.push((route = d.route));
    lines.push(`  ${d.field}`, `    before: ${show(d, "before")}`, `    after:  ${show(d, "after")}`);
  }
  return lines.join("\n");
}
