import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../types";
import { log } from "../log";
import { clientIp, rateLimitKey } from "./submission/parse";

/** The largest report body taken; a browser's report is well under 2 KB. */
export const MAX_REPORT_BYTES = 8 * 1024;
/** Reports logged from one request at most (a batch of the Reporting API). */
const MAX_REPORTS = 10;

/** What one violation says, from either format: the Reporting API's or `report-uri`'s. */
interface Violation {
  directive?: unknown;
  blocked?: unknown;
  document?: unknown;
  disposition?: unknown;
}

function violations(body: unknown): Violation[] {
  // report-uri (Firefox): { "csp-report": { "violated-directive", "blocked-uri", "document-uri" } }
  if (body && typeof body === "object" && "csp-report" in body) {
    const r = (body as { "csp-report": Record<string, unknown> })["csp-report"] ?? {};
    return [
      {
        directive: r["effective-directive"] ?? r["violated-directive"],
        blocked: r["blocked-uri"],
        document: r["document-uri"],
        disposition: r.disposition,
      },
    ];
  }
  // Reporting API: [{ type: "csp-violation", body: { effectiveDirective, blockedURL, documentURL } }]
  if (Array.isArray(body))
    return body
      .filter((r): r is { type: string; body: Record<string, unknown> } => r?.type === "csp-violation" && !!r.body)
      .map(({ body: r }) => ({
        directive: r.effectiveDirective,
        blocked: r.blockedURL,
        document: r.documentURL,
        disposition: r.disposition,
      }));
  return [];
}

/** A short text field of a report, or undefined. */
const short = (value: unknown, max = 200) => (typeof value === "string" ? value.slice(0, max) : undefined);

/** Only the path of a URL in a report (no query: it may hold what a visitor typed). */
function pathOf(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  try {
    const url = new URL(value);
    return `${url.origin}${url.pathname}`.slice(0, 200);
  } catch {
    return short(value, 40);
  }
}

/**
 * `POST /api/csp-report`: where browsers report what the CSP blocked. Takes at most 8 KB, is
 * rate-limited per address (/64 for IPv6), and logs one structured line per violation (at most
 * ten per request), never the query strings. Answers 204.
 */
export const cspReport = new Hono<AppEnv>().post(
  "/",
  bodyLimit({ maxSize: MAX_REPORT_BYTES, onError: (c) => c.body(null, 413) }),
  async (c) => {
    const { success } = await c.env.CSP_REPORT_LIMITER.limit({ key: rateLimitKey(clientIp(c)) });
    if (!success) return c.body(null, 429);
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return c.body(null, 400);
    }
    for (const v of violations(body).slice(0, MAX_REPORTS)) {
      log("warn", "csp_violation", {
        directive: short(v.directive, 60),
        blocked: pathOf(v.blocked),
        document: pathOf(v.document),
        disposition: short(v.disposition, 20),
      });
    }
    return c.body(null, 204);
  },
);
