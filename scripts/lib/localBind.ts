/**
 * Where a local server may listen. Without Cloudflare Access the lead desk (/desk) opens to the
 * local operator, and the Worker cannot prove a request came from this machine: Miniflare keeps a
 * `CF-Connecting-IP` the client sent, and under `vite dev` the Host alone is taken. So the proof is
 * the socket itself: `npm start` and `vite dev` listen on a loopback address only, unless Access is
 * set (then every desk request needs Access's token). What counts as loopback is the Worker's own
 * definition (src/server/loopback.ts, which imports nothing): vite.config.ts and the scripts read
 * it alike.
 */
import { isLoopbackAddress } from "../../src/server/loopback.ts";

/** A bind address of this machine only: localhost, or a loopback address (127.0.0.0/8, ::1 bare or bracketed). */
export function isLoopbackBind(host: string | boolean | undefined): boolean {
  if (host === undefined || host === false) return true; // the tools' default: localhost
  if (host === true) return false; // `vite --host` alone: every address
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1");
  return name === "localhost" || isLoopbackAddress(name);
}

/**
 * Why a local server must not listen on `host` with these vars, or null: a non-loopback address
 * while Cloudflare Access (`DESK_ACCESS_TEAM` and `DESK_ACCESS_AUD`, both) is not set.
 *
 * @example bindProblem("0.0.0.0", {}) // "refusing to listen on 0.0.0.0: …"
 */
export function bindProblem(
  host: string | boolean | undefined,
  vars: Readonly<Record<string, string | undefined>>,
): string | null {
  if (isLoopbackBind(host)) return null;
  if (vars.DESK_ACCESS_TEAM?.trim() && vars.DESK_ACCESS_AUD?.trim()) return null;
  const shown = host === true ? "every address (--host)" : String(host);
  return (
    `refusing to listen on ${shown}: without Cloudflare Access (DESK_ACCESS_TEAM and DESK_ACCESS_AUD) the lead ` +
    "desk at /desk opens to the local operator, and a request from another machine can pass for one from this " +
    "machine (Miniflare keeps the CF-Connecting-IP a client sends). Listen on localhost (the default), or set both."
  );
}
