import type { ContactValues, ContactVariant } from "../../content/contact";

/**
 * Where the mail channel sends a lead (its route): the form-to-email provider, or the local
 * development sink (`npm start` without `FORM_ACCESS_KEY`). Not a channel: every lead goes on every
 * channel, and a channel is what `deliveries.channel` names.
 */
export type MailRoute = "provider" | "sink";

/**
 * pending: not delivered yet (retries scheduled); delivered; failed: given up until an operator
 * retries (these three are a channel's delivery); held: suspected spam, a lead with no delivery
 * until an operator releases it.
 */
export type LeadState = "pending" | "delivered" | "failed" | "held";

export const leadStates: readonly LeadState[] = ["pending", "delivered", "failed", "held"];

/** A channel's delivery's state (a held lead has no delivery, so never `held`). */
export type DeliveryState = Exclude<LeadState, "held">;

/** Why a lead is held instead of delivered (`npm run leads -- list --state spam` shows it). */
export const holdReasons = [
  "honeypot",
  "challenge_missing",
  "challenge_failed",
  "siteverify_unavailable",
  "challenge_unverified",
  "too_many_links",
  "message_repeats_subject",
  /** Held by an operator (`npm run leads -- hold --state pending`): released like any other. */
  "operator",
] as const;

export type HoldReason = (typeof holdReasons)[number];

/** What a lead says: which form, its fields, the page it was sent from. */
export interface LeadContent {
  variant: ContactVariant;
  fields: ContactValues;
  /** Path of the page the form was on (from the Referer), when known. */
  page?: string | null;
}

/** What the Worker hands to the store for one accepted submission. */
export interface NewLead extends LeadContent {
  /** Idempotency key: the form's submission id and a digest of what was sent. */
  id: string;
  /** Where its e-mail goes: the provider, or the local sink (exports before this name called it `channel`). */
  route: MailRoute;
  /** Set when the submission looks like spam: the lead is stored as held, with this reason. */
  held?: HoldReason;
}

/**
 * One channel's delivery of a lead: its state, the attempts made, the last one's error, and when
 * the next is due or when it was delivered. Every channel's, the mail channel's too, is only here.
 */
export interface ChannelDelivery {
  state: DeliveryState;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
}

/**
 * A stored lead, as the store gives it to operators (the API, `npm run leads`, the JSON export,
 * the desk, a move; never the access key): what was sent, whether it is held, and in `deliveries`
 * every channel's delivery by the channel's name (leads/channels/), null where the lead has none
 * (held, or the channel was off when it came).
 */
export interface Lead extends Omit<NewLead, "held"> {
  /** The lead's state: `held` while it is held, else its e-mail's delivery's (`deliveries.mail.state`). */
  state: LeadState;
  /** Why it is (or was) held; null for a lead that never was. */
  reason: HoldReason | null;
  createdAt: string;
  /** When its e-mail's delivery last changed, else when it came. */
  updatedAt: string;
  deliveries: Record<string, ChannelDelivery | null>;
  /** Set only when the stored fields cannot be read (a damaged row): what failed; `fields` is then empty. */
  unreadable?: string;
}

/** The store's answer to a submission. */
export type Accepted =
  | {
      /** False when a lead with this id already existed (a double click, a re-post): nothing new was sent. */
      created: boolean;
      state: LeadState;
    }
  | {
      /**
       * Refused: the store already holds its maximum of leads waiting for the mail channel
       * (`LEADS_MAX_UNDELIVERED`), or (`bound: "held"`) a lead a person could have sent would be
       * held with the held bound (`LEADS_MAX_HELD`) full of such leads, which are never evicted.
       */
      full: true;
      bound?: "held";
    };

/** A submission id as the form sends it: a UUID or similar token; anything else is replaced. */
const SUBMISSION_TOKEN = "[A-Za-z0-9_-]{8,64}";
const SUBMISSION_ID = new RegExp(`^${SUBMISSION_TOKEN}$`);
/** Bytes of the digest in a lead id (two hex digits each). */
const DIGEST_BYTES = 8;
/** The shape of every lead id `leadId` makes: a submission token, a dot, the digest. */
const LEAD_ID = new RegExp(`^${SUBMISSION_TOKEN}\\.[0-9a-f]{${DIGEST_BYTES * 2}}$`);

/**
 * True when `text` has the shape of a lead id (what `leadId` makes): what every operators' route
 * and command that takes an id accepts, so no word (`all-held`, `--all`) is ever taken for one.
 *
 * @example isLeadId("3f1c2b7a-form.9a0b1c2d3e4f5a6b") // true; isLeadId("all-held") // false
 */
export function isLeadId(text: string): boolean {
  return LEAD_ID.test(text);
}

/**
 * The lead's idempotency key: the submission id the rendered form carried, plus a digest of the
 * variant and fields, so a re-post of the same form makes no second lead, while a different
 * enquiry sent from a page that was served from cache (same id) still gets one of its own.
 *
 * @example await leadId("3f1c…", "contact", fields) // "3f1c….9a0b1c2d3e4f5a6b"
 */
export async function leadId(submissionId: unknown, variant: ContactVariant, fields: ContactValues): Promise<string> {
  const token =
    typeof submissionId === "string" && SUBMISSION_ID.test(submissionId) ? submissionId : crypto.randomUUID();
  const bytes = new TextEncoder().encode(JSON.stringify([variant, fields]));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  const hex = [...digest.slice(0, DIGEST_BYTES)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${token}.${hex}`;
}
