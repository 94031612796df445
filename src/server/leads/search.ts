/**
 * The words a desk search finds (`LeadFilter.text`, queries.ts): the searched fields of each lead,
 * folded to lower case once, when the lead is stored (`leads.search_text`, written by intake.ts,
 * transfer.ts and migration 4 for the leads stored before it), and the search's words folded the
 * same way, so the store's SQL selects with `instr` exactly the leads whose folded text holds every
 * folded word. SQLite's own `lower()` and `LIKE` fold ASCII only, and would drop "Łukasz" from a
 * search for "łukasz"; here both sides go through one JavaScript function, so the SQL keeps what the
 * same match in JavaScript (`text.includes(word)`) keeps: a well-formed string's UTF-8 bytes occur
 * in another's exactly where it occurs as a substring.
 */

/** The fields a search looks in: names, e-mail, company, subject and message. */
export const SEARCHED = [
  "fullname",
  "firstName",
  "lastName",
  "name",
  "email",
  "company",
  "subject",
  "message",
] as const;

/**
 * Lower case by Unicode's own mapping, whatever the runtime's locale (`toLowerCase`; under
 * workerd's `en-US` it is what `toLocaleLowerCase()` gives): a stored text must not depend on
 * where it was folded.
 */
const fold = (text: string) => text.toLowerCase();

/**
 * A lead's searched fields, one a line, folded: what `leads.search_text` holds. A word never spans
 * two fields (words have no white space).
 *
 * @example searchText({ firstName: "Łukasz", email: "L@Example.com" }) // "\nłukasz\n\n\nl@example.com\n\n\n"
 */
export function searchText(fields: Readonly<Record<string, unknown>>): string {
  return fold(SEARCHED.map((name) => fields[name] ?? "").join("\n"));
}

/**
 * The words of a search, folded: a lead matches when its text holds every one.
 *
 * @example searchWords("  ÖZGÜR  Acme ") // ["özgür", "acme"]
 */
export function searchWords(text: string): string[] {
  return fold(text).split(/\s+/).filter(Boolean);
}

/** The stored fields of a row as an object; none where they are damaged (not JSON, or not an object). */
function storedFields(json: string): Record<string, unknown> {
  try {
    const fields: unknown = JSON.parse(json);
    return fields && typeof fields === "object" ? (fields as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Leads read at a time while their text is written. */
const BATCH = 500;

/**
 * Writes `search_text` for every stored lead from its stored fields (none where they are damaged,
 * as the desk reads such a lead), a batch at a time: the leads stored before the column.
 */
export function writeSearchText(sql: Pick<SqlStorage, "exec">): void {
  for (let after = 0; ;) {
    const rows = sql
      .exec<{ rowid: number; fields: string }>(
        "SELECT rowid, fields FROM leads WHERE rowid > ? ORDER BY rowid LIMIT ?",
        after,
        BATCH,
      )
      .toArray();
    for (const { rowid, fields } of rows)
      sql.exec("UPDATE leads SET search_text = ? WHERE rowid = ?", searchText(storedFields(fields)), rowid);
    if (rows.length < BATCH) return;
    after = rows.at(-1)!.rowid;
  }
}
