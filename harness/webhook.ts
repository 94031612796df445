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
import { startRecorder, type Recorder } from "./recorder.ts";

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

/** The receiver: `url` to use as LEADS_WEBHOOK_URL; its calls, deliveries and calls in flight (by message). */
export type WebhookReceiver = Recorder<WebhookCall>;

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
  return startRecorder<WebhookCall>("/leads", (_, body) => {
    let payload: { id: string; fields: { message?: string } };
    try {
      payload = JSON.parse(body) as typeof payload;
    } catch {
      return { refuse: 400 };
    }
    const message = payload.fields.message ?? "";
    const fail = random() < failRate;
    return {
      inFlight: message,
      delayMs: answerDelayMs(),
      call: () => ({ lead: payload.id, message, delivered: !fail, answeredAt: Date.now() }),
      status: fail ? 500 : 204,
    };
  });
}
