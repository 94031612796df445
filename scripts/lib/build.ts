import { spawnSync } from "node:child_process";

/**
 * `--no-build` on the command line: the script uses the build already in dist/ (a build made just
 * before, as CI's `npm test` makes one before `npm run faults -- --no-build`).
 */
const reuseBuild = process.argv.includes("--no-build");

/** The command-line arguments without `--no-build`. */
export const argsWithoutBuildFlag = () => process.argv.slice(2).filter((a) => a !== "--no-build");

/** Builds the site (`vite build`) unless `--no-build` was given; a failed build ends the process. */
export function buildUnlessReused(): void {
  if (reuseBuild) return;
  if (spawnSync("npx", ["vite", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
}
