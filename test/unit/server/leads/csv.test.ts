import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { leadsToCsv, neutralise } from "../../../../src/server/leads/csv";
import type { Lead } from "../../../../src/server/leads/record";

const lead = (fields: Lead["fields"], extra: Partial<Lead> = {}): Lead => ({
  id: "abc.123",
  variant: "contact",
  fields,
  page: "/contact",
  channel: "provider",
  state: "delivered",
  reason: null,
  attempts: 1,
  lastError: null,
  createdAt: "2026-11-24T10:00:00.000Z",
  updatedAt: "2026-11-24T10:00:01.000Z",
  nextAttemptAt: null,
  deliveredAt: "2026-11-24T10:00:01.000Z",
  webhook: null,
  ...extra,
});

const read = (csv: string) => parse(csv, { bom: true, columns: true }) as Record<string, string>[];

describe("leadsToCsv", () => {
  it.each([
    ["=", '=HYPERLINK("http://x")'],
    ["+", "+1 555 0100"],
    ["-", "-2+3"],
    ["@", "@SUM(A1)"],
    ["a tab", "\t=1+1"],
    ["a carriage return", "\r=1+1"],
  ])("neutralises a cell that begins with %s", (_, value) => {
    expect(neutralise(value)).toBe(`'${value}`);
    const [row] = read(leadsToCsv([lead({ subject: value })]));
    expect(row!.subject).toBe(`'${value}`);
  });

  it.each([
    ["a leading space", " =1+1", " '=1+1"],
    ["leading spaces and a tab", "  \t=1", "  '\t=1"],
    ["a formula after a semicolon", 'x;=HYPERLINK("http://evil")', `x;'=HYPERLINK("http://evil")`],
    ["a formula after a comma", "a,+1", "a,'+1"],
    ["a formula after a line feed", "Hello\n=cmd|' /C calc'!A0", "Hello\n'=cmd|' /C calc'!A0"],
    ["a formula after a CR", "Hi\r@SUM(A1)", "Hi\r'@SUM(A1)"],
    ["a full-width equals sign", "\uFF1D1+1", "'\uFF1D1+1"],
    ["a full-width plus", "\uFF0B1", "'\uFF0B1"],
    ["a full-width minus", "\uFF0D1", "'\uFF0D1"],
    ["a full-width at sign", "\uFF20SUM(A1)", "'\uFF20SUM(A1)"],
    ["a full-width sign after a semicolon, with a space", "x; \uFF1D1", "x; '\uFF1D1"],
    ["two triggers in one cell", "=1;=2", "'=1;'=2"],
  ])("neutralises %s", (_, value, safe) => {
    expect(neutralise(value)).toBe(safe);
    const [row] = read(leadsToCsv([lead({ message: value })]));
    expect(row!.message).toBe(safe);
  });

  it("read with ';' as the separator (a European spreadsheet), no cell or piece starts a formula", () => {
    const nasty = ['x;=HYPERLINK("http://evil")', " +1;@A1", "\uFF1D1;\uFF20x", "a\n-2", "ok; fine"];
    const csv = leadsToCsv(nasty.map((subject, i) => lead({ subject, message: nasty[(i + 1) % nasty.length]! })));
    const cells = (
      parse(csv, { bom: true, delimiter: ";", relax_quotes: true, relax_column_count: true }) as string[][]
    ).flat();
    for (const cell of cells.flatMap((c) => c.split(/[,\r\n]/)))
      expect(cell.replace(/^[\s"]+/, ""), JSON.stringify(cell)).not.toMatch(/^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/);
  });

  it("quotes every field, so a separator inside one is never read as one", () => {
    const csv = leadsToCsv([lead({ subject: "plain" })]);
    const record = csv.split("\r\n")[1]!;
    expect(record.startsWith('"abc.123","2026-11-24T10:00:00.000Z","contact"')).toBe(true);
    expect(record).toContain(',"plain",');
  });

  it("leaves ordinary text alone", () => {
    expect(neutralise("Website redesign")).toBe("Website redesign");
  });

  it("round-trips a comma, a quote, a newline and accents through a CSV parser", () => {
    const message = 'Hello, we need "two" apps\nand a site — café';
    const [row] = read(leadsToCsv([lead({ firstName: "Zoë", message })]));
    expect(row).toMatchObject({ id: "abc.123", form: "contact", page: "/contact", firstName: "Zoë", message });
  });

  it("is UTF-8 with a BOM, CRLF line ends and a header in the forms' field order", () => {
    const csv = leadsToCsv([lead({ email: "a@example.com" })]);
    expect(csv.split("\r\n")[0]).toBe(
      '\uFEFF"id","created","form","page","state","held for","webhook","fullname","firstName","lastName","name","email","phone","company","subject","message"',
    );
    expect(csv.endsWith("\r\n")).toBe(true);
  });
});

describe("leadsToCsv: what a lead lacks", () => {
  it("leaves a cell empty for no page, no hold reason, no webhook and each field not asked", () => {
    const [row] = read(leadsToCsv([lead({ email: "a@b.c" }, { page: null })]));
    expect(row).toMatchObject({ page: "", "held for": "", webhook: "", email: "a@b.c", phone: "", subject: "" });
  });

  it("fills the hold reason and the webhook's state when there are", () => {
    const webhook = { state: "pending", attempts: 1, lastError: null, nextAttemptAt: null, deliveredAt: null } as const;
    const [row] = read(leadsToCsv([lead({}, { state: "held", reason: "honeypot", webhook })]));
    expect(row).toMatchObject({ state: "held", "held for": "honeypot", webhook: "pending" });
  });

  it("neutralises a formula only at the start of a cell", () => {
    expect(neutralise("a=b+c")).toBe("a=b+c");
  });
});
