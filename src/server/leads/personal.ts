import { log } from "../log";
import { cursorAfter, pageLeads } from "./queries";
import type { Lead } from "./record";

/** What `erase` removed: the leads (ids), and what had become of their deliveries. */
export interface Erased {
  leads: string[];
  /** Deliveries still pending, no channel holding them: cancelled, never sent. */
  cancelledDeliveries: number;
  /**
   * Deliveries a channel had before the erasure: delivered, or handed to the channel and its answer
   * still awaited (the receiver may have it). Their copies (the mailbox, the webhook's receiver)
   * are to be deleted there.
   */
  deliveredBeforeErasure: number;
  /**
   * `deliveredBeforeErasure` by channel: every channel configured now (0 when it had none), and
   * any other that had a copy (erasure.ts says it in words).
   */
  copies: Record<string, number>;
  /** The audit line's salted hash of the address (the salt is in the line too), to match a request later. */
  salt: string;
  hash: string;
}

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");

/** SHA-256 of the salt and the address (lower case, trimmed), hex. */
export async function saltedHash(salt: string, email: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${salt}:${email.trim().toLowerCase()}`);
  return hex(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)));
}

/** Every stored lead of one e-mail address (any case), in every state, newest first. */
export function findByEmail(sql: SqlStorage, email: string): Lead[] {
  const found: Lead[] = [];
  for (let page = pageLeads(sql, { email }, null, 500); page.length;) {
    found.push(...page);
    page = pageLeads(sql, { email }, cursorAfter(page.at(-1)!), 500);
  }
  return found;
}

/**
 * Deletes every lead of an address and its deliveries, and writes one audit line with the counts
 * and a salted hash of the address, never the address itself. `configured`: the channels on now,
 * each named in `copies` even with none. A pending delivery is cancelled (it
 * is never sent), unless `awaitingChannel` says its channel has it in hand: that one, like a
 * delivered one, counts as delivered before the erasure.
 */
export async function eraseByEmail(
  sql: SqlStorage,
  email: string,
  awaitingChannel: (channel: string, id: string) => boolean,
  configured: readonly string[] = [],
): Promise<Erased> {
  const ids = findByEmail(sql, email).map((lead) => lead.id);
  let cancelledDeliveries = 0;
  let deliveredBeforeErasure = 0;
  const copies: Record<string, number> = Object.fromEntries(configured.map((channel) => [channel, 0]));
  for (const id of ids) {
    const deliveries = sql
      .exec<{ channel: string; state: string }>("DELETE FROM deliveries WHERE lead_id = ? RETURNING channel, state", id)
      .toArray();
    for (const { channel, state } of deliveries) {
      if (state === "delivered" || (state === "pending" && awaitingChannel(channel, id))) {
        deliveredBeforeErasure += 1;
        copies[channel] = (copies[channel] ?? 0) + 1;
      } else if (state === "pending") cancelledDeliveries += 1;
    }
    sql.exec("DELETE FROM leads WHERE id = ?", id);
  }
  const salt = hex(crypto.getRandomValues(new Uint8Array(16)));
  const hash = await saltedHash(salt, email);
  log("info", "leads_erased", {
    count: ids.length,
    cancelled: cancelledDeliveries,
    deliveredBeforeErasure,
    salt,
    hash,
  });
  return { leads: ids, cancelledDeliveries, deliveredBeforeErasure, copies, salt, hash };
}
