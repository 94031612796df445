/**
 * Loaded with `node --import` before the generator: lets Node resolve the extensionless relative
 * imports inside src/content (`import { site } from "./site"`), which Vite and TypeScript resolve
 * by themselves, by trying the specifier with `.ts` when the plain one is not found.
 */
import { registerHooks } from "node:module";

const relative = /^\.\.?\//;
const hasExtension = /\.[cm]?[jt]sx?$|\.json$/;

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!relative.test(specifier) || hasExtension.test(specifier)) throw error;
      return nextResolve(`${specifier}.ts`, context);
    }
  },
});

// The content collections (`virtual:content/<name>`), loaded as the build loads them; after the
// hook above, which their modules' extensionless imports need.
await import("../../../build/content/nodeHooks.ts");
