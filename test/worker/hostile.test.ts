/**
 * Requests a client crafts to make the site say something it should not: a foreign host in a
 * canonical link, a 304 for what does not exist, a header smuggled through the query. Each answer
 * is read whole (headers and body) for the foreign host. Crafted paths go byte for byte over a raw
 * socket (`node:net`) straight to the Worker in workerd (`HOSTILE_PORT`, default any free port).
 */
import { connect } from "node:net";
import { Miniflare, convertV4MiniflareOptions } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtConfig } from "../../harness/builtConfig.ts";
import { startWorker, type TestWorker } from "../support/worker";

const LISTEN = Number(process.env.HOSTILE_PORT ?? 0);

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker({ listen: LISTEN });
});
afterAll(() => w.dispose());

/**
 * A GET of `target` exactly as written (no URL parser on the way), over a socket to `port`, and
 * the raw answer: its status and its whole text (status line, headers, body).
 */
function rawGet(port: number, target: string, headers: Record<string, string> = {}) {
  const head = [`GET ${target} HTTP/1.1`, "Host: localhost", "Connection: close"]
    .concat(Object.entries(headers).map(([name, value]) => `${name}: ${value}`))
    .join("\r\n");
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, "127.0.0.1", () => socket.end(Buffer.from(`${head}\r\n\r\n`, "latin1")));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3}) /.exec(text)?.[1]), text });
    });
  });
}

/** A crafted path sent as written to the site's Worker. */
const raw = (path: string, headers: Record<string, string> = {}) => rawGet(w.port!, path, headers);

/** A request through Miniflare's dispatchFetch (its URL parsed first), read whole. */
async function get(path: string, headers: Record<string, string> = {}) {
  const response = await w.fetch(`http://localhost${path}`, { headers, redirect: "manual" });
  const body = await response.text();
  return { response, text: [...response.headers].map(([k, v]) => `${k}: ${v}`).join("\n") + "\n" + body };
}

/** Paths that try to make the site name another host, each different as the Worker receives it. */
const crafted = [
  "//evil.com/x",
  "/\\evil.com",
  "/\\/evil.com/",
  "///evil.com",
  "/%2F%2Fevil.com/x",
  "/%5Cevil.com",
  "//evil.com/about",
  "//EVIL.com/ABOUT",
  "/.\\evil.com",
  "/%2e/evil.com",
];

describe("the raw socket reaches the Worker with each path as written", () => {
  it("a Worker on the same runtime and socket echoes every crafted path unchanged; only a literal dot segment is resolved first", async () => {
    const config = builtConfig();
    const echo = new Miniflare({
      ...convertV4MiniflareOptions({
        modules: true,
        script: "export default { fetch: (request) => new Response(request.url) };",
        compatibilityDate: config.compatibility_date,
        compatibilityFlags: config.compatibility_flags ?? [],
        unsafeDirectSockets: [{ host: "127.0.0.1", port: 0 }],
      }),
    });
    try {
      await echo.ready;
      const port = Number((await echo.unsafeGetDirectURL()).port);
      const seen = async (path: string) => (await rawGet(port, path)).text.split("\r\n\r\n")[1];
      for (const path of crafted) expect(await seen(path), path).toBe(`http://localhost${path}`);
      expect(new Set(crafted).size).toBe(crafted.length);
      // workerd's HTTP parser resolves "/./" before any Worker code runs (Cloudflare's edge does too):
      // no request can carry it to the Worker, so it is no case of its own.
      expect(await seen("/./evil.com")).toBe("http://localhost/evil.com");
    } finally {
      await echo.dispose();
    }
  });
});

describe("no URL the client controls", () => {
  it.each(crafted)("%s names no foreign host anywhere in the answer", async (path) => {
    const { status, text } = await raw(path);
    expect([200, 301, 404]).toContain(status);
    expect(text.toLowerCase()).not.toContain("evil.com");
  });

  it("the 404 has no canonical link or og:url at all", async () => {
    const { status, text } = await raw("/no-such-page");
    expect(status).toBe(404);
    expect(text).not.toContain('rel="canonical"');
    expect(text).not.toContain("og:url");
  });

  it("a page's canonical and og:url are SITE_URL plus its path, whatever the request's host", async () => {
    const response = await w.fetch("http://attacker.example/about");
    const html = await response.text();
    expect(html).toContain('<link rel="canonical" href="https://www.example-offshore.dev/about"/>');
    expect(html).toContain('<meta property="og:url" content="https://www.example-offshore.dev/about"/>');
    expect(html).not.toContain("attacker.example");
  });

  it.each(["/\u017Feo", "/%C5%BFeo", "/\uFF33EO", "/S\u0130MM"])(
    "Unicode case folding (%s) finds no page and redirects nowhere",
    async (path) => {
      const { response } = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get("location")).toBeNull();
    },
  );

  it("a Set-Cookie smuggled in the query string stays in the query, encoded", async () => {
    for (const path of ["/?x=%0d%0aSet-Cookie:%20a=b", "/ABOUT?x=%0d%0aSet-Cookie:%20a=b"]) {
      const { response } = await get(path);
      expect(response.headers.get("set-cookie"), path).toBeNull();
      expect(response.headers.get("location") ?? "", path).not.toMatch(/[\r\n]/);
    }
    expect((await get("/ABOUT?x=%0d%0aSet-Cookie:%20a=b")).response.headers.get("location")).toBe(
      "/about?x=%0d%0aSet-Cookie:%20a=b",
    );
  });
});

