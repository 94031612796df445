import { log } from "../log";
import type { ChannelDelivery, Lead } from "./record";

/**
 * A lead's deliveries as an export carries them, each with its channel's name: the mail channel's
 * (the lead's own state and times) and the webhook's when it has one. The one place that reads
 * channels out of the `Lead` shape (import and its checks).
 */
export function channelDeliveries(lead: Lead): [channel: string, delivery: ChannelDelivery][] {
  const mail: ChannelDelivery = {
    state: lead.state,
    attempts: lead.attempts,
    lastError: lead.lastError,
    nextAttemptAt: lead.nextAttemptAt,
    deliveredAt: lead.deliveredAt,
  };
  return [["mail", mail], ...(lead.webhook ? [["webhook", lead.webhook] as [string, ChannelDelivery]] : [])];
}

const ms = (iso: string | null | undefined): number | null => (iso ? Date.parse(iso) : null);

/**
 * Loads leads exported by another store (`export --format json`: the `Lead` shape) with their
 * states, attempts, errors and hold reasons. A lead already here (same id) is left as it is, so
 * importing twice changes nothing; a delivered delivery stays delivered, so nothing goes out a
 * second time; a pending one resumes here, due now, with a fresh retry window. Returns how many
 * were imported and skipped.
 */
export function importLeads(
  sql: SqlStorage,
  leads: readonly Lead[],
  now: number,
): { imported: number; skipped: number } {
  let imported = 0;
  for (const lead of leads) {
    const createdAt = Date.parse(lead.createdAt);
    const held = lead.state === "held";
    const inserted = sql.exec(
      `INSERT OR IGNORE INTO leads (id, variant, fields, page, mail_route, held_reason, released_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      lead.id,
      lead.variant,
      JSON.stringify(lead.fields),
      lead.page ?? null,
      lead.channel,
      lead.reason ?? null,
      lead.reason && !held ? (ms(lead.updatedAt) ?? createdAt) : null,
      createdAt,
    ).rowsWritten;
    if (!inserted) continue;
    imported += 1;
    if (held) continue;
    const deliveries = channelDeliveries(lead);
    for (const [channel, d] of deliveries) {
      const pending = d.state === "pending";
      sql.exec(
        `INSERT INTO deliveries (lead_id, channel, state, attempts, next_at, last_error, delivered_at, window_started_at, alerted, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
        lead.id,
        channel,
        d.state,
        d.attempts,
        pending ? now : null,
        d.lastError,
        ms(d.deliveredAt),
        pending ? now : createdAt,
        ms(lead.updatedAt) ?? createdAt,
      );
    }
  }
  log("info", "leads_imported", { count: imported });
  return { imported, skipped: leads.length - imported };
}
