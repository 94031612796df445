import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { engines, type EngineName } from "./test/cross/driver/types";

/**
 * The projects: `unit` (logic in Node; test/unit mirrors src/ and scripts/, one test file per
 * module; client modules run in jsdom, chosen per file with `// @vitest-environment jsdom`),
 * `worker` (the built Worker in workerd through Miniflare), `e2e` (Chromium against the production
 * server) and `cross-<engine>` (the same site in Chromium, Firefox and WebKit, one file per engine,
 * each on a server of its own; docs/testing.md). `npm test` builds first and runs them all;
 * `npm run test:cross` runs the three cross projects alone.
 *
 * Unit and Worker files run two at a time, whatever the core count (Vitest's default is one fewer
 * than the cores: one on this 2-core machine). Their time is mostly waiting (workerd start-ups,
 * the lead store's retry timers), so two halve their wall time (61 → 33 s here). They run as the
 * first group, with Firefox beside them (`crossProject`).
 */
const NODE_WORKERS = 2;

/**
 * The unit project, shared with `vitest.mutation.config.ts`. `cloudflare:workers` (the Durable
 * Object base class of the lead store) is a small fake over node:sqlite, so the lead store runs
 * at source level in Node (test/support/durableObject.ts).
 */
export const unit = {
  test: { name: "unit", include: ["test/unit/**/*.test.{ts,tsx}"], environment: "node", maxWorkers: NODE_WORKERS },
  resolve: {
    alias: {
      "virtual:client-manifest": new URL("./test/support/fakeManifest.ts", import.meta.url).pathname,
      "cloudflare:workers": new URL("./test/support/durableObject.ts", import.meta.url).pathname,
    },
  },
} satisfies TestProjectInlineConfiguration;

/**
 * One cross project per engine (`cross-chromium`, `cross-firefox`, `cross-webkit`), each with its
 * own server (test/support/crossSetup.ts), so the engines can be scheduled apart:
 * - Firefox joins the unit and Worker group (two files at a time): it is about half idle, waiting
 *   on its driver, as they are on workerd, and it is the only browser of that group. Vitest starts
 *   a group's projects in name order, so `cross-firefox` takes one worker for its whole run while
 *   the unit and Worker files go through the other.
 * - Chromium and WebKit run with e2e, one file at a time after that group: no two browsers ever
 *   run at once.
 */
function crossProject(engine: EngineName): TestProjectInlineConfiguration {
  const besideNodeTests = engine === "firefox";
  return {
    test: {
      name: `cross-${engine}`,
      include: [`test/cross/${engine}.test.ts`],
      environment: "node",
      globalSetup: ["test/support/crossSetup.ts"],
      // Three engines on a 2-core machine: a page may take a while to react; polls wait up to 10 s.
      expect: { poll: { timeout: 10_000, interval: 100 } },
      testTimeout: 60_000,
      hookTimeout: 120_000,
      ...(besideNodeTests ? { maxWorkers: NODE_WORKERS } : { fileParallelism: false }),
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      unit,
      {
        test: {
          name: "worker",
          include: ["test/worker/**/*.test.ts"],
          environment: "node",
          maxWorkers: NODE_WORKERS,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["test/support/e2eSetup.ts"],
          setupFiles: ["test/support/e2eEach.ts"],
          // A page's islands wake after its load; on a loaded machine that can take seconds, so polls
          // wait up to 10 s (Vitest's default of 1 s failed tabs and menus under load), as in cross.
          expect: { poll: { timeout: 10_000, interval: 100 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One worker and one Chromium for every file, one after another (a fresh worker and
          // browser per file cost about 1.3 s each, 26 files); pages stay one context per test.
          // A shared worker is a group of its own for Vitest: after the first group (unit, Worker,
          // Firefox), before Chromium's and WebKit's cross files.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      ...engines.map(crossProject),
    ],
  },
});
