/** Starts the production server (`scripts/start.ts --no-build`) in its own process group. */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { configuredAdminToken, localAdminToken } from "./adminToken.ts";

export interface RunningServer {
  url: string;
  /** The operators' token the server was started with (`npm start` makes or reads it). */
  adminToken: string;
  output: () => string;
  stop: () => Promise<void>;
  /** Kills the server's whole process group at once (SIGKILL): a crash, for fault injection. */
  crash: () => Promise<void>;
}

export async function startServer({
  port,
  wranglerArgs = [],
  persistTo = mkdtempSync(join(tmpdir(), "offshore-site-state-")),
}: {
  port: number;
  wranglerArgs?: string[];
  /** Local state directory; a fresh one by default, so tests and benchmarks never touch `npm start`'s. */
  persistTo?: string;
}): Promise<RunningServer> {
  // Something already answering there would be tested in our place: refuse.
  const taken = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use: stop whatever listens there first`);
  // Made before the server starts, so both read the same file.
  const adminToken = configuredAdminToken() ?? localAdminToken(persistTo);
  let output = "";
  const child: ChildProcess = spawn(process.execPath, ["scripts/start.ts", "--no-build", "--", ...wranglerArgs], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      WRANGLER_LOG: "info",
      WRANGLER_PERSIST_TO: persistTo,
    },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/`);
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    adminToken,
    output: () => output,
    crash: async () => {
      if (child.exitCode !== null || !child.pid) return;
      const exited = new Promise((r) => child.once("exit", r));
      process.kill(-child.pid, "SIGKILL");
      await exited;
    },
    stop: async () => {
      if (child.exitCode !== null || !child.pid) return;
      const exited = new Promise((r) => child.once("exit", r));
      process.kill(-child.pid, "SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) process.kill(-child.pid, "SIGKILL");
    },
  };
}
