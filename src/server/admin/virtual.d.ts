/** `/admin`'s built files (build/admin/plugin.ts): each entry's script and stylesheets, and their integrity. */
declare module "virtual:admin-assets" {
  const assets: {
    dev: boolean;
    entries: Record<"cms" | "callback", { script: string; styles: string[] }>;
    integrity: Record<string, string>;
  };
  export default assets;
}
