/**
 * What every channel is: a name (stored with each of its deliveries), whether this Worker has it
 * turned on, and one delivery attempt. The store's outbox treats every channel alike; a channel
 * knows nothing of the store.
 */
import type { AppEnv } from "../../types";
import type { Lead } from "../record";

export type Env = AppEnv["Bindings"];

/**
 * The outcome of one attempt: delivered, or why not (`providerStatus`: the receiver's HTTP status;
 * `detail`: what the receiver's answer means, in words, for the record; `retryAfterMs`: how long
 * the receiver asked to be left alone, which the next attempt waits at least).
 */
export type AttemptResult =
  { ok: true } | { ok: false; reason: string; providerStatus?: number; detail?: string; retryAfterMs?: number };

/**
 * A stored lead as the channels see it: what was sent, where its e-mail goes (`route`: the
 * provider, or the local sink), when it was accepted (ISO 8601); never its deliveries.
 */
export type Deliverable = Pick<Lead, "id" | "variant" | "fields" | "page" | "route" | "createdAt">;

export interface Channel {
  /** Stored in `deliveries.channel`: never rename one that has rows. */
  readonly name: string;
  /** What people call it, where the desk shows each channel's delivery ("E-mail"). */
  readonly label: string;
  /**
   * Whether a new (or released) lead gets a delivery on this channel. A delivery already open on a
   * channel that is not is given up (`not_configured`) when it is next due.
   */
  enabled(env: Env): boolean;
  /**
   * Why the channel is set but refused (so not enabled), or null: logged at error level as
   * `<name>_misconfigured` when the store starts.
   */
  problem?(env: Env): { reason: string; message: string } | null;
  /** One attempt. A transient failure is retried by the store (`isTransient`), any other given up. */
  deliver(lead: Deliverable, env: Env): Promise<AttemptResult>;
  /**
   * Who receives a lead on this channel and what they get, as one sentence of the privacy notice
   * (/privacy, "Who receives it"), or null when the channel is not enabled: the notice names every
   * receiver a lead can reach, and no other.
   */
  receiver(env: Env): string | null;
}
