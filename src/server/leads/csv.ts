import { contactFields, type ContactFieldName } from "../../content/contact";
import type { Lead } from "./record";

/** Every form field, in the forms' order (each variant asks for a subset of these, in this order). */
const FIELD_ORDER = Object.keys(contactFields) as ContactFieldName[];

const COLUMNS = ["id", "created", "form", "page", "state", "held for", "webhook", ...FIELD_ORDER] as const;

/**
 * A cell safe to open in a spreadsheet (OWASP ASVS V1.2.10, "CSV injection"): text that a
 * spreadsheet would read as a formula (starting with =, +, -, @, a tab or CR) gets a leading
 * apostrophe, which spreadsheets show as text and do not display.
 */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One RFC 4180 field: quoted when it holds a comma, a quote or a line break; quotes doubled. */
function field(value: string): string {
  const safe = neutralise(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * Leads as CSV: RFC 4180 (CRLF line ends, a header row), UTF-8 with a byte-order mark so
 * spreadsheets read accents correctly, the form fields in the forms' order.
 */
export function leadsToCsv(leads: readonly Lead[]): string {
  const rows = leads.map((lead) => [
    lead.id,
    lead.createdAt,
    lead.variant,
    lead.page ?? "",
    lead.state,
    lead.reason ?? "",
    lead.webhook?.state ?? "",
    ...FIELD_ORDER.map((name) => lead.fields[name] ?? ""),
  ]);
  return `\uFEFF${[[...COLUMNS], ...rows].map((row) => row.map(field).join(",")).join("\r\n")}\r\n`;
}
