/**
 * `npm start`: build the production bundle, then serve it through the Workers runtime (workerd,
 * via Wrangler) with the assets binding on http://localhost:8787 (`PORT` overrides).
 *
 * It prints the lead desk's address (/desk: open without Cloudflare Access to requests made on this
 * computer), and listens on this computer only unless Access is set (`HOST=0.0.0.0` is refused
 * without it: scripts/lib/localBind.ts). It also tells the Worker it runs locally: LOCAL_SINK=on (without FORM_ACCESS_KEY, leads are
 * printed in the terminal) and an operators' token for `npm run leads` (LEADS_ADMIN_TOKEN from
 * .dev.vars if set, else a random one kept in the local state folder), passed in an env file of
 * that folder so Wrangler does not print it.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { buildUnlessReused } from "./lib/build.ts";
import { adminTokenProblem, configuredAdminToken, localAdminToken } from "./lib/adminToken.ts";
import "../harness/sourceImports.ts";
import { bindProblem } from "./lib/localBind.ts";
import { localVars } from "./lib/localVars.ts";

const port = process.env.PORT ?? "8787";
// Anything after `--` goes to wrangler (e.g. `-- --var FORM_ENDPOINT:http://127.0.0.1:9999/submit`).
const wranglerArgs = process.argv.includes("--") ? process.argv.slice(process.argv.indexOf("--") + 1) : [];
const config = "dist/offshore_site/wrangler.json";
// Where it listens: HOST, or the last `--ip` given to wrangler. Off this machine only behind Access:
// the local desk is proven by the socket alone (scripts/lib/localBind.ts).
const ipArgument = wranglerArgs.findLastIndex((arg) => arg === "--ip");
const host = (ipArgument >= 0 ? wranglerArgs[ipArgument + 1] : undefined) ?? process.env.HOST ?? "localhost";
const bind = bindProblem(host, { ...localVars(config, ".dev.vars", wranglerArgs), ...process.env });
if (bind) {
  console.error(`npm start: ${bind}`);
  process.exit(1);
}
// Local state (the stored leads, the rate limiter, the operators' token) lives here, so a rebuild keeps it.
const stateDir = process.env.WRANGLER_PERSIST_TO ?? ".wrangler/state";

const configured = configuredAdminToken();
const problem = configured === undefined ? null : adminTokenProblem(configured);
if (problem) {
  console.error(`npm start: ${problem}`);
  process.exit(1);
}
const token = configured ?? localAdminToken(stateDir);
mkdirSync(stateDir, { recursive: true });
// Absolute: Wrangler reads a relative --env-file from the config's folder (dist/…), not from here.
const envFile = resolve(stateDir, "local.env");
writeFileSync(envFile, `LEADS_ADMIN_TOKEN=${token}\n`, { mode: 0o600 });

buildUnlessReused();

// Settings the Worker will refuse: said now, not only in the log once the first lead arrives. (Loaded
// after sourceImports: the channels import their own modules as the Worker's sources do.)
const { channelWarnings } = await import("./lib/channelWarnings.ts");
for (const warning of channelWarnings(localVars(config, ".dev.vars", wranglerArgs)))
  console.error(`npm start: ${warning}`);

// The lead desk opens here without Cloudflare Access: to requests made on this computer only.
console.log(`npm start: the lead desk is at http://localhost:${port}/desk (unprotected: this computer only)`);

const server = spawn(
  "wrangler",
  [
    "dev",
    "--config",
    config,
    "--port",
    port,
    "--ip",
    host,
    "--show-interactive-dev-session=false",
    "--persist-to",
    stateDir,
    "--log-level",
    process.env.WRANGLER_LOG ?? "log",
    // .dev.vars, then the token, whose file wins: the Worker gets the token chosen above
    // (LEADS_ADMIN_TOKEN from the environment, else .dev.vars, else the local one), the one
    // `npm run leads` and the harness (harness/site.ts) send.
    ...(existsSync(".dev.vars") ? ["--env-file", resolve(".dev.vars")] : []),
    "--env-file",
    envFile,
    "--var",
    "LOCAL_SINK:on",
    ...wranglerArgs,
  ],
  { stdio: "inherit" },
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code) => process.exit(code ?? 0));
