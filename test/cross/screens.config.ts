import { defineConfig } from "vitest/config";

/**
 * Not part of `npm test`: `npm run screens -- --engine firefox|webkit` runs this config to write
 * full-page screenshots of every route through the cross suite's driver (scripts/screens.ts).
 */
export default defineConfig({
  test: {
    include: ["test/cross/screens.shots.ts"],
    environment: "node",
    globalSetup: ["test/support/crossSetup.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
