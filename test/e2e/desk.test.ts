/**
 * The lead desk in Chromium against the e2e site (local, so the desk opens as the local operator),
 * with the demo leads of harness/deskLeads.ts:
 * - every page of it accessible (axe, zero violations) in both schemes at 390 and 1280 px, with no
 *   sideways scroll, console error or CSP violation;
 * - the figures' tables, read by role, equal the counts of the store's leads;
 * - the operators' journeys, every action by keyboard, each checked against what the operators'
 *   API says and what the stand-in provider received: an export of a filtered view (CSV and JSON)
 *   downloaded, parsed and equal to the API's; a held enquiry released and delivered once; a
 *   failed one retried and delivered once; a person found by e-mail and erased, the confirmation
 *   shown first, then found no more. Each tab says how many leads it holds as they change.
 *
 * One tab per width goes from page to page for the whole file (a fresh browser context per page
 * cost more than the page itself: a new context, its stylesheet and script fetched again), and
 * each page is audited in both schemes in the same load, the dark one by the site's own theme
 * attribute on <html>. The journeys run in the 1280 px tab after the audits, so each page is
 * audited as the demo leads were made, before any journey changes them.
 */
import { readFile } from "node:fs/promises";
import { parse } from "csv-parse/sync";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { deskCopy, deskViews, errorInWords, holdReasonWords, stateWords, type DeskView } from "../../src/desk/words";
import { figureWeeks, isoWeek } from "../../src/server/leads/figures";
import type { Lead } from "../../src/server/leads/record";
import { demoLeads, seedDemoLeads } from "../../harness/deskLeads.ts";
import { fetchSubmissions } from "../../harness/provider.ts";
import {
  baseUrl,
  COLOUR_RULES,
  expectAccessible,
  expectClean,
  openPage,
  WCAG22_RULES,
  type OpenedPage,
} from "../support/browser";
import { storedLeads } from "../support/leads";

const demo = Object.fromEntries(demoLeads().map((lead) => [lead.id.split(/[-.]/)[1]!, lead]));
const lead = (name: string) => `/desk/leads/${encodeURIComponent(demo[name]!.id)}`;
const paths = [
  "/desk",
  "/desk/held",
  "/desk/failed",
  lead("ada"),
  lead("grace"),
  `${lead("grace")}/delete`,
  "/desk/erase",
  "/desk/figures",
];

/** Waiting for the server (a redirect's page, a delivery): long enough for a loaded 2-core machine. */
const SOON = { timeout: 15_000, interval: 200 } as const;

beforeAll(async () => {
  await seedDemoLeads(baseUrl(), inject("adminToken"));
});

/** One tab per width, kept for the whole file; closed after it. */
const tabs = new Map<number, OpenedPage>();
afterAll(async () => {
  for (const opened of tabs.values()) await opened.close();
});

/**
 * The tab of `width` at `path` (reduced motion), loaded afresh, with nothing recorded yet: its
 * first visit opens it, every later one navigates it.
 */
async function visit(width: number, path: string): Promise<OpenedPage> {
  const kept = tabs.get(width);
  if (!kept) {
    const opened = await openPage(path, { width, reducedMotion: true, waitForShell: false, keep: true });
    tabs.set(width, opened);
    return opened;
  }
  await kept.page.goto(new URL(path, baseUrl()).toString(), { waitUntil: "load" });
  kept.consoleErrors.length = 0;
  kept.cspViolations.length = 0;
  kept.hydrationWarnings.length = 0;
  return kept;
}

/** Focuses what `locator` finds and presses `key`, as an operator tabbing to it would. */
async function press(page: Page, locator: Locator, key = "Enter"): Promise<void> {
  await locator.focus();
  await page.keyboard.press(key);
}

/** How many leads the tab named `view` says it holds, read from the desk's navigation. */
async function tabCount(page: Page, view: DeskView): Promise<number> {
  const name = await page
    .getByRole("navigation", { name: deskCopy.tabsLabel })
    .getByRole("link", { name: new RegExp(`^${deskViews[view].label} [\\d,]+$`) })
    .textContent();
  return Number(name!.replace(/\D/g, ""));
}

/** What the operators' API answers at `path` (under /api/leads), as `npm run leads` asks it. */
async function operatorsApi(path: string): Promise<string> {
  const response = await fetch(new URL(`/api/leads${path}`, baseUrl()), {
    headers: { authorization: `Bearer ${inject("adminToken")}` },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`/api/leads${path} answered ${response.status}: ${text}`);
  return text;
}

/** How many of the stand-in provider's deliveries carry `subject`. */
async function deliveriesOf(subject: string): Promise<number> {
  const submissions = await fetchSubmissions(inject("mockProviderUrl"));
  return submissions.filter((s) => s.fields.subject?.endsWith(subject) && s.delivered).length;
}

describe.each([390, 1280])("the desk at %i px", (width) => {
  it.each(paths)("%s: axe passes in both schemes, target sizes too, nothing scrolls sideways", async (path) => {
    const opened = await visit(width, path);
    const { page } = opened;
    expect(await page.locator("h1").count()).toBe(1);
    const { passes } = await expectAccessible(page, { enable: WCAG22_RULES });
    // WCAG 2.2's target size (2.5.8) ran, on the page's controls.
    expect(passes.map((rule) => rule.id)).toContain("target-size");
    await page.evaluate(() => document.documentElement.setAttribute("data-theme", "dark"));
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme), SOON)
      .toBe("dark");
    await expectAccessible(page, { rules: COLOUR_RULES });
    expect(await page.evaluate(() => document.documentElement.scrollWidth > innerWidth)).toBe(false);
    expectClean(opened);
  });
});

