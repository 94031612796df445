/**
 * The company's name as src/content/site.yaml writes it, for schemas whose rules depend on it (a
 * page title ends with it). Schemas run at build, in Node, before `virtual:content/site` exists
 * (Vite's configuration loads them), so this reads the file itself, each time a rule asks.
 */
import { parse } from "yaml";
import { siteSchema } from "./site.ts";

/** Node's own, declared here: src/content is typed for the browser, and only this module reads files. */
declare const process: { getBuiltinModule(id: "node:fs"): { readFileSync(path: URL, encoding: "utf8"): string } };

const SITE_FILE = new URL("../site.yaml", import.meta.url);

/** The name, or a placeholder of the longest allowed length when site.yaml cannot say (its own check then fails the build). */
export function siteName(): string {
  try {
    const name = siteSchema.shape.name.safeParse(
      (parse(process.getBuiltinModule("node:fs").readFileSync(SITE_FILE, "utf8")) as { name?: unknown } | null)?.name,
    );
    if (name.success) return name.data;
  } catch {
    // Unreadable or not YAML: the site collection reports it, with the file and the line.
  }
  return "x".repeat(siteSchema.shape.name.maxLength ?? 30);
}
