/**
 * Global setup of the e2e project: the site (harness/site.ts: the production build, built by
 * `npm test`, in workerd) on a loopback port, with contact submissions going to the mock provider,
 * never the internet. Hands its URLs to the tests (`inject("baseUrl")`).
 */
import type { TestProject } from "vitest/node";
import { startSite } from "../../harness/site.ts";

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
  const site = await startSite({ port: Number(process.env.E2E_PORT ?? 8799), provider: true });
  project.provide("baseUrl", site.url);
  project.provide("mockProviderUrl", site.provider.url);
  project.provide("adminToken", site.adminToken);
  return () => site.stop();
}
