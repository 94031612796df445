import { defineConfig } from "vitest/config";

/**
 * Three projects: `unit` (pure logic in Node; test/unit mirrors src/ and scripts/, one test file
 * per module), `worker` (the built Worker in workerd through Miniflare) and `e2e` (Chromium
 * against the production server). `npm test` builds first.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: "unit", include: ["test/unit/**/*.test.{ts,tsx}"], environment: "node" },
        resolve: {
          alias: { "virtual:client-manifest": new URL("./test/support/fakeManifest.ts", import.meta.url).pathname },
        },
      },
      {
        test: {
          name: "worker",
          include: ["test/worker/**/*.test.ts"],
          environment: "node",
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
    ],
  },
});
