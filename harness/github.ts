/**
 * The stand-in for GitHub's OAuth endpoints, for the site editor's sign-in relay
 * (src/server/admin/oauth.ts): the authorize page (`GET /login/oauth/authorize`), which signs the
 * user in at once and sends the browser back to `redirect_uri` with a one-time `code` and the
 * `state` it was given, or with `error=access_denied` when told to refuse; and the token endpoint
 * (`POST /login/oauth/access_token`), which exchanges a code it issued, once, for the client id and
 * secret it knows, as GitHub does (a reused or unknown code: `bad_verification_code`).
 *
 * As a function for Miniflare's outbound handler (`answer`), or an HTTP server on 127.0.0.1
 * (`listen`) for a running site and a browser.
 *
 * @example
 * const github = githubStandIn();
 * // vars: { GITHUB_OAUTH_CLIENT_ID: github.clientId, GITHUB_OAUTH_CLIENT_SECRET: github.clientSecret, ...github.vars() }
 */
import { createServer, type Server } from "node:http";
import { randomBytes } from "node:crypto";
import { listenOnLoopback } from "./loopback.ts";

export const GITHUB_CLIENT_ID = "Iv1.standin0client0id";
export const GITHUB_CLIENT_SECRET = "stand-in-client-secret-0123456789abcdef";

/** What the authorize page was asked, as the relay sent the browser there. */
export interface AuthorizeRequest {
  clientId: string | null;
  redirectUri: string | null;
  scope: string | null;
  state: string | null;
}

/** What the token endpoint was sent. */
export interface TokenRequest {
  clientId: unknown;
  clientSecret: unknown;
  code: unknown;
  redirectUri: unknown;
  accept: string | null;
}

export interface GitHubStandIn {
  clientId: string;
  clientSecret: string;
  /** The stand-in's base address: an intercepted loopback one until `listen()`, then its server's. */
  origin: string;
  /** The Worker's settings pointing at the stand-in (authorize and token URLs). */
  vars(): { GITHUB_OAUTH_AUTHORIZE_URL: string; GITHUB_OAUTH_TOKEN_URL: string };
  /** Every authorize request, and every token request, in order. */
  authorizations: AuthorizeRequest[];
  exchanges: TokenRequest[];
  /** The tokens issued, in order. */
  tokens: string[];
  /** The next authorize request is refused by the user (`error=access_denied`). */
  refuseNext(): void;
  /** The token endpoint answers this instead of exchanging (a GitHub error, a 500…), until cleared with `undefined`. */
  tokenAnswer(answer: Response | undefined): void;
  /** A code the stand-in issues for a state (what the authorize page would redirect with). */
  issueCode(): string;
  /** Answers a request to the stand-in (Miniflare's outbound handler). */
  answer(request: Request): Promise<Response>;
  listen(): Promise<void>;
  close(): Promise<void>;
}

/** The address a Worker test names (its outbound handler intercepts it: never reached). */
const INTERCEPTED_ORIGIN = "http://127.0.0.1:9";

export function githubStandIn(): GitHubStandIn {
  const codes = new Set<string>();
  let refuse = false;
  let override: Response | undefined;
  let server: Server | undefined;
  let origin = INTERCEPTED_ORIGIN;
  const standIn: GitHubStandIn = {
    clientId: GITHUB_CLIENT_ID,
    clientSecret: GITHUB_CLIENT_SECRET,
    get origin() {
      return origin;
    },
    vars: () => ({
      GITHUB_OAUTH_AUTHORIZE_URL: `${origin}/login/oauth/authorize`,
      GITHUB_OAUTH_TOKEN_URL: `${origin}/login/oauth/access_token`,
    }),
    authorizations: [],
    exchanges: [],
    tokens: [],
    refuseNext: () => {
      refuse = true;
    },
    tokenAnswer: (answer) => {
      override = answer;
    },
    issueCode: () => {
      const code = randomBytes(10).toString("hex");
      codes.add(code);
      return code;
    },
    async answer(request) {
      const url = new URL(request.url);
      if (request.method === "GET" && url.pathname === "/login/oauth/authorize") {
        const asked: AuthorizeRequest = {
          clientId: url.searchParams.get("client_id"),
          redirectUri: url.searchParams.get("redirect_uri"),
          scope: url.searchParams.get("scope"),
          state: url.searchParams.get("state"),
        };
        standIn.authorizations.push(asked);
        if (asked.clientId !== GITHUB_CLIENT_ID || !asked.redirectUri)
          return new Response("unknown client", { status: 404 });
        const back = new URL(asked.redirectUri);
        if (refuse) {
          refuse = false;
          back.search = new URLSearchParams({
            error: "access_denied",
            error_description: "The user has denied your application access.",
            state: asked.state ?? "",
          }).toString();
        } else back.search = new URLSearchParams({ code: standIn.issueCode(), state: asked.state ?? "" }).toString();
        return new Response(null, { status: 302, headers: { location: back.href } });
      }
      if (request.method === "POST" && url.pathname === "/login/oauth/access_token") {
        const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
        standIn.exchanges.push({
          clientId: body.client_id,
          clientSecret: body.client_secret,
          code: body.code,
          redirectUri: body.redirect_uri,
          accept: request.headers.get("accept"),
        });
        if (override) return override.clone();
        if (body.client_id !== GITHUB_CLIENT_ID || body.client_secret !== GITHUB_CLIENT_SECRET)
          return Response.json({
            error: "incorrect_client_credentials",
            error_description: "The client_id and/or client_secret passed are incorrect.",
          });
        if (typeof body.code !== "string" || !codes.delete(body.code))
          return Response.json({
            error: "bad_verification_code",
            error_description: "The code passed is incorrect or expired.",
          });
        const token = `gho_${randomBytes(18).toString("hex")}`;
        standIn.tokens.push(token);
        return Response.json({ access_token: token, token_type: "bearer", scope: "repo,user" });
      }
      return new Response("not found", { status: 404 });
    },
    async listen() {
      server = createServer(async (req, res) => {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const request = new Request(`${origin}${req.url}`, {
          method: req.method,
          headers: Object.entries(req.headers).flatMap(([name, value]) =>
            typeof value === "string" ? [[name, value] as [string, string]] : [],
          ),
          body: req.method === "GET" || req.method === "HEAD" ? undefined : Buffer.concat(chunks),
        });
        const response = await standIn.answer(request);
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      });
      origin = `http://127.0.0.1:${await listenOnLoopback(server)}`;
    },
    close: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
  return standIn;
}
