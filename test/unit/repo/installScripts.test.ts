/**
 * `npm install` on a fresh clone warns of no install script it has not been told about: every
 * package of the lockfile that has one (esbuild, node, workerd) is approved by name in
 * package.json's `allowScripts` (npm 11's `npm install-scripts approve`), and nothing else is.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (file: string) => JSON.parse(readFileSync(file, "utf8"));
const lock = read("package-lock.json") as { packages: Record<string, { hasInstallScript?: boolean }> };
const allowScripts = (read("package.json") as { allowScripts?: Record<string, boolean> }).allowScripts ?? {};

/** The packages whose install scripts run: the name after the last `node_modules/` of each lock entry. */
const withInstallScripts = [
  ...new Set(
    Object.entries(lock.packages)
      .filter(([path, entry]) => path && entry.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length)),
  ),
].sort();

describe("install scripts", () => {
  it("are each approved in package.json, and only they", () => {
    expect(withInstallScripts.length).toBeGreaterThan(0);
    expect(allowScripts).toEqual(Object.fromEntries(withInstallScripts.map((name) => [name, true])));
  });
});