describe("conditional answers only for what exists", () => {
  it("If-None-Match with the ETag of / gets 304 on a page, but 404 and 301 elsewhere", async () => {
    const page = await w.fetch("/");
    await page.arrayBuffer();
    const etag = page.headers.get("etag");
    expect(etag).toMatch(/^W\/"/);
    const conditional = { "if-none-match": etag! };
    expect((await raw("/about", conditional)).status).toBe(304);
    expect((await raw("/no-such-page", conditional)).status).toBe(404);
    expect((await raw("//evil.com/x", conditional)).status).toBe(404);
    expect((await raw("/\\evil.com", conditional)).status).toBe(404);
    const redirect = await get("/ABOUT", conditional);
    expect(redirect.response.status).toBe(301);
    expect(redirect.response.headers.get("etag")).toBeNull();
  });
});

describe("tracking noise in the query", () => {
  it("renders the page as without it, and never echoes it", async () => {
    const strip = (html: string) => html.replace(/[0-9a-f-]{36}/g, "");
    const plain = strip(await (await w.fetch("/services")).text());
    const noisy = await w.fetch("/services?utm_source=newsletter&fbclid=abc");
    expect(noisy.status).toBe(200);
    expect(strip(await noisy.text())).toBe(plain);
    const filtered = await (await w.fetch("/portfolio?category=Web%20App&utm_source=x")).text();
    expect(filtered).not.toContain("utm_source");
  });
});

describe("static files", () => {
  it.each(["/favicon.ico", "/og/default.png", "/favicon.svg"])(
    "%s carries HSTS, CORP same-origin and nosniff",
    async (path) => {
      const response = await w.fetch(path);
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains; preload");
      expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    },
  );

  it("an SVG is served under a sandbox CSP; other files carry none of theirs", async () => {
    const svg = await w.fetch("/favicon.svg");
    await svg.arrayBuffer();
    expect(svg.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    const png = await w.fetch("/og/default.png");
    await png.arrayBuffer();
    expect(png.headers.get("content-security-policy")).toBeNull();
  });
});

describe("CSP violation reports", () => {
  const report = (body: string, type = "application/csp-report", ip = "198.51.100.77") =>
    w.fetch("/api/csp-report", { method: "POST", body, headers: { "content-type": type, "cf-connecting-ip": ip } });

  it("pages name the endpoint for both report formats", async () => {
    const page = await w.fetch("/about");
    await page.text();
    expect(page.headers.get("reporting-endpoints")).toBe('csp="/api/csp-report"');
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("report-to csp");
    expect(csp).toContain("report-uri /api/csp-report");
    expect(csp).toMatch(/^default-src 'none'/);
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("form-action 'self'");
  });

  it("logs one line per violation, without query strings, and answers 204", async () => {
    const before = w.logs().length;
    const firefox = JSON.stringify({
      "csp-report": {
        "document-uri": "https://www.example-offshore.dev/contact?subject=secret",
        "violated-directive": "script-src",
        "blocked-uri": "https://evil.example/x.js?token=1",
      },
    });
    expect((await report(firefox)).status).toBe(204);
    const chromium = JSON.stringify([
      {
        type: "csp-violation",
        body: {
          effectiveDirective: "img-src",
          blockedURL: "https://cdn.example/a.png",
          documentURL: "https://www.example-offshore.dev/",
        },
      },
      { type: "deprecation", body: {} },
    ]);
    expect((await report(chromium, "application/reports+json")).status).toBe(204);
    const lines = w
      .logs()
      .slice(before)
      .filter((l) => l.includes('"event":"csp_violation"'));
    expect(lines.map((l) => JSON.parse(l) as Record<string, string>)).toEqual([
      expect.objectContaining({
        directive: "script-src",
        blocked: "https://evil.example/x.js",
        document: "https://www.example-offshore.dev/contact",
      }),
      expect.objectContaining({ directive: "img-src", blocked: "https://cdn.example/a.png" }),
    ]);
    expect(lines.join("")).not.toContain("secret");
  });

  it("refuses more than 8 KB and what is not JSON", async () => {
    expect((await report("x".repeat(9 * 1024))).status).toBe(413);
    expect((await report("not json")).status).toBe(400);
  });

  it("is rate-limited per address", async () => {
    const limited = await startWorker({ rateLimit: 2 });
    const post = () =>
      limited.fetch("/api/csp-report", {
        method: "POST",
        body: "{}",
        headers: { "content-type": "application/csp-report" },
      });
    const statuses = [(await post()).status, (await post()).status, (await post()).status];
    await limited.dispose();
    expect(statuses).toEqual([204, 204, 429]);
  });
});

describe("Subresource Integrity", () => {
  it("every module script and stylesheet a page links carries the sha384 of the file served", async () => {
    const { createHash } = await import("node:crypto");
    for (const path of ["/", "/contact", "/portfolio"]) {
      const html = await (await w.fetch(path)).text();
      const linked = [...html.matchAll(/<(?:script type="module"|link rel="(?:stylesheet|modulepreload)")[^>]*>/g)].map(
        ([tag]) => tag,
      );
      expect(linked.length, path).toBeGreaterThanOrEqual(2);
      for (const tag of linked) {
        const url = /(?:src|href)="([^"]+)"/.exec(tag)![1]!;
        const integrity = /integrity="([^"]+)"/.exec(tag)?.[1];
        const bytes = Buffer.from(await (await w.fetch(url)).arrayBuffer());
        expect(integrity, `${path}: ${tag}`).toBe(`sha384-${createHash("sha384").update(bytes).digest("base64")}`);
      }
    }
  });
});
