import type { Context } from "hono";
import type { DeskEnv } from "../../desk/gate";

/** GitHub's status, as its status page publishes it (https://www.githubstatus.com/api). */
export const GITHUB_STATUS_URL = "https://www.githubstatus.com/api/v2/status.json";
const INDICATORS = new Set(["none", "minor", "major", "critical"]);
/** How long the CMS's question may wait for GitHub's status page (it asks again in 5 minutes). */
const TIMEOUT_MS = 3_000;

/**
 * `/admin/github-status`: GitHub's status for the CMS, which shows a notice while GitHub has an
 * incident. Sveltia asks githubstatus.com itself; its bundle asks here instead (build/admin), so
 * the editor's browser talks to no origin but this site's and GitHub's API. Only the indicator is
 * passed on (`unknown` when the page cannot be read); Cloudflare keeps the page for 5 minutes.
 */
export async function githubStatus(c: Context<DeskEnv>): Promise<Response> {
  let indicator = "unknown";
  try {
    const response = await fetch(GITHUB_STATUS_URL, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cf: { cacheTtl: 300, cacheEverything: true },
    });
    if (response.ok) {
      const said = ((await response.json()) as { status?: { indicator?: unknown } }).status?.indicator;
      if (typeof said === "string" && INDICATORS.has(said)) indicator = said;
    }
  } catch {
    // Unreachable or unreadable: the CMS shows no notice.
  }
  return c.json({ status: { indicator } });
}
