/** Small statistics and provenance helpers for the benchmark scripts (medians, never best runs). */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { CHROMIUM_PATH } from "../../harness/chromium.ts";

/** The median of `values` (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** `[min, max]` of `values`. */
export const range = (values: readonly number[]): [number, number] => [Math.min(...values), Math.max(...values)];

/** "median (min–max)" of `values`, each with `digits` decimals. */
export const medianAndRange = (values: readonly number[], digits = 0): string =>
  `${median(values).toFixed(digits)} (${range(values)
    .map((v) => v.toFixed(digits))
    .join("–")})`;

const packageVersion = (name: string) =>
  (JSON.parse(readFileSync(`node_modules/${name}/package.json`, "utf8")) as { version: string }).version;

/** "Node.js v24…, wrangler 4…, workerd …" plus the named packages: what a figure was measured with. */
export function toolVersions(extra: readonly string[] = []): string {
  const parts = [`Node.js ${process.version}`, `wrangler ${packageVersion("wrangler")}`];
  parts.push(`workerd ${packageVersion("workerd")}`);
  for (const name of extra) parts.push(`${name} ${packageVersion(name)}`);
  try {
    parts.push(execFileSync(CHROMIUM_PATH, ["--version"], { encoding: "utf8" }).trim());
  } catch {
    // no browser here: the figure did not need one
  }
  return parts.join(", ");
}
