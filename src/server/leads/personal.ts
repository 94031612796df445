import { log } from "../log";
import { pageLeads } from "./queries";
import type { Lead } from "./record";

/** What `erase` removed: the leads (ids) and how many of their deliveries were still pending (now cancelled). */
export interface Erased {
  leads: string[];
  cancelledDeliveries: number;
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
    const last = page.at(-1)!;
    page = pageLeads(sql, { email }, { createdAt: Date.parse(last.createdAt), id: last.id }, 500);
  }
  return found;
}

/**
 * Deletes every lead of an address and its deliveries (a pending one is cancelled: it is never
 * sent), and writes one audit line with the count and a salted hash of the address, never the
 * address itself.
 */
export async function eraseByEmail(sql: SqlStorage, email: string): Promise<Erased> {
  const ids = findByEmail(sql, email).map((lead) => lead.id);
  let cancelledDeliveries = 0;
  for (const id of ids) {
    cancelledDeliveries += sql
      .exec("DELETE FROM deliveries WHERE lead_id = ? AND state = 'pending' RETURNING lead_id", id)
      .toArray().length;
    sql.exec("DELETE FROM deliveries WHERE lead_id = ?", id);
    sql.exec("DELETE FROM leads WHERE id = ?", id);
  }
  const salt = hex(crypto.getRandomValues(new Uint8Array(16)));
  const hash = await saltedHash(salt, email);
  log("info", "leads_erased", { count: ids.length, cancelled: cancelledDeliveries, salt, hash });
  return { leads: ids, cancelledDeliveries, salt, hash };
}
