/**
 * A stand-in for an operator's webhook receiver (the site's second channel, `LEADS_WEBHOOK_URL`):
 * a small HTTP server on 127.0.0.1 that takes each lead's JSON, answers 204, and records it.
 * `failRate` makes that share of calls fail with a 500 (fault injection), drawn from `random` (a
 * seeded generator makes a run repeatable); `answerDelayMs` holds each answer back.
 * `startSite({ webhook })` starts one and wires it with `WEBHOOK_SECRET`.
 *
 * @example
 * const hook = await startWebhookReceiver({ failRate: 0.3 });
 * // later: hook.deliveries() — the leads it took (a failed call is in hook.calls() only)
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** The signing secret the harness gives a site with a webhook (it must never appear in a log line). */
export const WEBHOOK_SECRET = "harness-webhook-secret-0123456789abcdef";

export interface WebhookCall {
  /** The lead's id (the payload's `id`). */
  lead: string;
  /** The lead's message: what names a submission in the tests and scripts. */
  message: string;
  /** Whether the receiver took it (204), or failed this call (500). */
  delivered: boolean;
  /** When the receiver answered (epoch ms). */
  answeredAt: number;
}

export interface WebhookReceiver {
  /** The URL to use as LEADS_WEBHOOK_URL. */
  url: string;
  /** Every call answered, in order. */
  calls: () => WebhookCall[];
  /** The calls it took (answered 204). */
  deliveries: () => WebhookCall[];
  /** The messages of the calls received and not yet answered (deliveries in flight). */
  inFlight: () => string[];
  close: () => Promise<void>;
}

export interface WebhookOptions {
  failRate?: number;
  random?: () => number;
  answerDelayMs?: () => number;
}

export async function startWebhookReceiver({
  failRate = 0,
  random = Math.random,
  answerDelayMs = () => 0,
}: WebhookOptions = {}): Promise<WebhookReceiver> {
  const calls: WebhookCall[] = [];
  const pending = new Map<object, string>();
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      let payload: { id: string; fields: { message?: string } };
      try {
        payload = JSON.parse(body) as typeof payload;
      } catch {
        return void res.writeHead(400).end();
      }
      const message = payload.fields.message ?? "";
      const fail = random() < failRate;
      const call = {};
      pending.set(call, message);
      setTimeout(() => {
        pending.delete(call);
        calls.push({ lead: payload.id, message, delivered: !fail, answeredAt: Date.now() });
        res.writeHead(fail ? 500 : 204).end();
      }, answerDelayMs());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`,
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
