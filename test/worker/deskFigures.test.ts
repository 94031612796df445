/**
 * The desk's figures page in the built Worker, as a local operator: leads made here (delivered,
 * on the webhook or Slack too, held for two reasons, failed on e-mail or on the webhook only, one
 * older than the window) are loaded through the operators' import, and each table of
 * `/desk/figures` is compared with counts made from the store's own leads (read back through the
 * operators' API).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskCopy, formWords, holdReasonWords, stateWords } from "../../src/desk/words";
import { figureWeeks, isoWeek } from "../../src/server/leads/figures";
import type { Lead } from "../../src/server/leads/record";
import { emailDelivery } from "../../harness/leadExport.ts";
import { startWorker, type TestWorker } from "../support/worker";
import { importLeads, storedLeads } from "../support/workerLeads";

const DAY = 86_400_000;
const now = Date.now();
let worker: TestWorker;
let made = 0;

/** A stored lead as an export carries it, received `daysAgo`, its mail delivered `delay` ms later. */
function stored(daysAgo: number, state: Lead["state"], extra: Partial<Lead> = {}, delay = 1_000): Lead {
  made += 1;
  const name =
    extra.variant === "hire"
      ? { name: "Ada Lovelace" }
      : extra.variant === "fullname"
        ? { fullname: "Ada Lovelace" }
        : { firstName: "Ada", lastName: "Lovelace" };
  const created = now - daysAgo * DAY;
  const createdAt = new Date(created).toISOString();
  return {
    id: `figures-${made}.0123456789abcdef`,
    variant: "contact",
    route: "provider",
    // The fields of the lead's form, as an import checks them: each form names the visitor its own way.
    fields: { ...name, email: `lead${made}@example.com`, subject: `Subject ${made}`, message: "Hi" },
    page: "/contact",
    state,
    reason: null,
    createdAt,
    updatedAt: createdAt,
    ...extra,
    // The e-mail's delivery in the lead's state; the webhook's, where there is one, from `extra`.
    deliveries: {
      mail: emailDelivery(state, new Date(created + delay).toISOString(), {
        lastError: state === "failed" ? "status (500)" : null,
      }),
      ...extra.deliveries,
    },
  };
}

const hook = (state: "delivered" | "failed", deliveredAt: number | null) => ({
  state,
  attempts: 1,
  lastError: state === "failed" ? "timeout" : null,
  nextAttemptAt: null,
  deliveredAt: deliveredAt === null ? null : new Date(deliveredAt).toISOString(),
});

const leads: Lead[] = [
  // Mail delivered after 1, 2, 3, 4 and 60 s: median (rank 3 of 5) 3 s, 95th percentile (rank 5) 60 s.
  stored(1, "delivered", {}, 1_000),
  stored(2, "delivered", { variant: "hire" }, 2_000),
  stored(8, "delivered", {}, 3_000),
  stored(9, "delivered", { variant: "fullname" }, 4_000),
  stored(15, "delivered", {}, 60_000),
  stored(1.5, "held", { reason: "honeypot" }),
  stored(8.5, "held", { reason: "honeypot", variant: "hire" }),
  stored(16, "held", { reason: "too_many_links" }),
  stored(3, "failed"),
  // Delivered by mail, failed on the webhook: failed. Delivered on both: the webhook's one time.
  stored(10, "delivered", { deliveries: { webhook: hook("failed", null) } }, 5_000),
  stored(4, "delivered", { deliveries: { webhook: hook("delivered", now - 4 * DAY + 120_000) } }, 6_000),
  // Delivered by mail and on Slack: Slack's one time.
  stored(5, "delivered", { deliveries: { slack: hook("delivered", now - 5 * DAY + 30_000) } }, 7_000),
  // Thirteen weeks ago: outside the window, counted nowhere.
  stored(13 * 7 + 1, "delivered", { variant: "hire" }, 600_000),
];

beforeAll(async () => {
  worker = await startWorker({ vars: {} });
  await importLeads(worker, leads);
});
afterAll(() => worker.dispose());

/** The rows of the table whose caption is `caption`, each a list of its cells' text. */
function table(html: string, caption: string): string[][] {
  const at = html.indexOf(`<caption id="`);
  expect(at, "a table").toBeGreaterThan(-1);
  const tables = html.split("<table").slice(1);
  const found = tables.find((t) => t.includes(`>${deskCopy.figures.tableLabel(caption)}</caption>`));
  expect(found, caption).toBeDefined();
  return [...found!.split("</table>")[0]!.matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)].map((cell) =>
      cell[1]!.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'"),
    ),
  );
}

/** What became of a stored lead, from what the operators' API says of it. */
function outcome(lead: Lead): string {
  if (lead.state === "held") return "held";
  const states = Object.values(lead.deliveries).map((delivery) => delivery?.state);
  if (states.includes("failed")) return "failed";
  if (states.includes("pending")) return "pending";
  return "delivered";
}

