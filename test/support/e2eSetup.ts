/**
 * Global setup of the e2e project: serves the production build (built by `npm test`) through
 * wrangler/workerd on a loopback port and hands its URL to the tests (`inject("baseUrl")`).
 */
import type { TestProject } from "vitest/node";
import { startServer } from "../../scripts/lib/server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const port = Number(process.env.E2E_PORT ?? 8799);
  const server = await startServer({ port });
  project.provide("baseUrl", server.url);
  return async () => {
    await server.stop();
  };
}
