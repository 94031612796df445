/**
 * `/admin` in the build: Sveltia CMS (`@sveltia/cms`, pinned) bundled from npm by a build of its
 * own, after the site's client, into the client output (`dist/client/assets/admin/`: hashed
 * names, cached for ever like every built file, served by the assets binding, never part of the
 * Worker). The npm build of Sveltia imports its fonts, locales, syntax grammars and image codecs
 * as modules, so the bundle holds every file it loads: none comes from a CDN. Its own manifest
 * keeps its ~300 lazily loaded files out of the site's (which the Worker inlines).
 *
 * The Worker learns the entry files (and their Subresource Integrity) from `virtual:admin-assets`;
 * the CMS's page script gets its collections, made from the content schemas, from
 * `virtual:cms-collections` (in the bundle, so the Worker never carries them).
 *
 * @example plugins: [cloudflare(), clientManifest(), adminBundle()]
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { build, type Plugin } from "vite";
import { collections } from "../../src/content/collections.ts";
import { GITHUB_STATUS_PATH } from "../../src/server/admin/shared.ts";
import { cmsCollections, MEDIA } from "./cmsCollections.ts";

/** The two entries: the CMS page's script and the sign-in popup's. */
export const ADMIN_ENTRIES = {
  cms: "src/client/admin/main.ts",
  callback: "src/client/admin/callback.ts",
} as const;
/** Where the admin build writes, inside the client output (the `/assets/*` rule of `_headers` caches it for ever). */
export const ADMIN_ASSETS_DIR = "assets/admin";
/** Its manifest, beside the site's, which `.assetsignore` keeps from being served. */
export const ADMIN_MANIFEST = ".vite/admin-manifest.json";

const ASSETS_ID = "virtual:admin-assets";
const COLLECTIONS_ID = "virtual:cms-collections";

interface ManifestChunk {
  file: string;
  css?: string[];
}

/** The files the Worker links for one entry, and their integrity (`sha384-…`). */
export interface EntryFiles {
  script: string;
  styles: string[];
}

