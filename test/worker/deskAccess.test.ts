/**
 * The desk's gate (src/desk/gate.ts) in the built Worker: Cloudflare Access tokens made
 * here, with keys made here, checked against the harness's stand-in for the team's certs
 * (harness/access.ts, reached through the Worker's outbound fetch); and where there is no Access,
 * a desk only for a request made on this machine.
 */
import { afterAll, describe, expect, it } from "vitest";
import { base64url, exportSPKI, importJWK, SignJWT } from "jose";
import { ACCESS_EMAIL, accessStandIn, type AccessStandIn } from "../../harness/access.ts";
import { startWorker, type TestWorker } from "../support/worker";

const HEADER = "Cf-Access-Jwt-Assertion";
const workers: TestWorker[] = [];
afterAll(() => Promise.all(workers.map((w) => w.dispose())));

/** A Worker with Access set to the stand-in (certs intercepted), and the stand-in. */
async function withAccess(vars: Record<string, string> = {}): Promise<{ worker: TestWorker; access: AccessStandIn }> {
  const access = await accessStandIn();
  const worker = await startWorker({
    vars: {
      DESK_ACCESS_TEAM: access.team,
      DESK_ACCESS_AUD: access.audience,
      DESK_ACCESS_CERTS_URL: access.certsUrl,
      ...vars,
    },
    outbound: (request) => access.answer(request),
  });
  workers.push(worker);
  return { worker, access };
}

async function open(worker: TestWorker, token?: string, init: RequestInit = {}) {
  const response = await worker.fetch("/desk", {
    ...init,
    headers: { ...(token === undefined ? {} : { [HEADER]: token }), ...(init.headers as object) },
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

const now = () => Math.floor(Date.now() / 1000);
const refusals = (worker: TestWorker) =>
  worker
    .logs()
    .filter((line) => line.includes('"desk_refused"'))
    .map((line) => JSON.parse(line) as { reason: string });

describe("with Cloudflare Access", () => {
  let shared: { worker: TestWorker; access: AccessStandIn };
  const ready = withAccess().then((made) => (shared = made));

  it("lets a valid token in, as its e-mail, and fetches the certs once for many requests", async () => {
    await ready;
    const { worker, access } = shared;
    for (let i = 0; i < 3; i += 1) {
      const answer = await open(worker, await access.token());
      expect(answer.status).toBe(200);
      expect(answer.text).toContain(ACCESS_EMAIL);
    }
    expect(access.certsFetched()).toBe(1);
  });

  it.each([
    ["expired", { exp: now() - 60, iat: now() - 3600, nbf: now() - 3600 }, "ERR_JWT_EXPIRED"],
    ["not yet valid", { nbf: now() + 600 }, "ERR_JWT_CLAIM_VALIDATION_FAILED"],
    ["for another application (aud)", { aud: ["another-application-tag"] }, "ERR_JWT_CLAIM_VALIDATION_FAILED"],
    ["from another team (iss)", { iss: "https://evil.cloudflareaccess.com" }, "ERR_JWT_CLAIM_VALIDATION_FAILED"],
    ["without an expiry", { exp: undefined }, "ERR_JWT_CLAIM_VALIDATION_FAILED"],
    ["without an e-mail", { email: undefined }, "no_email"],
  ])("refuses a token %s", async (_name, claims, reason) => {
    const { worker, access } = await ready;
    const answer = await open(worker, await access.token({ claims }));
    expect(answer.status).toBe(403);
    expect(answer.text).not.toContain(ACCESS_EMAIL);
    expect(refusals(worker).at(-1)?.reason).toBe(reason);
  });

  it("refuses `alg: none`", async () => {
    const { worker, access } = await ready;
    const signed = await access.token();
    const [, payload] = signed.split(".");
    const header = base64url.encode(JSON.stringify({ alg: "none", kid: access.publicJwk().kid }));
    const answer = await open(worker, `${header}.${payload}.`);
    expect(answer.status).toBe(403);
    expect(refusals(worker).at(-1)?.reason).toBe("ERR_JOSE_ALG_NOT_ALLOWED");
  });

  it("refuses HS256 signed with the team's public key as the secret", async () => {
    const { worker, access } = await ready;
    const pem = await exportSPKI((await importJWK(access.publicJwk(), "RS256", { extractable: true })) as CryptoKey);
    const forged = await new SignJWT({ email: "intruder@evil.example", aud: access.audience })
      .setProtectedHeader({ alg: "HS256", kid: access.publicJwk().kid })
      .setIssuer(`https://${access.team}`)
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(pem));
    const answer = await open(worker, forged);
    expect(answer.status).toBe(403);
    expect(answer.text).not.toContain("intruder");
    expect(refusals(worker).at(-1)?.reason).toBe("ERR_JOSE_ALG_NOT_ALLOWED");
  });

  it("refuses a request without the header, even with a valid CF_Authorization cookie", async () => {
    const { worker, access } = await ready;
    expect((await open(worker)).status).toBe(403);
    const cookie = `CF_Authorization=${await access.token()}`;
    const answer = await open(worker, undefined, { headers: { cookie } });
    expect(answer.status).toBe(403);
    expect(refusals(worker).at(-1)?.reason).toBe("no_token");
  });

  it("answers every refusal uncached and unindexed", async () => {
    const { worker } = await ready;
    const answer = await open(worker, "not-a-token");
    expect(answer.status).toBe(403);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("x-robots-tag")).toBe("noindex");
  });

  it("on a loopback host too: Access set means Access, never the local operator", async () => {
    const { worker } = await ready;
    const answer = await open(worker);
    expect(answer.status).toBe(403);
    expect(answer.text).not.toMatch(/unprotected/i);
  });

  it("refuses an unknown kid, and within jose's 30 s cooldown fetches the certs no more (the rotation after it: the unit test)", async () => {
    const { worker, access } = await withAccess();
    // The first request fetches the certs; the stray key's kid is not among them.
    const stray = await access.token({ key: await access.strayKey() });
    expect((await open(worker, stray)).status).toBe(403);
    expect(access.certsFetched()).toBe(1);
    await access.rotate();
    // Within the cooldown a new kid does not make another fetch (a flood of made-up kids costs nothing).
    expect((await open(worker, await access.token())).status).toBe(403);
    expect(access.certsFetched()).toBe(1);
  });
});

describe("without Cloudflare Access", () => {
  let worker: TestWorker;
  const ready = startWorker().then((made) => {
    workers.push(made);
    worker = made;
  });

  it("opens to a request made on this machine, as the local operator, saying it is unprotected", async () => {
    await ready;
    const answer = await open(worker);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain("local-operator");
  });

  it("is not there (404) for a request to the site's own host: a deployed Worker without the two settings", async () => {
    await ready;
    const response = await worker.fetch("https://www.example-offshore.dev/desk");
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("local-operator");
  });

  it("is not there for a loopback host reached from another address", async () => {
    await ready;
    const answer = await open(worker, undefined, { headers: { "cf-connecting-ip": "203.0.113.9" } });
    expect(answer.status).toBe(404);
  });

  // Which settings are refused, each with its message: test/unit/desk/gate.test.ts.
  it("is not there with settings it refuses (the team without the audience), even locally", async () => {
    const made = await startWorker({ vars: { DESK_ACCESS_TEAM: "acme.cloudflareaccess.com" } });
    workers.push(made);
    const answer = await open(made);
    expect(answer.status).toBe(404);
    expect(made.logs().some((line) => line.includes('"desk_misconfigured"'))).toBe(true);
  });
});
