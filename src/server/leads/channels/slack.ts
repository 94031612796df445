import { pageUrl, submitterName, VARIANT_PLACES } from "./provider";
import type { Channel, Deliverable, AttemptResult, Env } from "./types";
import { LOOPBACK_HOSTS } from "../../loopback";
import { own } from "../own";

/** The Slack channel's secret: an incoming webhook's URL (it holds the token, so it is never in git). */
export interface SlackVars {
  LEADS_SLACK_WEBHOOK_URL?: string;
}

/** Why a Slack URL that is set is refused: a short code for the log, and a sentence for a person. */
export interface SlackProblem {
  reason: "url_invalid" | "url_not_slack";
  message: string;
}

/** Off (not set), misconfigured (set, but refused: nothing is sent) or on, with the URL to post to. */
export type SlackSetup = { state: "off" } | ({ state: "misconfigured" } & SlackProblem) | { state: "on"; url: string };

/** Where Slack's incoming webhooks live: the only host the channel posts to over the internet. */
export const SLACK_HOST = "hooks.slack.com";

/** How long one attempt waits for Slack. */
const TIMEOUT_MS = 10_000;

/** The longest `Retry-After` honoured: a longer one waits this long (the retry window still ends it). */
export const MAX_RETRY_AFTER_MS = 60 * 60_000;

/**
 * The channel's state from `LEADS_SLACK_WEBHOOK_URL`: `https://hooks.slack.com/…`, or plain http
 * to this machine (`LOOPBACK_HOSTS`: a stand-in), else refused. The message names the scheme and
 * host at most: the path is the token.
 */
export function slackSetup(env: SlackVars): SlackSetup {
  const url = env.LEADS_SLACK_WEBHOOK_URL?.trim() ?? "";
  if (!url) return { state: "off" };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { state: "misconfigured", reason: "url_invalid", message: "LEADS_SLACK_WEBHOOK_URL is not an absolute URL" };
  }
  const slack = parsed.protocol === "https:" && parsed.host === SLACK_HOST;
  const local = parsed.protocol === "http:" && LOOPBACK_HOSTS.has(parsed.hostname);
  if (slack || local) return { state: "on", url };
  return {
    state: "misconfigured",
    reason: "url_not_slack",
    message: `LEADS_SLACK_WEBHOOK_URL must be an incoming webhook, https://${SLACK_HOST}/… (http: only to ${[...LOOPBACK_HOSTS].join(", ")}), not ${parsed.protocol}//${parsed.host}`,
  };
}

/** Why the Slack URL is set but refused, or null (off, or on). */
export function slackProblem(env: SlackVars): SlackProblem | null {
  const setup = slackSetup(env);
  return setup.state === "misconfigured" ? { reason: setup.reason, message: setup.message } : null;
}

/** A Block Kit `plain_text` object: Slack applies no formatting, links or mentions to it. */
export interface PlainText {
  type: "plain_text";
  text: string;
  emoji: false;
}

/** The message posted for one lead (Block Kit); `text` is the notification's line, with nothing the visitor typed. */
export interface SlackMessage {
  text: string;
  blocks: (
    | { type: "header"; text: PlainText }
    | { type: "section"; fields: PlainText[] }
    | { type: "actions"; elements: { type: "button"; text: PlainText; url: string }[] }
  )[];
}

/** Slack's limits: a header's text, a section field's text. */
const HEADER_MAX = 150;
const FIELD_MAX = 2_000;

/**
 * Text as Slack shows it literally: `&`, `<` and `>` written as entities (Slack's control
 * characters: `<!channel>`, `<https://evil|click>` arrive as text), at most `max` characters once
 * written, cut with "…" between characters, never inside an entity.
 */
export function slackText(value: string, max = FIELD_MAX): string {
  const escape = (char: string) => (char === "&" ? "&amp;" : char === "<" ? "&lt;" : char === ">" ? "&gt;" : char);
  const whole = [...value].map(escape);
  if (whole.join("").length <= max) return whole.join("");
  let cut = "";
  for (const piece of whole) {
    if (cut.length + piece.length > max - 1) break;
    cut += piece;
  }
  return `${cut}…`;
}

const plain = (text: string, max?: number): PlainText => ({
  type: "plain_text",
  text: slackText(text, max),
  emoji: false,
});

/** Where the people who answer a lead open it (an absolute URL), from the Worker's settings, or null: nothing to link to. */
export type LeadLink<Vars extends Pick<Env, "SITE_URL"> = Pick<Env, "SITE_URL">> = (
  env: Vars,
  id: string,
) => string | null;

/**
 * What the message's button links to. The channel knows nothing of the desk: the Worker's entry
 * (src/server/index.ts) hands in the desk's `deskLeadUrl` with `linkSlackTo`; until then, no button.
 */
let leadLink: LeadLink = () => null;

/** Hands the Slack channel what its messages link to (src/server/index.ts: the lead desk's page of the lead). */
export function linkSlackTo(link: LeadLink): void {
  leadLink = link;
}

