import { defineConfig } from "vitest/config";
import { unit } from "./vitest.config";

/**
 * What `npm run mutation` (Stryker, stryker.config.json) runs against each mutant: the unit tests
 * of the server, in Node, at source level. The worker project runs the built bundle (dist/) in
 * workerd, which a mutant of src/ never reaches (docs/measurements/mutation.md says why).
 */
export default defineConfig({
  ...unit,
  test: { ...unit.test, include: ["test/unit/server/**/*.test.{ts,tsx}"] },
});
