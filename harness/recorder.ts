/**
 * What the stand-ins for a channel's receiver share (webhook.ts, slack.ts): a small HTTP server on
 * 127.0.0.1 that reads each request whole, holds the answer back as asked, and records every call it
 * answers; a call is in flight (named by the stand-in) from its arrival until its answer.
 */
import { createServer, type IncomingMessage } from "node:http";
import { listenOnLoopback } from "./loopback.ts";

/** What a stand-in makes of one request: refused at once, or taken, answered after a delay and recorded. */
export type Take<Call> =
  | { refuse: number; body?: string }
  | {
      inFlight: string;
      delayMs: number;
      call: () => Call;
      status: number;
      headers?: Record<string, string>;
      body?: string;
    };

export interface Recorder<Call> {
  /** The receiver's URL (the stand-in's path on the server's port). */
  url: string;
  /** Every call answered, in order. */
  calls: () => Call[];
  /** The calls it took (delivered). */
  deliveries: () => Call[];
  /** The names of the calls received and not yet answered (deliveries in flight). */
  inFlight: () => string[];
  close: () => Promise<void>;
}

/** Starts a stand-in on 127.0.0.1 at `path`; `take` reads each request (its body as text). */
export async function startRecorder<Call extends { delivered: boolean }>(
  path: string,
  take: (request: IncomingMessage, body: string) => Take<Call>,
): Promise<Recorder<Call>> {
  const calls: Call[] = [];
  const pending = new Map<object, string>();
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const taken = take(req, body);
      if ("refuse" in taken) return void res.writeHead(taken.refuse).end(taken.body);
      const call = {};
      pending.set(call, taken.inFlight);
      setTimeout(() => {
        pending.delete(call);
        calls.push(taken.call());
        res.writeHead(taken.status, taken.headers).end(taken.body);
      }, taken.delayMs);
    });
  });
  const port = await listenOnLoopback(server);
  return {
    url: `http://127.0.0.1:${port}${path}`,
    calls: () => [...calls],
    deliveries: () => calls.filter((c) => c.delivered),
    inFlight: () => [...pending.values()],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
