/**
 * A tiny static file server on loopback, the "physical limit" a page is compared with: fixed
 * HTML documents (snapshots of rendered pages) plus the files of a folder, gzip-compressed when
 * the client accepts it, with the same cache rules as the site (`/assets/*` and `/images/gen/*`
 * immutable). No rendering, no Worker, no proxy.
 */
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import { gzipSync } from "node:zlib";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".jpg": "image/jpeg",
  ".woff2": "font/woff2",
};
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".json", ".xml", ".txt"]);
const IMMUTABLE = /^\/(assets|images\/gen)\//;

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

/** Serves `pages` (pathname → HTML) and the files under `root`, on 127.0.0.1:`port`. */
export async function startStaticServer({
  root,
  pages,
  port,
}: {
  root: string;
  pages: ReadonlyMap<string, string>;
  port: number;
}): Promise<StaticServer> {
  const gzipped = new Map<string, Buffer>();
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    const page = pages.get(path);
    let body: Buffer;
    let ext: string;
    try {
      if (page !== undefined) [body, ext] = [Buffer.from(page), ".html"];
      else [body, ext] = [await readFile(join(root, normalize(path))), extname(path)];
    } catch {
      res.writeHead(404).end();
      return;
    }
    const headers: Record<string, string> = {
      "content-type": TYPES[ext] ?? "application/octet-stream",
      "cache-control": IMMUTABLE.test(path) ? "public, max-age=31536000, immutable" : "max-age=0, must-revalidate",
    };
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "")) {
      const key = page !== undefined ? `page:${path}` : path;
      if (!gzipped.has(key)) gzipped.set(key, gzipSync(body));
      body = gzipped.get(key)!;
      headers["content-encoding"] = "gzip";
      headers.vary = "accept-encoding";
    }
    res.writeHead(200, { ...headers, "content-length": String(body.length) }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
