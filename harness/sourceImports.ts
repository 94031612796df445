/**
 * Lets Node import the site's sources as they are written: `src/` imports its own modules without
 * a file extension (`from "./paths"`), which Vite and TypeScript resolve and Node does not. Imported
 * for its effect, this registers a resolve hook (in this thread, synchronous) that tries `.ts`,
 * `.tsx`, then `/index.ts` for a relative specifier without an extension. It applies to the modules
 * imported after it runs, so a script imports it first and loads what needs it with `import()`:
 *
 * @example
 * import "../harness/sourceImports.ts";
 * const { contactFields } = await import("../src/content/contact.ts");
 */
import { existsSync, statSync } from "node:fs";
import { registerHooks } from "node:module";
import { fileURLToPath } from "node:url";

const CANDIDATES = [".ts", ".tsx", "/index.ts"];

registerHooks({
  resolve(specifier, context, nextResolve) {
    const relative = specifier.startsWith("./") || specifier.startsWith("../");
    if (relative && context.parentURL?.startsWith("file:") && !/\.[cm]?[jt]sx?$/.test(specifier)) {
      const base = new URL(specifier, context.parentURL);
      const path = fileURLToPath(base);
      if (!(existsSync(path) && statSync(path).isFile())) {
        const found = CANDIDATES.find((ending) => existsSync(path + ending));
        if (found) return nextResolve(`${base.href}${found}`, context);
      }
    }
    return nextResolve(specifier, context);
  },
});

// The content collections (`virtual:content/<name>`), loaded and validated as the build does; after
// the hook above, which their modules' extensionless imports need.
await import("../build/content/nodeHooks.ts");
