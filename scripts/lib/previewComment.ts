/**
 * The one comment on a pull request that gives its Worker Preview's URL (.github/workflows/preview.yml,
 * through actions/github-script): found by its marker among the bot's comments and updated, or
 * made if there is none, so each push changes one comment instead of adding one.
 *
 * @example
 * // in actions/github-script, after actions/checkout:
 * const { upsertPreviewComment } = await import(`${process.env.GITHUB_WORKSPACE}/scripts/lib/previewComment.ts`);
 * await upsertPreviewComment(github, context, `**Preview**: ${url}`);
 */

/** The first line of the comment: how the workflow finds it again. */
export const PREVIEW_MARKER = "<!-- worker-preview -->";

interface Comment {
  id: number;
  body?: string;
  user?: { type?: string } | null;
}

/** What is used of actions/github-script's `github` (an Octokit) and `context`. */
export interface GitHub {
  paginate(route: unknown, params: { owner: string; repo: string; issue_number: number }): Promise<Comment[]>;
  rest: {
    issues: {
      listComments: unknown;
      createComment(params: { owner: string; repo: string; issue_number: number; body: string }): Promise<unknown>;
      updateComment(params: { owner: string; repo: string; comment_id: number; body: string }): Promise<unknown>;
    };
  };
}
export interface Context {
  repo: { owner: string; repo: string };
  payload: { pull_request?: { number: number } };
}

/**
 * Sets the pull request's preview comment to `text` (the marker is put first). `create: false`
 * only updates one that exists (when the Preview is deleted, a pull request that never had one
 * gets no comment).
 */
export async function upsertPreviewComment(
  github: GitHub,
  context: Context,
  text: string,
  { create = true } = {},
): Promise<"created" | "updated" | "none"> {
  const { owner, repo } = context.repo;
  const issue_number = context.payload.pull_request?.number;
  if (issue_number === undefined) throw new Error("not a pull request event");
  const body = `${PREVIEW_MARKER}\n${text}`;
  const comments = await github.paginate(github.rest.issues.listComments, { owner, repo, issue_number });
  const mine = comments.find((c) => c.user?.type === "Bot" && c.body?.startsWith(PREVIEW_MARKER));
  if (mine) {
    await github.rest.issues.updateComment({ owner, repo, comment_id: mine.id, body });
    return "updated";
  }
  if (!create) return "none";
  await github.rest.issues.createComment({ owner, repo, issue_number, body });
  return "created";
}
