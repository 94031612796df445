/** `POST /api/csp-report` at source level: both report formats, the limits, the log line. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cspReport, MAX_REPORT_BYTES } from "../../../../src/server/api/cspReport";
import { captureLogs, type LogLine } from "../../../support/leadStore";

let logs: LogLine[];
let keys: string[];
let allowed: boolean;
beforeEach(() => {
  logs = captureLogs();
  keys = [];
  allowed = true;
});
afterEach(() => vi.restoreAllMocks());

const env = () => ({
  CSP_REPORT_LIMITER: {
    limit: async ({ key }: { key: string }) => (keys.push(key), { success: allowed }),
  },
});

function report(body: string, headers: Record<string, string> = {}) {
  return cspReport.request(
    "http://localhost/",
    { method: "POST", body, headers: { "content-type": "application/csp-report", ...headers } },
    env(),
  );
}

const violation = (body: Record<string, unknown>) => ({ type: "csp-violation", body });

describe("a report", () => {
  it("from report-uri is logged as one line, without query strings", async () => {
    const response = await report(
      JSON.stringify({
        "csp-report": {
          "violated-directive": "script-src-elem",
          "blocked-uri": "https://evil.test/x.js?token=secret",
          "document-uri": "https://site.test/contact?email=ada@example.com",
          disposition: "enforce",
        },
      }),
      { "cf-connecting-ip": "203.0.113.9" },
    );
    expect(response.status).toBe(204);
    expect(keys).toEqual(["203.0.113.9"]);
    expect(logs).toEqual([
      {
        console: "warn",
        level: "warn",
        event: "csp_violation",
        directive: "script-src-elem",
        blocked: "https://evil.test/x.js",
        document: "https://site.test/contact",
        disposition: "enforce",
      },
    ]);
  });

  it("prefers the effective directive, and keeps short what is not a URL", async () => {
    await report(
      JSON.stringify({
        "csp-report": {
          "effective-directive": "img-src",
          "violated-directive": "default-src",
          "blocked-uri": "inline",
          "document-uri": 7,
        },
      }),
    );
    expect(logs).toEqual([
      { console: "warn", level: "warn", event: "csp_violation", directive: "img-src", blocked: "inline" },
    ]);
  });

  it("logs no URL that is not text, even one that reads as a URL", async () => {
    await report(JSON.stringify({ "csp-report": { "blocked-uri": ["https://evil.test/x.js"], "document-uri": {} } }));
    expect(logs).toEqual([{ console: "warn", level: "warn", event: "csp_violation" }]);
  });

  it("cuts long values: a directive at 60, a disposition at 20, a bad URL at 40, a path at 200", async () => {
    const long = "x".repeat(300);
    await report(
      JSON.stringify({
        "csp-report": {
          "violated-directive": long,
          "blocked-uri": `not a url ${long}`,
          "document-uri": `https://site.test/${long}`,
          disposition: long,
        },
      }),
    );
    const [line] = logs;
    expect(line!.directive).toBe("x".repeat(60));
    expect(line!.disposition).toBe("x".repeat(20));
    expect(line!.blocked).toBe(`not a url ${long}`.slice(0, 40));
    expect(line!.document).toBe(`https://site.test/${long}`.slice(0, 200));
  });

  it("from the Reporting API logs each csp-violation, at most ten, and nothing else", async () => {
    const entries = [
      { type: "deprecation", body: { id: "x" } },
      { type: "csp-violation" },
      null,
      ...Array.from({ length: 12 }, (_, i) =>
        violation({
          effectiveDirective: "style-src",
          blockedURL: `https://cdn.test/${i}.css`,
          documentURL: "https://site.test/",
          disposition: "report",
        }),
      ),
    ];
    const response = await report(JSON.stringify(entries), { "content-type": "application/reports+json" });
    expect(response.status).toBe(204);
    expect(logs).toHaveLength(10);
    expect(logs[0]).toEqual({
      console: "warn",
      level: "warn",
      event: "csp_violation",
      directive: "style-src",
      blocked: "https://cdn.test/0.css",
      document: "https://site.test/",
      disposition: "report",
    });
    expect(logs[9]!.blocked).toBe("https://cdn.test/9.css");
  });

  it("of another shape is taken and logs nothing", async () => {
    for (const body of ["{}", '"text"', "null", "[]"]) expect((await report(body)).status).toBe(204);
    expect(logs).toEqual([]);
    expect((await report('{"csp-report": null}')).status).toBe(204);
    expect(logs).toEqual([{ console: "warn", level: "warn", event: "csp_violation" }]);
  });
});

describe("refused", () => {
  it("is a body that is not JSON (400)", async () => {
    expect((await report("{not json")).status).toBe(400);
    expect(logs).toEqual([]);
  });

  it("is a body over 8 KB (413); 8 KB is taken", async () => {
    const pad = (size: number) => JSON.stringify({ pad: "x".repeat(size - 10) });
    expect(pad(MAX_REPORT_BYTES)).toHaveLength(MAX_REPORT_BYTES);
    expect((await report(pad(MAX_REPORT_BYTES))).status).toBe(204);
    expect((await report(pad(MAX_REPORT_BYTES + 1))).status).toBe(413);
  });

  it("is an address over its rate limit (429), keyed by its /64", async () => {
    allowed = false;
    const response = await report("{}", { "cf-connecting-ip": "2001:db8:1:2::7" });
    expect(response.status).toBe(429);
    expect(keys).toEqual(["2001:db8:1:2::/64"]);
  });
});