describe("the figures", () => {
  /** What became of a stored lead, from what the operators' API says of it. */
  const outcome = (lead: Lead) => {
    const states = Object.values(lead.deliveries).map((delivery) => delivery?.state);
    if (lead.state === "held") return "held";
    if (lead.state === "failed" || states.includes("failed")) return "failed";
    return lead.state === "pending" || states.includes("pending") ? "pending" : "delivered";
  };

  it("read by role, the outcomes' table equals the store's counts of the last 12 weeks, per week", async () => {
    // The 1280 px tab shows the figures already when the audits ran just before.
    const kept = tabs.get(1280);
    const opened =
      kept && new URL(kept.page.url()).pathname === "/desk/figures" ? kept : await visit(1280, "/desk/figures");
    const { page } = opened;
    const outcomes = ["delivered", "pending", "held", "failed"] as const;
    const table = page.getByRole("table", { name: deskCopy.figures.tableLabel(deskCopy.figures.byOutcome) });
    const header = await table.getByRole("columnheader").allTextContents();
    expect(header.slice(1, 5)).toEqual(outcomes.map((o) => stateWords[o]));
    /** Each row of the table: its week, then the outcomes' counts and the received count. */
    const shown = async () =>
      Promise.all(
        (await table.getByRole("row").all())
          .slice(1)
          .map(async (row) => [
            await row.getByRole("rowheader").textContent(),
            ...(await row.getByRole("cell").allTextContents()).slice(0, 5),
          ]),
      );
    const counted = async () => {
      const { starts } = figureWeeks(Date.now());
      const leads = (await storedLeads()).filter((lead) => Date.parse(lead.createdAt) >= starts[0]!);
      const row = (label: string, of: Lead[]) => [
        label,
        ...outcomes.map((o) => String(of.filter((lead) => outcome(lead) === o).length)),
        String(of.length),
      ];
      return [
        ...starts.map((start) =>
          row(
            isoWeek(start),
            leads.filter((lead) => isoWeek(Date.parse(lead.createdAt)) === isoWeek(start)),
          ),
        ),
        row(deskCopy.figures.total, leads),
      ];
    };
    // Other tests' deliveries may still be settling: the page is read again until both agree.
    let first = true;
    await expect
      .poll(
        async () => {
          if (!first) await page.reload();
          first = false;
          return JSON.stringify(await shown()) === JSON.stringify(await counted());
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true);
    // The demo leads made here are among them, held for two reasons (before one is released below).
    const reasons = page.getByRole("table", { name: deskCopy.figures.tableLabel(deskCopy.figures.byReason) });
    const reasonHeader = await reasons.getByRole("columnheader").allTextContents();
    expect(reasonHeader).toEqual(expect.arrayContaining([holdReasonWords.honeypot, holdReasonWords.too_many_links]));
    expectClean(opened);
  });
});

describe("by keyboard", () => {
  it("a filtered view's export, CSV and JSON, downloaded and parsed, equals the operators' API's", async () => {
    const opened = await visit(1280, "/desk");
    const { page } = opened;
    await page.getByRole("combobox", { name: deskCopy.state }).focus();
    await page.keyboard.type(stateWords.delivered!);
    expect(await page.getByRole("combobox", { name: deskCopy.state }).inputValue()).toBe("delivered");
    await press(page, page.getByRole("button", { name: deskCopy.apply }));
    await page.waitForURL(/[?&]state=delivered/);
    const download = async (format: "CSV" | "JSON") => {
      const [file] = await Promise.all([
        page.waitForEvent("download"),
        press(page, page.getByRole("link", { name: deskCopy[format === "CSV" ? "exportCsv" : "exportJson"] })),
      ]);
      return { name: file.suggestedFilename(), text: await readFile(await file.path(), "utf8") };
    };
    // The same filter in the API: a lead delivered between the downloads and the API's answer would
    // make them differ, so they are made again until the API answered the same before and after.
    let desk: { csv: { name: string; text: string }; json: { name: string; text: string } } | undefined;
    let api: { csv: string; json: string } | undefined;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const before = await operatorsApi("/export?state=delivered&format=json");
      desk = { csv: await download("CSV"), json: await download("JSON") };
      api = {
        csv: await operatorsApi("/export?state=delivered&format=csv"),
        json: await operatorsApi("/export?state=delivered&format=json"),
      };
      if (api.json === before) break;
    }
    expect(desk!.csv.name).toMatch(/^leads-inbox-\d{4}-\d\d-\d\d\.csv$/);
    expect(desk!.json.name).toBe(desk!.csv.name.replace(/csv$/, "json"));
    type Row = Record<string, string>;
    const rows = parse(desk!.csv.text, { bom: true, columns: true }) as Row[];
    expect(rows).toEqual(parse(api!.csv, { bom: true, columns: true }) as Row[]);
    const leads = JSON.parse(desk!.json.text) as Lead[];
    expect(leads).toEqual(JSON.parse(api!.json) as Lead[]);
    // What the filter selects, and only that: the delivered demo leads among them, every row as stored.
    expect(rows.map((row) => row.id)).toEqual(leads.map((l) => l.id));
    expect(new Set(leads.map((l) => l.state))).toEqual(new Set(["delivered"]));
    expect(leads.map((l) => l.id)).toEqual(expect.arrayContaining([demo.ada!.id, demo.linus!.id]));
    expect(rows.find((row) => row.id === demo.ada!.id)?.message).toBe(demo.ada!.fields.message);
    expectClean(opened);
  });

  it("a held enquiry is found in the held tab with its reason, released, and delivered once", async () => {
    const opened = await visit(1280, "/desk/held");
    const { page } = opened;
    const held = await tabCount(page, "held");
    const item = page.getByRole("listitem").filter({ hasText: "Cheap Pills" });
    expect(await item.textContent()).toContain(holdReasonWords.too_many_links);
    await press(page, item.getByRole("link", { name: "Cheap Pills" }));
    await page.waitForURL(/\/desk\/leads\//);
    await press(page, page.getByRole("button", { name: deskCopy.lead.release }));
    await page.waitForURL(/done=released/);
    expect(await page.getByRole("status").textContent()).toBe(deskCopy.notices.released(1));
    expect(await tabCount(page, "held")).toBe(held - 1);
    await expect.poll(() => deliveriesOf(demo.spammer!.fields.subject!), SOON).toBe(1);
    // Its time is shown in the browser's own zone by the desk's script, the UTC kept as its title.
    expect(await page.locator("time").first().getAttribute("title")).toMatch(/UTC$/);
    expectClean(opened);
  });

  it("a failed enquiry is found in the failed tab with its error in words, retried, and delivered once", async () => {
    const opened = await visit(1280, "/desk/failed");
    const { page } = opened;
    const failed = await tabCount(page, "failed");
    const item = page.getByRole("listitem").filter({ hasText: "Grace Hopper" });
    expect(await item.textContent()).toContain(`E-mail: ${stateWords.failed}`);
    await press(page, item.getByRole("link", { name: "Grace Hopper" }));
    await page.waitForURL(/\/desk\/leads\//);
    expect(await page.getByRole("main").textContent()).toContain(errorInWords("status (500)"));
    await press(page, page.getByRole("button", { name: deskCopy.lead.retry }));
    await page.waitForURL(/done=retried/);
    expect(await page.getByRole("status").textContent()).toBe(deskCopy.notices.retried(1));
    const subject = demo.grace!.fields.subject!;
    await expect.poll(() => deliveriesOf(subject), SOON).toBe(1);
    // Read again: delivered, nothing left to retry, one fewer in the failed tab; and sent only once.
    await expect
      .poll(async () => {
        await page.reload();
        return page.getByRole("button", { name: deskCopy.lead.retry }).count();
      }, SOON)
      .toBe(0);
    expect(await tabCount(page, "failed")).toBe(failed - 1);
    const stored = JSON.parse(await operatorsApi(`/${encodeURIComponent(demo.grace!.id)}`)) as Lead;
    expect(stored.state).toBe("delivered");
    expect(await deliveriesOf(subject)).toBe(1);
    expectClean(opened);
  });

  it("a person found by e-mail is erased after the confirmation names what goes; then found no more", async () => {
    const opened = await visit(1280, "/desk/erase");
    const { page } = opened;
    const { email } = demo.linus!.fields;
    const find = async () => JSON.parse(await operatorsApi(`?email=${encodeURIComponent(email!)}`)) as Lead[];
    await page.getByRole("textbox", { name: deskCopy.erase.email }).focus();
    // In other letters' case than they were sent: the address is found in any case.
    await page.keyboard.type(email!.replace(/^./, (c) => c.toUpperCase()).replace("example", "Example"));
    await page.keyboard.press("Enter");
    // First the confirmation, in words: what will be erased, each enquiry named; nothing erased yet.
    await page.getByText(deskCopy.erase.found(1)).waitFor({ timeout: SOON.timeout });
    expect(await page.getByRole("listitem").filter({ hasText: "Linus Torvalds" }).textContent()).toContain(
      demo.linus!.fields.subject,
    );
    expect(await find()).toHaveLength(1);
    await press(page, page.getByRole("button", { name: deskCopy.erase.button }));
    // The receipt, as the CLI prints it: what went, what each receiver had, the audit's salt and hash.
    await page
      .getByRole("status")
      .filter({ hasText: deskCopy.notices.erased(1) })
      .waitFor({ timeout: SOON.timeout });
    expect(await page.getByText(deskCopy.erase.salt, { exact: true }).count()).toBe(1);
    // `npm run leads -- find` asks the same: nothing left of the person.
    expect(await find()).toEqual([]);
    expectClean(opened);
  });
});
