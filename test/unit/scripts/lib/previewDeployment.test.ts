import { describe, expect, it } from "vitest";
import {
  PREVIEW_ENVIRONMENT,
  reportPreview,
  retirePreview,
  type GitHub,
} from "../../../../scripts/lib/previewDeployment.ts";
import { PREVIEW_ENVIRONMENT as CMS_PREVIEW_CONTEXT } from "../../../../src/server/admin/config";

/** The slice of Octokit the functions use, with every call recorded. */
function fakeGitHub(
  deployments: { id: number; payload?: unknown }[] = [],
  created: { id?: number; message?: string } = { id: 77 },
) {
  const calls: { method: string; params: Record<string, unknown> }[] = [];
  const github: GitHub = {
    paginate: async (_route, params) => {
      calls.push({ method: "list", params });
      return deployments;
    },
    rest: {
      repos: {
        listDeployments: {},
        createDeployment: async (params) => {
          calls.push({ method: "deployment", params });
          return { status: created.id ? 201 : 409, data: created };
        },
        createDeploymentStatus: async (params) => calls.push({ method: "status", params }),
      },
    },
  };
  return { github, calls };
}
const context = { repo: { owner: "vertexa", repo: "site" }, payload: { pull_request: { number: 12 } } };

describe("reportPreview", () => {
  it("reports the Preview on the head commit: a deployment, then its success with the URL", async () => {
    const { github, calls } = fakeGitHub();
    const id = await reportPreview(github, context, {
      sha: "abc123",
      url: "https://pr-12-offshore-site.acme.workers.dev",
      runUrl: "https://github.com/vertexa/site/actions/runs/1",
    });
    expect(id).toBe(77);
    expect(calls).toEqual([
      {
        method: "deployment",
        params: expect.objectContaining({
          ref: "abc123",
          environment: "Preview",
          transient_environment: true,
          production_environment: false,
          auto_merge: false,
          required_contexts: [],
          payload: { pr: 12 },
        }),
      },
      {
        method: "status",
        params: expect.objectContaining({
          deployment_id: 77,
          state: "success",
          environment: "Preview",
          environment_url: "https://pr-12-offshore-site.acme.workers.dev",
          log_url: "https://github.com/vertexa/site/actions/runs/1",
        }),
      },
    ]);
  });

  it("is the environment the site editor reads its Preview links from", () => {
    expect(PREVIEW_ENVIRONMENT).toBe(CMS_PREVIEW_CONTEXT);
  });

  it("fails, saying why, when GitHub makes no deployment", async () => {
    const { github, calls } = fakeGitHub([], { message: "Conflict merging main into topic." });
    await expect(reportPreview(github, context, { sha: "abc", url: "https://x.example" })).rejects.toThrow(
      /Conflict merging/,
    );
    expect(calls.map((c) => c.method)).toEqual(["deployment"]);
  });
});

describe("retirePreview", () => {
  it("marks this pull request's deployments inactive, and no other's", async () => {
    const { github, calls } = fakeGitHub([
      { id: 1, payload: { pr: 12 } },
      { id: 2, payload: { pr: 13 } },
      { id: 3, payload: { pr: 12 } },
      { id: 4 },
    ]);
    expect(await retirePreview(github, context)).toBe(2);
    expect(calls.filter((c) => c.method === "status").map((c) => [c.params.deployment_id, c.params.state])).toEqual([
      [1, "inactive"],
      [3, "inactive"],
    ]);
  });
});
