import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { leadsToCsv, neutralise } from "../../../../src/server/leads/csv";
import type { Lead } from "../../../../src/server/leads/record";
import { exportedLead } from "../../../support/leadStore";

const lead = (fields: Lead["fields"], extra: Partial<Lead> = {}): Lead => exportedLead({ fields, ...extra });

const read = (csv: string) => parse(csv, { bom: true, columns: true }) as Record<string, string>[];

/**
 * What a spreadsheet does with a cell, written apart from the code under test: it trims leading
 * white space (any kind: spaces, a no-break or ideographic space, tabs, line ends) and reads the
 * cell as a formula when what is left begins with `=`, `+`, `-` or `@`, or with their full-width
 * forms, which some spreadsheets fold to them. An apostrophe first makes any cell text.
 */
const isFormula = (cell: string) => /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/u.test(cell.replace(/^\s+/u, ""));

/** The pieces a cell becomes when a locale splits on `;` or a program re-splits it on `,` or line ends. */
const pieces = (cell: string) => [cell, ...cell.split(/[;,\r\n]/)];

/** Whether `safe` is `value` with apostrophes added and nothing else changed. */
function onlyApostrophesAdded(value: string, safe: string): boolean {
  let i = 0;
  for (const char of safe)
    if (char === value[i]) i += 1;
    else if (char !== "'") return false;
  return i === value.length;
}

/** Text a visitor might send that a spreadsheet would run: each must come out as text. */
const hostile: [string, string][] = [
  ["=", '=HYPERLINK("http://x")'],
  ["+", "+1 555 0100"],
  ["-", "-2+3"],
  ["@", "@SUM(A1)"],
  ["a tab, then =", "\t=1+1"],
  ["a carriage return, then =", "\r=1+1"],
  ["a line feed, then =", "\n=1+1"],
  ["a CR LF, then +", "\r\n+1"],
  ["a leading space", " =1+1"],
  ["leading spaces and a tab", "  \t=1"],
  ["a space, then a tab", " \t-1"],
  ["a no-break space", "\u00A0=1+1"],
  ["an ideographic space", "\u3000@A1"],
  ["an en space", "\u2002+1"],
  ["a full-width equals sign", "\uFF1D1+1"],
  ["a full-width plus", "\uFF0B1"],
  ["a full-width minus", "\uFF0D1"],
  ["a full-width at sign", "\uFF20SUM(A1)"],
  ["a formula after a semicolon", 'x;=HYPERLINK("http://evil")'],
  ["a formula after a comma", "a,+1"],
  ["a formula after a semicolon and spaces", "x;   @A1"],
  ["a formula after a semicolon and a no-break space", "x;\u00A0=1"],
  ["a full-width sign after a semicolon, with a space", "x; \uFF1D1"],
  ["a formula after a line feed", "Hello\n=cmd|' /C calc'!A0"],
  ["a formula after two line feeds", "Hello\n\n=1"],
  ["a formula after a CR", "Hi\r@SUM(A1)"],
  ["two triggers in one cell", "=1;=2"],
  ["a trigger after a tab inside a piece", "x;\t=1"],
];

describe("leadsToCsv", () => {
  it.each(hostile)("a cell beginning with %s opens as text, its visitor's text intact", (_, value) => {
    expect(isFormula(value) || pieces(value).some(isFormula), "the case is a formula to begin with").toBe(true);
    const [row] = read(leadsToCsv([lead({ subject: value })]));
    const safe = row!.subject!;
    for (const piece of pieces(safe)) expect(isFormula(piece), JSON.stringify(piece)).toBe(false);
    expect(onlyApostrophesAdded(value, safe), JSON.stringify(safe)).toBe(true);
    expect(neutralise(value)).toBe(safe);
  });

  it.each([
    ["an ordinary subject", "Website redesign"],
    ["signs inside the text", "a=b+c, e-mail me @ noon"],
    ["a hyphenated word after a line feed", "Hello\nwell-known"],
  ])("leaves %s alone", (_, value) => {
    expect(neutralise(value)).toBe(value);
  });

  it("quotes every field, so a separator inside one is never read as one", () => {
    const csv = leadsToCsv([lead({ subject: "plain" })]);
    const record = csv.split("\r\n")[1]!;
    expect(record.startsWith('"abc.123","2026-11-24T10:00:00.000Z","contact"')).toBe(true);
    expect(record).toContain(',"plain",');
  });

  it("round-trips a comma, a quote, a newline and accents through a CSV parser", () => {
    const message = 'Hello, we need "two" apps\nand a site — café';
    const [row] = read(leadsToCsv([lead({ firstName: "Zoë", message })]));
    expect(row).toMatchObject({ id: "abc.123", form: "contact", page: "/contact", firstName: "Zoë", message });
  });

  it("is UTF-8 with a BOM, CRLF line ends and a header in the forms' field order", () => {
    const csv = leadsToCsv([lead({ email: "a@example.com" })]);
    expect(csv.split("\r\n")[0]).toBe(
      '\uFEFF"id","created","form","page","state","held for","mail","webhook","slack","fullname","firstName","lastName","name","email","phone","company","subject","message","unreadable"',
    );
    expect(csv.endsWith("\r\n")).toBe(true);
  });
});

describe("leadsToCsv: what a lead lacks", () => {
  it("leaves a cell empty for no page, no hold reason, a channel without a delivery and each field not asked", () => {
    const [row] = read(leadsToCsv([lead({ email: "a@b.c" }, { page: null })]));
    expect(row).toMatchObject({
      page: "",
      "held for": "",
      mail: "delivered",
      webhook: "",
      slack: "",
      email: "a@b.c",
      phone: "",
      subject: "",
    });
  });

  it("fills the hold reason and each channel's state when there are", () => {
    const pending = { state: "pending", attempts: 1, lastError: null, nextAttemptAt: null, deliveredAt: null } as const;
    const failed = { ...pending, state: "failed" } as const;
    const [row] = read(
      leadsToCsv([
        lead(
          {},
          { state: "pending", reason: "honeypot", deliveries: { mail: pending, webhook: failed, slack: pending } },
        ),
      ]),
    );
    expect(row).toMatchObject({
      state: "pending",
      "held for": "honeypot",
      mail: "pending",
      webhook: "failed",
      slack: "pending",
    });
  });

  it("marks a lead whose stored fields cannot be read, its fields empty", () => {
    const [ok, damaged] = read(
      leadsToCsv([lead({ subject: "fine" }), lead({}, { unreadable: "fields: SyntaxError" })]),
    );
    expect(ok).toMatchObject({ subject: "fine", unreadable: "" });
    expect(damaged).toMatchObject({ id: "abc.123", subject: "", message: "", unreadable: "fields: SyntaxError" });
  });

  it("neutralises a formula only at the start of a cell", () => {
    expect(neutralise("a=b+c")).toBe("a=b+c");
  });
});
