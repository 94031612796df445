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
    expect(csv.startsWith("\uFEFFid,created,form,page,state,held for,webhook,")).toBe(true);
    expect(csv.split("\r\n")[0]).toBe(
      "\uFEFFid,created,form,page,state,held for,webhook,fullname,firstName,lastName,name,email,phone,company,subject,message",
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