/**
 * The lead as a Slack message: a header with its subject; the sender's name and company (when the
 * form asks for one), the form and the page; a button to the lead on the desk when the desk is
 * configured. Never the message or the e-mail address (Slack keeps history beyond the store's
 * retention). Every piece of visitor text is a `plain_text` object, escaped (`slackText`).
 */
export function slackMessage<Vars extends Pick<Env, "SITE_URL">>(
  lead: Deliverable,
  env: Vars,
  link: LeadLink<Vars> = leadLink,
): SlackMessage {
  const form = VARIANT_PLACES[lead.variant];
  const desk = link(env, lead.id);
  const fields = [
    plain(`From: ${submitterName(lead.fields)}`),
    ...(lead.fields.company ? [plain(`Company: ${lead.fields.company}`)] : []),
    plain(`Form: ${form}`),
    ...(lead.page ? [plain(`Page: ${pageUrl(lead.page, env.SITE_URL)}`)] : []),
  ];
  return {
    text: `New enquiry from the ${form}`,
    blocks: [
      { type: "header", text: plain(`New enquiry: ${lead.fields.subject ?? ""}`, HEADER_MAX) },
      { type: "section", fields },
      ...(desk
        ? [
            {
              type: "actions" as const,
              elements: [{ type: "button" as const, text: plain("Open on the desk"), url: desk }],
            },
          ]
        : []),
    ],
  };
}

/** What Slack's refusals mean and what to do (its error codes, answered as plain text with a 4xx). */
export const SLACK_ERRORS: Readonly<Record<string, string>> = {
  invalid_token:
    "the webhook's token is invalid or revoked: make a new incoming webhook and set LEADS_SLACK_WEBHOOK_URL",
  no_service: "the incoming webhook is disabled or removed: make a new one and set LEADS_SLACK_WEBHOOK_URL",
  no_team: "the webhook's workspace no longer exists",
  team_disabled: "the webhook's workspace is disabled",
  channel_not_found: "the webhook's channel no longer exists: make a webhook for another channel",
  channel_is_archived: "the webhook's channel is archived: unarchive it or make a webhook for another channel",
  action_prohibited: "the workspace's admins do not allow this webhook to post",
  invalid_payload: "Slack could not read the message (a fault of the site: report it)",
  rate_limited: "Slack asked the site to slow down",
};

/** Slack's error code in an answer's body and what it means, or undefined (never anything else the body holds). */
async function errorDetail(response: Response): Promise<string | undefined> {
  const code = (await response.text()).trim();
  if (!/^[a-z_]{1,64}$/.test(code)) return undefined;
  const meaning = own(SLACK_ERRORS, code);
  return meaning ? `${code}: ${meaning}` : code;
}

/**
 * How long a 429's `Retry-After` asks to wait (seconds, or an HTTP date), at most
 * `MAX_RETRY_AFTER_MS`; undefined when absent or unreadable.
 */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value?.trim()) return undefined;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - now;
  return Number.isNaN(ms) ? undefined : Math.min(MAX_RETRY_AFTER_MS, Math.max(0, ms));
}

/**
 * POSTs one message to the incoming webhook. Delivered on a 2xx; a timeout, a network error, 5xx,
 * 408 or 429 (with its `Retry-After`) is retried by the store; any other answer (Slack's refusals:
 * `invalid_token`, `channel_not_found` …) is given up at once, with what it means.
 */
export async function sendSlack(message: SlackMessage, url: string): Promise<AttemptResult> {
  try {
    const response = await fetch(url, {
      method: "POST",
      body: JSON.stringify(message),
      headers: { "content-type": "application/json" },
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.ok) {
      await response.body?.cancel();
      return { ok: true };
    }
    const detail = await errorDetail(response);
    const wait = response.status === 429 ? retryAfterMs(response.headers.get("retry-after")) : undefined;
    return {
      ok: false,
      reason: "status",
      providerStatus: response.status,
      ...(detail ? { detail } : {}),
      ...(wait === undefined ? {} : { retryAfterMs: wait }),
    };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    return { ok: false, reason: timedOut ? "timeout" : "network" };
  }
}

/** The Slack channel's attempt (not configured: given up at once; the store does not ask a channel that is off). */
export async function deliverSlack(lead: Deliverable, env: Env): Promise<AttemptResult> {
  const setup = slackSetup(env);
  if (setup.state !== "on") return { ok: false, reason: "not_configured" };
  return sendSlack(slackMessage(lead, env), setup.url);
}

/** A message in the team's Slack channel per lead, when `LEADS_SLACK_WEBHOOK_URL` is set and sound. */
export const slack: Channel = {
  name: "slack",
  label: "Slack",
  enabled: (env) => slackSetup(env).state === "on",
  problem: slackProblem,
  deliver: deliverSlack,
  receiver: (env) =>
    slackSetup(env).state === "on"
      ? "Slack, where our team works, gets a short notice of each enquiry: your name and company, the subject, and the form and page you sent it from — never your message or e-mail address. Slack keeps these notices as long as our workspace keeps its messages."
      : null,
};
