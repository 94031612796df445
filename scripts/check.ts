/**
 * `npm run check`: what CI runs. The format check, lint and typecheck first, side by side (each is
 * one process on one core, none drives a browser, none writes what another reads), then `npm test`
 * alone (browser installs, build, then the Vitest projects; its browsers never share the machine
 * with them). Each command's output is printed whole when it ends, with its wall time; the first
 * failure fails the check (the others still finish, so every problem is reported in one go).
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
const statics = await Promise.all(["format:check", "lint", "typecheck"].map((script) => run(script)));
statics.forEach(report);
const failed = statics.filter((o) => o.code !== 0);
if (failed.length > 0) {
  console.error(`check failed: ${failed.map((o) => `npm run ${o.script}`).join(", ")}`);
  process.exit(1);
}
console.log(`--- static checks side by side: ${((Date.now() - started) / 1000).toFixed(1)} s`);
const tests = await run("test", { inherit: true });
console.log(
  `--- npm test: ${tests.code === 0 ? "passed" : `failed (exit ${tests.code})`} in ${tests.seconds.toFixed(1)} s`,
);
console.log(`--- npm run check: ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(tests.code);
