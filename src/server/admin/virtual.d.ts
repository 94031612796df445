/** `/admin`'s built files (build/admin/plugin.ts): each entry's script and stylesheets, and their integrity. */
declare module "virtual:admin-assets" {
  const assets: {
    dev: boolean;
    entries: Record<"cms" | "callback", { script: string; styles: string[] }>;
    integrity: Record<string, string>;
  };
  export default assets;
}

/** The CMS's collections and media folder, made at build from the content schemas (build/admin/cmsCollections.ts). */
declare module "virtual:cms-collections" {
  import type { Collection } from "@sveltia/cms";
  const built: { collections: Collection[]; media: { folder: string; public: string } };
  export default built;
}
