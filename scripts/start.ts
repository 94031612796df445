/**
 * `npm start`: build the production bundle, then serve it through the Workers runtime (workerd,
 * via Wrangler) with the assets binding on http://localhost:8787 (`PORT` overrides).
 */
import { spawn, spawnSync } from "node:child_process";

const port = process.env.PORT ?? "8787";
const skipBuild = process.argv.includes("--no-build");

if (!skipBuild) {
  const build = spawnSync("vite", ["build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(
  "wrangler",
  [
    "dev",
    "--config",
    "dist/offshore_site/wrangler.json",
    "--port",
    port,
    "--ip",
    process.env.HOST ?? "localhost",
    "--show-interactive-dev-session=false",
    // Local state (the stored leads, the rate limiter) lives here, so a rebuild keeps it.
    "--persist-to",
    process.env.WRANGLER_PERSIST_TO ?? ".wrangler/state",
    "--log-level",
    process.env.WRANGLER_LOG ?? "log",
    // Anything after `--` goes to wrangler (e.g. `-- --var FORM_ENDPOINT:http://127.0.0.1:9999/submit`).
    ...(process.argv.includes("--") ? process.argv.slice(process.argv.indexOf("--") + 1) : []),
  ],
  { stdio: "inherit" },
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code) => process.exit(code ?? 0));
