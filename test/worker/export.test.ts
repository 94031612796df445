/** `npm run leads -- export`: the operators' API answers stored leads as CSV (or JSON), safe for spreadsheets. */
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { honeypotField } from "../../src/content/contact";
import type { Lead } from "../../src/server/leads/record";
import { contactRequest, samples } from "../../harness/contactForm.ts";
import { TEST_ACCESS_KEY } from "../../harness/provider.ts";
import { startWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker({
    vars: { FORM_ENDPOINT: "https://provider.test/submit", FORM_ACCESS_KEY: TEST_ACCESS_KEY },
    rateLimit: 10_000,
    outbound: () => Response.json({ success: true }),
  });
  const posts = [
    { ...samples.contact, subject: '=HYPERLINK("http://x")', submission_id: "export-form-1" },
    {
      ...samples.contact,
      subject: "Quotes",
      message: 'Hello, "friends"\nsecond line, too',
      submission_id: "export-form-2",
    },
    { ...samples.contact, subject: "Held one", [honeypotField]: "bot", submission_id: "export-form-3" },
    {
      ...samples.contact,
      subject: 'x;=HYPERLINK("http://evil")',
      message: " +1 555\n\uFF1Dcmd",
      submission_id: "export-form-4",
    },
  ];
  for (const fields of posts) expect((await w.fetch("/api/contact", contactRequest(fields))).status).toBe(200);
});
afterAll(() => w.dispose());

const rows = async (query = "") => {
  const response = await w.admin(`/api/leads/export${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  return parse(await response.text(), { bom: true, columns: true }) as Record<string, string>[];
};

describe("the export", () => {
  it("neutralises a formula and round-trips a comma, a quote and a newline", async () => {
    const exported = await rows();
    expect(exported.map((r) => r.subject)).toEqual(expect.arrayContaining([`'=HYPERLINK("http://x")`, "Quotes"]));
    expect(exported.find((r) => r.subject === "Quotes")?.message).toBe('Hello, "friends"\nsecond line, too');
  });

  it("leaves held leads out unless asked for", async () => {
    expect((await rows()).map((r) => r.subject)).not.toContain("Held one");
    expect((await rows("?state=held")).map((r) => r.subject)).toEqual(["Held one"]);
    // `spam`, the old name of held (an operator's script from before).
    expect((await rows("?state=spam")).map((r) => r.subject)).toEqual(["Held one"]);
  });

  it("filters by date and answers JSON too", async () => {
    expect(await rows("?since=2999-01-01")).toEqual([]);
    const json = (await (await w.admin("/api/leads/export?format=json")).json()) as Lead[];
    expect(json.map((l) => l.fields.subject).sort()).toEqual([
      '=HYPERLINK("http://x")',
      "Quotes",
      'x;=HYPERLINK("http://evil")',
    ]);
    expect((await w.admin("/api/leads/export?format=xls")).status).toBe(400);
  });
});

describe("the export in a ';' locale, and clearing spam", () => {
  it("quotes every field and defuses a formula after a ';', a line feed or a full-width sign", async () => {
    const text = await (await w.admin("/api/leads/export")).text();
    const record = text.split("\r\n").find((line) => line.includes("evil"))!;
    expect(record.startsWith('"')).toBe(true);
    const exported = parse(text, { bom: true, columns: true }) as Record<string, string>[];
    const evil = exported.find((r) => r.subject?.includes("evil"))!;
    expect(evil.subject).toBe(`x;'=HYPERLINK("http://evil")`);
    // The message's leading space is trimmed by validation; the unit table covers one inside a cell.
    expect(evil.message).toBe("'+1 555\n'\uFF1Dcmd");
  });

  it("purge --state held deletes the held lead unsent; delete removes one lead", async () => {
    const before = ((await (await w.admin("/api/leads?limit=100")).json()) as Lead[]).length;
    const purged = await w.admin("/api/leads/purge?state=held", { method: "POST" });
    expect(await purged.json()).toEqual({ purged: 1 });
    const quotes = ((await (await w.admin("/api/leads?limit=100")).json()) as Lead[]).find(
      (l) => l.fields.subject === "Quotes",
    )!;
    const deleted = await w.admin(`/api/leads/${encodeURIComponent(quotes.id)}/delete`, { method: "POST" });
    expect(await deleted.json()).toEqual({ deleted: 1 });
    const after = (await (await w.admin("/api/leads?limit=100")).json()) as Lead[];
    expect(after).toHaveLength(before - 2);
    expect(after.map((l) => l.fields.subject)).not.toContain("Held one");
  });
});
