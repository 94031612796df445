/** Rasterising SVG with sharp, content hashing and small file helpers. */
import { createHash } from "node:crypto";
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import sharp, { type OutputInfo } from "sharp";

export const AVIF = { quality: 50, effort: 3 } as const;
export const WEBP = { quality: 75, effort: 4 } as const;

/** First eight hex digits of the SHA-256 of `source`. */
export const hash8 = (source: string): string => createHash("sha256").update(source).digest("hex").slice(0, 8);

/** Give the root <svg> an explicit pixel size so librsvg renders it crisply at that size. */
const sized = (svg: string, w: number, h: number): string => svg.replace("<svg ", `<svg width="${w}" height="${h}" `);

/** Render an SVG to opaque RGB pixels at w × h. */
async function pixels(svg: string, w: number, h: number): Promise<{ data: Uint8Array; info: OutputInfo }> {
  return sharp(new TextEncoder().encode(sized(svg, w, h)))
    .flatten({ background: "#ffffff" })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** Render once and encode AVIF and WebP; returns the two encoded files. */
export async function encodeBoth(svg: string, w: number, h: number): Promise<{ avif: Uint8Array; webp: Uint8Array }> {
  const { data, info } = await pixels(svg, w, h);
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [avif, webp] = await Promise.all([
    sharp(data, raw).avif(AVIF).toBuffer(),
    sharp(data, raw).webp(WEBP).toBuffer(),
  ]);
  return { avif, webp };
}

/** A palette-compressed PNG (for Open Graph cards and icons). */
export async function png(svg: string, w: number, h: number, palettised = true): Promise<Uint8Array> {
  const img = sharp(new TextEncoder().encode(sized(svg, w, h)));
  return palettised
    ? img
        .flatten({ background: "#ffffff" })
        .png({ palette: true, colours: 256, dither: 0.6, compressionLevel: 9, effort: 10 })
        .toBuffer()
    : img.png({ compressionLevel: 9 }).toBuffer();
}

/** Run `tasks` with at most `limit` in flight, preserving result order. */
export async function pool<T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      const task = tasks[i];
      if (task) out[i] = await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return out;
}

/** Write a file, creating its folder. */
export async function put(url: URL, data: string | Uint8Array): Promise<void> {
  await mkdir(new URL(".", url), { recursive: true });
  await writeFile(url, data);
}

/** Delete files in `dir` that are not in `keep`; returns how many were removed. */
export async function prune(dir: URL, keep: ReadonlySet<string>): Promise<number> {
  let removed = 0;
  for (const name of await readdir(dir)) {
    if (keep.has(name)) continue;
    await rm(new URL(name, dir));
    removed++;
  }
  return removed;
}
