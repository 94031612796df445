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
import { collections, controlsCollection, siteCollection } from "../../src/content/collections.ts";
import type { Collection } from "../../src/content/schemas/collection.ts";
import { loadCollection, type LoadOptions } from "./load.ts";

const PREFIX = "virtual:content/";

/** The collections `loadOptions` reads for every other one: a copy of the content to load needs them too. */
export const sharedCollections = [siteCollection, controlsCollection] as const;

/**
 * The loader's options for a repository root: the words it needs (what an external link says, from
 * the controls' words) and what rules need of other content (the site's name, from the company's
 * facts), both loaded first from files with no Markdown and no rule needing them.
 */
export function loadOptions(root: string): LoadOptions {
  const base = { root, opensInNewTab: "", context: { siteName: "" } };
  const facts = loadCollection(siteCollection, base).data as { name: string };
  const controls = loadCollection(controlsCollection, base).data as { opensInNewTab: string };
  return { ...base, opensInNewTab: controls.opensInNewTab, context: { siteName: facts.name } };
}

/** The collection a module id names, or undefined. */
export function collectionOf(id: string) {
  const name = id.startsWith(`\0${PREFIX}`) ? id.slice(PREFIX.length + 1) : undefined;
  return name === undefined ? undefined : collections.find((collection) => collection.name === name);
}

/**
 * The modules a content file's change makes stale: its collection's; every collection's for the
 * files `loadOptions` reads for all of them (the site's name, a link's words in Markdown).
 */
function modulesOfFile(root: string, file: string): string[] {
  const found = collections.find((collection) =>
    collection.kind === "file"
      ? resolve(root, collection.file) === file
      : file.startsWith(`${resolve(root, collection.folder)}/`),
  );
  if (!found) return [];
  const shared = (sharedCollections as readonly Collection[]).includes(found);
  return (shared ? collections : [found]).map((collection) => `\0${PREFIX}${collection.name}`);
}

/** Reloads the pages showing a content file's collection once the file is saved, added or removed. */
function reloadOnChange(server: ViteDevServer) {
  const root = server.config.root;
  server.watcher.add(resolve(root, "src/content"));
  server.watcher.on("all", (_event, file) => {
    const ids = modulesOfFile(root, resolve(file));
    if (!ids.length) return;
    for (const environment of Object.values(server.environments))
      for (const id of ids) {
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
