declare module "virtual:client-manifest" {
  const manifest: {
    dev: boolean;
    entry: string;
    chunks: Record<string, unknown>;
    /** Subresource Integrity by file path (production builds). */
    integrity?: Record<string, string>;
  };
  export default manifest;
}
