import { contactFields, type ContactFieldName } from "../../content/contact";
import { channels } from "./channels";
import type { Lead } from "./record";

/** Every form field, in the forms' order (each variant asks for a subset of these, in this order). */
const FIELD_ORDER = Object.keys(contactFields) as ContactFieldName[];

/** The channels' names, in the list's order: a column each, with that channel's delivery state. */
const CHANNEL_ORDER = channels.map((channel) => channel.name);

const COLUMNS = ["id", "created", "form", "page", "state", "held for", ...CHANNEL_ORDER, ...FIELD_ORDER, "unreadable"];

/**
 * What makes a spreadsheet read a cell as a formula (OWASP, "CSV injection"): `=`, `+`, `-`, `@`,
 * their full-width forms (U+FF1D, U+FF0B, U+FF0D, U+FF20, which some spreadsheets fold to them),
 * a tab or a CR, at the start of the cell or (when a locale splits on `;`, or a program re-splits
 * a cell) at the start of any piece after a `;`, `,`, CR or LF inside it. Leading spaces of any
 * kind (U+0020, a no-break space, an ideographic space …: Unicode's `Zs`) are skipped over first,
 * as spreadsheets trim them: " =1+1" is a formula too.
 */
const TRIGGER = /(?<=^|[;,\r\n])(\p{Zs}*)(?=[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r])/gu;

/**
 * A cell safe to open in a spreadsheet: an apostrophe before every formula trigger that starts the
 * cell or a piece of it, which spreadsheets show as text. The text is otherwise unchanged.
 *
 * @example neutralise("x;=HYPERLINK(\"http://evil\")") // "x;'=HYPERLINK(\"http://evil\")"
 */
export function neutralise(value: string): string {
  // Lookarounds only: a CR that is itself a trigger still starts the piece after it ("\r=1" → "'\r'=1").
  return value.replace(TRIGGER, "$1'");
}

/** One RFC 4180 field, always quoted (quotes doubled), so no separator inside it is ever read as one. */
function field(value: string): string {
  return `"${neutralise(value).replaceAll('"', '""')}"`;
}

/**
 * Leads as CSV: RFC 4180 (CRLF line ends, a header row), UTF-8 with a byte-order mark so
 * spreadsheets read accents correctly, each channel's delivery state (a column per channel, named
 * as the channel), the form fields in the forms' order, then `unreadable`
 * (empty unless the stored fields are damaged: what failed).
 */
export function leadsToCsv(leads: readonly Lead[]): string {
  const rows = leads.map((lead) => [
    lead.id,
    lead.createdAt,
    lead.variant,
    lead.page ?? "",
    lead.state,
    lead.reason ?? "",
    ...CHANNEL_ORDER.map((name) => lead.deliveries[name]?.state ?? ""),
    ...FIELD_ORDER.map((name) => lead.fields[name] ?? ""),
    lead.unreadable ?? "",
  ]);
  return `\uFEFF${[COLUMNS, ...rows].map((row) => row.map(field).join(",")).join("\r\n")}\r\n`;
}
