import manifest from "virtual:client-manifest";

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** The browser files every page links: the stylesheet and the entry module. */
export interface ClientAssets {
  dev: boolean;
  styles: string[];
  entry: string;
  /** Subresource Integrity of each linked file (`sha384-…`, computed at build), by its path. */
  integrity: Record<string, string>;
}

function resolve(): ClientAssets {
  if (manifest.dev) return { dev: true, styles: [], entry: manifest.entry, integrity: {} };
  const chunks = manifest.chunks as Record<string, ManifestChunk>;
  const entry = chunks[manifest.entry];
  if (!entry) throw new Error(`client entry ${manifest.entry} not in the manifest`);
  const styles =
    entry.css ??
    Object.values(chunks)
      .filter((c) => c.file.endsWith(".css"))
      .map((c) => c.file);
  const integrity = manifest.integrity ?? {};
  return { dev: false, styles: styles.map((f) => `/${f}`), entry: `/${entry.file}`, integrity };
}

export const clientAssets: ClientAssets = resolve();

/** The desk's own files (src/desk/client/desk.ts and its stylesheet): no public page links them. */
export interface DeskAssets {
  styles: string[];
  script: string;
  integrity: Record<string, string>;
}

/** The manifest key of the desk's entry. */
export const DESK_ENTRY = "src/desk/client/desk.ts";

function resolveDesk(): DeskAssets {
  if (manifest.dev) return { styles: [], script: `/${DESK_ENTRY}`, integrity: {} };
  const chunk = (manifest.chunks as Record<string, ManifestChunk>)[DESK_ENTRY];
  if (!chunk) throw new Error(`desk entry ${DESK_ENTRY} not in the manifest`);
  return {
    styles: (chunk.css ?? []).map((f) => `/${f}`),
    script: `/${chunk.file}`,
    integrity: manifest.integrity ?? {},
  };
}

export const deskAssets: DeskAssets = resolveDesk();
