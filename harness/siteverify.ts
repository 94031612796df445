/**
 * The one stand-in for Cloudflare Turnstile's siteverify (`POST` JSON `{ secret, response,
 * remoteip?, idempotency_key }`, JSON answer), as a function for Miniflare's outbound handler and
 * as a small HTTP server on 127.0.0.1 for a running site (`startSite({ turnstile })` starts one).
 *
 * It behaves as Cloudflare documents: a wrong secret is `invalid-input-secret`; a token is good
 * once, and a second use with another idempotency key is `timeout-or-duplicate` (the same key gets
 * the first answer again); a passed token names the site's hostname. What each token gets is
 * `verdict(token)`:
 * - `pass` (the default): success, naming `hostname` (SITE_URL's by default);
 * - `fail`: `invalid-input-response`;
 * - `elsewhere`: success, naming another site's hostname;
 * - `500`: an HTTP 500;
 * - `hang`: answers (a success) only when the test calls `releaseHanging()`, or after `hangMs` at the
 *   latest (past the Worker's timeout): a visitor answered before the release was not kept waiting.
 *
 * @example
 * const siteverify = await startSiteverify({ secret: "s3cret", verdict: (t) => (t.startsWith("pass-") ? "pass" : "fail") });
 * // TURNSTILE_VERIFY_URL: siteverify.url; afterwards siteverify.verifications() lists every request.
 */
import { createServer } from "node:http";
import { listenOnLoopback } from "./loopback.ts";
import { siteHostname } from "./builtConfig.ts";

export type Verdict = "pass" | "fail" | "hang" | "500" | "elsewhere";

/** One siteverify request body as the Worker sends it. */
export interface Verification {
  secret: string;
  response: string;
  remoteip?: string;
  idempotency_key?: string;
}

export interface SiteverifyOptions {
  /** The secret the site must send (anything else is `invalid-input-secret`). */
  secret: string;
  /** What each token gets; `pass` for every token by default. */
  verdict?: (token: string) => Verdict;
  /** The hostname a passed token names (SITE_URL's hostname of the build by default). */
  hostname?: string;
  /** How long a `hang` verdict holds its answer at most (10 s by default). */
  hangMs?: number;
}

/** The hostname an `elsewhere` verdict names. */
export const ELSEWHERE_HOSTNAME = "evil.example";

export interface SiteverifyStandIn {
  /** Answers one siteverify request (for Miniflare's outbound handler). */
  answer(request: Request): Promise<Response>;
  /** Every request body received, in order. */
  verifications: Verification[];
  /** How many `hang` answers are still held. */
  hanging(): number;
  /** Answers every held `hang` request at once; returns how many there were. */
  releaseHanging(): number;
}

export function siteverifyStandIn({
  secret,
  verdict = () => "pass",
  hostname,
  hangMs = 10_000,
}: SiteverifyOptions): SiteverifyStandIn {
  const verifications: Verification[] = [];
  /** The held `hang` answers, each answering its request when called. */
  const held: (() => void)[] = [];
  /** Tokens already spent, by the idempotency key of their first use. */
  const spent = new Map<string, string | undefined>();
  const ownHostname = () => hostname ?? siteHostname();
  return {
    verifications,
    hanging: () => held.length,
    releaseHanging: () => {
      const released = held.splice(0);
      released.forEach((release) => release());
      return released.length;
    },
    async answer(request) {
      const body = (await request.json()) as Verification;
      verifications.push(body);
      if (body.secret !== secret) return Response.json({ success: false, "error-codes": ["invalid-input-secret"] });
      const given = verdict(body.response);
      if (given === "hang")
        return new Promise((resolve) => {
          const release = () => {
            const index = held.indexOf(release);
            if (index >= 0) held.splice(index, 1);
            resolve(Response.json({ success: true, hostname: ownHostname() }));
          };
          held.push(release);
          setTimeout(release, hangMs);
        });
      if (given === "500") return new Response("siteverify stand-in: error", { status: 500 });
      if (given === "fail") return Response.json({ success: false, "error-codes": ["invalid-input-response"] });
      if (spent.has(body.response) && spent.get(body.response) !== body.idempotency_key)
        return Response.json({ success: false, "error-codes": ["timeout-or-duplicate"] });
      spent.set(body.response, body.idempotency_key);
      return Response.json({
        success: true,
        hostname: given === "elsewhere" ? ELSEWHERE_HOSTNAME : ownHostname(),
      });
    },
  };
}

export interface Siteverify {
  /** The URL to use as TURNSTILE_VERIFY_URL. */
  url: string;
  /** Every request body received, in order. */
  verifications: () => Verification[];
  close: () => Promise<void>;
}

/** Starts the stand-in as an HTTP server on 127.0.0.1 (an ephemeral port). */
export async function startSiteverify(options: SiteverifyOptions): Promise<Siteverify> {
  const standIn = siteverifyStandIn(options);
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const request = new Request("http://siteverify/siteverify", { method: "POST", body: Buffer.concat(chunks) });
      standIn
        .answer(request)
        .then(async (answer) =>
          res
            .writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "text/plain" })
            .end(await answer.text()),
        )
        .catch(() => res.writeHead(400).end());
    });
  });
  const port = await listenOnLoopback(server);
  return {
    url: `http://127.0.0.1:${port}/siteverify`,
    verifications: () => [...standIn.verifications],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
