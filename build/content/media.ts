/**
 * Pictures an editor adds: a JPEG, PNG or WebP in `src/content/media`, named by an entry's picture
 * field (`pictures.banner.src: /media/harbour.jpg`, with its alt text). The build crops each to the
 * shape the page draws it in (16:9 banner, 4:3 figure, `PICTURE_SHAPES`), renders AVIF and WebP at
 * the widths the drawn artwork of the same place has (never wider than the picture: nothing is
 * enlarged) and emits them as hashed files under `/assets/media/`, which the assets binding serves
 * as immutable (`public/_headers`). `virtual:content/media` gives the Worker their manifest, in the
 * shape of `images.generated.ts`' entries, so `Picture` draws both alike.
 *
 * A case study without a drawn Open Graph card (`project-<slug>.png` in `public/og/`) gets one made from
 * its title, in the brand's colours, at the same address.
 *
 * Nothing generated is committed: renditions are made at build (kept in `node_modules/.cache/media`
 * across builds) and, under `npm run dev`, when the browser asks for one.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { imageSize } from "image-size";
import type { Plugin, ViteDevServer } from "vite";
import type { z } from "zod";
import { brandColors } from "../../src/content/brand.ts";
import { collections, projectsCollection } from "../../src/content/collections.ts";
import { images, type GeneratedImage } from "../../src/content/images.generated.ts";
import type { Collection } from "../../src/content/schemas/collection.ts";
import {
  MEDIA_FOLDER,
  PICTURE_SHAPES,
  pictureFields,
  pictureKey,
  type PictureShape,
} from "../../src/content/schemas/fields.ts";
import { fieldName } from "./problems.ts";
import { ContentError, loadCollection } from "./load.ts";
import { loadOptions } from "./plugin.ts";

const MODULE_ID = "virtual:content/media";
/** Where renditions are served from: `/assets/*` is cached for ever (`public/_headers`). */
const MEDIA_PATH = "/assets/media/";
export const FORMATS = ["avif", "webp"] as const;
type Format = (typeof FORMATS)[number];
/** The encoders' settings: those of the drawn artwork (tools/artwork/src/raster.ts). Part of the hash. */
const ENCODE = { avif: { quality: 50, effort: 3 }, webp: { quality: 75, effort: 4 } } as const;
/** What a file may hold, as image-size names it, and how an editor calls it. */
const READABLE: Readonly<Record<string, string>> = { jpg: "JPEG", png: "PNG", webp: "WebP" };

/** One picture field of one entry: where it is written and what it names. */
export interface PictureUse {
  /** The entry's file, relative to the repository root. */
  file: string;
  /** The field, as an editor reads it (`pictures.banner`). */
  field: string;
  src: string;
  shape: PictureShape;
}

/** A picture the build renders: its manifest entry and where its pixels come from. */
export interface PlannedPicture extends GeneratedImage {
  key: string;
  shape: PictureShape;
  /** Absolute path of the editor's file. */
  source: string;
}

/**
 * The width a picture gives in a shape once cropped to it: all of its width, or what its height
 * allows.
 *
 * @example usableWidth("banner", 2000, 900) // 1600 (a 16:9 crop of a 900-high picture)
 */
export function usableWidth(shape: PictureShape, width: number, height: number): number {
  const [w, h] = PICTURE_SHAPES[shape].aspect;
  return Math.min(width, Math.floor((height * w) / h));
}

/**
 * The widths a picture is rendered at: the shape's, up to the picture's own width (never enlarged),
 * which is the last when it falls between two.
 *
 * @example chooseWidths("figure", 800) // [480, 800]
 * @example chooseWidths("banner", 3000) // [480, 960, 1152, 1440]
 */
export function chooseWidths(shape: PictureShape, usable: number): readonly number[] {
  const { widths } = PICTURE_SHAPES[shape];
  const largest = widths.at(-1) as number;
  return [...widths.filter((width) => width < Math.min(usable, largest)), Math.min(usable, largest)];
}

