/**
 * The site editor (`/admin`, src/server/admin) in the built Worker: behind the lead desk's own gate
 * (the desk's cases, on /admin and its sign-in routes), gone in a Preview, with its own CSP while
 * the public pages keep theirs, never cached or indexed, and its page: Sveltia's built script (its
 * integrity), no inline script, the configuration as a data block made from the settings.
 */
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { ACCESS_EMAIL, accessStandIn, type AccessStandIn } from "../../harness/access.ts";
import { builtConfig } from "../../harness/builtConfig.ts";
import { readAdminManifest } from "../../build/admin/plugin.ts";
import { startWorker, type TestWorker } from "../support/worker";

const HEADER = "Cf-Access-Jwt-Assertion";
const SITE = "https://www.example-offshore.dev";
const ADMIN_PATHS = ["/admin", "/admin/auth?provider=github", "/admin/callback?code=c&state=s"];
const workers: TestWorker[] = [];
afterAll(() => Promise.all(workers.map((w) => w.dispose())));

async function started(vars: Record<string, string> = {}, access?: AccessStandIn): Promise<TestWorker> {
  const worker = await startWorker({
    vars: {
      ...(access
        ? { DESK_ACCESS_TEAM: access.team, DESK_ACCESS_AUD: access.audience, DESK_ACCESS_CERTS_URL: access.certsUrl }
        : {}),
      ...vars,
    },
    ...(access ? { outbound: (request: Request) => access.answer(request) } : {}),
  });
  workers.push(worker);
  return worker;
}

async function get(worker: TestWorker, path: string, headers: Record<string, string> = {}) {
  const response = await worker.fetch(path, { headers, redirect: "manual" });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/** The JSON of a page's data block. */
function dataBlock(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html);
  if (!match?.[1]) throw new Error(`no #${id} data block`);
  return JSON.parse(match[1]);
}

const refusals = (worker: TestWorker) =>
  worker
    .logs()
    .filter((line) => line.includes('"desk_refused"'))
    .map((line) => JSON.parse(line) as { reason: string; path: string });

describe("the gate: the desk's, on /admin and its sign-in", () => {
  const access = accessStandIn();
  const ready = access.then((made) => started({ CMS_REPO: "vertexa/site" }, made));

  it("lets a valid Access token in, to the editor of the repository set", async () => {
    const worker = await ready;
    const answer = await get(worker, `${SITE}/admin`, { [HEADER]: await (await access).token() });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('id="nc-root"');
    expect(answer.text).not.toMatch(/unprotected/i);
    const config = dataBlock(answer.text, "cms-config") as { backend: Record<string, unknown> };
    expect(config.backend).toMatchObject({ name: "github", repo: "vertexa/site", branch: "main", base_url: SITE });
  });

  it.each(ADMIN_PATHS)("refuses %s without a token, or with one for another application", async (path) => {
    const worker = await ready;
    expect((await get(worker, `${SITE}${path}`)).status).toBe(403);
    const forged = await (await access).token({ claims: { aud: ["another-application-tag"] } });
    const answer = await get(worker, `${SITE}${path}`, { [HEADER]: forged });
    expect(answer.status).toBe(403);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("x-robots-tag")).toBe("noindex");
    expect(refusals(worker).at(-1)).toMatchObject({
      reason: "ERR_JWT_CLAIM_VALIDATION_FAILED",
      path: path.split("?")[0],
    });
  });

  it("on a loopback host too: Access set means Access, never the local editor", async () => {
    const answer = await get(await ready, "/admin");
    expect(answer.status).toBe(403);
    expect(answer.text).not.toMatch(/unprotected/i);
  });
});

describe("without Access", () => {
  const ready = started();

  it("opens to a request made on this machine, saying it is unprotected, and offers to edit this folder", async () => {
    const answer = await get(await ready, "/admin");
    expect(answer.status).toBe(200);
    expect(answer.text).toMatch(/Unprotected local editor/);
    expect(answer.text).toContain("Work with Local Repository");
    // No CMS_REPO: a placeholder name, which the local-repository mode needs and nothing else reads.
    expect((dataBlock(answer.text, "cms-config") as { backend: { repo: string } }).backend.repo).toBe(
      "local/offshore-site",
    );
  });

  it.each(ADMIN_PATHS)("%s is not there (404) for a request to the site's own host", async (path) => {
    const answer = await get(await ready, `${SITE}${path}`);
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain("nc-root");
  });

  it("is not there for a loopback host reached from another address", async () => {
    const answer = await get(await ready, "/admin", { "cf-connecting-ip": "203.0.113.9" });
    expect(answer.status).toBe(404);
  });

  it("is not there with Access settings it refuses, even locally", async () => {
    const worker = await started({ DESK_ACCESS_TEAM: "acme.cloudflareaccess.com" });
    expect((await get(worker, "/admin")).status).toBe(404);
    expect(worker.logs().some((line) => line.includes('"desk_misconfigured"'))).toBe(true);
  });
});

describe("a Preview", () => {
  const previewVars = builtConfig().previews?.vars;
  const ready = started(previewVars ?? {});

  it.each(ADMIN_PATHS)("has no %s, even for a request made on its own machine", async (path) => {
    expect(previewVars?.NOINDEX).toBe("on");
    const answer = await get(await ready, path);
    expect(answer.status).toBe(404);
    expect(answer.headers.get("cache-control")).toBe("no-store");
  });
});

