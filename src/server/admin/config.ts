import type { CmsConfig } from "@sveltia/cms";
import type { AppEnv } from "../types";
import { adminWords } from "./words";

/** Where the CMS's sign-in starts: this Worker's relay (`oauth.ts`), relative to the site's origin. */
export const AUTH_ENDPOINT = "admin/auth";
/**
 * The name of the GitHub deployment environment `preview.yml` reports each pull request's Preview
 * under (scripts/lib/previewDeployment.ts): the CMS shows its URL on an entry waiting in review
 * (Sveltia's "deploy previews").
 */
export const PREVIEW_ENVIRONMENT = "Preview";

/** A repository as GitHub names it: `owner/name`. */
const REPO = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/;
/** A branch name git accepts, without the rarities (`..`, a leading `-` or `/`, spaces). */
const BRANCH = /^(?!-|\/|.*\.\.|.*\/\/|.*\/$|.*\.lock$)[A-Za-z0-9._/-]{1,200}$/;

/** The repository a local editor without `CMS_REPO` names (its local-repository mode needs a name, nothing more). */
export const LOCAL_REPO = "local/offshore-site";

/** What `CMS_REPO` and `CMS_BRANCH` make of the editor: the repository and branch it edits, or why not. */
export type CmsSettings = { ok: true; repo: string; branch: string } | { ok: false; problem: string };

/**
 * Reads `CMS_REPO` (`owner/name`) and `CMS_BRANCH` (default `main`), one setting each. Without
 * `CMS_REPO`, a local editor (`npm start`, which edits the folder on this computer) names a
 * placeholder; a deployed one is not set up.
 *
 * @example cmsSettings({ CMS_REPO: "vertexa/site", CMS_BRANCH: "" }, false) // { ok: true, repo: "vertexa/site", branch: "main" }
 */
export function cmsSettings(env: Partial<AppEnv["Bindings"]>, local: boolean): CmsSettings {
  const repo = env.CMS_REPO?.trim() || (local ? LOCAL_REPO : "");
  const branch = env.CMS_BRANCH?.trim() || "main";
  if (!repo) return { ok: false, problem: "CMS_REPO is not set: the repository the editor changes, as owner/name" };
  if (!REPO.test(repo)) return { ok: false, problem: `CMS_REPO must be a GitHub repository as owner/name` };
  if (!BRANCH.test(branch)) return { ok: false, problem: "CMS_BRANCH must be a branch name, e.g. main" };
  return { ok: true, repo, branch };
}

/**
 * Sveltia's commit messages, which are also the title of each change's pull request (editorial
 * workflow): what changed, in the collection's own word ("Edit case study “jetstream”").
 */
export const COMMIT_MESSAGES = {
  create: "New {{collection}} “{{slug}}”",
  update: "Edit {{collection}} “{{slug}}”",
  delete: "Remove {{collection}} “{{slug}}”",
  uploadMedia: "Add picture “{{path}}”",
  deleteMedia: "Remove picture “{{path}}”",
} as const;

/**
 * The CMS configuration `/admin` writes in its page, from the site's settings: GitHub through this
 * site's own sign-in relay, the repository and branch, every change a pull request (editorial
 * workflow). The page's script adds the collections and media folder the build made from the
 * content schemas (build/admin/cmsCollections.ts, in the admin bundle) and starts Sveltia with it
 * (`CMS.init({ config })`, no `config.yml`).
 *
 * @example cmsConfig({ origin: "https://www.example.dev", repo: "vertexa/site", branch: "main", siteUrl })
 */
export function cmsConfig({
  origin,
  repo,
  branch,
  siteUrl,
}: {
  origin: string;
  repo: string;
  branch: string;
  siteUrl: string;
}): Omit<CmsConfig, "collections"> {
  return {
    load_config_file: false,
    app_title: adminWords.appTitle,
    logo: { src: "/favicon.svg" },
    site_url: siteUrl,
    backend: {
      name: "github",
      repo,
      branch,
      base_url: origin,
      auth_endpoint: AUTH_ENDPOINT,
      // One way in for editors: the site's own GitHub sign-in (no personal access tokens to paste).
      auth_methods: ["oauth"],
      commit_messages: { ...COMMIT_MESSAGES },
      preview_context: PREVIEW_ENVIRONMENT,
    },
    publish_mode: "editorial_workflow",
    // An optional field left empty is left out of the file (a schema with no such key passes).
    output: { omit_empty_optional_fields: true },
  };
}