/** A rendition's height: the shape's aspect at that width. */
export const heightAt = (shape: PictureShape, width: number) => {
  const [w, h] = PICTURE_SHAPES[shape].aspect;
  return Math.round((width * h) / w);
};

/** Every picture field with a value in an entry's data, found through the schema (`pictureFields`). */
export function picturesIn(
  schema: z.core.$ZodType,
  value: unknown,
  path: readonly PropertyKey[] = [],
): Omit<PictureUse, "file">[] {
  const shape = pictureFields.get(schema)?.shape;
  if (shape) {
    const src = (value as { src?: unknown } | undefined)?.src;
    return typeof src === "string" ? [{ field: fieldName(path), src, shape }] : [];
  }
  if (value === undefined || value === null) return [];
  const def = schema._zod.def as {
    type: string;
    shape?: Record<string, z.core.$ZodType>;
    innerType?: z.core.$ZodType;
    element?: z.core.$ZodType;
  };
  if (def.type === "object" && def.shape && typeof value === "object")
    return Object.entries(def.shape).flatMap(([key, field]) =>
      picturesIn(field, (value as Record<string, unknown>)[key], [...path, key]),
    );
  if (def.type === "array" && def.element && Array.isArray(value))
    return value.flatMap((item: unknown, index) => picturesIn(def.element as z.core.$ZodType, item, [...path, index]));
  if (def.innerType) return picturesIn(def.innerType, value, path);
  return [];
}

/** The file an entry of a folder collection was read from (the loader gives the slug). */
function entryFile(root: string, collection: Collection, slug: string): string {
  if (collection.kind === "file") return collection.file;
  const endings = collection.format === "md" ? [".md"] : [".yaml", ".yml"];
  const ending =
    endings.find((candidate) => existsSync(join(root, collection.folder, `${slug}${candidate}`))) ?? endings[0];
  return `${collection.folder}/${slug}${ending}`;
}

/** Every picture field of every entry of the given collections, as loaded (`loadCollection`) from `root`. */
export function pictureUses(root: string, list: readonly Collection[] = collections): PictureUse[] {
  return list.flatMap((collection) => {
    const { data } = loadCollection(collection, loadOptions(root));
    const entries = collection.kind === "file" ? [data] : (data as readonly { slug: string }[]);
    return entries.flatMap((entry) => {
      const file = entryFile(root, collection, (entry as { slug?: string }).slug ?? "");
      return picturesIn(collection.schema, entry).map((use) => ({ ...use, file }));
    });
  });
}

/** The first eight hex digits of a picture's hash: its bytes, its shape and how it is encoded. */
const hashOf = (bytes: Uint8Array, shape: PictureShape) =>
  createHash("sha256")
    .update(bytes)
    .update(JSON.stringify([shape, PICTURE_SHAPES[shape], ENCODE]))
    .digest("hex")
    .slice(0, 8);

/**
 * What the build makes of the pictures the entries name, or the problems that stop it: a missing
 * file, a file that is not a JPEG, PNG or WebP, a picture too small for the page. Synchronous (it
 * reads the files' headers, not their pixels), so Node's module hooks serve it as the build does.
 */
