/**
 * Where a lead goes: every channel in `channels`, each with its own delivery row and retries in
 * the store. `mail` (the form-to-email provider, or the local sink on a development server
 * without a key) and `webhook` (a signed JSON POST). A new channel is a file beside these and an
 * entry in the list (docs/architecture.md, "Adding a channel").
 */
import { mail } from "./mail";
import type { Channel, Delivery } from "./types";
import { webhook } from "./webhook";

export type { Channel, Deliverable, Delivery } from "./types";

/** Every channel, in the order a new lead is tried on them. */
export const channels: readonly Channel[] = [mail, webhook];

/** A failed delivery as one short, secret-free line for the record and the log. */
export function describeFailure(delivery: Extract<Delivery, { ok: false }>): string {
  return delivery.providerStatus === undefined ? delivery.reason : `${delivery.reason} (${delivery.providerStatus})`;
}
