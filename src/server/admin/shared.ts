/**
 * What the build (build/admin/) and the Worker both name, so this module imports nothing: where the
 * CMS asks for GitHub's status, which the Worker relays (status.ts) and the CMS's bundle asks
 * instead of githubstatus.com.
 */
export const GITHUB_STATUS_PATH = "/admin/github-status";
