/**
 * The lead desk in Chromium against the e2e site (local, so the desk opens as the local operator):
 * every page of it accessible (axe, zero violations) in both schemes at 390 and 1280 px, with no
 * sideways scroll, console error or CSP violation; and a held enquiry found in the held tab with
 * its reason, released by keyboard, said to be released, and delivered once.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { deskCopy, holdReasonWords } from "../../src/content/desk";
import { seedDemoLeads } from "../../harness/deskLeads.ts";
import { fetchSubmissions } from "../../harness/provider.ts";
import { baseUrl, COLOUR_RULES, expectAccessible, expectClean, openPage } from "../support/browser";

const lead = (name: string) => `/desk/leads/${encodeURIComponent(`demo-${name}.0123456789abcdef`)}`;
const paths = [
  "/desk",
  "/desk/held",
  "/desk/failed",
  lead("ada"),
  lead("grace"),
  `${lead("grace")}/delete`,
  "/desk/erase",
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
