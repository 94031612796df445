/**
 * The production server (`npm start --no-build`: the build in workerd through Wrangler, with the
 * assets binding) in a process group of its own, on loopback. `startSite` (site.ts) is what tests
 * and scripts call; this is its process part.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { delimiter, resolve } from "node:path";

export interface RunningServer {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
  /** Kills the server's whole process group at once (SIGKILL): a crash, for fault injection. */
  crash: () => Promise<void>;
}

/**
 * A loopback port the system has just handed out and nobody holds. Wrangler's devtools inspector
 * would otherwise take the first free port from 9229 up, and two servers started at the same moment
 * (faults beside storm in CI) both found 9229 free: one of them died "Address already in use".
 */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });

/** A fresh operators' token (43 characters, above the Worker's minimum of 32). */
export const randomAdminToken = (): string => randomBytes(32).toString("base64url");

export async function startServer({
  port,
  vars,
  persistTo,
  adminToken,
  root = ".",
}: {
  port: number;
  /** The checkout whose build is served (its `dist/`, its `node_modules`): this one unless given. */
  root?: string;
  /** Vars and secrets given to the Worker (`--var NAME:VALUE`), over wrangler.toml's and `.dev.vars`. */
  vars: Record<string, string>;
  /** The local state folder (the lead store, the rate limiter). */
  persistTo: string;
  /** The operators' token the Worker gets (`npm start` takes LEADS_ADMIN_TOKEN from the environment first). */
  adminToken: string;
}): Promise<RunningServer> {
  // Something already answering there would be tested in our place: refuse.
  const taken = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use: stop whatever listens there first`);
  let output = "";
  const wranglerArgs = [
    ...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
    "--inspector-port",
    String(await freePort()),
  ];
  const child: ChildProcess = spawn(process.execPath, ["scripts/start.ts", "--no-build", "--", ...wranglerArgs], {
    cwd: resolve(root),
    env: {
      ...process.env,
      // npm start runs `wrangler` from the project's bin folder, on PATH under npm but not under a bare `node`.
      PATH: [resolve(root, "node_modules/.bin"), process.env.PATH].filter(Boolean).join(delimiter),
      PORT: String(port),
      HOST: "127.0.0.1",
      WRANGLER_LOG: process.env.WRANGLER_LOG ?? "info",
      WRANGLER_PERSIST_TO: persistTo,
      LEADS_ADMIN_TOKEN: adminToken,
    },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Killed by a signal, a process has no exit code: whether it has exited is this flag.
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once("exit", () => ((exited = true), resolve())));
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/`);
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      if (child.pid) process.kill(-child.pid, "SIGKILL");
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    output: () => output,
    crash: async () => {
      if (exited || !child.pid) return;
      process.kill(-child.pid, "SIGKILL");
      await exit;
    },
    stop: async () => {
      if (exited || !child.pid) return;
      process.kill(-child.pid, "SIGTERM");
      await Promise.race([exit, new Promise((r) => setTimeout(r, 5000))]);
      if (!exited) {
        process.kill(-child.pid, "SIGKILL");
        await exit;
      }
    },
  };
}
