import built from "virtual:admin-assets";

/** One page's files: its module script and stylesheets. */
export interface EntryAssets {
  script: string;
  styles: string[];
}

/** `/admin`'s built files (its own build, build/admin/plugin.ts: no public page links them) and their integrity. */
export interface AdminAssets {
  dev: boolean;
  /** The CMS page's, and the sign-in popup's. */
  entries: { cms: EntryAssets; callback: EntryAssets };
  /** Subresource Integrity (`sha384-…`) by path, for production builds. */
  integrity: Record<string, string>;
}

export const adminAssets: AdminAssets = built;
