/**
 * Push to deploy (.github/workflows, wrangler.toml's `[previews]`): what the workflows promise is
 * read from the files themselves — every action pinned to a full commit SHA, least-privilege
 * permissions, no Preview for a fork's pull request, production deployed only after CI passed for
 * that commit — and the Preview settings are read as Wrangler reads them: no production mailbox,
 * webhook or Slack URL, the Preview's own SITE_URL, lead store and rate limits, and noindex.
 */
import { readFileSync, readdirSync } from "node:fs";
import { unstable_readConfig } from "wrangler";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  if?: string;
  needs?: string[];
  permissions?: Record<string, string>;
  container?: string;
  steps: Step[];
}
interface Workflow {
  name: string;
  on: Record<string, Record<string, unknown> | null>;
  permissions?: Record<string, string>;
  concurrency?: { group: string; "cancel-in-progress": boolean };
  env?: Record<string, string>;
  jobs: Record<string, Job>;
}

const DIR = ".github/workflows";
const files = readdirSync(DIR).filter((name) => /\.ya?ml$/.test(name));
const text = (file: string) => readFileSync(`${DIR}/${file}`, "utf8");
const workflow = (file: string) => parse(text(file)) as Workflow;
const steps = (wf: Workflow) => Object.values(wf.jobs).flatMap((job) => job.steps);

const ci = workflow("ci.yml");
const preview = workflow("preview.yml");
const deploy = workflow("deploy.yml");
const FORK_CHECK = "github.event.pull_request.head.repo.full_name == github.repository";

describe("every workflow", () => {
  it("has the three of push to deploy", () => {
    expect(files.sort()).toEqual(["ci.yml", "deploy.yml", "preview.yml"]);
  });

  it.each(files)("%s pins every action to a full commit SHA, its version in a comment", (file) => {
    const uses = [...text(file).matchAll(/^\s*(?:- )?uses: (.+)$/gm)].map((m) => m[1]!);
    expect(uses.length).toBeGreaterThan(0);
    for (const line of uses) expect(line).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
  });

  it.each(files)("%s grants no permission at the top beyond reading the contents", (file) => {
    const granted = workflow(file).permissions;
    expect(granted, "top-level permissions must be set").toBeDefined();
    expect(Object.entries(granted!).filter(([scope, level]) => !(scope === "contents" && level === "read"))).toEqual(
      [],
    );
  });

  it.each(files)("%s never runs a fork's code with the repository's secrets (no pull_request_target)", (file) => {
    expect(Object.keys(workflow(file).on)).not.toContain("pull_request_target");
  });

  it.each(files)("%s sets up Node of the major the project pins (the `node` devDependency)", (file) => {
    const pinned = JSON.parse(readFileSync("package.json", "utf8")).devDependencies.node as string;
    const major = /\d+/.exec(pinned)![0];
    const setups = steps(workflow(file)).filter((s) => s.uses?.startsWith("actions/setup-node@"));
    expect(setups.length).toBeGreaterThan(0);
    for (const s of setups) expect(String(s.with?.["node-version"])).toBe(major);
  });
});

