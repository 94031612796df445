/**
 * ci.yml's jobs side by side run every test file of every Vitest project exactly once. Each job's
 * selection is read from the workflow as its steps run it: the matrix filled in, `npm run …` and
 * `npm test` replaced by their package.json scripts, then each `vitest run`'s `--project` names
 * (wildcards as Vitest reads them) and file filters (a file is kept when its path contains one, as
 * Vitest keeps it). The files are each project's `include` globs from vitest.config.ts. Anything
 * the reading cannot follow (an expression other than the matrix's, an option it does not model
 * such as `--shard`, a Vitest step that runs only on a condition, `npm run check` or `.ci/run`)
 * fails the test rather than pass it unread.
 */
import { globSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import config from "../../../vitest.config";

interface Step {
  name?: string;
  if?: string;
  run?: string;
}
interface Job {
  name?: string;
  strategy?: { matrix?: Record<string, unknown> };
  steps: Step[];
}
interface Workflow {
  jobs: Record<string, Job>;
}
type Matrix = Record<string, string>;

const read = (file: string) => readFileSync(file, "utf8");
const ci = parse(read(".github/workflows/ci.yml")) as Workflow;
const scripts = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts;

/** Each project's test files, as Vitest globs them: its `include`, without node_modules and .git (Vitest's default exclude). */
const projectFiles: ReadonlyMap<string, readonly string[]> = new Map(
  (config.test?.projects ?? []).map((project) => {
    if (typeof project !== "object" || !("test" in project) || !project.test?.name || !project.test.include)
      throw new Error("every project of vitest.config.ts is an inline config with a name and an include");
    const { name, include, exclude } = project.test;
    const ignored = ["**/node_modules/**", "**/.git/**", ...(exclude ?? [])];
    const files = include.flatMap((pattern) => globSync(pattern, { exclude: ignored }));
    return [typeof name === "string" ? name : name.label, [...new Set(files)].sort()] as const;
  }),
);

/** A job's runs: one per matrix entry (`include` lists only), else one. */
function instances(id: string, job: Job): { name: string; matrix: Matrix }[] {
  const matrix = job.strategy?.matrix;
  if (!matrix) return [{ name: job.name ?? id, matrix: {} }];
  const keys = Object.keys(matrix);
  if (keys.some((key) => key !== "include"))
    throw new Error(`${id}: a matrix of ${keys.join(", ")}: list each run under \`include\``);
  return (matrix.include as Matrix[]).map((entry) => ({
    name: (job.name ?? id).replace(/\$\{\{\s*matrix\.([\w-]+)\s*\}\}/g, (_, key: string) => entry[key] ?? ""),
    matrix: entry,
  }));
}

/** `npm test` and `npm run [-s] <script>` replaced by the script they run, over and over. */
function expandScripts(command: string, depth = 0): string {
  if (depth > 8) throw new Error(`npm scripts call each other too deep: ${command}`);
  const expanded = command.replace(
    /\bnpm\s+(?:test\b|run(?:-script)?\s+(?:-\S+\s+)*([\w:.-]+))/g,
    (_, name: string | undefined) => {
      const script = scripts[name ?? "test"];
      if (script === undefined) throw new Error(`no npm script ${name}`);
      return `(${script})`;
    },
  );
  return expanded === command ? command : expandScripts(expanded, depth + 1);
}

/** `${{ matrix.<key> }}` filled in; any other expression cannot be read here. */
function fillMatrix(text: string, matrix: Matrix): string {
  return text.replace(/\$\{\{\s*(.*?)\s*\}\}/g, (whole, expression: string) => {
    const key = /^matrix\.([\w-]+)$/.exec(expression)?.[1];
    if (key === undefined || !(key in matrix))
      throw new Error(`${whole} cannot be read without running the workflow: list the files in the matrix`);
    if (matrix[key]!.includes("${{")) throw new Error(`matrix.${key} holds an expression: list the files as they are`);
    return matrix[key]!;
  });
}

interface Selection {
  projects: string[];
  filters: string[];
}

/** Each `vitest run` of one shell command: its `--project` names and its file filters. */
function vitestRuns(command: string): Selection[] {
  const joined = command.replace(/\\\n/g, " ");
  if (/scripts\/check\.ts|\.ci\/run/.test(joined))
    throw new Error(`${command.trim()}: runs Vitest out of this test's sight (npm run check, .ci/run)`);
  if (/\bvitest\b(?!\s+run\b)/.test(joined.replace(/\bvitest\.config\b|\$\{\{.*?\}\}/g, "")))
    throw new Error(`${command.trim()}: Vitest without \`run\` (watch mode, or a command not modelled here)`);
  return [...joined.matchAll(/\bvitest\s+run\b([^\n;&|>)]*)/g)].map((match) => {
    const words = match[1]!
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => word.replace(/^(['"])(.*)\1$/, "$2"));
    const selection: Selection = { projects: [], filters: [] };
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      if (word === "--project") selection.projects.push(words[++i] ?? "");
      else if (word.startsWith("--project=")) selection.projects.push(word.slice("--project=".length));
      else if (word.startsWith("-")) throw new Error(`vitest run ${word}: an option this test does not model`);
      else if (word.includes(":")) throw new Error(`vitest run ${word}: a file:line filter`);
      else selection.filters.push(word);
    }
    return selection;
  });
}

/** The `project file` pairs a selection runs, as Vitest chooses them. */
function selected({ projects, filters }: Selection): string[] {
  const names = [...projectFiles.keys()];
  const patterns = projects.map((p) => new RegExp(`^${p.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`));
  for (const [i, pattern] of patterns.entries())
    if (!names.some((name) => pattern.test(name))) throw new Error(`--project ${projects[i]} names no project`);
  const chosen = patterns.length === 0 ? names : names.filter((name) => patterns.some((p) => p.test(name)));
  const lowered = filters.map((f) => f.toLowerCase());
  return chosen.flatMap((name) =>
    projectFiles
      .get(name)!
      .filter((file) => lowered.length === 0 || lowered.some((f) => file.toLowerCase().includes(f)))
      .map((file) => `${name} ${file}`),
  );
}

interface Run {
  job: string;
  files: string[];
  /** The engines its `node scripts/browsers.ts …` installs (null: no such step). */
  browsers: string[] | null;
  /** Whether `npm run build` comes before its first `vitest run`. */
  buildsFirst: boolean;
}

/** What each run of each job does, read from the workflow. */
function runsOf(workflow: Workflow): Run[] {
  return Object.entries(workflow.jobs).flatMap(([id, job]) =>
    instances(id, job).map(({ name, matrix }) => {
      const run: Run = { job: name, files: [], browsers: null, buildsFirst: false };
      let built = false;
      for (const step of job.steps) {
        if (step.run === undefined) continue;
        const command = expandScripts(step.run);
        const browsers = /node scripts\/browsers\.ts([^\n;&|>)]*)/.exec(command);
        if (browsers) {
          // The one condition read here: `matrix.<key> != ''` (the job has a browser to install).
          const onlyIf = step.if === undefined ? null : /^matrix\.([\w-]+) != ''$/.exec(step.if.trim());
          if (onlyIf === null && step.if !== undefined)
            throw new Error(`${name}: browsers installed only if ${step.if}`);
          const when = onlyIf === null || fillMatrix(`\${{ matrix.${onlyIf[1]} }}`, matrix) !== "";
          if (when) run.browsers = fillMatrix(browsers[1]!, matrix).trim().split(/\s+/).filter(Boolean);
        }
        // A step that names Vitest has every expression read (the matrix's only), then its runs parsed.
        const vitest = vitestRuns(/\bvitest\b/.test(command) ? fillMatrix(command, matrix) : command);
        if (vitest.length > 0) {
          if (step.if !== undefined) throw new Error(`${name}: a Vitest step that runs only if ${step.if}`);
          if (run.files.length === 0) run.buildsFirst = built;
          for (const selection of vitest) run.files.push(...selected(selection));
        }
        if (/\bvite build\b/.test(command)) built = true;
      }
      return run;
    }),
  );
}

/** The files no job runs, and those more than one runs (or one job twice), with who runs them. */
function coverage(workflow: Workflow): { never: string[]; twice: Record<string, string[]> } {
  const runners = new Map<string, string[]>();
  for (const run of runsOf(workflow))
    for (const file of run.files) runners.set(file, [...(runners.get(file) ?? []), run.job]);
  const every = [...projectFiles].flatMap(([name, files]) => files.map((file) => `${name} ${file}`));
  return {
    never: every.filter((file) => !runners.has(file)),
    twice: Object.fromEntries([...runners].filter(([, jobs]) => jobs.length > 1)),
  };
}

/** ci.yml with one matrix entry changed (a deep copy: the real workflow stays as read). */
function withEntry(name: string, change: (entry: Matrix) => void): Workflow {
  const copy = structuredClone(ci);
  const entry = (copy.jobs.tests!.strategy!.matrix!.include as Matrix[]).find((e) => e.name === name);
  if (!entry) throw new Error(`no matrix entry ${name}`);
  change(entry);
  return copy;
}

describe("ci.yml's jobs", () => {
  it("find the files of every project of vitest.config.ts", () => {
    expect([...projectFiles.keys()].sort()).toEqual([
      "cross-chromium",
      "cross-firefox",
      "cross-webkit",
      "e2e",
      "unit",
      "worker",
    ]);
    for (const [name, files] of projectFiles) expect(files.length, name).toBeGreaterThan(0);
    expect(projectFiles.get("unit")).toContain("test/unit/repo/ciJobs.test.ts");
  });

  it("run every test file exactly once between them", () => {
    expect(coverage(ci)).toEqual({ never: [], twice: {} });
  });

  it("each run some test files, and build first when they test the build", () => {
    const runs = runsOf(ci).filter((run) => run.files.length > 0);
    expect(runs.map((run) => run.job).sort()).toEqual([
      "tests (Chromium 1 of 3)",
      "tests (Chromium 2 of 3)",
      "tests (Chromium 3 of 3)",
      "tests (Firefox)",
      "tests (WebKit)",
      "tests (unit and Worker)",
    ]);
    for (const run of runs) {
      const needsBuild = run.files.some((file) => !file.startsWith("unit "));
      if (needsBuild) expect(run.buildsFirst, run.job).toBe(true);
    }
  });

  it("install from Debian the browsers their files drive, and no other", () => {
    const engineOf = (file: string) => (file.startsWith("e2e ") ? "chromium" : /^cross-(\w+) /.exec(file)?.[1]);
    for (const run of runsOf(ci).filter((r) => r.files.length > 0)) {
      const engines = [...new Set(run.files.map(engineOf).filter((e) => e !== undefined))].sort();
      expect(run.browsers ?? [], run.job).toEqual(engines);
    }
  });
});

describe("the reading of ci.yml fails, not passes, when", () => {
  it("a file is left out of the Chromium lists", () => {
    const workflow = withEntry("Chromium 3 of 3", (e) => {
      e.vitest = e.vitest!.replace(" test/e2e/desk.test.ts", "");
    });
    expect(coverage(workflow).never).toEqual(["e2e test/e2e/desk.test.ts"]);
  });

  it("a file is listed in two jobs", () => {
    const workflow = withEntry("Chromium 2 of 3", (e) => {
      e.vitest += " test/e2e/desk.test.ts";
    });
    expect(coverage(workflow).twice).toEqual({
      "e2e test/e2e/desk.test.ts": ["tests (Chromium 2 of 3)", "tests (Chromium 3 of 3)"],
    });
  });

  it("a job runs a whole project another job runs part of", () => {
    const workflow = withEntry("Firefox", (e) => {
      e.vitest = "--project 'cross-*'";
    });
    expect(Object.keys(coverage(workflow).twice).sort()).toEqual([
      "cross-chromium test/cross/chromium.test.ts",
      "cross-webkit test/cross/webkit.test.ts",
    ]);
  });

  it("a job runs `npm test` (every project) beside the others", () => {
    const workflow = structuredClone(ci);
    workflow.jobs.static!.steps.push({ run: "npm test" });
    expect(Object.keys(coverage(workflow).twice)).toHaveLength([...projectFiles.values()].flat().length);
  });

  it.each([
    ["a shard Vitest computes", (e: Matrix) => (e.vitest += " --shard=1/3")],
    ["an expression other than the matrix's", (e: Matrix) => (e.vitest += " ${{ github.sha }}")],
    ["a --project that names no project", (e: Matrix) => (e.vitest = "--project chromium")],
  ])("the selection has %s", (_, change) => {
    expect(() => coverage(withEntry("Chromium 1 of 3", change))).toThrow();
  });

  it("the Vitest step reads anything but the matrix", () => {
    const workflow = structuredClone(ci);
    const step = workflow.jobs.tests!.steps.find((s) => s.run?.includes("vitest run"))!;
    step.run += " --shard=${{ strategy.job-index }}";
    expect(() => coverage(workflow)).toThrow(/cannot be read without running the workflow/);
  });

  it("a job runs .ci/run or npm run check, whose Vitest runs are out of sight", () => {
    for (const run of ["bash .ci/run", "npm run check"]) {
      const workflow = structuredClone(ci);
      workflow.jobs.static!.steps.push({ run });
      expect(() => coverage(workflow), run).toThrow(/out of this test's sight/);
    }
  });
});