export function planPictures(
  root: string,
  uses: readonly PictureUse[],
): { pictures: PlannedPicture[]; problems: string[] } {
  const pictures = new Map<string, PlannedPicture>();
  const problems: string[] = [];
  for (const use of uses) {
    const key = pictureKey(use.shape, use.src);
    if (pictures.has(key)) continue;
    const name = basename(use.src);
    const source = resolve(root, MEDIA_FOLDER, name);
    const where = `${use.file}: ${use.field}.src`;
    if (!existsSync(source)) {
      problems.push(
        `${where} names "${use.src}", but ${MEDIA_FOLDER} has no file "${name}"; add it there or correct the name`,
      );
      continue;
    }
    const bytes = readFileSync(source);
    let size: ReturnType<typeof imageSize> | undefined;
    try {
      size = imageSize(bytes);
    } catch {
      size = undefined;
    }
    const format = size?.type && READABLE[size.type];
    if (!size || !format) {
      problems.push(
        `${where}: "${use.src}" is not a JPEG, PNG or WebP picture${size?.type ? ` (it is ${size.type.toUpperCase()})` : ""}; save it as one of those`,
      );
      continue;
    }
    // A phone's photo may be stored on its side, with the turn in its EXIF orientation (5–8).
    const turned = (size.orientation ?? 1) >= 5;
    const [width, height] = turned ? [size.height, size.width] : [size.width, size.height];
    const { minWidth, label } = PICTURE_SHAPES[use.shape];
    const usable = usableWidth(use.shape, width, height);
    if (usable < minWidth) {
      problems.push(
        `${where}: "${use.src}" is ${width} × ${height} pixels; a ${label} picture here needs at least ${minWidth} × ${heightAt(use.shape, minWidth)} to be sharp on the page`,
      );
      continue;
    }
    const widths = chooseWidths(use.shape, usable);
    const largest = widths.at(-1) as number;
    const stem = name.replace(/\.[a-z]+$/, "");
    pictures.set(key, {
      key,
      shape: use.shape,
      source,
      width: largest,
      height: heightAt(use.shape, largest),
      widths,
      base: `${MEDIA_PATH}${stem}.${hashOf(bytes, use.shape)}`,
    });
  }
  return { pictures: [...pictures.values()], problems };
}

/** The manifest `virtual:content/media` holds: each picture's key to its renditions (as `images.generated.ts`). */
export function mediaManifest(pictures: readonly PlannedPicture[]): Record<string, GeneratedImage> {
  return Object.fromEntries(
    pictures.map(({ key, width, height, widths, base }) => [key, { width, height, widths, base }]),
  );
}

/** Plans the pictures of the site's content under `root`, or throws a `ContentError` naming each problem. */
export function loadPictures(root: string, list: readonly Collection[] = collections): PlannedPicture[] {
  const { pictures, problems } = planPictures(root, pictureUses(root, list));
  if (problems.length) throw new ContentError(problems);
  return pictures;
}

/** `virtual:content/media`'s source. */
export const mediaModule = (root: string) => `export default ${JSON.stringify(mediaManifest(loadPictures(root)))};`;

/**
 * The case studies that would show nothing: neither pictures of their own nor drawn artwork.
 *
 * @example artworkProblems([{ slug: "m-studio", file: "src/content/projects/m-studio.md" }], ["jdp-music"])
 */
export function artworkProblems(
  projects: readonly { slug: string; file: string; pictures?: unknown }[],
  drawn: readonly string[],
): string[] {
  return projects
    .filter((project) => !project.pictures && !drawn.includes(project.slug))
    .map(
      (project) =>
        `${project.file}: pictures is missing; add pictures: the drawn artwork covers only ${drawn.join(", ")} (put a banner, an about and a features picture in ${MEDIA_FOLDER} and name them in the file)`,
    );
}

/** The slugs the drawn artwork has all three pictures for (`images.generated.ts`' `project-<slug>-banner` …). */
export function drawnSlugs(keys: readonly string[]): string[] {
  return keys.flatMap((key) => {
    const slug = /^project-(.+)-banner$/.exec(key)?.[1];
    return slug && keys.includes(`project-${slug}-about`) && keys.includes(`project-${slug}-features`) ? [slug] : [];
  });
}

// ----- Rendering (sharp, loaded only when pixels are made) -----

const CACHE = "node_modules/.cache/media";

/** A rendition's file name under `/assets/media/`: `<stem>.<hash>-<width>.<format>`. */
const renditionName = (picture: Pick<PlannedPicture, "base">, width: number, format: Format) =>
  `${picture.base.slice(MEDIA_PATH.length)}-${width}.${format}`;