describe("the figures page", () => {
  let html: string;
  let inWindow: Lead[];
  const weeks = figureWeeks(now).starts.map(isoWeek);

  beforeAll(async () => {
    const response = await worker.fetch("/desk/figures");
    expect(response.status).toBe(200);
    html = await response.text();
    const since = figureWeeks(now).starts[0]!;
    inWindow = (await storedLeads(worker)).filter((lead) => Date.parse(lead.createdAt) >= since);
    expect(inWindow).toHaveLength(leads.length - 1);
  });

  /** The store's leads of each week (then of the whole window) counted by `key`, as the table's rows. */
  function expected(columns: string[], key: (lead: Lead) => string, extra: (leads: Lead[]) => string[] = () => []) {
    const row = (label: string, of: Lead[]) => [
      label,
      ...columns.map((column) => String(of.filter((lead) => key(lead) === column).length)),
      String(of.length),
      ...extra(of),
    ];
    return [
      ...weeks.map((week) =>
        row(
          week,
          inWindow.filter((lead) => isoWeek(Date.parse(lead.createdAt)) === week),
        ),
      ),
      row(deskCopy.figures.total, inWindow),
    ];
  }

  it("is linked from the desk's navigation, marked current", () => {
    expect(html).toContain(`<a href="/desk/figures" aria-current="page">${deskCopy.figures.nav}</a>`);
  });

  it("says its weeks are ISO weeks in UTC", () => {
    expect(html).toContain("ISO weeks, Monday to Sunday in UTC");
  });

  it("counts the enquiries received per week by form as the store holds them", () => {
    const forms = ["contact", "fullname", "hire"];
    const rows = table(html, deskCopy.figures.byForm);
    expect(rows[0]).toEqual([deskCopy.figures.week, ...forms.map((f) => formWords[f]), deskCopy.figures.received]);
    expect(rows.slice(1)).toEqual(expected(forms, (lead) => lead.variant));
  });

  it("counts what became of them per week, with the share held", () => {
    const outcomes = ["delivered", "pending", "held", "failed"];
    const rows = table(html, deskCopy.figures.byOutcome);
    expect(rows[0]).toEqual([
      deskCopy.figures.week,
      ...outcomes.map((o) => stateWords[o]),
      deskCopy.figures.received,
      deskCopy.figures.heldShareColumn,
    ]);
    const share = (of: Lead[]) => {
      const held = of.filter((lead) => lead.state === "held").length;
      return [of.length ? `${((held / of.length) * 100).toFixed(1)}%` : "–"];
    };
    expect(rows.slice(1)).toEqual(expected(outcomes, outcome, share));
    // Known from the leads made here: 12 received, 3 held, 2 failed (one on the webhook only).
    expect(rows.at(-1)).toEqual([deskCopy.figures.total, "7", "0", "3", "2", "12", "25.0%"]);
    expect(html).toContain("Held now: 3 of 12 enquiries (25.0%).");
  });

  it("counts held enquiries per week by reason", () => {
    const reasons = ["honeypot", "too_many_links"];
    const rows = table(html, deskCopy.figures.byReason);
    expect(rows[0]).toEqual([
      deskCopy.figures.week,
      ...reasons.map((r) => holdReasonWords[r]),
      deskCopy.figures.received,
    ]);
    expect(rows.slice(1)).toEqual(
      expected(reasons, (lead) => (lead.state === "held" ? (lead.reason ?? "") : "not held")),
    );
  });

  it("gives each channel's median and 95th-percentile time to delivery, by nearest rank", () => {
    expect(table(html, deskCopy.figures.times).slice(1)).toEqual([
      // Mail: 1, 2, 3, 4, 5, 6, 7, 60 s: median rank 4 (4 s), 95th percentile rank 8 (60 s).
      ["E-mail", "8", "4.0 s", "60 s"],
      ["Webhook", "1", "2.0 min", "2.0 min"],
      ["Slack", "1", "30 s", "30 s"],
    ]);
  });

  it("draws each chart in SVG hidden from assistive technology, coloured by class (no style attribute)", () => {
    expect(html.match(/<svg class="desk-chart"[^>]*aria-hidden="true"/g)).toHaveLength(4);
    expect(html).not.toMatch(/\sstyle="/);
    expect(html).not.toMatch(/\sfill="/);
  });
});

describe("the figures after a change", () => {
  /** The whole window's row of the outcomes' table, as the page shows it now. */
  const totals = async () =>
    table(await (await worker.fetch("/desk/figures")).text(), deskCopy.figures.byOutcome).at(-1);

  it("count a lead stored since the page was last shown: the store keeps no figures a change made stale", async () => {
    const before = [deskCopy.figures.total, "7", "0", "3", "2", "12", "25.0%"];
    expect(await totals()).toEqual(before);
    expect(await totals()).toEqual(before);
    await importLeads(worker, [stored(2, "failed")]);
    expect(await totals()).toEqual([deskCopy.figures.total, "7", "0", "3", "3", "13", "23.1%"]);
  });
});
