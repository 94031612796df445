import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

/**
 * Four projects: `unit` (logic in Node; test/unit mirrors src/ and scripts/, one test file per
 * module; client modules run in jsdom, chosen per file with `// @vitest-environment jsdom`), `worker` (the built Worker in workerd through Miniflare), `e2e` (Chromium against
 * the production server) and `cross` (the same site in Chromium, Firefox and WebKit, one file per
 * engine, on a server of its own; docs/testing.md). `npm test` builds first and runs all four;
 * `npm run test:cross` runs cross alone.
 */
/**
 * Unit and Worker files run two at a time, whatever the core count (Vitest's default is one fewer
 * than the cores: one on this 2-core machine). Their time is mostly waiting (workerd start-ups,
 * the lead store's retry timers), so two halve the wall time (61 → 33 s here); they run as one
 * group, before the browser projects, never beside a browser.
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
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: "cross",
          include: ["test/cross/**/*.test.ts"],
          environment: "node",
          globalSetup: ["test/support/crossSetup.ts"],
          // Three engines on a 2-core machine: a page may take a while to react; polls wait up to 10 s.
          expect: { poll: { timeout: 10_000, interval: 100 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One engine at a time; Vitest runs the files of every project without file parallelism
          // (e2e, cross) one after another, so no two browsers ever compete.
          fileParallelism: false,
        },
      },
    ],
  },
});
