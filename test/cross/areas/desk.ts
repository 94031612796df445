/**
 * The lead desk in every engine (local, so it opens as the local operator), with the demo leads of
 * harness/deskLeads.ts: the inbox and a lead's page render, and a held lead is released by keyboard
 * (the notice says so, the held tab holds one fewer). One page at 1280 px goes the whole way: each
 * engine's run is long already. Run in Firefox and WebKit; Chromium's is test/e2e/desk.test.ts.
 */
import { beforeAll, describe, expect, inject, it } from "vitest";
import { deskCopy, deskViews, holdReasonWords } from "../../../src/desk/words";
import { demoLeads, seedDemoLeads } from "../../../harness/deskLeads.ts";
import type { Driver, Query } from "../driver";
import { expectClean, pathOf, SOON } from "../support";

const [spammer] = demoLeads();
const tabs: Query = { role: "navigation", name: deskCopy.tabsLabel };
const enquiries: Query = { role: "list", name: deskCopy.listLabel };
/** The held lead's item: its sender and, last, why it is held in words. */
const heldForLinks = new RegExp(`Cheap Pills .* ${holdReasonWords.too_many_links}$`);
/** A tab of the desk's navigation: its name, then how many leads it holds. */
const tab = (label: string): Query => ({ role: "link", name: new RegExp(`^${label} \\d+$`), within: tabs });
/** After a keyboard navigation: the new page at `path`, loaded. */
const arrived = (d: Driver, path: RegExp) =>
  expect
    .poll(async () => path.test(await pathOf(d)) && (await d.evaluate(() => document.readyState)) === "complete", SOON)
    .toBe(true);
const heldCount = async (d: Driver) => Number((await d.text(tab(deskViews.held.label)))?.replace(/\D/g, ""));

export function desk(driver: () => Driver) {
  describe("the lead desk", () => {
    beforeAll(async () => {
      await seedDemoLeads(inject("baseUrl"), inject("adminToken"));
    });

    it("the inbox and a lead's page render; a held lead is released by keyboard", async () => {
      const d = driver();
      // The desk has a script of its own, not the site's shell, which marks the page when it has run.
      await d.open("/desk", { width: 1280, scripted: false });
      expect(await d.text({ role: "heading", level: 1 })).toBe(deskViews.inbox.label);
      expect(await d.count({ role: "link", name: "Ada Lovelace", within: enquiries })).toBe(1);
      // To the held tab by its link, then the held lead's page, each by keyboard.
      await d.focus(tab(deskViews.held.label));
      await d.press("Enter");
      await arrived(d, /^\/desk\/held$/);
      const held = await heldCount(d);
      expect(await d.count({ role: "listitem", text: heldForLinks, within: enquiries })).toBe(1);
      await d.focus({ role: "link", name: "Cheap Pills" });
      await d.press("Enter");
      await arrived(d, /^\/desk\/leads\/[^?]+$/);
      expect(await d.text({ role: "heading", level: 1 })).toBe(spammer!.fields.subject);
      expect(await d.text({ role: "definition", text: holdReasonWords.too_many_links })).toBe(
        holdReasonWords.too_many_links,
      );
      await d.focus({ role: "button", name: deskCopy.lead.release });
      await d.press("Enter");
      await arrived(d, /^\/desk\/leads\/.+\?done=released&n=1$/);
      expect(await d.text({ role: "status" })).toBe(deskCopy.notices.released(1));
      expect(await heldCount(d)).toBe(held - 1);
      await expectClean(d);
    });
  });
}
