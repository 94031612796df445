/**
 * The desk's gate at source level: which settings make Access, no Access or a refused desk
 * (`accessConfig`), and the key rotation across jose's 30 s cooldown, with the clock moved on
 * instead of waited for. The same gate in the built Worker, token by token: test/worker/deskAccess.test.ts.
 */
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { accessStandIn } from "../../../harness/access.ts";
import { ACCESS_HEADER, accessConfig, deskAccess, resetDeskLog, type DeskEnv } from "../../../src/desk/gate";
import { resetRefusedSettings } from "../../../src/server/leads/refusedSetting";
import { captureLogs } from "../../support/leadStore";

/** The settings as the Worker reads them (the tests' type-check knows no Worker `Env`). */
const accessConfigOf = (settings: Record<string, string>) =>
  accessConfig(settings as Parameters<typeof accessConfig>[0]);

describe("accessConfig", () => {
  const TEAM = "acme.cloudflareaccess.com";
  const AUD = "4714c1358e65fe4b";

  it("is off with neither setting, and Access with both (issuer and certs of the team)", () => {
    expect(accessConfigOf({})).toEqual({ kind: "off" });
    expect(accessConfigOf({ DESK_ACCESS_TEAM: " ", DESK_ACCESS_AUD: "" })).toEqual({ kind: "off" });
    const config = accessConfigOf({ DESK_ACCESS_TEAM: TEAM, DESK_ACCESS_AUD: AUD });
    expect(config).toMatchObject({ kind: "access", issuer: `https://${TEAM}`, audience: AUD });
    expect(config.kind === "access" && config.certs.href).toBe(`https://${TEAM}/cdn-cgi/access/certs`);
  });

  it.each([
    ["the team without the audience", { DESK_ACCESS_TEAM: TEAM }, /go together/],
    ["the audience without the team", { DESK_ACCESS_AUD: AUD }, /go together/],
    ["a team that is not a host name", { DESK_ACCESS_TEAM: "https://acme/x", DESK_ACCESS_AUD: AUD }, /team domain/],
    [
      "a team not of Cloudflare Access",
      { DESK_ACCESS_TEAM: "auth.example.com", DESK_ACCESS_AUD: AUD },
      /cloudflareaccess/,
    ],
    [
      "a team under another domain that ends alike",
      { DESK_ACCESS_TEAM: "acme.cloudflareaccess.com.evil.example", DESK_ACCESS_AUD: AUD },
      /<team>\.cloudflareaccess\.com/,
    ],
    ["a team with a path", { DESK_ACCESS_TEAM: "acme.cloudflareaccess.com/x", DESK_ACCESS_AUD: AUD }, /team domain/],
  ])("refuses %s, saying which setting is wrong", (_name, env, message) => {
    const config = accessConfigOf(env);
    expect(config.kind).toBe("refused");
    expect(config.kind === "refused" && config.message).toMatch(message);
  });

  it("takes certs over http from a loopback host (the tests' stand-in)", () => {
    const certs = "http://127.0.0.1:9/cdn-cgi/access/certs";
    const config = accessConfigOf({ DESK_ACCESS_TEAM: TEAM, DESK_ACCESS_AUD: AUD, DESK_ACCESS_CERTS_URL: certs });
    expect(config.kind === "access" && config.certs.href).toBe(certs);
    expect(config.kind === "access" && config.ignored).toBeUndefined();
  });

  it.each([
    "https://certs.example/cdn-cgi/access/certs",
    "http://certs.example/cdn-cgi/access/certs",
    "certs",
    "https://127.0.0.1.evil.example/certs",
  ])("honours DESK_ACCESS_CERTS_URL %j only on this machine: elsewhere the team's own certs, and says so", (url) => {
    const config = accessConfigOf({ DESK_ACCESS_TEAM: TEAM, DESK_ACCESS_AUD: AUD, DESK_ACCESS_CERTS_URL: url });
    expect(config.kind === "access" && config.certs.href).toBe(`https://${TEAM}/cdn-cgi/access/certs`);
    expect(config.kind === "access" && config.ignored).toEqual({
      setting: "DESK_ACCESS_CERTS_URL",
      message: expect.stringContaining("honoured only on this machine"),
    });
  });
});

describe("the gate's error lines", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs desk_misconfigured once per isolate, not on every request", async () => {
    resetDeskLog();
    const lines = captureLogs();
    const app = new Hono<DeskEnv>().use(deskAccess).get("/desk", (c) => c.text("open"));
    for (let n = 0; n < 3; n++)
      expect(
        (await app.request("http://localhost/desk", {}, { DESK_ACCESS_TEAM: "acme.cloudflareaccess.com" })).status,
      ).toBe(404);
    expect(lines.filter((line) => line.event === "desk_misconfigured")).toEqual([
      expect.objectContaining({ console: "error", level: "error", message: expect.stringContaining("go together") }),
    ]);
  });

  it("names a refused DESK_ACCESS_CERTS_URL in one error line, and the certs it fetches are the team's", async () => {
    resetRefusedSettings();
    const lines = captureLogs();
    const fetched: string[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
      fetched.push(new Request(input).url);
      return Response.json({ keys: [] });
    });
    const env = {
      DESK_ACCESS_TEAM: "acme.cloudflareaccess.com",
      DESK_ACCESS_AUD: "aud",
      DESK_ACCESS_CERTS_URL: "https://evil.example/certs",
    };
    const app = new Hono<DeskEnv>().use(deskAccess).get("/desk", (c) => c.text("open"));
    const token = "eyJhbGciOiJSUzI1NiIsImtpZCI6ImsifQ.eyJlbWFpbCI6ImFAYi5jIn0.c2ln";
    for (let n = 0; n < 2; n++)
      expect((await app.request("http://localhost/desk", { headers: { [ACCESS_HEADER]: token } }, env)).status).toBe(
        403,
      );
    vi.unstubAllGlobals();
    expect(fetched.every((url) => url === "https://acme.cloudflareaccess.com/cdn-cgi/access/certs")).toBe(true);
    expect(fetched.length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.event === "setting_refused")).toEqual([
      expect.objectContaining({ console: "error", reason: "DESK_ACCESS_CERTS_URL" }),
    ]);
  });
});

describe("a rotated key", () => {
  afterEach(() => vi.useRealTimers());

  it("is refused within jose's 30 s cooldown, without another fetch, and taken up after it", async () => {
    const access = await accessStandIn();
    await access.listen(); // an address of its own: the gate keeps one key set per certs address
    const env = {
      DESK_ACCESS_TEAM: access.team,
      DESK_ACCESS_AUD: access.audience,
      DESK_ACCESS_CERTS_URL: access.certsUrl,
    };
    const app = new Hono<DeskEnv>().use(deskAccess).get("/desk", (c) => c.text(c.get("operator").id));
    const open = async (token: string) =>
      (await app.request("/desk", { headers: { [ACCESS_HEADER]: token } }, env)).status;
    try {
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
      expect(await open(await access.token())).toBe(200);
      expect(access.certsFetched()).toBe(1);
      const rotated = await access.rotate();
      expect(await open(await access.token({ kid: rotated }))).toBe(403);
      expect(access.certsFetched()).toBe(1);
      vi.advanceTimersByTime(29_000);
      expect(await open(await access.token({ kid: rotated }))).toBe(403);
      expect(access.certsFetched()).toBe(1);
      vi.advanceTimersByTime(2_000);
      expect(await open(await access.token({ kid: rotated }))).toBe(200);
      expect(access.certsFetched()).toBe(2);
    } finally {
      await access.close();
    }
  });
});
