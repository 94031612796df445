/** Reading a submission: its encoding, its body, where it came from, what answer it wants. */
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import {
  clientIp,
  discardBody,
  isFormRequest,
  MAX_BODY_BYTES,
  readForm,
  sourcePage,
  wantsJson,
} from "../../../../../src/server/api/submission/parse";

/** An app answering each helper's result as JSON, for a request to `https://site.test/api/contact`. */
const app = new Hono()
  .post("/form", async (c) => c.json({ body: await readForm(c) }))
  .get("/who", (c) => c.json({ ip: clientIp(c), page: sourcePage(c), json: wantsJson(c) }));

const who = async (headers: Record<string, string>) =>
  (await (await app.request("https://site.test/who", { headers })).json()) as {
    ip: string;
    page: string | null;
    json: boolean;
  };

describe("isFormRequest", () => {
  it.each([
    ["multipart/form-data; boundary=x", true],
    ["application/x-www-form-urlencoded", true],
    ["Application/X-WWW-Form-URLEncoded ; charset=utf-8", true],
    [" multipart/form-data", true],
    ["application/json", false],
    ["text/plain", false],
    ["multipart/form-data-x", false],
    ["", false],
    [undefined, false],
  ])("%j: %s", (contentType, expected) => {
    expect(isFormRequest(contentType)).toBe(expected);
  });
});

describe("readForm", () => {
  it("keeps repeated fields as arrays", async () => {
    const response = await app.request("https://site.test/form", {
      method: "POST",
      body: new URLSearchParams([
        ["email", "a@b.c"],
        ["tag", "1"],
        ["tag", "2"],
      ]),
    });
    expect(await response.json()).toEqual({ body: { email: "a@b.c", tag: ["1", "2"] } });
  });

  it("is null for a body it cannot read", async () => {
    const response = await app.request("https://site.test/form", {
      method: "POST",
      body: "--x\r\nbroken",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect(await response.json()).toEqual({ body: null });
  });
});

describe("where a request comes from", () => {
  it("takes the address from cf-connecting-ip, else 'unknown'", async () => {
    expect((await who({ "cf-connecting-ip": "203.0.113.1" })).ip).toBe("203.0.113.1");
    expect((await who({})).ip).toBe("unknown");
  });

  it.each([
    "https://site.test//evil.example/login",
    "https://site.test/.//evil.example/login",
    "https://site.test/%2F%2Fevil.example",
    "https://site.test/\\evil.example",
    "https://site.test/api/contact",
    "https://site.test/no-such-page",
  ])("names no page for a Referer that is no route of the site: %s", async (referer) => {
    expect((await who({ referer })).page).toBeNull();
  });

  it("takes the page from a same-origin Referer only", async () => {
    expect((await who({ referer: "https://site.test/hire?x=1" })).page).toBe("/hire");
    expect((await who({ referer: "https://site.test/Hire/" })).page).toBe("/hire");
    expect((await who({ referer: "https://site.test/portfolio/" + "x".repeat(5000) })).page).toBeNull();
    expect((await who({ referer: "https://other.test/hire" })).page).toBeNull();
    expect((await who({ referer: "not a url" })).page).toBeNull();
    expect((await who({})).page).toBeNull();
  });

  it("wants JSON when Accept names it", async () => {
    expect((await who({ accept: "Application/JSON, text/plain" })).json).toBe(true);
    expect((await who({ accept: "text/html" })).json).toBe(false);
    expect((await who({})).json).toBe(false);
  });
});

describe("discardBody", () => {
  /** A body of `chunks` chunks of `size` bytes; counts the chunks read and whether it was cancelled. */
  function body(chunks: number, size: number) {
    const seen = { read: 0, cancelled: false };
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (seen.read === chunks) return controller.close();
        seen.read += 1;
        controller.enqueue(new Uint8Array(size));
      },
      cancel() {
        seen.cancelled = true;
      },
    });
    return {
      seen,
      request: new Request("https://site.test/", { method: "POST", body: stream, duplex: "half" } as RequestInit),
    };
  }

  it.each([
    ["reads a body to its end", 3, 100, { read: 3, cancelled: false }],
    ["reads a body of exactly the limit to its end", 3, 30, { read: 3, cancelled: false }],
    ["stops past the limit and cancels the rest", 10, 25, { read: 3, cancelled: true }],
  ])("%s", async (_, chunks, limit, seenAfter) => {
    const { seen, request } = body(chunks, 10);
    await discardBody(request, limit);
    expect(seen).toEqual(seenAfter);
  });

  it("reads up to MAX_BODY_BYTES by default", async () => {
    const { seen, request } = body(200, 1024);
    await discardBody(request);
    expect(seen.read).toBe(MAX_BODY_BYTES / 1024 + 1);
    expect(seen.cancelled).toBe(true);
  });

  it("does nothing without a body, or with one already read", async () => {
    await expect(discardBody(new Request("https://site.test/"))).resolves.toBeUndefined();
    const { request } = body(1, 1);
    request.body!.getReader();
    await expect(discardBody(request)).resolves.toBeUndefined();
  });
});