describe("the page", () => {
  const ready = started({ CMS_REPO: "vertexa/site", CMS_BRANCH: "content" });
  const csp = (headers: Headers) =>
    Object.fromEntries(
      (headers.get("content-security-policy") ?? "").split(";").map((part) => {
        const [name = "", ...sources] = part.trim().split(/\s+/);
        return [name, sources];
      }),
    );

  it("has its own CSP: this origin, GitHub's API and avatars, inline styles (Svelte's), nothing else", async () => {
    const policy = csp((await get(await ready, "/admin")).headers);
    expect(policy["default-src"]).toEqual(["'none'"]);
    expect(policy["script-src"]).toEqual(["'self'"]);
    expect(policy["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy["connect-src"]).toEqual(["'self'", "blob:", "data:", "https://api.github.com"]);
    expect(policy["img-src"]).toEqual(["'self'", "data:", "blob:", "https://avatars.githubusercontent.com"]);
    expect(policy["font-src"]).toEqual(["'self'"]);
    expect(policy["frame-src"]).toEqual(["'none'"]);
    expect(policy["worker-src"]).toEqual(["'self'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
  });

  it("leaves the public pages' CSP as it was: nothing of GitHub, no inline style", async () => {
    const worker = await ready;
    for (const path of ["/", "/contact", "/desk", "/no-such-page"]) {
      const header = (await get(worker, path)).headers.get("content-security-policy") ?? "";
      expect(header).toContain("default-src 'none'");
      expect(header).not.toMatch(/github|unsafe-inline|blob:/);
    }
  });

  it("is never stored nor indexed, and no prerender rule reaches it", async () => {
    const worker = await ready;
    const answer = await get(worker, "/admin");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("x-robots-tag")).toBe("noindex");
    expect(answer.text).toMatch(/<meta\s+name="robots"\s+content="noindex, nofollow"/);
    expect(answer.headers.get("speculation-rules")).toBeNull();
    const rules = await (await worker.fetch("/speculation-rules.json")).text();
    expect(rules).toContain('"/admin"');
    expect(rules).toContain('"/admin/*"');
    expect(await (await worker.fetch("/sitemap.xml")).text()).not.toContain("/admin");
  });

  it("loads the built CMS script, with its integrity, and runs no inline script", async () => {
    const { text } = await get(await ready, "/admin");
    const { entries, integrity } = readAdminManifest("dist/client");
    expect(text).toContain(
      `<script type="module" src="${entries.cms.script}" integrity="${integrity[entries.cms.script]}">`,
    );
    expect(entries.cms.script).toMatch(/^\/assets\/admin\/main-[\w-]+\.js$/);
    for (const [tag] of text.matchAll(/<script\b[^>]*>/g)) expect(tag).toMatch(/ src="|type="application\/json"/);
    // The file is the assets binding's, cached for ever like every built file.
    const file = await (await ready).fetch(entries.cms.script);
    expect(file.status).toBe(200);
    expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await file.arrayBuffer()).byteLength).toBe(readFileSync(`dist/client${entries.cms.script}`).byteLength);
  });

  it("configures the CMS from the settings: GitHub through this site's relay, every change a pull request", async () => {
    const config = dataBlock((await get(await ready, "/admin")).text, "cms-config") as Record<string, unknown>;
    expect(config).toMatchObject({
      load_config_file: false,
      publish_mode: "editorial_workflow",
      backend: {
        name: "github",
        repo: "vertexa/site",
        branch: "content",
        base_url: "http://localhost",
        auth_endpoint: "admin/auth",
        auth_methods: ["oauth"],
        preview_context: "Preview",
        commit_messages: { update: "Edit {{collection}} “{{slug}}”" },
      },
    });
    // The collections come with the CMS's bundle (made at build from the schemas), not in every Worker.
    expect(config).not.toHaveProperty("collections");
  });

  it("links to the lead desk, and the desk links back", async () => {
    const worker = await ready;
    expect((await get(worker, "/admin")).text).toContain('<a href="/desk">');
    expect((await get(worker, "/desk")).text).toContain('href="/admin"');
  });

  it("deployed without CMS_REPO, says the editor is not set up, and loads no CMS", async () => {
    const access = await accessStandIn();
    const worker = await started({}, access);
    const answer = await get(worker, `${SITE}/admin`, { [HEADER]: await access.token() });
    expect(answer.status).toBe(503);
    expect(answer.text).toContain("CMS_REPO is not set");
    expect(answer.text).not.toContain("<script");
    expect(answer.text).not.toContain(ACCESS_EMAIL);
  });
});

describe("GitHub's status, relayed", () => {
  it.each([
    [
      "GitHub's indicator",
      () => Response.json({ status: { indicator: "minor", description: "Partial outage" } }),
      "minor",
    ],
    ["unknown when the page fails", () => new Response("oops", { status: 503 }), "unknown"],
    ["unknown when it says something else", () => Response.json({ status: { indicator: "<b>" } }), "unknown"],
  ])("answers %s, and nothing more", async (_name, answer, indicator) => {
    const worker = await startWorker({ outbound: answer });
    workers.push(worker);
    const response = await worker.fetch("/admin/github-status");
    expect(await response.json()).toEqual({ status: { indicator } });
    expect(worker.outbound.map((request) => request.url)).toEqual(["https://www.githubstatus.com/api/v2/status.json"]);
  });
});
