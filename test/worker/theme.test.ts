import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submissionIdField } from "../../src/content/contact";
import { startWorker, type TestWorker } from "../support/worker";

/**
 * The colour scheme a visitor chose: the theme cookie is rendered into <html data-theme>, the
 * color-scheme and theme-color metas and the control's pressed button; the control without
 * JavaScript posts to /api/theme and comes back with a 303.
 */
let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker.dispose());

const DARK_BAR = "#0b1120";
const LIGHT_BAR = "#4f46e5";

async function page(path: string, cookie?: string, headers: Record<string, string> = {}) {
  const res = await worker.fetch(path, { headers: cookie === undefined ? headers : { ...headers, cookie } });
  return { res, html: await res.text() };
}

const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0] ?? "";
const themeColors = (html: string) =>
  [...html.matchAll(/<meta name="theme-color"[^>]*content="([^"]+)"/g)].map((m) => m[1]?.toLowerCase());
/** The value of the theme control's pressed button(s). */
const pressed = (html: string) =>
  [...html.matchAll(/<button[^>]*name="theme"[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => tag.includes('aria-pressed="true"'))
    .map((tag) => /value="(\w+)"/.exec(tag)?.[1]);

describe("the stored theme marks the page", () => {
  it("with no cookie: no mark, a theme-color per scheme, System pressed, Vary: Cookie", async () => {
    const { res, html } = await page("/about");
    expect(htmlTag(html)).not.toContain("data-theme");
    expect(html).toMatch(/<meta name="color-scheme" content="light dark"\s*\/>/);
    expect(html).toMatch(/<meta name="theme-color" media="\(prefers-color-scheme: light\)" content="#4f46e5"/i);
    expect(html).toMatch(/<meta name="theme-color" media="\(prefers-color-scheme: dark\)" content="#0b1120"/i);
    expect(pressed(html)).toEqual(["system"]);
    expect(res.headers.get("vary")).toMatch(/\bcookie\b/i);
  });

  it.each([
    ["dark", DARK_BAR],
    ["light", LIGHT_BAR],
  ])("theme=%s marks <html>, the color-scheme meta, both theme-colors and the pressed button", async (theme, bar) => {
    const { html } = await page("/about", `theme=${theme}`);
    expect(htmlTag(html)).toContain(`data-theme="${theme}"`);
    expect(html).toMatch(new RegExp(`<meta name="color-scheme" content="${theme}"\\s*/>`));
    expect(themeColors(html)).toEqual([bar, bar]);
    expect(pressed(html)).toEqual([theme]);
  });

  it("reads the theme among other cookies", async () => {
    const { html } = await page("/about", "a=1; theme=dark; b=2");
    expect(htmlTag(html)).toContain('data-theme="dark"');
  });

  it.each(["system", "blue", "Dark", "dark%22%3E", '"><script>alert(1)</script>', ""])(
    "ignores the value %j: the page follows the system",
    async (value) => {
      const { html } = await page("/about", `theme=${value}`);
      expect(htmlTag(html)).not.toContain("data-theme");
      expect(pressed(html)).toEqual(["system"]);
      expect(html).not.toContain("alert(1)");
    },
  );

  it("marks the 404 too", async () => {
    const { res, html } = await page("/no-such-page", "theme=dark");
    expect(res.status).toBe(404);
    expect(htmlTag(html)).toContain('data-theme="dark"');
  });

  it("does not touch answers that are not HTML", async () => {
    const res = await worker.fetch("/sitemap.xml", { headers: { cookie: "theme=dark" } });
    expect(await res.text()).not.toContain("data-theme");
    expect(res.headers.get("vary") ?? "").not.toMatch(/cookie/i);
  });
});

describe("a mark per request", () => {
  it("alternating visitors on one URL each get their own mark and a fresh submission id", async () => {
    await page("/contact");
    const seen: { theme: string; id: string }[] = [];
    for (const theme of ["dark", "light", "", "dark", "light", ""]) {
      const { html } = await page("/contact", theme ? `theme=${theme}` : undefined);
      const input = new RegExp(`<input[^>]*name="${submissionIdField}"[^>]*>`).exec(html)?.[0] ?? "";
      const id = /value="([^"]+)"/.exec(input)?.[1] ?? "";
      seen.push({ theme: /<html[^>]*data-theme="(\w+)"/.exec(html)?.[1] ?? "", id });
    }
    expect(seen.map((s) => s.theme)).toEqual(["dark", "light", "", "dark", "light", ""]);
    expect(seen.every((s) => s.id.length >= 32)).toBe(true);
    expect(new Set(seen.map((s) => s.id)).size).toBe(6);
  });

  it("the ETag names the theme, so a validator of one scheme never revalidates another", async () => {
    const etags: Record<string, string> = {};
    for (const theme of ["dark", "light", ""]) {
      const { res } = await page("/", theme ? `theme=${theme}` : undefined);
      etags[theme || "system"] = res.headers.get("etag") ?? "";
    }
    expect(new Set(Object.values(etags)).size).toBe(3);
    const same = await worker.fetch("/", { headers: { cookie: "theme=dark", "if-none-match": etags.dark ?? "" } });
    expect(same.status).toBe(304);
    expect(same.headers.get("vary")).toMatch(/\bcookie\b/i);
    const other = await page("/", "theme=dark", { "if-none-match": etags.light ?? "" });
    expect(other.res.status).toBe(200);
    expect(htmlTag(other.html)).toContain('data-theme="dark"');
    const none = await page("/", undefined, { "if-none-match": etags.dark ?? "" });
    expect(none.res.status).toBe(200);
    expect(htmlTag(none.html)).not.toContain("data-theme");
  });
});

