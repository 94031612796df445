/**
 * A pull request's Worker Preview reported on its head commit as a GitHub deployment
 * (.github/workflows/preview.yml, through actions/github-script): environment `Preview`, state
 * `success`, the Preview's URL as its environment URL. The site editor (Sveltia CMS, its
 * `preview_context`, src/server/admin/config.ts) reads it on an entry waiting in review and links
 * the Preview, as Decap's "Check for Preview" does; the pull request shows it too. When the pull
 * request closes, its deployments are marked inactive (the Preview is deleted).
 *
 * @example
 * const { reportPreview } = await import(`${process.env.GITHUB_WORKSPACE}/scripts/lib/previewDeployment.ts`);
 * await reportPreview(github, context, { sha, url, runUrl });
 */

/** The deployment environment every Preview is reported under (one name, not one per pull request). */
export const PREVIEW_ENVIRONMENT = "Preview";

interface Deployment {
  id: number;
  payload?: unknown;
}

/** What is used of actions/github-script's `github` (an Octokit) and `context`. */
export interface GitHub {
  paginate(route: unknown, params: Record<string, unknown>): Promise<Deployment[]>;
  rest: {
    repos: {
      listDeployments: unknown;
      createDeployment(
        params: Record<string, unknown>,
      ): Promise<{ status: number; data: { id?: number; message?: string } }>;
      createDeploymentStatus(params: Record<string, unknown>): Promise<unknown>;
    };
  };
}
export interface Context {
  repo: { owner: string; repo: string };
  payload: { pull_request?: { number: number } };
}

/** The pull request's number, or an error outside a pull request's event. */
function pullRequestOf(context: Context): number {
  const number = context.payload.pull_request?.number;
  if (number === undefined) throw new Error("not a pull request event");
  return number;
}

/**
 * Reports the Preview at `url` on commit `sha`: a deployment (transient, not production, no
 * required checks: the Preview exists whatever CI says) and its `success` status with the URL.
 * Returns the deployment's id.
 */
export async function reportPreview(
  github: GitHub,
  context: Context,
  { sha, url, runUrl }: { sha: string; url: string; runUrl?: string },
): Promise<number> {
  const { owner, repo } = context.repo;
  const pr = pullRequestOf(context);
  const created = await github.rest.repos.createDeployment({
    owner,
    repo,
    ref: sha,
    environment: PREVIEW_ENVIRONMENT,
    description: `Worker Preview of pull request #${pr}`,
    transient_environment: true,
    production_environment: false,
    auto_merge: false,
    required_contexts: [],
    payload: { pr },
  });
  const id = created.data.id;
  if (id === undefined) throw new Error(`GitHub made no deployment: ${created.data.message ?? created.status}`);
  await github.rest.repos.createDeploymentStatus({
    owner,
    repo,
    deployment_id: id,
    state: "success",
    environment: PREVIEW_ENVIRONMENT,
    environment_url: url,
    ...(runUrl ? { log_url: runUrl } : {}),
    description: "The Preview is up",
  });
  return id;
}

/** Marks the pull request's Preview deployments inactive (its Preview is deleted); returns how many. */
export async function retirePreview(github: GitHub, context: Context): Promise<number> {
  const { owner, repo } = context.repo;
  const pr = pullRequestOf(context);
  const deployments = await github.paginate(github.rest.repos.listDeployments, {
    owner,
    repo,
    environment: PREVIEW_ENVIRONMENT,
    per_page: 100,
  });
  const mine = deployments.filter((d) => (d.payload as { pr?: unknown } | undefined)?.pr === pr);
  for (const deployment of mine)
    await github.rest.repos.createDeploymentStatus({
      owner,
      repo,
      deployment_id: deployment.id,
      state: "inactive",
      description: "The pull request closed: its Preview is deleted",
    });
  return mine.length;
}
