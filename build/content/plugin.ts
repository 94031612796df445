/**
 * The content collections in the build: `import projects from "virtual:content/projects"` gives the
 * collection's validated entries as plain data (Markdown already HTML), so neither the Worker nor
 * the browser carries a parser or a schema. Every collection is validated when a build starts, and
 * a file that breaks a rule stops it with the file, the field and the rule in words. Under
 * `npm run dev`, saving, adding or removing a content file reloads the page with it (or shows the
 * problem in the browser's error overlay).
 */
import { resolve } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { collections, siteCollection } from "../../src/content/collections.ts";
import { ui } from "../../src/content/ui.ts";
import { loadCollection, type LoadOptions } from "./load.ts";

const PREFIX = "virtual:content/";

/**
 * The loader's options for a repository root: the words it needs, and what rules need of other
 * content (the site's name, from the company's facts, loaded first with no rule needing it).
 */
export function loadOptions(root: string): LoadOptions {
  const base = { root, opensInNewTab: ui.opensInNewTab, context: { siteName: "" } };
  const facts = loadCollection(siteCollection, base).data as { name: string };
  return { ...base, context: { siteName: facts.name } };
}

/** The collection a module id names, or undefined. */
export function collectionOf(id: string) {
  const name = id.startsWith(`\0${PREFIX}`) ? id.slice(PREFIX.length + 1) : undefined;
  return name === undefined ? undefined : collections.find((collection) => collection.name === name);
}

/** The module of the collection a content file belongs to, if any. */
function moduleOfFile(root: string, file: string): string | undefined {
  const found = collections.find((collection) =>
    collection.kind === "file"
      ? resolve(root, collection.file) === file
      : file.startsWith(`${resolve(root, collection.folder)}/`),
  );
  return found && `\0${PREFIX}${found.name}`;
}

/** Reloads the pages showing a content file's collection once the file is saved, added or removed. */
function reloadOnChange(server: ViteDevServer) {
  const root = server.config.root;
  server.watcher.add(resolve(root, "src/content"));
  server.watcher.on("all", (_event, file) => {
    const id = moduleOfFile(root, resolve(file));
    if (!id) return;
    for (const environment of Object.values(server.environments)) {
      const module = environment.moduleGraph.getModuleById(id);
      if (module) environment.moduleGraph.invalidateModule(module);
    }
    server.ws.send({ type: "full-reload" });
  });
}

export function contentCollections(): Plugin {
  let root = process.cwd();
  return {
    name: "content-collections",
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      if (this.environment?.mode === "dev") return;
      for (const collection of collections) loadCollection(collection, loadOptions(root));
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const collection = collectionOf(id);
      if (!collection) throw new Error(`${id.slice(1)}: no such collection in src/content/collections.ts`);
      const { data, files } = loadCollection(collection, loadOptions(root));
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(data)};`;
    },
    configureServer: reloadOnChange,
  };
}
