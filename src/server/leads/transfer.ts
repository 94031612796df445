import { log } from "../log";
import { overCaps, type RowProblem } from "./importRows";
import { heldCount, leadState, undelivered } from "./queries";
import type { Lead } from "./record";
import { searchText } from "./search";

const ms = (iso: string | null | undefined): number | null => (iso ? Date.parse(iso) : null);

/**
 * Loads leads another store gave (its JSON export, checked and brought to today's `Lead` by
 * importRows.ts, or a retired store's page in a move) with their hold reasons and every channel's
 * delivery: its state, attempts and error. A lead already here (same id) is left as it is, so
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
      `INSERT OR IGNORE INTO leads (id, variant, fields, search_text, page, mail_route, held_reason, released_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      lead.id,
      lead.variant,
      JSON.stringify(lead.fields),
      searchText(lead.fields),
      lead.page ?? null,
      lead.route,
      lead.reason ?? null,
      lead.reason && !held ? (ms(lead.updatedAt) ?? createdAt) : null,
      createdAt,
    ).rowsWritten;
    if (!inserted) continue;
    imported += 1;
    if (held) continue;
    for (const [channel, d] of Object.entries(lead.deliveries)) {
      if (!d) continue;
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

/**
 * The rows of an import that would take the store past a cap (`overCaps`, importRows.ts), as a
 * submission would: counted from what the store holds now, a lead it holds already not counted.
 */
export function overStoreCaps(
  sql: SqlStorage,
  leads: readonly Lead[],
  caps: { undelivered: number; held: number },
): RowProblem[] {
  return overCaps(
    leads,
    (id) => leadState(sql, id) === undefined,
    { name: "LEADS_MAX_UNDELIVERED", count: undelivered(sql), max: caps.undelivered },
    { name: "LEADS_MAX_HELD", count: heldCount(sql), max: caps.held },
  );
}
