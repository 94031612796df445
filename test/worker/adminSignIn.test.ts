/**
 * The site editor's GitHub sign-in relay (src/server/admin/oauth.ts) in the built Worker, against
 * the harness's stand-in for GitHub's OAuth endpoints (harness/github.ts, reached through the
 * Worker's outbound fetch): the redirect to the authorize page with a fresh `state` bound to the
 * browser by a short-lived cookie, the code exchanged with the client secret, the token handed to
 * the page only (never a URL, a log line or a cache), and every way it can fail refused in words
 * with no token: a missing, wrong or replayed state, GitHub's refusal, a missing secret, an address
 * of GitHub's pointed anywhere but this machine. (The message's target origin: test/e2e/admin.test.ts.)
 */
import { afterAll, describe, expect, it } from "vitest";
import { accessStandIn } from "../../harness/access.ts";
import { githubStandIn, type GitHubStandIn } from "../../harness/github.ts";
import { startWorker, type TestWorker } from "../support/worker";

const workers: TestWorker[] = [];
afterAll(() => Promise.all(workers.map((w) => w.dispose())));

async function withGitHub(vars: Record<string, string> = {}): Promise<{ worker: TestWorker; github: GitHubStandIn }> {
  const github = githubStandIn();
  const worker = await startWorker({
    vars: {
      GITHUB_OAUTH_CLIENT_ID: github.clientId,
      GITHUB_OAUTH_CLIENT_SECRET: github.clientSecret,
      ...github.vars(),
      ...vars,
    },
    outbound: (request) => github.answer(request),
  });
  workers.push(worker);
  return { worker, github };
}

/** The cookie a `Set-Cookie` sets: its name, value and attributes. */
function cookieOf(response: Response) {
  const [header] = response.headers.getSetCookie();
  if (!header) throw new Error("no Set-Cookie");
  const [pair = "", ...attributes] = header.split(/;\s*/);
  const [name = "", value = ""] = pair.split("=");
  return { name, value, attributes: attributes.map((a) => a.toLowerCase()), header };
}

/** The popup page's message for the CMS (its `#cms-auth` data block). */
function messageOf(html: string): { result: string; content: Record<string, string> } {
  const match = /<script type="application\/json" id="cms-auth">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error("no #cms-auth data block");
  return JSON.parse(match[1]) as { result: string; content: Record<string, string> };
}

/** A sign-in up to GitHub's answer: the relay's redirect, the stand-in's, and the browser's cookie. */
async function signIn(
  worker: TestWorker,
  github: GitHubStandIn,
  origin = "http://localhost",
  headers: Record<string, string> = {},
) {
  const start = await worker.fetch(`${origin}/admin/auth?provider=github&site_id=localhost&scope=repo,user`, {
    redirect: "manual",
    headers,
  });
  const cookie = cookieOf(start);
  const back = await github.answer(new Request(start.headers.get("location") ?? ""));
  const callback = new URL(back.headers.get("location") ?? "");
  return { start, cookie, callback };
}

