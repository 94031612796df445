/**
 * The lead desk in Chromium against the e2e site (local, so the desk opens as the local operator):
 * every page of it accessible (axe, zero violations) in both schemes at 390 and 1280 px, with no
 * sideways scroll, console error or CSP violation; and a held enquiry found in the held tab with
 * its reason, released by keyboard, said to be released, and delivered once; the figures' tables,
 * read by role, equal the counts of the store's leads (the demo leads made here among them).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { deskCopy, holdReasonWords, stateWords } from "../../src/content/desk";
import { figureWeeks, isoWeek } from "../../src/server/leads/figures";
import type { Lead } from "../../src/server/leads/record";
import { seedDemoLeads } from "../../harness/deskLeads.ts";
import { fetchSubmissions } from "../../harness/provider.ts";
import { baseUrl, COLOUR_RULES, expectAccessible, expectClean, openPage } from "../support/browser";
import { storedLeads } from "../support/leads";

const lead = (name: string) => `/desk/leads/${encodeURIComponent(`demo-${name}.0123456789abcdef`)}`;
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

beforeAll(async () => {
  await seedDemoLeads(baseUrl(), inject("adminToken"));
});

describe.each([390, 1280])("the desk at %i px", (width) => {
  it.each(paths)("%s: axe passes in both schemes, nothing scrolls sideways", async (path) => {
    const opened = await openPage(path, { width, reducedMotion: true, waitForShell: false });
    const { page } = opened;
    expect(await page.locator("h1").count()).toBe(1);
    await expectAccessible(page);
    await page.evaluate(() => document.documentElement.setAttribute("data-theme", "dark"));
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe("dark");
    await expectAccessible(page, { rules: COLOUR_RULES });
    expect(await page.evaluate(() => document.documentElement.scrollWidth > innerWidth)).toBe(false);
    expectClean(opened);
  });
});

describe("the figures", () => {
  /** What became of a stored lead, from what the operators' API says of it. */
  const outcome = (lead: Lead) =>
    lead.state === "held"
      ? "held"
      : lead.state === "failed" || lead.webhook?.state === "failed"
        ? "failed"
        : lead.state === "pending" || lead.webhook?.state === "pending"
          ? "pending"
          : "delivered";

  it("read by role, the outcomes' table equals the store's counts of the last 12 weeks, per week", async () => {
    const opened = await openPage("/desk/figures", { waitForShell: false });
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
    await expect
      .poll(
        async () => {
          await page.reload();
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

describe("a held enquiry", () => {
  it("is found in the held tab with its reason, released by keyboard, and delivered once", async () => {
    const opened = await openPage("/desk/held", { waitForShell: false });
    const { page } = opened;
    const item = page.getByRole("listitem").filter({ hasText: "Cheap Pills" });
    await expect.poll(() => item.textContent()).toContain(holdReasonWords.too_many_links);
    await item.getByRole("link", { name: "Cheap Pills" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/desk\/leads\//);
    await page.getByRole("button", { name: deskCopy.lead.release }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/done=released/);
    await expect.poll(() => page.getByRole("status").textContent()).toBe(deskCopy.notices.released(1));
    const subject = "Best offer http://x.example http://y.example";
    await expect
      .poll(
        async () =>
          (await fetchSubmissions(inject("mockProviderUrl"))).filter(
            (s) => s.fields.subject?.endsWith(subject) && s.delivered,
          ).length,
      )
      .toBe(1);
    // Its time is shown in the browser's own zone by the desk's script, the UTC kept as its title.
    expect(await page.locator("time").first().getAttribute("title")).toMatch(/UTC$/);
    expectClean(opened);
  });
});
