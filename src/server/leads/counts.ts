/**
 * How many leads each of the desk's views holds, counted in the store's SQL in one read of the
 * leads' `leads_by_outcome` index, never their rows (the failed deliveries found once, through the
 * `deliveries_due` index): what the desk's tabs show beside their names and `npm run leads --
 * counts` prints, one store call for both.
 */
import { HELD } from "./table";

/** How many leads the store holds, by the desk's views. */
export interface LeadCounts {
  /** Every lead not held: what the inbox lists. */
  inbox: number;
  /** Held leads (suspected spam, or held by an operator), not released. */
  held: number;
  /** Leads not held that some channel has given up on: what the failed tab lists. */
  failed: number;
}

/** The counts of the leads now in the store. */
export function leadCounts(sql: SqlStorage): LeadCounts {
  const row = sql
    .exec<{ inbox: number; held: number; failed: number }>(
      `SELECT
        COALESCE(SUM(CASE WHEN ${HELD} THEN 0 ELSE 1 END), 0) AS inbox,
        COALESCE(SUM(CASE WHEN ${HELD} THEN 1 ELSE 0 END), 0) AS held,
        COALESCE(SUM(CASE WHEN NOT ${HELD} AND l.id IN (SELECT lead_id FROM deliveries WHERE state = 'failed') THEN 1 ELSE 0 END), 0) AS failed
      FROM leads l`,
    )
    .one();
  return { inbox: row.inbox, held: row.held, failed: row.failed };
}
