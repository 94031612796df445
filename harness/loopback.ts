/**
 * How every stand-in listens: on 127.0.0.1 (an ephemeral port unless given), keeping an idle
 * connection open longer than any client keeps one. workerd pools its connections to a stand-in
 * and closes an idle one after 5 s; Node's server closes it after 5 s too (its default), and a
 * request workerd sends on it as Node closes it fails with "Network connection lost": a siteverify
 * "unreachable", a delivery "network", that no real receiver would have caused.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

/** Longer than workerd (or Node's fetch) keeps an idle connection, so the client always closes first. */
export const IDLE_CONNECTION_MS = 65_000;

/** Listens on 127.0.0.1 (`port`, else an ephemeral one) with idle connections kept; resolves to the port. */
export async function listenOnLoopback(server: Server, port = 0): Promise<number> {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}
