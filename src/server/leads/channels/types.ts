/**
 * What every channel is: a name (stored with each of its deliveries), whether this Worker has it
 * turned on, and one delivery attempt. The store's outbox treats every channel alike; a channel
 * knows nothing of the store.
 */
import type { AppEnv } from "../../types";
import type { LeadContent, MailRoute } from "../record";

export type Env = AppEnv["Bindings"];

/** The outcome of one attempt: delivered, or why not (`providerStatus`: the receiver's HTTP status). */
export type Delivery = { ok: true } | { ok: false; reason: string; providerStatus?: number };

/** A stored lead as the channels see it. */
export interface Deliverable extends LeadContent {
  id: string;
  /** Where the mail channel sends this lead: the provider, or the local sink. */
  mailRoute: MailRoute;
  /** When the lead was accepted (ISO 8601). */
  createdAt: string;
}

export interface Channel {
  /** Stored in `deliveries.channel`: never rename one that has rows. */
  readonly name: string;
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
  deliver(lead: Deliverable, env: Env): Promise<Delivery>;
}