describe("a sign-in", () => {
  const ready = withGitHub();

  it("goes to GitHub's authorize page with the client id, this site's callback, the scope and a fresh state", async () => {
    const { worker, github } = await ready;
    const { start, cookie } = await signIn(worker, github);
    expect(start.status).toBe(302);
    const location = new URL(start.headers.get("location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe(github.vars().GITHUB_OAUTH_AUTHORIZE_URL);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: github.clientId,
      redirect_uri: "http://localhost/admin/callback",
      scope: "repo,user",
    });
    const state = location.searchParams.get("state") ?? "";
    expect(state).toMatch(/^[\w-]{43}$/);
    // The state is bound to this browser: its cookie, HttpOnly, SameSite=Lax, for ten minutes.
    expect(cookie.name).toBe("cms-oauth-state");
    expect(cookie.value).toBe(state);
    expect(cookie.attributes).toEqual(expect.arrayContaining(["path=/", "httponly", "samesite=lax", "max-age=600"]));
    expect(start.headers.get("cache-control")).toBe("no-store");
    // Another sign-in, another state.
    const again = await signIn(worker, github);
    expect(again.cookie.value).not.toBe(state);
  });

  it("exchanges the code with the client secret and hands the token to the page only", async () => {
    const { worker, github } = await ready;
    const { cookie, callback } = await signIn(worker, github);
    const answer = await worker.fetch(`${callback.pathname}${callback.search}`, {
      headers: { cookie: `${cookie.name}=${cookie.value}` },
    });
    const html = await answer.text();
    expect(answer.status).toBe(200);
    expect(github.exchanges.at(-1)).toEqual({
      clientId: github.clientId,
      clientSecret: github.clientSecret,
      code: callback.searchParams.get("code"),
      redirectUri: "http://localhost/admin/callback",
      accept: "application/json",
    });
    const token = github.tokens.at(-1) ?? "";
    expect(messageOf(html)).toEqual({ provider: "github", result: "success", content: { provider: "github", token } });
    // Never cached, never in a log line; the state is forgotten (a cookie that expires now).
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("location")).toBeNull();
    expect(worker.logs().join("\n")).not.toContain(token);
    expect(worker.logs().join("\n")).not.toContain(callback.searchParams.get("code"));
    expect(cookieOf(answer).attributes).toContain("max-age=0");
    // The page's one script is a file of the build (no inline script), posting to this origin only.
    expect(html).toMatch(/<script type="module" src="\/assets\/admin\/callback-[\w-]+\.js" integrity="sha384-/);
  });

  it("refuses a replayed state: the browser's cookie is gone, and GitHub's code was good once", async () => {
    const { worker, github } = await ready;
    const { cookie, callback } = await signIn(worker, github);
    const path = `${callback.pathname}${callback.search}`;
    const first = await worker.fetch(path, { headers: { cookie: `${cookie.name}=${cookie.value}` } });
    expect(messageOf(await first.text()).result).toBe("success");
    const tokens = github.tokens.length;
    // The browser sends no state cookie any more: refused before GitHub is asked.
    const exchanges = github.exchanges.length;
    const replay = await worker.fetch(path);
    expect(replay.status).toBe(403);
    expect(messageOf(await replay.text()).content).toMatchObject({ errorCode: "CSRF_DETECTED" });
    expect(github.exchanges.length).toBe(exchanges);
    // Someone who kept the cookie: GitHub refuses the used code, and no token is handed out.
    const kept = await worker.fetch(path, { headers: { cookie: `${cookie.name}=${cookie.value}` } });
    expect(kept.status).toBe(502);
    expect(messageOf(await kept.text()).content.error).toMatch(/incorrect or expired/);
    expect(github.tokens.length).toBe(tokens);
  });

  it("refuses a wrong or missing state without asking GitHub", async () => {
    const { worker, github } = await ready;
    const { cookie, callback } = await signIn(worker, github);
    const exchanges = github.exchanges.length;
    const code = callback.searchParams.get("code") ?? "";
    for (const [query, cookies] of [
      [`code=${code}&state=${"x".repeat(43)}`, `${cookie.name}=${cookie.value}`],
      [`code=${code}`, `${cookie.name}=${cookie.value}`],
      [`code=${code}&state=${cookie.value}`, ""],
      [`code=${code}&state=${cookie.value}`, `${cookie.name}=another-browser-s-state`],
    ] as const) {
      const answer = await worker.fetch(`/admin/callback?${query}`, { headers: cookies ? { cookie: cookies } : {} });
      const html = await answer.text();
      expect(answer.status).toBe(403);
      expect(messageOf(html)).toMatchObject({ result: "error", content: { errorCode: "CSRF_DETECTED" } });
      expect(html).toMatch(/expired or was already used|does not belong to this browser/);
    }
    expect(github.exchanges.length).toBe(exchanges);
  });

  it("says so when the editor refuses on GitHub, or GitHub's token endpoint fails", async () => {
    const { worker, github } = await ready;
    github.refuseNext();
    const refused = await signIn(worker, github);
    const answer = await worker.fetch(`${refused.callback.pathname}${refused.callback.search}`, {
      headers: { cookie: `${refused.cookie.name}=${refused.cookie.value}` },
    });
    expect(answer.status).toBe(403);
    expect(messageOf(await answer.text()).content.error).toBe(
      "GitHub refused the sign-in: The user has denied your application access.",
    );

    for (const [broken, words] of [
      [new Response("<html>oops</html>", { status: 500 }), /could not be read/],
      [
        Response.json({
          error: "incorrect_client_credentials",
          error_description: "The client_id and/or client_secret passed are incorrect.",
        }),
        /client_secret passed are incorrect/,
      ],
    ] as const) {
      github.tokenAnswer(broken);
      const { cookie, callback } = await signIn(worker, github);
      const failed = await worker.fetch(`${callback.pathname}${callback.search}`, {
        headers: { cookie: `${cookie.name}=${cookie.value}` },
      });
      const message = messageOf(await failed.text());
      expect(failed.status).toBe(502);
      expect(message.result).toBe("error");
      expect(message.content.error).toMatch(words);
      expect(message.content).not.toHaveProperty("token");
    }
    github.tokenAnswer(undefined);
  });

  it("on https (deployed, behind Access), names its cookie __Host- and makes it Secure", async () => {
    const access = await accessStandIn();
    const github = githubStandIn();
    const worker = await startWorker({
      vars: {
        DESK_ACCESS_TEAM: access.team,
        DESK_ACCESS_AUD: access.audience,
        DESK_ACCESS_CERTS_URL: access.certsUrl,
        GITHUB_OAUTH_CLIENT_ID: github.clientId,
        GITHUB_OAUTH_CLIENT_SECRET: github.clientSecret,
        ...github.vars(),
      },
      outbound: (request) =>
        new URL(request.url).pathname.startsWith("/cdn-cgi/") ? access.answer(request) : github.answer(request),
    });
    workers.push(worker);
    const origin = "https://www.example-offshore.dev";
    const { cookie } = await signIn(worker, github, origin, { "Cf-Access-Jwt-Assertion": await access.token() });
    expect(cookie.name).toBe("__Host-cms-oauth-state");
    expect(cookie.attributes).toEqual(expect.arrayContaining(["secure", "path=/", "httponly", "samesite=lax"]));
    expect(cookie.attributes.some((a) => a.startsWith("domain="))).toBe(false);
  });
});

