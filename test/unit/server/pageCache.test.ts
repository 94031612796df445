import { describe, expect, it } from "vitest";
import { cachedPage, pageKey, rememberPage } from "../../../src/server/pageCache";

describe("in-isolate page cache", () => {
  it("keeps a page up to 256 Ki characters and refuses a larger one", () => {
    const limit = 256 * 1024;
    rememberPage("at-limit", "x".repeat(limit));
    rememberPage("over-limit", "x".repeat(limit + 1));
    expect(cachedPage("at-limit")).toHaveLength(limit);
    expect(cachedPage("over-limit")).toBeUndefined();
  });

  it("evicts the least recently used page beyond 64, counting a read as a use", () => {
    for (let n = 0; n < 64; n++) rememberPage(`lru-${n}`, `page ${n}`);
    expect(cachedPage("lru-0")).toBe("page 0"); // read: now the most recently used
    rememberPage("lru-64", "page 64");
    expect(cachedPage("lru-1")).toBeUndefined();
    expect(cachedPage("lru-0")).toBe("page 0");
    expect(cachedPage("lru-64")).toBe("page 64");
  });

  it("keys a page by the year served, the path and the query", () => {
    const url = new URL("https://example.test/portfolio?category=Mobile%20App");
    expect(pageKey(url, 2026)).toBe("2026|/portfolio?category=Mobile+App");
    expect(pageKey(url, 2027)).not.toBe(pageKey(url, 2026));
  });

  it("keys a page on the query parameters pages read, not on tracking noise", () => {
    const key = (href: string) => pageKey(new URL(href, "https://example.test"), 2026);
    expect(key("/?utm_source=mail&fbclid=abc")).toBe(key("/"));
    expect(key("/portfolio?utm_campaign=x&category=Web")).toBe("2026|/portfolio?category=Web");
    expect(key("/contact?subject=B&category=A")).toBe(key("/contact?category=A&subject=B"));
    expect(key("/contact?subject=A")).not.toBe(key("/contact?subject=B"));
  });
});
