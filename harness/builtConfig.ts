/**
 * The build's Worker configuration (`dist/offshore_site/wrangler.json`, generated from
 * `wrangler.toml` by `vite build`): what Miniflare runs (test/support/worker.ts) and what the
 * stand-ins and scripts read from it (the site's hostname, the contact rate limit).
 *
 * @example
 * const host = siteHostname(); // SITE_URL's hostname, e.g. "vertexa.example"
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

/** Where `vite build` writes the Worker and its configuration. */
export const BUILD_DIR = resolve("dist/offshore_site");

export interface BuiltConfig {
  compatibility_date: string;
  compatibility_flags?: string[];
  vars?: Record<string, string>;
  ratelimits?: { name: string; namespace_id: string; simple: { limit: number; period: 10 | 60 } }[];
  assets?: { directory: string; binding: string };
  durable_objects?: { bindings: { name: string; class_name: string }[] };
  migrations?: { new_sqlite_classes?: string[] }[];
  /** What a Preview runs with instead (wrangler.toml's `[previews]`): it inherits none of the above. */
  previews?: Pick<BuiltConfig, "vars" | "ratelimits" | "durable_objects">;
}

/** The build's configuration (build first: `npm run build`). */
export function builtConfig(): BuiltConfig {
  return JSON.parse(readFileSync(resolve(BUILD_DIR, "wrangler.json"), "utf8")) as BuiltConfig;
}

/** The hostname of the site's `SITE_URL`: what siteverify names for a token of this site. */
export function siteHostname(config: BuiltConfig = builtConfig()): string {
  const url = config.vars?.SITE_URL;
  if (!url) throw new Error("the build has no SITE_URL var");
  return new URL(url).hostname;
}

/** The contact endpoint's rate limit (`CONTACT_RATE_LIMITER`): requests per address per period. */
export function contactRateLimit(config: BuiltConfig = builtConfig()): number {
  const limit = config.ratelimits?.find((r) => r.name === "CONTACT_RATE_LIMITER")?.simple.limit;
  if (limit === undefined) throw new Error("the build has no CONTACT_RATE_LIMITER");
  return limit;
}
