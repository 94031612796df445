/**
 * Global setup of the e2e project: serves the production build (built by `npm test`) through
 * wrangler/workerd on a loopback port and hands its URL to the tests (`inject("baseUrl")`).
 */
import type { TestProject } from "vitest/node";
import { startServer } from "../../scripts/lib/server.ts";
import { startMockProvider, TEST_ACCESS_KEY } from "./mockProvider";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** Submit URL of the mock form-to-email provider the server forwards contact submissions to. */
    mockProviderUrl: string;
    /** The operators' token of the server (for its lead store, `/api/leads`, as `npm run leads` reads it). */
    adminToken: string;
  }
}

export default async function setup(project: TestProject) {
  const port = Number(process.env.E2E_PORT ?? 8799);
  // Contact submissions go to a local mock provider (test/support/mockProvider.ts), never the internet.
  const provider = await startMockProvider();
  const server = await startServer({
    port,
    wranglerArgs: ["--var", `FORM_ENDPOINT:${provider.url}`, "--var", `FORM_ACCESS_KEY:${TEST_ACCESS_KEY}`],
  });
  project.provide("baseUrl", server.url);
  project.provide("mockProviderUrl", provider.url);
  project.provide("adminToken", server.adminToken);
  return async () => {
    await server.stop();
    await provider.close();
  };
}
