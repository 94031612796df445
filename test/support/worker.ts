/**
 * Runs the BUILT Worker (dist/) in workerd through Miniflare, with the assets binding, the
 * rate-limit binding and the vars of the generated wrangler.json (harness/builtConfig.ts). Outbound fetches can be
 * intercepted. Build first: `vite build` (npm test does).
 */
import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import { Miniflare, convertV4MiniflareOptions } from "miniflare";
import { BUILD_DIR, builtConfig } from "../../harness/builtConfig.ts";

export interface WorkerOptions {
  /** Overrides and additions to the vars of wrangler.toml (secrets too, e.g. FORM_ACCESS_KEY). */
  vars?: Record<string, string>;
  /** Handles every outbound fetch the Worker makes; each request is also recorded in `outbound`. */
  outbound?: (request: Request) => Response | Promise<Response>;
  /** Overrides the rate limit of the contact endpoint. */
  rateLimit?: number;
  /** `false` runs the Worker without its lead store (storage unavailable). */
  leads?: boolean;
  /** A folder for the Worker's storage (the lead store's SQLite file), kept across starts. */
  persistTo?: string;
  /**
   * Also listen on this port of 127.0.0.1 (0: any free one) with a socket straight to the Worker,
   * so a test can send raw bytes (`node:net`): Miniflare's own entry rebuilds each request's URL
   * with `new URL()`, which would turn `/\evil.com` into `//evil.com` before the Worker saw it.
   */
  listen?: number;
  /**
   * Also runs a second Worker of the same build with these vars instead of `vars` (`staleFetch`),
   * whose `LEADS` binding reaches the first one's stores: a Worker instance still on the old
   * configuration during a deploy, say, of `LEADS_JURISDICTION`.
   */
  staleVars?: Record<string, string>;
}

/** The operators' token every test Worker gets unless its vars set another (or none: ""). */
export const TEST_ADMIN_TOKEN = "operators-token-for-the-tests-0123456789";

export interface TestWorker {
  /** Sends a request to the Worker; `path` is relative to http://localhost. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** A request to the operators' API (`/api/leads…`) as `npm run leads` sends it: bearer token, own Origin. */
  admin(path: string, init?: RequestInit): Promise<Response>;
  /** Outbound requests the Worker made (cloned, bodies readable). */
  outbound: Request[];
  /** Everything the Worker logged, one string per line (not the runtime's own `NOSENTRY` lines). */
  logs(): string[];
  /** The port of the socket straight to the Worker (`listen`), else undefined. */
  port?: number;
  /** Sends a request to the second Worker (`staleVars`); throws when there is none. */
  staleFetch(path: string, init?: RequestInit): Promise<Response>;
  dispose(): Promise<void>;
}

export async function startWorker(options: WorkerOptions = {}): Promise<TestWorker> {
  const config = builtConfig();
  const logLines: string[] = [];
  const outbound: Request[] = [];
  const ratelimits = Object.fromEntries(
    (config.ratelimits ?? []).map((r) => [
      r.name,
      { namespace_id: r.namespace_id, simple: { ...r.simple, limit: options.rateLimit ?? r.simple.limit } },
    ]),
  );
  const handler = options.outbound;
  const sqlite = new Set((config.migrations ?? []).flatMap((m) => m.new_sqlite_classes ?? []));
  const durableObjects =
    options.leads === false
      ? {}
      : Object.fromEntries(
          (config.durable_objects?.bindings ?? []).map((b) => [
            b.name,
            { className: b.class_name, useSQLite: sqlite.has(b.class_name) },
          ]),
        );
  const bindings = (vars?: Record<string, string>) => ({
    LEADS_ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    ...config.vars,
    ...vars,
  });
  const worker = {
    name: "site",
    // The entry and the chunks it imports (the build splits code that is loaded lazily).
    modules: readdirSync(BUILD_DIR, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".js"))
      .sort((a, b) => (a === "index.js" ? -1 : b === "index.js" ? 1 : a.localeCompare(b)))
      .map((file) => ({ type: "ESModule" as const, path: resolve(BUILD_DIR, file) })),
    modulesRoot: BUILD_DIR,
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags ?? [],
    bindings: bindings(options.vars),
    ratelimits,
    durableObjects,
    assets: {
      directory: resolve(BUILD_DIR, config.assets?.directory ?? "../client"),
      binding: config.assets?.binding ?? "ASSETS",
      routerConfig: { has_user_worker: true },
    },
    outboundService: async (request: Request) => {
      outbound.push(request.clone());
      if (!handler) throw new Error(`unexpected outbound fetch to ${request.url}`);
      return handler(request);
    },
    ...(options.listen === undefined ? {} : { unsafeDirectSockets: [{ host: "127.0.0.1", port: options.listen }] }),
  };
  const stale = options.staleVars && {
    ...worker,
    name: "stale",
    unsafeDirectSockets: undefined,
    bindings: bindings(options.staleVars),
    durableObjects: Object.fromEntries(
      Object.entries(durableObjects).map(([name, binding]) => [name, { ...binding, scriptName: "site" }]),
    ),
  };
  const mf = new Miniflare({
    ...convertV4MiniflareOptions({
      workers: stale ? [worker, stale] : [worker],
      // workerd's own lines ("NOSENTRY SQLite alarm handler canceled", under load) are not the Worker's.
      handleStructuredLogs: (log: { message: string }) => {
        if (!log.message.startsWith("NOSENTRY ")) logLines.push(log.message);
      },
    }),
    ...(options.persistTo ? { resourcePersistencePath: options.persistTo } : {}),
  });
  await mf.ready;
  const port = options.listen === undefined ? undefined : Number((await mf.unsafeGetDirectURL()).port);
  const fetch = (path: string, init?: RequestInit) =>
    mf.dispatchFetch(new URL(path, "http://localhost").toString(), init as never) as unknown as Promise<Response>;
  return {
    fetch,
    admin: (path, init = {}) =>
      fetch(path, {
        ...init,
        headers: {
          authorization: `Bearer ${TEST_ADMIN_TOKEN}`,
          origin: "http://localhost",
          ...(init.headers as object),
        },
      }),
    outbound,
    logs: () => [...logLines],
    port,
    staleFetch: async (path, init) => {
      const stale = (await mf.getWorker("stale")) as unknown as { fetch: typeof fetch };
      return stale.fetch(new URL(path, "http://localhost").toString(), init);
    },
    dispose: () => mf.dispose(),
  };
}
