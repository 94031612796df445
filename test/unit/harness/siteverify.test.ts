/** The one siteverify stand-in (harness/siteverify.ts) answers as Cloudflare documents. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { ELSEWHERE_HOSTNAME, siteverifyStandIn, startSiteverify, type Verdict } from "../../../harness/siteverify";

const SECRET = "unit-secret";
const HOST = "site.example";

const verify = (body: Record<string, string>) =>
  new Request("https://siteverify.test/siteverify", { method: "POST", body: JSON.stringify(body) });

function standIn(verdicts: Record<string, Verdict> = {}) {
  return siteverifyStandIn({ secret: SECRET, hostname: HOST, verdict: (token) => verdicts[token] ?? "pass" });
}

async function ask(s: ReturnType<typeof standIn>, response: string, key = "key-1", secret = SECRET) {
  const answer = await s.answer(verify({ secret, response, idempotency_key: key }));
  return { status: answer.status, body: answer.status === 200 ? ((await answer.json()) as object) : null };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the siteverify stand-in", () => {
  it("passes a good token once, naming the site's hostname; the same key gets that answer again", async () => {
    const s = standIn();
    expect(await ask(s, "t1", "key-1")).toEqual({ status: 200, body: { success: true, hostname: HOST } });
    expect(await ask(s, "t1", "key-1")).toEqual({ status: 200, body: { success: true, hostname: HOST } });
    expect(await ask(s, "t1", "key-2")).toEqual({
      status: 200,
      body: { success: false, "error-codes": ["timeout-or-duplicate"] },
    });
  });

  it("refuses a wrong secret before looking at the token", async () => {
    const s = standIn({ t: "fail" });
    expect(await ask(s, "t", "k", "another-secret")).toEqual({
      status: 200,
      body: { success: false, "error-codes": ["invalid-input-secret"] },
    });
  });

  it("answers each verdict: fail, another hostname, a 500", async () => {
    const s = standIn({ bad: "fail", away: "elsewhere", down: "500" });
    expect(await ask(s, "bad")).toEqual({
      status: 200,
      body: { success: false, "error-codes": ["invalid-input-response"] },
    });
    expect(await ask(s, "away")).toEqual({ status: 200, body: { success: true, hostname: ELSEWHERE_HOSTNAME } });
    expect((await ask(s, "down")).status).toBe(500);
  });

  it("holds a hanging answer for hangMs", async () => {
    vi.useFakeTimers();
    const s = siteverifyStandIn({ secret: SECRET, hostname: HOST, verdict: () => "hang", hangMs: 5_000 });
    let answered = false;
    const answer = s.answer(verify({ secret: SECRET, response: "slow" })).then((r) => ((answered = true), r));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await answer).status).toBe(200);
  });

  it("answers a hanging request when the test releases it, not before", async () => {
    vi.useFakeTimers();
    const s = siteverifyStandIn({ secret: SECRET, hostname: HOST, verdict: () => "hang" });
    let answered = false;
    const answer = s.answer(verify({ secret: SECRET, response: "held" })).then((r) => ((answered = true), r));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(answered).toBe(false);
    expect(s.hanging()).toBe(1);
    expect(s.releaseHanging()).toBe(1);
    expect(await (await answer).json()).toEqual({ success: true, hostname: HOST });
    expect(s.hanging()).toBe(0);
    expect(s.releaseHanging()).toBe(0);
  });

  it("records every request, and serves the same over HTTP", async () => {
    const server = await startSiteverify({ secret: SECRET, hostname: HOST });
    try {
      const answer = await fetch(server.url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ secret: SECRET, response: "http-token", remoteip: "10.0.0.1", idempotency_key: "k" }),
      });
      expect(await answer.json()).toEqual({ success: true, hostname: HOST });
      expect(server.verifications()).toEqual([
        { secret: SECRET, response: "http-token", remoteip: "10.0.0.1", idempotency_key: "k" },
      ]);
    } finally {
      await server.close();
    }
  });
});
