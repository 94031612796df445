/** `POST /api/theme` at source level: the cookie it sets or forgets, and where it sends the visitor back. */
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { returnPath, themeApi } from "../../../../src/server/api/theme";
import type { AppEnv } from "../../../../src/server/types";

const app = new Hono<AppEnv>().route("/api/theme", themeApi);

function post(
  fields: Record<string, string>,
  { origin = "http://localhost", url = "http://localhost/api/theme" } = {},
) {
  return app.request(url, {
    method: "POST",
    headers: { origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

describe("returnPath", () => {
  it.each([
    ["/about", "/about"],
    ["/About", "/about"],
    ["/services/", "/services"],
    ["/portfolio?category=mobile", "/portfolio?category=mobile"],
    ["/Portfolio?category=mobile", "/portfolio?category=mobile"],
    ["/", "/"],
  ])("%j → %j", (back, path) => {
    expect(returnPath(back)).toBe(path);
  });

  it.each([
    "/.//evil.example",
    "//evil.example/x",
    "//evil.example/about",
    "//[",
    "/\\evil.example",
    "/%2F/evil.example",
    "https://evil.example/",
    "about",
    "",
    "/no-such-page",
    "/about/../..//evil.example",
  ])("%j goes home", (back) => {
    expect(returnPath(back)).toBe("/");
  });

  it("goes home for anything that is not text", () => {
    expect(returnPath(undefined)).toBe("/");
    expect(returnPath(42)).toBe("/");
  });
});

describe("POST /api/theme", () => {
  it("stores a choice for a year, Lax, on the whole site, and answers 303 back, uncached", async () => {
    const res = await post({ theme: "dark", back: "/about" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/about");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^theme=dark;/);
    expect(cookie).toContain("Max-Age=31536000");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Secure");
  });

  it("is Secure over HTTPS, and System forgets the choice", async () => {
    const secure = await post(
      { theme: "light", back: "/" },
      { origin: "https://localhost", url: "https://localhost/api/theme" },
    );
    expect(secure.headers.get("set-cookie")).toMatch(/^theme=light;.*Secure/);
    const system = await post({ theme: "system", back: "/" });
    expect(system.status).toBe(303);
    expect(system.headers.get("set-cookie")).toMatch(/^theme=;.*Max-Age=0/);
  });

  it("refuses an unknown theme (400), another site (403) and a large body (413), with no cookie", async () => {
    const unknown = await post({ theme: "sepia", back: "/" });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toBe("Unknown theme");
    const cross = await post({ theme: "dark", back: "/" }, { origin: "https://evil.example" });
    expect(cross.status).toBe(403);
    expect(await cross.text()).toBe("Forbidden");
    const large = await post({ theme: "dark", back: `/${"x".repeat(4096)}` });
    expect(large.status).toBe(413);
    expect(await large.text()).toBe("Too large");
    for (const res of [unknown, cross, large]) expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("sends a hostile back home", async () => {
    expect((await post({ theme: "dark", back: "/.//evil.example" })).headers.get("location")).toBe("/");
  });
});
