import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { contentMedia } from "./build/content/media.ts";
import { contentCollections } from "./build/content/plugin.ts";
import { engines, type EngineName } from "./test/cross/driver/types.ts";

/**
 * The projects: `unit` (logic in Node; test/unit mirrors src/ and scripts/, one test file per
 * module; client modules run in jsdom, chosen per file with `// @vitest-environment jsdom`),
 * `worker` (the built Worker in workerd through Miniflare), `e2e` (Chromium against the production
 * server) and `cross-<engine>` (the same site in Chromium, Firefox and WebKit, one file per engine,
 * each on a server of its own; docs/testing.md). `npm test` builds first and runs them all;
 * `npm run test:cross` runs the three cross projects alone.
 *
 * The first group (unit, Worker and Firefox files) has three workers, whatever the core count
 * (Vitest's default is one fewer than the cores: one on this 2-core machine). Firefox's one file
 * holds one of them for its whole run (Vitest starts a group's projects in name order), so the
 * unit and Worker files go through the other two, two at a time. Their time is mostly waiting
 * (a worker's start-up and imports, workerd start-ups, the lead store's retry timers): with two
 * workers in all they went one at a time behind Firefox, and the group took 896 s where three
 * took 652 s (load 14-16, docs/measurements/ci-time.md).
 */
const NODE_WORKERS = 3;

/**
 * What a poll waits for (`expect.poll`) in the projects that drive a Worker or a browser: a page's
 * islands wake after its load and the lead store answers after its first attempt, which on a
 * loaded machine can take seconds (Vitest's default of 1 s failed tabs, menus and deliveries
 * under load). A poll that passes is not slower for it.
 */
const POLLS = { timeout: 10_000, interval: 100 };

/**
 * The unit project, shared with `vitest.mutation.config.ts`. `cloudflare:workers` (the Durable
 * Object base class of the lead store) is a small fake over node:sqlite, so the lead store runs
 * at source level in Node (test/support/durableObject.ts). Not isolated: the files a worker runs
 * share one module registry, so the content, React and the store are evaluated once per worker,
 * not once per file (72 s -> 39 s alone, 117 -> 64 s of CPU). A file that mocks a module imports
 * what must see the mock after `vi.resetModules()` and resets again after its tests
 * (fourthChannel.test.ts); the suite passes in shuffled order.
 */
export const unit = {
  plugins: [contentCollections(), contentMedia()],
  test: {
    name: "unit",
    include: ["test/unit/**/*.test.{ts,tsx}"],
    environment: "node",
    maxWorkers: NODE_WORKERS,
    isolate: false,
  },
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
 * - Firefox joins the unit and Worker group: it is about half idle, waiting on its driver, as
 *   they are on workerd, and it is the only browser of that group. It holds one of the group's
 *   three workers for its whole run; the unit and Worker files go through the other two.
 * - Chromium and WebKit run with e2e, one file at a time after that group: no two browsers ever
 *   run at once.
 */
function crossProject(engine: EngineName): TestProjectInlineConfiguration {
  const besideNodeTests = engine === "firefox";
  return {
    plugins: [contentCollections(), contentMedia()],
    test: {
      name: `cross-${engine}`,
      include: [`test/cross/${engine}.test.ts`],
      environment: "node",
      globalSetup: ["test/support/crossSetup.ts"],
      expect: { poll: POLLS },
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
        plugins: [contentCollections(), contentMedia()],
        test: {
          name: "worker",
          include: ["test/worker/**/*.test.ts"],
          environment: "node",
          maxWorkers: NODE_WORKERS,
          // One module registry per worker, as in the unit project: each file starts its own
          // Worker in workerd, and the support modules it imports hold no state (a counter or two).
          // Saves a worker's start-up per file (32 files, about 0.4 s each).
          isolate: false,
          expect: { poll: POLLS },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [contentCollections(), contentMedia()],
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["test/support/e2eSetup.ts"],
          setupFiles: ["test/support/e2eEach.ts"],
          expect: { poll: POLLS },
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
