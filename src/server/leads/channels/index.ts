/**
 * Where a lead goes: every channel in `channels`, each with its own delivery row and retries in
 * the store. `mail` (the form-to-email provider, or the local sink on a development server
 * without a key), `webhook` (a signed JSON POST) and `slack` (a message in the team's channel). A
 * new channel is a file beside these and an entry in the list (docs/architecture.md, "Adding a
 * channel"): everything that names channels (the operators' views, export and import, the privacy
 * notice) reads this list.
 */
import { mail } from "./mail";
import { slack } from "./slack";
import type { Channel, AttemptResult } from "./types";
import { webhook } from "./webhook";

export type { Channel, Deliverable, AttemptResult } from "./types";

/** Every channel, in the order a new lead is tried on them. */
export const channels: readonly Channel[] = [mail, webhook, slack];

/** A failed delivery as one short, secret-free line for the record and the log: its reason, status and meaning. */
export function describeFailure(delivery: Extract<AttemptResult, { ok: false }>): string {
  const status = delivery.providerStatus === undefined ? "" : ` (${delivery.providerStatus})`;
  return `${delivery.reason}${status}${delivery.detail ? `: ${delivery.detail}` : ""}`;
}
