import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { unexpectedError } from "../../../src/content/errors";
import { handleError } from "../../../src/server/errorPage";

describe("unhandled errors", () => {
  afterEach(() => vi.restoreAllMocks());

  it("answer 500 with 'Unexpected Application Error!' and no stack trace", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const app = new Hono();
    app.get("/boom", () => {
      throw new Error("database exploded at secret-place");
    });
    app.onError(handleError);
    const res = await app.request("/boom");
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain(unexpectedError.title);
    expect(html).toContain("500");
    expect(html).not.toContain("secret-place");
    expect(html).not.toMatch(/at .+:\d+:\d+/);
    expect(html).toContain('href="/assets/style-test.css"');
    expect(JSON.parse(String(log.mock.calls[0]?.[0]))).toMatchObject({ event: "unhandled_error", path: "/boom" });
  });
});
