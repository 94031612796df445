/**
 * The one stand-in for Cloudflare Access: a team's signing keys (RS256, made here), its certs
 * (`/cdn-cgi/access/certs`, a JWKS) as a function for Miniflare's outbound handler or as a small
 * HTTP server on 127.0.0.1 for a running site, and tokens as Access puts them in the
 * `Cf-Access-Jwt-Assertion` header. `rotate()` publishes a new key (the old one stays published,
 * as Access keeps the previous key for a while); `withhold(kid)` takes one out of the certs.
 *
 * @example
 * const access = await accessStandIn();
 * // vars: { DESK_ACCESS_TEAM: access.team, DESK_ACCESS_AUD: access.audience, DESK_ACCESS_CERTS_URL: access.certsUrl }
 * fetch("/desk", { headers: { "Cf-Access-Jwt-Assertion": await access.token() } });
 */
import { createServer, type Server } from "node:http";
import { listenOnLoopback } from "./loopback.ts";
import { exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from "jose";

/** The team domain and AUD tag the stand-in signs for (any values do; these read as Cloudflare's). */
export const ACCESS_TEAM = "vertexa-test.cloudflareaccess.com";
export const ACCESS_AUDIENCE = "4714c1358e65fe4b408ad6d432a5f878f08194bdb4752441fd56faefa9b2b6f2";
/** The operator the stand-in's tokens name by default. */
export const ACCESS_EMAIL = "operator@vertexa.example";

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

export interface TokenOptions {
  /** Claims over the defaults (`iss` of the team, `aud`, `email`, `iat`, `nbf` now, `exp` in 1 h); `undefined` removes one. */
  claims?: Partial<Record<keyof JWTPayload | "email", unknown>>;
  /** The key's id in the header (default the current key's). */
  kid?: string;
  /** Sign with this key instead of the current one (say a key never published). */
  key?: SigningKey;
}

export interface AccessStandIn {
  team: string;
  audience: string;
  /** Where the certs are: `DESK_ACCESS_CERTS_URL` (the HTTP server's address once `listen()`ed). */
  certsUrl: string;
  /** A token of the current key, as Access issues it. */
  token(options?: TokenOptions): Promise<string>;
  /** A new key, published beside the others and used from now on; returns its kid. */
  rotate(): Promise<string>;
  /** Makes a key that is never published (for a token whose kid the certs do not hold). */
  strayKey(): Promise<SigningKey>;
  /** The current key's public JWK (to forge tokens with it, say HS256 with the public key as secret). */
  publicJwk(): JWK;
  /** Answers a certs request (Miniflare's outbound handler). */
  answer(request: Request): Response;
  /** How many times the certs were fetched. */
  certsFetched(): number;
  /** Serves the certs on 127.0.0.1 (any free port); `certsUrl` then names it. */
  listen(): Promise<void>;
  close(): Promise<void>;
}

let counter = 0;
async function makeKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  counter += 1;
  const kid = `test-key-${counter}-${Math.random().toString(36).slice(2, 8)}`;
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" } };
}

/** The certs address a Worker test names (intercepted by its outbound handler: never reached). */
export const INTERCEPTED_CERTS_URL = "http://127.0.0.1:9/cdn-cgi/access/certs";

export async function accessStandIn(): Promise<AccessStandIn> {
  const published: SigningKey[] = [await makeKey()];
  let fetched = 0;
  let server: Server | undefined;
  let certsUrl = INTERCEPTED_CERTS_URL;
  const certs = () => ({ keys: published.map((k) => k.publicJwk) });
  const current = () => published.at(-1)!;
  return {
    team: ACCESS_TEAM,
    audience: ACCESS_AUDIENCE,
    get certsUrl() {
      return certsUrl;
    },
    async token({ claims = {}, kid, key } = {}) {
      const signer = key ?? current();
      const now = Math.floor(Date.now() / 1000);
      const payload: Record<string, unknown> = {
        iss: `https://${ACCESS_TEAM}`,
        aud: [ACCESS_AUDIENCE],
        email: ACCESS_EMAIL,
        sub: "7335d417-61da-459d-899c-0a01c76a2f94",
        type: "app",
        iat: now,
        nbf: now,
        exp: now + 3600,
        ...claims,
      };
      for (const [name, value] of Object.entries(payload)) if (value === undefined) delete payload[name];
      return new SignJWT(payload).setProtectedHeader({ alg: "RS256", kid: kid ?? signer.kid }).sign(signer.privateKey);
    },
    async rotate() {
      published.push(await makeKey());
      return current().kid;
    },
    strayKey: makeKey,
    publicJwk: () => current().publicJwk,
    answer(request) {
      if (new URL(request.url).pathname !== "/cdn-cgi/access/certs") return new Response("not found", { status: 404 });
      fetched += 1;
      return Response.json(certs());
    },
    certsFetched: () => fetched,
    async listen() {
      server = createServer((req, res) => {
        if (req.url !== "/cdn-cgi/access/certs") {
          res.writeHead(404).end();
          return;
        }
        fetched += 1;
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(certs()));
      });
      certsUrl = `http://127.0.0.1:${await listenOnLoopback(server)}/cdn-cgi/access/certs`;
    },
    close: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}
