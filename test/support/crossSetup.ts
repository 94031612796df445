/**
 * Global setup of each `cross-<engine>` project: like the e2e setup — the site with contact
 * submissions going to the mock provider (harness/site.ts) — on a port of its own so it never
 * meets the e2e server or another engine's (CROSS_PORT, default 8831, for Chromium; the next two
 * for Firefox and WebKit, in the order of `engines`), plus the front proxy of
 * test/cross/driver/frontProxy.ts in front of it. The browsers talk to the proxy
 * (`inject("baseUrl")`). Another config's single project (screens) takes CROSS_PORT itself.
 */
import type { TestProject } from "vitest/node";
import { startSite } from "../../harness/site.ts";
import { engines } from "../cross/driver/types";
import { startFrontProxy } from "../cross/driver/frontProxy";

export default async function setup(project: TestProject) {
  const engineIndex = engines.findIndex((e) => project.name === `cross-${e}`);
  // (startSite refuses a port where something already answers.)
  const site = await startSite({
    port: Number(process.env.CROSS_PORT ?? 8831) + Math.max(engineIndex, 0),
    provider: true,
  });
  const proxy = await startFrontProxy(site.url);
  project.provide("baseUrl", proxy.url);
  project.provide("mockProviderUrl", site.provider.url);
  // The operators' token: the desk area loads its demo leads through the operators' import.
  project.provide("adminToken", site.adminToken);
  return async () => {
    await proxy.close();
    await site.stop();
  };
}
