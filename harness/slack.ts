/**
 * A stand-in for Slack's incoming webhooks (the site's third channel, `LEADS_SLACK_WEBHOOK_URL`).
 *
 * - `slackAnswer(body)`: Slack's answer to one message as a pure function, for Miniflare's outbound
 *   handler in the Worker tests. 200 `ok`; a message that is not Block Kit JSON, 400
 *   `invalid_payload`; the subject steers the rest: `[slack-429]` → 429 `rate_limited` with
 *   `Retry-After`, `[slack-500]` → 500, `[slack-<code>]` → Slack's refusal `<code>` with its status
 *   (`SLACK_REFUSALS`).
 * - `startSlackStandIn()`: the same answers from a small HTTP server on 127.0.0.1, for the scripts
 *   (`startSite({ slack })` starts one). It records every message; `failRate` makes that share of
 *   calls answer 429 with `Retry-After: retryAfterSeconds` (fault injection), drawn from `random`;
 *   `answerDelayMs` holds each answer back.
 *
 * @example
 * const slack = await startSlackStandIn({ failRate: 0.3 });
 * // later: slack.deliveries() — the messages it took (a refused call is in slack.calls() only)
 */
import { startRecorder, type Recorder } from "./recorder.ts";

/** Slack's refusals of an incoming-webhook post, by error code: the status each comes with. */
export const SLACK_REFUSALS = {
  invalid_payload: 400,
  invalid_token: 403,
  action_prohibited: 403,
  no_service: 404,
  channel_not_found: 404,
  channel_is_archived: 410,
} as const;

/** The path of the stand-in's webhook (as Slack's: /services/<team>/<bot>/<token>). */
export const SLACK_PATH = "/services/T0HARNESS/B0HARNESS/harness-slack-token";

/** What the stand-in read from one message. */
export interface SlackPost {
  /** The header's subject (after "New enquiry: "), the entities Slack would show decoded. */
  subject: string;
  /** The section's texts, decoded ("From: …", "Company: …", "Form: …", "Page: …"). */
  fields: string[];
  /** The desk button's URL, or null. */
  link: string | null;
  /** The lead id the desk link names, or null without a link. */
  lead: string | null;
}

export interface SlackCall extends SlackPost {
  /** The status answered (200 delivered). */
  status: number;
  delivered: boolean;
  /** When the stand-in answered (epoch ms). */
  answeredAt: number;
}

/** Slack's answer: status, plain-text body, and headers. */
export interface SlackAnswer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

/** Text as Slack shows it: its three entities decoded. */
export const slackShown = (text: string) =>
  text.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");

interface Block {
  type?: string;
  text?: { text?: string };
  fields?: { text?: string }[];
  elements?: { url?: string }[];
}

/** The message's header, fields and link, or null when it is not a message the site sends. */
export function readSlackPost(body: string): SlackPost | null {
  let blocks: Block[];
  try {
    blocks = (JSON.parse(body) as { blocks: Block[] }).blocks;
    if (!Array.isArray(blocks)) return null;
  } catch {
    return null;
  }
  const header = blocks.find((b) => b.type === "header")?.text?.text;
  if (typeof header !== "string") return null;
  const link = blocks.find((b) => b.type === "actions")?.elements?.[0]?.url ?? null;
  return {
    subject: slackShown(header.replace(/^New enquiry: /, "")),
    fields: (blocks.find((b) => b.type === "section")?.fields ?? []).map((f) => slackShown(f.text ?? "")),
    link,
    lead: link ? decodeURIComponent(link.split("/").at(-1)!) : null,
  };
}

/** Slack's answer to one message body (`retryAfterSeconds`: the 429's Retry-After). */
export function slackAnswer(body: string, retryAfterSeconds = 1): SlackAnswer {
  const post = readSlackPost(body);
  if (!post) return { status: 400, body: "invalid_payload", headers: {} };
  const asked = /\[slack-([a-z_0-9]+)\]/.exec(post.subject)?.[1];
  if (asked === "429")
    return { status: 429, body: "rate_limited", headers: { "retry-after": String(retryAfterSeconds) } };
  if (asked === "500") return { status: 500, body: "rollup_error", headers: {} };
  if (asked && asked in SLACK_REFUSALS)
    return { status: SLACK_REFUSALS[asked as keyof typeof SLACK_REFUSALS], body: asked, headers: {} };
  return { status: 200, body: "ok", headers: {} };
}

/** The stand-in: `url` to use as LEADS_SLACK_WEBHOOK_URL; its calls, deliveries and calls in flight (by subject). */
export type SlackStandIn = Recorder<SlackCall>;

export interface SlackOptions {
  failRate?: number;
  random?: () => number;
  answerDelayMs?: () => number;
  retryAfterSeconds?: number;
}

export async function startSlackStandIn({
  failRate = 0,
  random = Math.random,
  answerDelayMs = () => 0,
  retryAfterSeconds = 1,
}: SlackOptions = {}): Promise<SlackStandIn> {
  return startRecorder<SlackCall>(SLACK_PATH, (req, body) => {
    if (req.url !== SLACK_PATH) return { refuse: 404 };
    const post = req.method === "POST" ? readSlackPost(body) : null;
    if (!post) return { refuse: 400, body: "invalid_payload" };
    const answer =
      random() < failRate
        ? { status: 429, body: "rate_limited", headers: { "retry-after": String(retryAfterSeconds) } }
        : slackAnswer(body, retryAfterSeconds);
    return {
      inFlight: post.subject,
      delayMs: answerDelayMs(),
      call: () => ({ ...post, status: answer.status, delivered: answer.status === 200, answeredAt: Date.now() }),
      status: answer.status,
      headers: { "content-type": "text/plain", ...answer.headers },
      body: answer.body,
    };
  });
}