describe("ci.yml", () => {
  it("runs on pull requests and pushes to main", () => {
    expect(Object.keys(ci.on).sort()).toEqual(["pull_request", "push"]);
    expect(ci.on.push).toEqual({ branches: ["main"] });
  });

  it("reads the contents and nothing else", () => {
    expect(ci.permissions).toEqual({ contents: "read" });
    for (const job of Object.values(ci.jobs)) expect(job.permissions).toBeUndefined();
  });

  it("cancels a run its branch's newer push supersedes", () => {
    expect(ci.concurrency).toEqual({ group: "ci-${{ github.ref }}", "cancel-in-progress": true });
  });

  it("makes the checks of .ci/run, on Debian as the team's machines, caching npm's downloads only", () => {
    const working = Object.entries(ci.jobs).filter(([id]) => id !== "check");
    for (const [id, job] of working) expect(job.container, id).toBe("debian:12");
    // Every step of .ci/run but the tests (ciJobs.test.ts proves those) is a step of a job.
    const runs = steps(ci).map((s) => s.run ?? "");
    for (const command of [
      "npm ci --no-audit --no-fund",
      "npm run -s lint:workflows",
      "npm run -s format:check",
      "npm run -s lint",
      "npm run -s typecheck",
      "bash .ci/worker-size",
      "bash .ci/smoke-start",
    ])
      expect(runs, command).toContain(command);
    expect(runs.join("\n")).toContain("npm run types >/dev/null && git diff --exit-code -- worker-configuration.d.ts");
    expect(runs.join("\n")).toMatch(/npm run storm -- --no-build[^\n]*&\n[\s\S]*npm run faults -- --no-build/);
    for (const [id, job] of working) {
      const setup = job.steps.find((s) => s.uses?.startsWith("actions/setup-node@"));
      expect(setup?.with?.cache, id).toBe("npm");
    }
    expect(steps(ci).filter((s) => s.uses?.startsWith("actions/cache"))).toEqual([]);
    expect(JSON.stringify(steps(ci).map((s) => s.with ?? {}))).not.toMatch(/node_modules/);
  });

  it("passes only when every job passed, in one check named as before the split (`check`)", () => {
    const check = ci.jobs.check!;
    expect(check.needs?.sort()).toEqual(
      Object.keys(ci.jobs)
        .filter((id) => id !== "check")
        .sort(),
    );
    expect(check.if).toBe("always()");
    expect(check.steps[0]!.env?.RESULTS).toBe("${{ join(needs.*.result, ' ') }}");
    expect(check.steps[0]!.run).toContain('[ "$result" = success ] || exit 1');
  });
});

