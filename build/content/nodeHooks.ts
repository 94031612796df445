/**
 * Lets Node import `virtual:content/<name>` as the build does (scripts, the artwork tool): the
 * same loader, validation and Markdown. Imported for its effect, after a hook that resolves
 * `src/`'s extensionless imports (`harness/sourceImports.ts`, `tools/artwork/src/resolve.ts`).
 */
import { registerHooks } from "node:module";
import { fileURLToPath } from "node:url";
import { loadCollection } from "./load.ts";
import { collectionOf, loadOptions } from "./plugin.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const SCHEME = "content-collection:";

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier.startsWith("virtual:content/"))
      return { url: `${SCHEME}${specifier.slice("virtual:content/".length)}`, shortCircuit: true };
    return nextResolve(specifier, context);
  },
  load(url, context, nextLoad) {
    if (!url.startsWith(SCHEME)) return nextLoad(url, context);
    const collection = collectionOf(`\0virtual:content/${url.slice(SCHEME.length)}`);
    if (!collection) throw new Error(`virtual:content/${url.slice(SCHEME.length)}: no such collection`);
    const { data } = loadCollection(collection, loadOptions(ROOT));
    return { format: "module", source: `export default ${JSON.stringify(data)};`, shortCircuit: true };
  },
});