describe("a relay not set up", () => {
  it.each([
    ["without the client secret", { GITHUB_OAUTH_CLIENT_SECRET: "" }, /GITHUB_OAUTH_CLIENT_SECRET/],
    ["without the client id", { GITHUB_OAUTH_CLIENT_ID: "" }, /GITHUB_OAUTH_CLIENT_ID/],
    [
      "with GitHub's address pointed off this machine",
      { GITHUB_OAUTH_TOKEN_URL: "https://evil.example/token" },
      /only be changed to this computer/,
    ],
  ])("%s, answers a page that says so, and sends nobody anywhere", async (_name, vars, words) => {
    const { worker, github } = await withGitHub(vars);
    const answer = await worker.fetch("/admin/auth?provider=github&scope=repo,user", { redirect: "manual" });
    const html = await answer.text();
    expect(answer.status).toBe(503);
    expect(answer.headers.get("location")).toBeNull();
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect(messageOf(html)).toMatchObject({ result: "error", content: { errorCode: "MISCONFIGURED_CLIENT" } });
    expect(html).toMatch(words);
    expect(github.authorizations).toEqual([]);
  });

  it("refuses another backend than GitHub", async () => {
    const { worker } = await withGitHub();
    const answer = await worker.fetch("/admin/auth?provider=gitlab", { redirect: "manual" });
    expect(answer.status).toBe(400);
    expect(messageOf(await answer.text()).content).toMatchObject({ errorCode: "UNSUPPORTED_BACKEND" });
  });
});
