import { log } from "../log";
import { filterNames, type BulkAction, type PendingFilter } from "./filter";
import { dropOrphanDeliveries } from "./retention";
import { HELD, field, updatedRows } from "./table";

/** SQL: the lead `l` has a delivery pending on some channel, what the undelivered cap counts (a held lead has none). */
const PENDING = "EXISTS (SELECT 1 FROM deliveries d WHERE d.lead_id = l.id AND d.state = 'pending')";
/** SQL: some channel has delivered the lead `l` already: held, it would be sent there again on release. */
const DELIVERED_SOMEWHERE = "EXISTS (SELECT 1 FROM deliveries d WHERE d.lead_id = l.id AND d.state = 'delivered')";
/** SQL: the subject and the message of the lead in scope, in lower case (ASCII), '' where damaged. */
const TEXT = `lower(COALESCE(${field("subject")}, '') || ' ' || COALESCE(${field("message")}, ''))`;

/** The SQL condition (on `leads l`) of the pending leads `filter` selects, and its parameters. */
function pendingWhere(filter: PendingFilter): [string, unknown[]] {
  const conditions: [string, ...unknown[]][] = [[PENDING]];
  const email = `lower(${field("email")})`;
  if (filter.sender?.startsWith("@"))
    conditions.push([`substr(${email}, -length(?)) = lower(?)`, filter.sender, filter.sender]);
  else if (filter.sender) conditions.push([`${email} = lower(?)`, filter.sender]);
  for (const word of filter.text ?? []) conditions.push([`instr(${TEXT}, lower(?)) > 0`, word]);
  if (filter.since !== undefined) conditions.push(["l.created_at >= ?", filter.since]);
  if (filter.before !== undefined) conditions.push(["l.created_at < ?", filter.before]);
  return [conditions.map(([condition]) => condition).join(" AND "), conditions.flatMap(([, ...values]) => values)];
}

const count = (sql: SqlStorage, where: string, params: unknown[]) =>
  sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM leads l WHERE ${where}`, ...params).one().n;

/** The audit line of a bulk action: how many, and which filters (their names: never an address or words). */
const audit = (event: string, changed: number, filter: PendingFilter) =>
  log("info", event, { state: "pending", count: changed, filters: filterNames(filter) });

/**
 * Holds the pending leads an operator's filter selects, as `operator` (released like any held
 * lead): their deliveries go, nothing more is sent. Left pending: a lead some channel has already
 * delivered (a release would send it twice), and one a channel is sending at this moment
 * (`sending`: its outcome is not recorded yet). Returns how many (with `dryRun`, how many it would).
 */
export function holdPending(sql: SqlStorage, { filter, dryRun }: BulkAction, sending: readonly string[]): number {
  const [pending, params] = pendingWhere(filter);
  const where = `${pending} AND NOT ${DELIVERED_SOMEWHERE} AND l.id NOT IN (SELECT value FROM json_each(?))`;
  const values = [...params, JSON.stringify(sending)];
  if (dryRun) return count(sql, where, values);
  const held = updatedRows(
    sql,
    `UPDATE leads SET held_reason = 'operator', released_at = NULL WHERE id IN (SELECT l.id FROM leads l WHERE ${where}) RETURNING id`,
    ...values,
  );
  // A held lead has no delivery.
  sql.exec(`DELETE FROM deliveries WHERE lead_id IN (SELECT l.id FROM leads l WHERE ${HELD})`);
  audit("leads_held", held, filter);
  return held;
}

/**
 * Deletes the pending leads an operator's filter selects, with their deliveries (the pending ones
 * cancelled: never sent). Returns how many (with `dryRun`, how many it would).
 */
export function purgePending(sql: SqlStorage, { filter, dryRun }: BulkAction): number {
  const [where, params] = pendingWhere(filter);
  if (dryRun) return count(sql, where, params);
  const purged = sql.exec(
    `DELETE FROM leads WHERE id IN (SELECT l.id FROM leads l WHERE ${where})`,
    ...params,
  ).rowsWritten;
  dropOrphanDeliveries(sql);
  audit("leads_purged", purged, filter);
  return purged;
}
