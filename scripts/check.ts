/**
 * `npm run check`: what CI runs. `npm test` (browser installs, build, then the Vitest projects)
 * starts at once, and the format check, lint and typecheck run beside its first minutes: each is
 * one process on one core that drives no browser and writes nothing a test reads, and they end
 * while the build and the first test group (unit, Worker and Firefox, mostly waiting) run, before
 * the browser-only group. The tests' output streams live; each static check's output is printed
 * whole after the tests, with its wall time. Any failure fails the check, and every command runs
 * to its end, so every problem is reported in one go.
 */
import { spawn } from "node:child_process";

interface Outcome {
  script: string;
  code: number;
  seconds: number;
  output: string;
}

function run(script: string, { inherit = false } = {}): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "-s", script], { stdio: inherit ? "inherit" : ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => resolve({ script, code: code ?? 1, seconds: (Date.now() - started) / 1000, output }));
  });
}

const report = ({ script, code, seconds, output }: Outcome) => {
  if (output.trim()) process.stdout.write(`${output.trimEnd()}\n`);
  console.log(`--- npm run ${script}: ${code === 0 ? "passed" : `failed (exit ${code})`} in ${seconds.toFixed(1)} s`);
};

const started = Date.now();
const outcomes = await Promise.all(
  ["test", "format:check", "lint", "typecheck"].map((script) => run(script, { inherit: script === "test" })),
);
outcomes.forEach(report);
console.log(`--- npm run check: ${((Date.now() - started) / 1000).toFixed(1)} s`);
const failed = outcomes.filter((o) => o.code !== 0);
if (failed.length > 0) {
  console.error(`check failed: ${failed.map((o) => `npm run ${o.script}`).join(", ")}`);
  process.exit(1);
}
