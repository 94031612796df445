/**
 * Lets Node import `virtual:content/<name>` as the build does (scripts, the artwork tool): the
 * same loader, validation and Markdown, and `virtual:content/media`, the manifest of the pictures an
 * editor added (`media.ts`; made from the files' headers, so without sharp). Imported for its effect, after a hook that resolves
 * `src/`'s extensionless imports (`harness/sourceImports.ts`, `tools/artwork/src/resolve.ts`).
 */
import { registerHooks } from "node:module";
import { fileURLToPath } from "node:url";
import { loadCollection } from "./load.ts";
import { mediaModule } from "./media.ts";
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
    if (url === `${SCHEME}media`) return { format: "module", source: mediaModule(ROOT), shortCircuit: true };
    const collection = collectionOf(`\0virtual:content/${url.slice(SCHEME.length)}`);
    if (!collection) throw new Error(`virtual:content/${url.slice(SCHEME.length)}: no such collection`);
    const { data } = loadCollection(collection, loadOptions(ROOT));
    return { format: "module", source: `export default ${JSON.stringify(data)};`, shortCircuit: true };
  },
});
