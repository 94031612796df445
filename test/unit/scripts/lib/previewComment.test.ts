import { describe, expect, it } from "vitest";
import { PREVIEW_MARKER, upsertPreviewComment, type GitHub } from "../../../../scripts/lib/previewComment.ts";

type Comment = { id: number; body: string; user: { type: string } };

/** A pull request's comments behind the slice of Octokit the function uses, with every call recorded. */
function fakeGitHub(comments: Comment[]) {
  const calls: { method: string; params: Record<string, unknown> }[] = [];
  const github: GitHub = {
    paginate: async (_route, params) => {
      calls.push({ method: "list", params });
      return comments;
    },
    rest: {
      issues: {
        listComments: {},
        createComment: async (params) => calls.push({ method: "create", params }),
        updateComment: async (params) => calls.push({ method: "update", params }),
      },
    },
  };
  return { github, calls };
}
const context = { repo: { owner: "vertexa", repo: "site" }, payload: { pull_request: { number: 12 } } };

describe("upsertPreviewComment", () => {
  it("makes the comment, marker first, on a pull request that has none", async () => {
    const { github, calls } = fakeGitHub([{ id: 1, body: "LGTM", user: { type: "User" } }]);
    expect(await upsertPreviewComment(github, context, "**Preview**: https://pr-12.example")).toBe("created");
    expect(calls.at(-1)).toEqual({
      method: "create",
      params: {
        owner: "vertexa",
        repo: "site",
        issue_number: 12,
        body: `${PREVIEW_MARKER}\n**Preview**: https://pr-12.example`,
      },
    });
  });

  it("updates the bot's marked comment instead of adding one", async () => {
    const { github, calls } = fakeGitHub([
      { id: 1, body: `${PREVIEW_MARKER}\nquoted by a person`, user: { type: "User" } },
      { id: 7, body: `${PREVIEW_MARKER}\nold URL`, user: { type: "Bot" } },
    ]);
    expect(await upsertPreviewComment(github, context, "new URL")).toBe("updated");
    expect(calls.filter((c) => c.method !== "list")).toEqual([
      {
        method: "update",
        params: { owner: "vertexa", repo: "site", comment_id: 7, body: `${PREVIEW_MARKER}\nnew URL` },
      },
    ]);
  });

  it("with create: false, leaves a pull request without the comment alone", async () => {
    const { github, calls } = fakeGitHub([{ id: 3, body: "another bot", user: { type: "Bot" } }]);
    expect(await upsertPreviewComment(github, context, "deleted", { create: false })).toBe("none");
    expect(calls.map((c) => c.method)).toEqual(["list"]);
  });

  it("refuses an event that is not a pull request's", async () => {
    const { github } = fakeGitHub([]);
    await expect(upsertPreviewComment(github, { ...context, payload: {} }, "x")).rejects.toThrow("not a pull request");
  });
});
