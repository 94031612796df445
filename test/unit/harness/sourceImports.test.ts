/** harness/sourceImports.ts lets a Node script import the site's content as it is written. */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { contactFields } from "../../../src/content/contact";
import { seoPage } from "../../../src/content/services";

/** Runs an ES module in the project's Node (the one running the tests), from the project root. */
function node(source: string) {
  const run = spawnSync(process.execPath, ["--input-type=module", "--eval", source], { encoding: "utf8" });
  return { status: run.status, stdout: run.stdout.trim(), stderr: run.stderr };
}

const READ = `
  const { contactFields } = await import("./src/content/contact.ts");
  const { seoPage } = await import("./src/content/services/index.ts");
  console.log(JSON.stringify([contactFields.firstName.label, seoPage.path]));`;

/**
 * A Node process that loads the content collections (YAML, zod, markdown-it) takes 2 s here when
 * the machine is quiet and went past Vitest's 5 s under CI's load: a start-up, not a claim.
 */
const NODE_START = 30_000;

describe("sourceImports", () => {
  it(
    "resolves src's extensionless imports once registered",
    () => {
      const run = node(`import "./harness/sourceImports.ts";${READ}`);
      expect(run.stderr).toBe("");
      expect(JSON.parse(run.stdout)).toEqual([contactFields.firstName.label, seoPage.path]);
    },
    NODE_START,
  );

  it(
    "is needed: without it Node cannot load the content",
    () => {
      const run = node(READ);
      expect(run.status).not.toBe(0);
      // An extensionless import, or a collection's `virtual:content/…` module, whichever comes first.
      expect(run.stderr).toMatch(/ERR_MODULE_NOT_FOUND|ERR_UNSUPPORTED_ESM_URL_SCHEME/);
    },
    NODE_START,
  );
});
