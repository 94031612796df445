/**
 * `npm run check`: what CI runs. `npm test` (browser installs, build, then the Vitest projects)
 * starts at once, and the format check, lint and typecheck start beside it at the lowest CPU
 * priority (`nice -n 19`): each is one process that drives no browser and writes nothing a test
 * reads, and the tests' first group (unit, Worker and Firefox) keeps both cores busy, so at nice 0
 * they took a third of its CPU. Niced, they run in the CPU the tests leave idle (the browser-only
 * group waits on its pages a quarter of the time) and never slow a test down
 * (docs/measurements/ci-time.md, stop 59). The tests' output streams live; each static check's
 * output is printed whole after the tests, with its wall time. Any failure fails the check, and
 * every command runs to its end, so every problem is reported in one go.
 */
import { spawn } from "node:child_process";

interface Outcome {
  script: string;
  code: number;
  seconds: number;
  output: string;
}

/** The static checks' priority: the lowest (nice 19), so they only take CPU the tests leave idle. */
const BACKGROUND_NICE = "19";

function run(script: string, { inherit = false, niced = false } = {}): Promise<Outcome> {
  const started = Date.now();
  const command = ["npm", "run", "-s", script];
  return new Promise((resolve) => {
    const [file, ...args] = niced ? ["nice", "-n", BACKGROUND_NICE, ...command] : command;
    const child = spawn(file!, args, { stdio: inherit ? "inherit" : ["ignore", "pipe", "pipe"] });
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
  ["test", "format:check", "lint", "typecheck"].map((script) =>
    script === "test" ? run(script, { inherit: true }) : run(script, { niced: true }),
  ),
);
outcomes.forEach(report);
console.log(`--- npm run check: ${((Date.now() - started) / 1000).toFixed(1)} s`);
const failed = outcomes.filter((o) => o.code !== 0);
if (failed.length > 0) {
  console.error(`check failed: ${failed.map((o) => `npm run ${o.script}`).join(", ")}`);
  process.exit(1);
}
