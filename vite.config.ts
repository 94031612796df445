import { cloudflare } from "@cloudflare/vite-plugin";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";
import { adminBundle } from "./build/admin/plugin.ts";
import { contentMedia } from "./build/content/media.ts";
import { contentCollections } from "./build/content/plugin.ts";
import { bindProblem } from "./scripts/lib/localBind.ts";
import { parseDevVars } from "./scripts/lib/localVars.ts";

const CLIENT_ENTRY = "src/client/entry.ts";
/** The lead desk's own entry (its script and stylesheet): a chunk no public page loads. */
const DESK_ENTRY = "src/desk/client/desk.ts";
const CLIENT_OUT_DIR = "dist/client";
const MANIFEST_ID = "virtual:client-manifest";

/**
 * Gives the Worker the hashed file names of the browser build.
 *
 * In a production build the client is built first (see `builder.buildApp`), so the Worker
 * bundle can inline the client's Vite manifest, with the Subresource Integrity hash (sha384) of
 * every built file the pages link. In dev, Vite serves sources directly.
 */
function clientManifest(): Plugin {
  return {
    name: "client-manifest",
    resolveId(id) {
      return id === MANIFEST_ID ? `\0${MANIFEST_ID}` : undefined;
    },
    load(id) {
      if (id !== `\0${MANIFEST_ID}`) return undefined;
      if (this.environment.mode === "dev") {
        return `export default { dev: true, entry: "/${CLIENT_ENTRY}", chunks: {} };`;
      }
      const file = resolve(CLIENT_OUT_DIR, ".vite/manifest.json");
      if (!existsSync(file)) throw new Error(`client manifest missing: build the client first (${file})`);
      const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, { file: string; css?: string[] }>;
      const integrity: Record<string, string> = {};
      for (const chunk of Object.values(manifest))
        for (const built of [chunk.file, ...(chunk.css ?? [])]) {
          const bytes = readFileSync(resolve(CLIENT_OUT_DIR, built));
          integrity[`/${built}`] = `sha384-${createHash("sha384").update(bytes).digest("base64")}`;
        }
      return `export default ${JSON.stringify({ dev: false, entry: CLIENT_ENTRY, chunks: manifest, integrity })};`;
    },
  };
}

/**
 * `vite dev --host` (any address but loopback) is refused while Cloudflare Access is not set
 * (.dev.vars or the environment): the local desk would open to other machines, the Host alone
 * being taken for this one's (scripts/lib/localBind.ts).
 */
function localDeskOnly(): Plugin {
  return {
    name: "local-desk-only",
    apply: "serve",
    configResolved(config) {
      const devVars = existsSync(".dev.vars") ? parseDevVars(readFileSync(".dev.vars", "utf8")) : {};
      const problem = bindProblem(config.server.host, { ...devVars, ...process.env });
      if (problem) throw new Error(`vite dev: ${problem}`);
    },
  };
}

/** Identifies one build: part of the HTML validators (ETag). */
const BUILD_ID = Date.now().toString(36);

export default defineConfig({
  plugins: [contentCollections(), contentMedia(), cloudflare(), clientManifest(), localDeskOnly(), adminBundle()],
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID) },
  environments: {
    client: {
      build: {
        outDir: CLIENT_OUT_DIR,
        manifest: true,
        // Each entry its own stylesheet: the site's (main.css, through entry.ts) and the desk's.
        cssCodeSplit: true,
        rollupOptions: { input: [CLIENT_ENTRY, DESK_ENTRY] },
      },
    },
    // The Worker minified, as the browser's code is (Vite leaves a server build readable): half the
    // bytes workerd compiles at each start, on Cloudflare and in every test that starts one. The build
    // writes its source map, which each deploy uploads (`upload_source_maps` in wrangler.toml), so
    // Cloudflare's logs show stack traces in our files and lines.
    offshore_site: { build: { minify: true } },
  },
  builder: {
    // Client first, so the Worker can embed the client manifest.
    async buildApp(builder) {
      const { client, ...workers } = builder.environments;
      if (!client) throw new Error("no client environment");
      await builder.build(client);
      for (const environment of Object.values(workers)) {
        if (environment.name !== "ssr") await builder.build(environment);
      }
    },
  },
});
