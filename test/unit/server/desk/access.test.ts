/**
 * The desk's gate at source level: which settings make Access, no Access or a refused desk
 * (`accessConfig`), and the key rotation across jose's 30 s cooldown, with the clock moved on
 * instead of waited for. The same gate in the built Worker, token by token: test/worker/deskAccess.test.ts.
 */
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { accessStandIn } from "../../../../harness/access.ts";
import { ACCESS_HEADER, accessConfig, deskAccess, type DeskEnv } from "../../../../src/server/desk/access";

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
    ["a team that is not a host name", { DESK_ACCESS_TEAM: "https://acme/x", DESK_ACCESS_AUD: AUD }, /host name/],
    [
      "certs that are not a URL",
      { DESK_ACCESS_TEAM: TEAM, DESK_ACCESS_AUD: AUD, DESK_ACCESS_CERTS_URL: "certs" },
      /a URL/,
    ],
    [
      "certs over plain http to another host",
      {
        DESK_ACCESS_TEAM: TEAM,
        DESK_ACCESS_AUD: AUD,
        DESK_ACCESS_CERTS_URL: "http://certs.example/cdn-cgi/access/certs",
      },
      /https/,
    ],
  ])("refuses %s, saying which setting is wrong", (_name, env, message) => {
    const config = accessConfigOf(env);
    expect(config.kind).toBe("refused");
    expect(config.kind === "refused" && config.message).toMatch(message);
  });

  it("takes certs over http from a loopback host (the tests' stand-in)", () => {
    const certs = "http://127.0.0.1:9/cdn-cgi/access/certs";
    const config = accessConfigOf({ DESK_ACCESS_TEAM: TEAM, DESK_ACCESS_AUD: AUD, DESK_ACCESS_CERTS_URL: certs });
    expect(config.kind === "access" && config.certs.href).toBe(certs);
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
