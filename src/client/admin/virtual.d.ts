/** The CMS's collections and media folder, made at build from the content schemas (build/admin/plugin.ts). */
declare module "virtual:cms-collections" {
  import type { CmsConfig } from "@sveltia/cms";
  const generated: Required<Pick<CmsConfig, "collections" | "media_folder" | "public_folder">>;
  export default generated;
}