describe("POST /api/theme (the control without JavaScript)", () => {
  const post = (fields: Record<string, string>, { origin = "http://localhost", url = "/api/theme" } = {}) =>
    worker.fetch(url, {
      method: "POST",
      redirect: "manual",
      headers: { origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });

  it("stores the choice for a year and sends the visitor back with a 303", async () => {
    const res = await post({ theme: "dark", back: "/portfolio?category=mobile" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/portfolio?category=mobile");
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^theme=dark;/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("over HTTPS the cookie is Secure", async () => {
    const res = await post(
      { theme: "light", back: "/" },
      { origin: "https://localhost", url: "https://localhost/api/theme" },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("set-cookie")).toMatch(/^theme=light;.*Secure/);
  });

  it("System forgets the choice", async () => {
    const res = await post({ theme: "system", back: "/about" });
    expect(res.status).toBe(303);
    expect(res.headers.get("set-cookie")).toMatch(/^theme=;.*Max-Age=0/);
  });

  it("the page it returns to carries the new mark", async () => {
    const res = await post({ theme: "dark", back: "/about" });
    const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const { html } = await page(res.headers.get("location") ?? "", cookie);
    expect(htmlTag(html)).toContain('data-theme="dark"');
  });

  it.each([
    "//evil.example/x",
    "/\\evil.example",
    "/.//evil.example",
    "/./\\evil.example",
    "/%2F/evil.example",
    "/%2f%2fevil.example",
    "/%5Cevil.example",
    "/%2e%2e//evil.example",
    "/about/../..//evil.example",
    "/\t/evil.example",
    "/\n//evil.example",
    "/ /evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "about",
    "",
    "/no-such-page",
  ])("returns only to a page of the route table: back=%j goes home", async (back) => {
    const res = await post({ theme: "dark", back });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/");
  });

  it.each([
    ["/about", "/about"],
    ["/About", "/about"],
    ["/services/", "/services"],
    ["/portfolio?category=mobile", "/portfolio?category=mobile"],
    ["/contact?subject=Schedule%20a%20Demo", "/contact?subject=Schedule%20a%20Demo"],
  ])("returns to a page of the route table in its canonical spelling: %j → %j", async (back, location) => {
    const res = await post({ theme: "dark", back });
    expect(res.headers.get("location")).toBe(location);
  });

  it("refuses an unknown theme with 400 and no cookie", async () => {
    const res = await post({ theme: "sepia", back: "/" });
    expect(res.status).toBe(400);
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("refuses another site's form with 403 and no cookie", async () => {
    const res = await post({ theme: "dark", back: "/" }, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("refuses an oversized body with 413", async () => {
    const res = await post({ theme: "dark", back: `/${"x".repeat(4096)}` });
    expect(res.status).toBe(413);
    expect(res.headers.get("set-cookie")).toBeNull();
  });
});