/** One rendition's bytes: from the cache, or cropped, resized and encoded (then cached). */
export async function rendition(
  root: string,
  picture: PlannedPicture,
  width: number,
  format: Format,
): Promise<Uint8Array> {
  const cached = resolve(root, CACHE, renditionName(picture, width, format));
  if (existsSync(cached)) return readFileSync(cached);
  const { default: sharp } = await import("sharp");
  const resized = sharp(picture.source)
    .rotate()
    .resize({ width, height: heightAt(picture.shape, width), fit: "cover", withoutEnlargement: true });
  const bytes = await (format === "avif" ? resized.avif(ENCODE.avif) : resized.webp(ENCODE.webp)).toBuffer();
  mkdirSync(resolve(root, CACHE), { recursive: true });
  writeFileSync(cached, bytes);
  return bytes;
}

/** Every rendition of every picture: its path under the client's output and its bytes. */
async function renditions(root: string, pictures: readonly PlannedPicture[]) {
  const jobs = pictures.flatMap((picture) =>
    picture.widths.flatMap((width) => FORMATS.map((format) => ({ picture, width, format }))),
  );
  return Promise.all(
    jobs.map(async ({ picture, width, format }) => ({
      fileName: `${MEDIA_PATH.slice(1)}${renditionName(picture, width, format)}`,
      source: await rendition(root, picture, width, format),
    })),
  );
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Words split into lines of at most `perLine` characters (DejaVu Sans Bold's average width).
 *
 * @example wrapTitle("Harbour Freight Booking Portal", 16) // ["Harbour Freight", "Booking Portal"]
 */
export function wrapTitle(title: string, perLine: number): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * A case study's Open Graph card (1200 × 630) as SVG: the brand's colours, its mark (an SVG, the
 * favicon's), "Case study" and the category, the title.
 */
export function socialCardSvg({ title, category }: { title: string; category: string }, markSvg = ""): string {
  const { brand, brandDark, brandDarker, brandLight } = brandColors;
  const lines = wrapTitle(title, 18);
  const size = lines.length > 2 ? 64 : 80;
  const top = 330 - ((lines.length - 1) * size * 1.15) / 2;
  const mark = markSvg.replace("<svg ", '<svg x="72" y="64" width="72" height="72" ');
  const font = 'font-family="DejaVu Sans, sans-serif"';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${brandDarker}"/><stop offset="0.65" stop-color="${brandDark}"/><stop offset="1" stop-color="${brand}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#bg)"/>
<circle cx="1080" cy="90" r="360" fill="${brand}" opacity="0.35"/>
${mark}
<text x="72" y="${top - size}" ${font} font-size="28" font-weight="700" fill="${brandLight}" letter-spacing="2">${escapeXml(`CASE STUDY · ${category.toUpperCase()}`)}</text>
${lines.map((line, index) => `<text x="72" y="${top + index * size * 1.15}" ${font} font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`).join("\n")}
<rect x="72" y="540" width="96" height="8" rx="4" fill="${brandLight}"/>
</svg>`;
}

/** The case studies whose Open Graph card is not drawn (`project-<slug>.png` in `public/og/`), which the build makes. */
export function missingSocialCards<P extends { slug: string }>(root: string, projects: readonly P[]): P[] {
  return projects.filter((project) => !existsSync(resolve(root, "public/og", `project-${project.slug}.png`)));
}

/** A case study's card as PNG, with the site's mark (`public/favicon.svg`, drawn from src/content/logo.ts). */
export async function socialCard(root: string, project: { title: string; category: string }): Promise<Uint8Array> {
  const { default: sharp } = await import("sharp");
  const favicon = resolve(root, "public/favicon.svg");
  const mark = existsSync(favicon) ? readFileSync(favicon, "utf8") : "";
  return sharp(Buffer.from(socialCardSvg(project, mark)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

type ProjectData = { slug: string; title: string; category: string; pictures?: unknown };
const loadProjects = (root: string) =>
  loadCollection(projectsCollection, loadOptions(root)).data as readonly ProjectData[];

/** Under `npm run dev`: renditions and made cards answered when asked for, the page reloaded when a picture changes. */
function serveInDev(server: ViteDevServer, root: () => string) {
  const media = resolve(root(), MEDIA_FOLDER);
  server.watcher.add(media);
  server.watcher.on("all", (_event, file) => {
    if (!resolve(file).startsWith(`${media}/`)) return;
    for (const environment of Object.values(server.environments)) {
      const module = environment.moduleGraph.getModuleById(`\0${MODULE_ID}`);
      if (module) environment.moduleGraph.invalidateModule(module);
    }
    server.ws.send({ type: "full-reload" });
  });
  server.middlewares.use((request, response, next) => {
    const path = (request.url ?? "").split("?")[0] ?? "";
    const made = async (): Promise<{ type: string; bytes: Uint8Array } | undefined> => {
      const asset = new RegExp(`^${MEDIA_PATH}(.+)-(\\d+)\\.(avif|webp)$`).exec(path);
      if (asset) {
        const [, name, width, format] = asset as unknown as [string, string, string, Format];
        const picture = loadPictures(root()).find((candidate) => candidate.base === `${MEDIA_PATH}${name}`);
        if (!picture?.widths.includes(Number(width))) return undefined;
        return { type: `image/${format}`, bytes: await rendition(root(), picture, Number(width), format) };
      }
      const card = /^\/og\/project-([a-z0-9-]+)\.png$/.exec(path);
      const project = card && missingSocialCards(root(), loadProjects(root())).find((p) => p.slug === card[1]);
      return project ? { type: "image/png", bytes: await socialCard(root(), project) } : undefined;
    };
    made().then(
      (found) => {
        if (!found) return next();
        response.setHeader("Content-Type", found.type);
        response.setHeader("Cache-Control", "no-cache");
        response.end(found.bytes);
      },
      (error: unknown) => next(error),
    );
  });
}

/**
 * The Vite plugin: `virtual:content/media`, checks at build start (the pictures, and that every
 * case study has pictures or drawn artwork), renditions and cards emitted into the client build,
 * and both served under `npm run dev`.
 */
export function contentMedia(): Plugin {
  let root = process.cwd();
  return {
    name: "content-media",
    // Before content-collections, which takes every `virtual:content/<name>` for a collection.
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      if (this.environment?.mode === "dev") return;
      const drawn = drawnSlugs(Object.keys(images));
      const problems = [
        ...planPictures(root, pictureUses(root)).problems,
        ...artworkProblems(
          loadProjects(root).map((project) => ({
            ...project,
            file: `${projectsCollection.folder}/${project.slug}.md`,
          })),
          drawn,
        ),
      ];
      if (problems.length) throw new ContentError(problems);
    },
    resolveId(id) {
      return id === MODULE_ID ? `\0${MODULE_ID}` : undefined;
    },
    load(id) {
      if (id !== `\0${MODULE_ID}`) return undefined;
      const pictures = loadPictures(root);
      for (const picture of pictures) this.addWatchFile(picture.source);
      return `export default ${JSON.stringify(mediaManifest(pictures))};`;
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      const started = performance.now();
      const made = await renditions(root, loadPictures(root));
      for (const file of made) this.emitFile({ type: "asset", fileName: file.fileName, source: file.source });
      const cards = missingSocialCards(root, loadProjects(root));
      for (const project of cards)
        this.emitFile({
          type: "asset",
          fileName: `og/project-${project.slug}.png`,
          source: await socialCard(root, project),
        });
      if (made.length || cards.length)
        this.info(
          `${made.length} picture renditions and ${cards.length} social cards in ${Math.round(performance.now() - started)} ms`,
        );
    },
    configureServer(server) {
      serveInDev(server, () => root);
    },
  };
}
