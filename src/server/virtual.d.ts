declare module "virtual:client-manifest" {
  const manifest: { dev: boolean; entry: string; chunks: Record<string, unknown> };
  export default manifest;
}