describe("preview.yml", () => {
  it("follows a pull request from opened to closed", () => {
    expect(preview.on).toEqual({ pull_request: { types: ["opened", "synchronize", "reopened", "closed"] } });
  });

  it("runs no job for a fork's pull request", () => {
    for (const [name, job] of Object.entries(preview.jobs)) expect(job.if, name).toContain(FORK_CHECK);
  });

  it("grants nothing at the top, and writing to pull requests and deployments only to the jobs that comment and report", () => {
    expect(preview.permissions).toEqual({});
    for (const [name, job] of Object.entries(preview.jobs)) {
      const comments = job.steps.some((s) => s.uses?.startsWith("actions/github-script@"));
      expect(job.permissions, name).toEqual(
        comments ? { contents: "read", "pull-requests": "write", deployments: "write" } : { contents: "read" },
      );
    }
  });

  it("reports the Preview on the head commit as a deployment, and retires it when the pull request closes", () => {
    // The deployment and its status: scripts/lib/previewDeployment.ts (its own unit test).
    const report = preview.jobs.deploy!.steps.find((s) => String(s.with?.script ?? "").includes("reportPreview"));
    expect(report?.env?.PREVIEW_URL).toBe("${{ steps.preview.outputs.url }}");
    expect(report?.with?.script).toContain("context.payload.pull_request.head.sha");
    expect(
      preview.jobs.delete!.steps.some((s) =>
        String(s.with?.script ?? "").includes("await retirePreview(github, context)"),
      ),
    ).toBe(true);
  });

  it("makes Preview pr-<number> with the project's own Wrangler and comments its URL in one comment", () => {
    expect(preview.env?.PREVIEW_NAME).toBe("pr-${{ github.event.pull_request.number }}");
    const { deploy: make } = preview.jobs;
    const runs = make!.steps.map((s) => s.run ?? "").join("\n");
    expect(runs).toContain("npm ci");
    expect(runs).toMatch(/npx wrangler preview --name "\$PREVIEW_NAME" --var "SITE_URL:/);
    // The comment is found again and updated by scripts/lib/previewComment.ts (its own unit test).
    const comment = make!.steps.find((s) => s.uses?.startsWith("actions/github-script@"));
    expect(comment?.with?.script).toContain("/scripts/lib/previewComment.ts`);");
    expect(comment?.with?.script).toMatch(/await upsertPreviewComment\(github, context, \[/);
  });

  it("deletes the Preview when the pull request closes", () => {
    const { delete: remove } = preview.jobs;
    expect(remove!.if).toContain("github.event.action == 'closed'");
    expect(remove!.steps.map((s) => s.run)).toContain(
      'npx wrangler preview delete --name "$PREVIEW_NAME" --skip-confirmation',
    );
  });
});

describe("deploy.yml", () => {
  it("runs when CI completes on main, and deploys only a push to this repository's main that passed", () => {
    expect(deploy.on).toEqual({ workflow_run: { workflows: [ci.name], types: ["completed"], branches: ["main"] } });
    const [job] = Object.values(deploy.jobs);
    for (const condition of [
      "github.event.workflow_run.conclusion == 'success'",
      "github.event.workflow_run.event == 'push'",
      "github.event.workflow_run.head_branch == 'main'",
      "github.event.workflow_run.head_repository.full_name == github.repository",
    ])
      expect(job!.if).toContain(condition);
  });

  it("deploys the very commit CI passed", () => {
    const checkout = steps(deploy).find((s) => s.uses?.startsWith("actions/checkout@"));
    expect(checkout?.with?.ref).toBe("${{ github.event.workflow_run.head_sha }}");
  });

  it("never cancels a deploy in progress", () => {
    expect(deploy.concurrency).toEqual({ group: "deploy-production", "cancel-in-progress": false });
  });

  it("deploys through cloudflare/wrangler-action pinned to a commit, with the repository's secrets", () => {
    const action = steps(deploy).find((s) => s.uses?.startsWith("cloudflare/wrangler-action@"));
    expect(action?.uses).toMatch(/^cloudflare\/wrangler-action@[0-9a-f]{40}$/);
    expect(action?.with).toEqual({
      apiToken: "${{ secrets.CLOUDFLARE_API_TOKEN }}",
      accountId: "${{ secrets.CLOUDFLARE_ACCOUNT_ID }}",
      command: "deploy",
    });
  });
});

describe("wrangler.toml's [previews], as Wrangler reads it", () => {
  const config = unstable_readConfig({ config: "wrangler.toml" }, { hideWarnings: true });
  const production = config.vars as Record<string, string>;
  const previews = config.previews?.vars as Record<string, string>;

  it("gives a Preview every var production has (it inherits none)", () => {
    expect(Object.keys(previews).sort()).toEqual(expect.arrayContaining(Object.keys(production).sort()));
  });

  it("names no mailbox, webhook or Slack URL, and nothing of production's host", () => {
    expect(previews.LEADS_WEBHOOK_URL).toBe("");
    const productionHost = new URL(production.SITE_URL!).hostname;
    for (const [name, value] of Object.entries(previews)) {
      expect(value, name).not.toMatch(/@|mailto:|slack\.com|hooks\./i);
      expect(value, name).not.toContain(productionHost);
    }
  });

  it("has a SITE_URL of its own and is not indexed", () => {
    expect(new URL(previews.SITE_URL!).hostname).not.toBe(new URL(production.SITE_URL!).hostname);
    expect(previews.NOINDEX).toBe("on");
    expect(production.NOINDEX).toBeUndefined();
  });

  it("keeps leads in the Preview's own store, behind rate limits of its own", () => {
    expect(config.previews?.durable_objects?.bindings).toEqual([{ name: "LEADS", class_name: "LeadStore" }]);
    type Limit = { name: string; namespace_id: string };
    const limits: Limit[] = config.previews?.ratelimits ?? [];
    const productionLimits: Limit[] = config.ratelimits;
    expect(limits.map((r) => r.name).sort()).toEqual(productionLimits.map((r) => r.name).sort());
    const productionNamespaces = new Set(productionLimits.map((r) => r.namespace_id));
    for (const r of limits) expect(productionNamespaces.has(r.namespace_id), r.name).toBe(false);
  });

  it("gives Previews a URL, and production none on workers.dev", () => {
    expect(config.preview_urls).toBe(true);
    expect(config.workers_dev).toBe(false);
  });
});
