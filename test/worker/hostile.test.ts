/**
 * Requests a client crafts to make the site say something it should not: a foreign host in a
 * canonical link, a 304 for what does not exist, a header smuggled through the query. Each answer
 * is read whole (headers and body) for the foreign host.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(() => w.dispose());

/** A request with its raw path (dispatchFetch would normalise a URL object's path). */
async function raw(path: string, headers: Record<string, string> = {}) {
  const response = await w.fetch(`http://localhost${path}`, { headers, redirect: "manual" });
  const body = await response.text();
  return { response, text: [...response.headers].map(([k, v]) => `${k}: ${v}`).join("\n") + "\n" + body };
}

describe("no URL the client controls", () => {
  it.each([
    "//evil.com/x",
    "/\\evil.com",
    "/\\/evil.com/",
    "///evil.com",
    "/%2F%2Fevil.com/x",
    "/%5Cevil.com",
    "//evil.com/about",
    "//EVIL.com/ABOUT",
    "/./evil.com",
  ])("%s names no foreign host anywhere in the answer", async (path) => {
    const { response, text } = await raw(path);
    expect([200, 301, 404]).toContain(response.status);
    expect(text.toLowerCase()).not.toContain("evil.com");
  });

  it("the 404 has no canonical link or og:url at all", async () => {
    const { response, text } = await raw("/no-such-page");
    expect(response.status).toBe(404);
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
      const { response } = await raw(path);
      expect(response.status).toBe(404);
      expect(response.headers.get("location")).toBeNull();
    },
  );

  it("a Set-Cookie smuggled in the query string stays in the query, encoded", async () => {
    for (const path of ["/?x=%0d%0aSet-Cookie:%20a=b", "/ABOUT?x=%0d%0aSet-Cookie:%20a=b"]) {
      const { response } = await raw(path);
      expect(response.headers.get("set-cookie"), path).toBeNull();
      expect(response.headers.get("location") ?? "", path).not.toMatch(/[\r\n]/);
    }
    expect((await raw("/ABOUT?x=%0d%0aSet-Cookie:%20a=b")).response.headers.get("location")).toBe(
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
    expect((await raw("/about", conditional)).response.status).toBe(304);
    expect((await raw("/no-such-page", conditional)).response.status).toBe(404);
    expect((await raw("//evil.com/x", conditional)).response.status).toBe(404);
    const redirect = await raw("/ABOUT", conditional);
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
