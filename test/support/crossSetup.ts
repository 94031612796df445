/**
 * Global setup of the `cross` project (Chromium, Firefox and WebKit): like the e2e setup — the
 * production build served by wrangler/workerd with contact submissions going to a local mock
 * provider — on a port of its own (CROSS_PORT, default 8831) so it never meets the e2e server,
 * plus the front proxy of test/cross/driver/frontProxy.ts in front of it. The browsers talk to
 * the proxy (`inject("baseUrl")`).
 */
import type { TestProject } from "vitest/node";
import { startServer } from "../../scripts/lib/server.ts";
import { startFrontProxy } from "../cross/driver/frontProxy";
import { startMockProvider, TEST_ACCESS_KEY } from "./mockProvider";

export default async function setup(project: TestProject) {
  const port = Number(process.env.CROSS_PORT ?? 8831);
  // (startServer refuses a port where something already answers.)
  const provider = await startMockProvider();
  const server = await startServer({
    port,
    wranglerArgs: ["--var", `FORM_ENDPOINT:${provider.url}`, "--var", `FORM_ACCESS_KEY:${TEST_ACCESS_KEY}`],
  });
  const proxy = await startFrontProxy(server.url);
  project.provide("baseUrl", proxy.url);
  project.provide("mockProviderUrl", provider.url);
  return async () => {
    await proxy.close();
    await server.stop();
    await provider.close();
  };
}
