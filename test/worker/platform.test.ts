import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routes } from "../../src/server/routes";
import { startWorker, type TestWorker } from "../support/worker";

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker.dispose());

const hashedAsset = () => readdirSync("dist/client/assets").find((f) => f.endsWith(".js"));

describe("every route of the table", () => {
  it.each(routes.map((r) => [r.page.path, r] as const))(
    "%s answers 200 with its own head, streamed",
    async (path, route) => {
      const res = await worker.fetch(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(res.headers.get("transfer-encoding")).toBe("chunked");
      expect(res.headers.get("content-length")).toBeNull();
      const html = await res.text();
      expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
      expect(html).toContain('<html lang="en"');
      const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
      expect(html).toContain(`<title>${escape(route.page.title)}</title>`);
      expect(html).toContain(
        `<link rel="canonical" href="https://www.example-offshore.dev${route.page.path === "/" ? "/" : route.page.path}"/>`,
      );
      expect(html).toMatch(/<meta property="og:image" content="https:\/\/[^"]+\.png"\/>/);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    },
  );

  it("gives every page a unique title and description, as served", async () => {
    const heads = await Promise.all(
      routes.map(async (r) => {
        const html = await (await worker.fetch(r.page.path)).text();
        const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
        const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
        expect(title, r.page.path).toBeTruthy();
        expect(description, r.page.path).toBeTruthy();
        return { title, description };
      }),
    );
    expect(new Set(heads.map((h) => h.title)).size).toBe(routes.length);
    expect(new Set(heads.map((h) => h.description)).size).toBe(routes.length);
  });
});

describe("canonical redirects", () => {
  it("the home page answers its own path with the query untouched", async () => {
    const res = await worker.fetch("/?utm_source=test&x=1", { redirect: "manual" });
    expect(res.status).toBe(200);
    expect(res.headers.get("location")).toBeNull();
    const html = await res.text();
    // The home page itself (the query is noise to it), canonical without the query.
    expect(html).toContain('<link rel="canonical" href="https://www.example-offshore.dev/"/>');
    expect(html).toBe(await (await worker.fetch("/")).text());
  });

  it("a page that reads its query gets it, unredirected, beside any noise", async () => {
    const res = await worker.fetch("/contact?utm_source=test&subject=Pricing%20question&x=1", { redirect: "manual" });
    expect(res.status).toBe(200);
    expect(res.headers.get("location")).toBeNull();
    expect(await res.text()).toMatch(/<input[^>]*name="subject"[^>]*value="Pricing question"/);
  });

  it.each(routes.filter((r) => r.page.path !== "/").map((r) => [r.page.path] as const))(
    "%s: upper case and trailing slash answer 301 with the query kept",
    async (path) => {
      for (const variant of [path.toUpperCase(), `${path}/`]) {
        if (variant === path) continue;
        const res = await worker.fetch(`${variant}?utm_source=test&x=1`, { redirect: "manual" });
        expect(res.status, variant).toBe(301);
        expect(
          new URL(res.headers.get("location") ?? "", "http://localhost").pathname +
            new URL(res.headers.get("location") ?? "", "http://localhost").search,
        ).toBe(`${path}?utm_source=test&x=1`);
      }
    },
  );
});

describe("unknown paths and errors", () => {
  it.each(["/demo", "/nope", "/portfolio/not-a-project", "/about/team"])(
    "%s renders the not-found screen with 404 and logs it",
    async (path) => {
      const res = await worker.fetch(path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain("Oops! Page not found");
      expect(html).toContain('href="/"');
      expect(html).toContain("Return to Home");
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      const log = worker
        .logs()
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .find((l) => l.path === path);
      expect(log).toMatchObject({ event: "not_found", path });
    },
  );
});

describe("security headers", () => {
  it.each(["/", "/nope"])("%s carries a strict CSP and the hardening headers", async (path) => {
    const res = await worker.fetch(path);
    await res.text();
    const csp = res.headers.get("content-security-policy") ?? "";
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc.trim()).toBe("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d{8,}/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
  });

  it("sends no Cross-Origin-Opener-Policy, which would cost every arriving visitor a new renderer process", async () => {
    const res = await worker.fetch("/");
    await res.text();
    expect(res.headers.get("content-security-policy")).toBeTruthy();
    expect(res.headers.has("cross-origin-opener-policy")).toBe(false);
  });

  it.each([...routes.map((r) => r.page.path), "/no-such-page"])(
    "%s loads no inline script: every executable script is a same-origin file",
    async (path) => {
      const html = await (await worker.fetch(path)).text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      // Each page has its module script; a pattern that stopped matching would pass on none.
      expect(scripts.length).toBeGreaterThan(0);
      let files = 0;
      for (const [, attrs = "", body = ""] of scripts) {
        if (/type="application\/(ld\+)?json"/.test(attrs)) continue;
        expect(attrs, path).toMatch(/src="\/assets\/[^"]+\.js"/);
        expect(body.trim(), `${path}: a script with src has no body`).toBe("");
        files += 1;
      }
      expect(files).toBeGreaterThan(0);
      // Nor any inline event handler, which a CSP without 'unsafe-inline' would refuse.
      expect(html).not.toMatch(/<[^>]+\son[a-z]+=/i);
    },
  );
});

describe("static files", () => {
  it("serves hashed build files with an immutable cache policy", async () => {
    const file = hashedAsset();
    expect(file).toBeTruthy();
    const res = await worker.fetch(`/assets/${file}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    await res.arrayBuffer();
  });

  it.each([
    "/.dev.vars",
    "/wrangler.json",
    "/.vite/manifest.json",
    "/.assetsignore",
    "/_headers",
    "/index.js",
    "/index.js.map",
  ])("never serves %s", async (path) => {
    const res = await worker.fetch(path);
    const body = await res.text();
    expect(res.status).toBe(404);
    expect(body).not.toContain('"compatibility_date"');
    expect(body).not.toContain("FORM_ACCESS_KEY");
  });
});

describe("search files", () => {
  it("/sitemap.xml lists every canonical URL of the route table with the configured base URL", async () => {
    const res = await worker.fetch("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const indexable = routes.filter((r) => r.page.indexable !== false);
    expect(indexable.length).toBeGreaterThanOrEqual(30);
    expect(locs).toEqual(indexable.map((r) => new URL(r.page.path, "https://www.example-offshore.dev").toString()));
    for (const r of routes.filter((r) => r.page.indexable === false)) {
      expect(await (await worker.fetch(r.page.path)).text()).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it("/robots.txt allows crawling and points to the sitemap", async () => {
    const text = await (await worker.fetch("/robots.txt")).text();
    expect(text).toContain("Allow: /");
    expect(text).toContain("Sitemap: https://www.example-offshore.dev/sitemap.xml");
  });
});

describe("HTML caching", () => {
  it("pages carry an ETag and revalidate with 304 without a body", async () => {
    const first = await worker.fetch("/");
    await first.text();
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const again = await worker.fetch("/", { headers: { "If-None-Match": etag ?? "" } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("content-security-policy")).toBeTruthy();
  });

  it("a stale validator gets the full page", async () => {
    const res = await worker.fetch("/", { headers: { "If-None-Match": 'W/"old-build-1999"' } });
    expect(res.status).toBe(200);
    expect((await res.text()).length).toBeGreaterThan(1000);
  });
});

describe("crawlers", () => {
  // No page suspends (streamed Suspense boundaries would need inline scripts, which the CSP
  // forbids), so a crawler and a person get the same complete document: nothing is cloaked.
  it("get the same complete document as a person", async () => {
    const person = await (await worker.fetch("/about?who=person")).text();
    const res = await worker.fetch("/about?who=bot", {
      headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html.trimEnd().endsWith("</html>")).toBe(true);
    expect(html).toContain('"@type":"Organization"');
    expect(html).not.toMatch(/<template|\$RC|<!--\$\?-->/);
    expect(html.replace("who=bot", "who=person")).toBe(person);
  });
});

describe("query variants", () => {
  it("keeps query variants apart", async () => {
    const all = await (await worker.fetch("/portfolio")).text();
    const mobile = await (await worker.fetch("/portfolio?category=Mobile%20App")).text();
    expect(mobile).not.toBe(all);
    expect(await (await worker.fetch("/portfolio")).text()).toBe(all);
  });
});
