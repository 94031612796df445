import { describe, expect, it } from "vitest";
import {
  cmsConfig,
  cmsSettings as readSettings,
  COMMIT_MESSAGES,
  LOCAL_REPO,
} from "../../../../src/server/admin/config";

/** The settings as the Worker reads them (the tests' type-check knows no Worker `Env`). */
const cmsSettings = (settings: Record<string, string>, local: boolean) =>
  readSettings(settings as Parameters<typeof readSettings>[0], local);

describe("cmsSettings", () => {
  it("reads the repository and the branch, one setting each (main by default)", () => {
    expect(cmsSettings({ CMS_REPO: " vertexa/site ", CMS_BRANCH: "" }, false)).toEqual({
      ok: true,
      repo: "vertexa/site",
      branch: "main",
    });
    expect(cmsSettings({ CMS_REPO: "vertexa/site", CMS_BRANCH: "content/2026" }, false)).toMatchObject({
      branch: "content/2026",
    });
  });

  it("without CMS_REPO: a deployed editor is not set up; a local one names a placeholder", () => {
    expect(cmsSettings({}, false)).toEqual({ ok: false, problem: expect.stringContaining("CMS_REPO is not set") });
    expect(cmsSettings({}, true)).toEqual({ ok: true, repo: LOCAL_REPO, branch: "main" });
  });

  it.each([
    [{ CMS_REPO: "https://github.com/vertexa/site" }, /owner\/name/],
    [{ CMS_REPO: "vertexa" }, /owner\/name/],
    [{ CMS_REPO: "vertexa/site", CMS_BRANCH: "../main" }, /branch name/],
    [{ CMS_REPO: "vertexa/site", CMS_BRANCH: "-f" }, /branch name/],
  ])("refuses %o", (env, problem) => {
    const settings = cmsSettings(env, false);
    expect(settings.ok).toBe(false);
    expect(!settings.ok && settings.problem).toMatch(problem);
  });
});

describe("cmsConfig", () => {
  const config = cmsConfig({
    origin: "https://www.example.dev",
    repo: "vertexa/site",
    branch: "main",
    siteUrl: "https://www.example.dev",
  });

  it("signs in through this site's relay only, and makes every change a pull request titled by what changed", () => {
    expect(config.load_config_file).toBe(false);
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.backend).toMatchObject({
      name: "github",
      base_url: "https://www.example.dev",
      auth_endpoint: "admin/auth",
      auth_methods: ["oauth"],
      preview_context: "Preview",
    });
    for (const template of Object.values(COMMIT_MESSAGES)) expect(template).toMatch(/\{\{(slug|path)\}\}/);
    // The collections and the media folder come with the CMS's bundle (build/admin), not from the Worker.
    expect(config).not.toHaveProperty("collections");
    expect(config).not.toHaveProperty("media_folder");
  });
});
