/**
 * Global setup of each `cross-<engine>` project: like the e2e setup — the production build served
 * by wrangler/workerd with contact submissions going to a local mock provider — on a port of its
 * own so it never meets the e2e server or another engine's (CROSS_PORT, default 8831, for
 * Chromium; the next two for Firefox and WebKit, in the order of `engines`), plus the front proxy
 * of test/cross/driver/frontProxy.ts in front of it. The browsers talk to the proxy
 * (`inject("baseUrl")`). Another config's single project (screens) takes CROSS_PORT itself.
 */
import type { TestProject } from "vitest/node";
import { startServer } from "../../scripts/lib/server.ts";
import { engines } from "../cross/driver/types";
import { startFrontProxy } from "../cross/driver/frontProxy";
import { startMockProvider, TEST_ACCESS_KEY } from "./mockProvider";

export default async function setup(project: TestProject) {
  const engineIndex = engines.findIndex((e) => project.name === `cross-${e}`);
  const port = Number(process.env.CROSS_PORT ?? 8831) + Math.max(engineIndex, 0);
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
