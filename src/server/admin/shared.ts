/**
 * What the build (build/admin/) and the Worker both name, so this module imports nothing: the one
 * folder pictures go in (repository-relative) and the path pages name them by (the content
 * schemas' picture `src` is `/media/<file>`), and where the CMS asks for GitHub's status.
 */
export const MEDIA = { folder: "src/content/media", public: "/media" } as const;

/** The Worker's relay of GitHub's status page (status.ts), which the CMS's bundle asks instead of githubstatus.com. */
export const GITHUB_STATUS_PATH = "/admin/github-status";