/** Reads the admin build's manifest: each entry's script and stylesheets, with their integrity. */
export function readAdminManifest(outDir: string): {
  entries: Record<keyof typeof ADMIN_ENTRIES, EntryFiles>;
  integrity: Record<string, string>;
} {
  const file = resolve(outDir, ADMIN_MANIFEST);
  if (!existsSync(file)) throw new Error(`admin manifest missing: the client build makes it (${file})`);
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, ManifestChunk>;
  const integrity: Record<string, string> = {};
  const entry = (key: string): EntryFiles => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the admin manifest`);
    const files = [chunk.file, ...(chunk.css ?? [])];
    for (const built of files)
      integrity[`/${built}`] = `sha384-${createHash("sha384")
        .update(readFileSync(resolve(outDir, built)))
        .digest("base64")}`;
    return { script: `/${chunk.file}`, styles: (chunk.css ?? []).map((css) => `/${css}`) };
  };
  return { entries: { cms: entry(ADMIN_ENTRIES.cms), callback: entry(ADMIN_ENTRIES.callback) }, integrity };
}

/** Where Sveltia's stylesheet would fetch its three fonts from: jsDelivr's copy of Fontsource. */
const FONT_CDN = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/([a-z0-9-]+)\.woff2/g;
/** Where its GitHub backend asks, every 5 minutes, whether GitHub has an incident. */
const GITHUB_STATUS = "https://www.githubstatus.com/api/v2/status.json";

/**
 * Two addresses of other origins in Sveltia's code, made this origin's (its CSP refuses both):
 *
 * - its app shell injects `@font-face` rules naming jsDelivr, beside the same fonts it also
 *   registers from its own files (`FontFace`), and Chromium fetches the CDN's: each is rewritten to
 *   the package's own file (`npm/assets/<family>-<subset>-<hash>.woff2`), which the build emits;
 * - GitHub's status page, which the Worker relays (`GITHUB_STATUS_PATH`).
 *
 * Either address missing from the file that names the other stops the build: a Sveltia upgrade
 * that moved them must be looked at (and the e2e test counts every request to another origin).
 */
export function sameOriginCms(): Plugin {
  return {
    name: "admin-same-origin-cms",
    transform(code, id) {
      if (!id.includes("/@sveltia/cms/") || !code.includes("cdn.jsdelivr.net/fontsource")) return undefined;
      if (!code.includes(GITHUB_STATUS))
        throw new Error(`${id}: no ${GITHUB_STATUS} beside the fonts: look at the upgrade`);
      const assets = resolve(dirname(id.split("?")[0] ?? id), "assets");
      const files = readdirSync(assets);
      const rewritten = code
        .replace(FONT_CDN, (address, family: string, subset: string) => {
          const file = files.find((name) => name.startsWith(`${family}-${subset}-`) && name.endsWith(".woff2"));
          if (!file) throw new Error(`${address}: no such font in ${assets}`);
          // Inside Svelte's stylesheet, a template literal: the emitted file's URL, resolved at run time.
          return `\${new URL("./assets/${file}", import.meta.url).href}`;
        })
        .replaceAll(GITHUB_STATUS, GITHUB_STATUS_PATH);
      return { code: rewritten, map: null };
    },
  };
}

/**
 * `virtual:cms-collections`, which the CMS page's script imports: the collections and the media
 * folder, made from the content schemas when the bundle is built (in `vite dev`, when first asked).
 * Part of the admin bundle, not of the Worker, which would carry them on every request of the site.
 */
export function cmsCollectionsModule(): Plugin {
  return {
    name: "admin-cms-collections",
    resolveId(id) {
      return id === COLLECTIONS_ID ? `\0${id}` : undefined;
    },
    load(id) {
      if (id !== `\0${COLLECTIONS_ID}`) return undefined;
      const generated = {
        media_folder: MEDIA.folder,
        public_folder: MEDIA.public,
        collections: cmsCollections(collections),
      };
      return `export default ${JSON.stringify(generated)};`;
    },
  };
}

/** The admin bundle's build, `virtual:admin-assets` for the Worker, and the collections' module (for `vite dev`). */
export function adminBundle(): Plugin[] {
  let root = process.cwd();
  let clientOutDir = "dist/client";
  const bundle: Plugin = {
    name: "admin-bundle",
    configResolved(config) {
      root = config.root;
      clientOutDir = resolve(root, config.environments.client?.build.outDir ?? "dist/client");
    },
    resolveId(id) {
      return id === ASSETS_ID ? `\0${id}` : undefined;
    },
    load(id) {
      if (id !== `\0${ASSETS_ID}`) return undefined;
      if (this.environment.mode === "dev") {
        const dev = (entry: string): EntryFiles => ({ script: `/${entry}`, styles: [] });
        return `export default ${JSON.stringify({ dev: true, entries: { cms: dev(ADMIN_ENTRIES.cms), callback: dev(ADMIN_ENTRIES.callback) }, integrity: {} })};`;
      }
      return `export default ${JSON.stringify({ dev: false, ...readAdminManifest(clientOutDir) })};`;
    },
    // Once the site's client is written, the admin bundle beside it (the Worker, built next, reads its manifest).
    async closeBundle() {
      if (this.environment?.name !== "client" || this.environment.mode === "dev") return;
      await build({
        configFile: false,
        root,
        publicDir: false,
        logLevel: "warn",
        plugins: [sameOriginCms(), cmsCollectionsModule()],
        build: {
          outDir: clientOutDir,
          emptyOutDir: false,
          assetsDir: ADMIN_ASSETS_DIR,
          manifest: ADMIN_MANIFEST,
          // The CMS's main file is 2 MB (650 kB gzipped), loaded by /admin alone: no warning for it.
          chunkSizeWarningLimit: 4096,
          rollupOptions: { input: Object.values(ADMIN_ENTRIES), checks: { bundlerTimings: false } },
        },
      });
    },
    // The admin build is awaited in `closeBundle`: Rolldown's note that it ran after the client's build says nothing.
    onLog(_level, log) {
      return !(log.code === "PLUGIN_TIMINGS" && log.message.includes("admin-bundle closeBundle"));
    },
  };
  return [bundle, cmsCollectionsModule()];
}
