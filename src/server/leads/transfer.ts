import { log } from "../log";
import { mail } from "./channels/mail";
import type { ChannelDelivery, Lead, MailRoute } from "./record";
import { searchText } from "./search";

/**
 * A lead as an export carries it: today's `Lead` (`route`, and `deliveries` by channel), or one
 * made before those names (`channel` for the route, the webhook's delivery as `webhook`).
 */
export type ExportedLead = Omit<Lead, "route" | "deliveries"> & {
  route?: MailRoute;
  deliveries?: Partial<Record<string, ChannelDelivery | null>>;
  /** The route, as exports before `route` named it. */
  channel?: MailRoute;
  /** The webhook's delivery, as exports before `deliveries` carried it. */
  webhook?: ChannelDelivery | null;
};

/** The e-mail's delivery as the lead itself carries it (its own state, attempts, error and times). */
export function ownDelivery(lead: ExportedLead): ChannelDelivery {
  return {
    state: lead.state,
    attempts: lead.attempts,
    lastError: lead.lastError,
    nextAttemptAt: lead.nextAttemptAt,
    deliveredAt: lead.deliveredAt,
  };
}

/**
 * An exported lead's deliveries, each with its channel's name: every one `deliveries` has (an old
 * export: `webhook`), and the e-mail's from the lead's own state and times where `deliveries` does
 * not carry it. The one place that reads channels out of an export (import, its checks, a move).
 */
export function channelDeliveries(lead: ExportedLead): [channel: string, delivery: ChannelDelivery][] {
  const carried = lead.deliveries ?? { webhook: lead.webhook };
  return Object.entries({ [mail.name]: ownDelivery(lead), ...carried }).flatMap(([channel, d]) =>
    d ? [[channel, d]] : [],
  );
}

const ms = (iso: string | null | undefined): number | null => (iso ? Date.parse(iso) : null);

/**
 * Loads leads exported by another store (`export --format json`: the `Lead` shape, or an older one) with their
 * states, attempts, errors and hold reasons. A lead already here (same id) is left as it is, so
 * importing twice changes nothing; a delivered delivery stays delivered, so nothing goes out a
 * second time; a pending one resumes here, due now, with a fresh retry window. Returns how many
 * were imported and skipped.
 */
export function importLeads(
  sql: SqlStorage,
  leads: readonly ExportedLead[],
  now: number,
): { imported: number; skipped: number } {
  let imported = 0;
  for (const lead of leads) {
    const createdAt = Date.parse(lead.createdAt);
    const held = lead.state === "held";
    const inserted = sql.exec(
      `INSERT OR IGNORE INTO leads (id, variant, fields, search_text, page, mail_route, held_reason, released_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      lead.id,
      lead.variant,
      JSON.stringify(lead.fields),
      searchText(lead.fields),
      lead.page ?? null,
      lead.route ?? lead.channel,
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
