/**
 * Run by `npm test` before any browser test: the suite drives Debian's Chromium, Firefox ESR and
 * WebKitGTK (MiniBrowser through WebKitWebDriver, under Xvfb), never a tool's own download. What
 * is missing is installed from Debian's packages when we can (root with apt-get, as on CI);
 * otherwise we stop at once with the one command to run. Engines named on the command line
 * (`node scripts/browsers.ts chromium`, as each browser job of ci.yml does) limit it to theirs.
 */
import { accessSync, constants } from "node:fs";
import { spawnSync } from "node:child_process";
import { enginesNamed, missingBrowserPackages, installCommand } from "./lib/browsers.ts";

const isExecutable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const engines = enginesNamed(process.argv.slice(2));
const missing = missingBrowserPackages(isExecutable, engines);
if (missing.length === 0) process.exit(0);

const canInstall = process.getuid?.() === 0 && isExecutable("/usr/bin/apt-get");
if (!canInstall) {
  console.error(`Browser tests need ${missing.join(", ")}: run \`${installCommand(missing, { sudo: true })}\` first.`);
  process.exit(1);
}

console.log(`Installing the browsers the tests drive, from Debian: ${missing.join(" ")}`);
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
for (const args of [
  ["update", "-qq"],
  ["install", "-y", "-qq", ...missing],
]) {
  const run = spawnSync("apt-get", args, { stdio: ["ignore", "ignore", "inherit"], env });
  if (run.status !== 0) {
    console.error(
      `\`apt-get ${args.join(" ")}\` failed (exit ${run.status}): run \`${installCommand(missing)}\` by hand.`,
    );
    process.exit(1);
  }
}
const still = missingBrowserPackages(isExecutable, engines);
if (still.length > 0) {
  console.error(`Still missing after the install: ${still.join(", ")}.`);
  process.exit(1);
}
