import { describe, expect, it } from "vitest";
import { careersHero, positionsSection } from "../../src/content/company/career";
import { expectClean, openPage, type OpenedPage } from "../support/browser";

let opened: OpenedPage | undefined;

describe("careers page", () => {
  it("jumps to #positions from the hero", async () => {
    opened = await openPage("/career");
    const { page } = opened;
    await page.getByRole("link", { name: careersHero.actions[0].label }).click();
    await page.waitForURL("**/career#positions");
    await expect.poll(() => page.getByRole("heading", { name: positionsSection.title }).isVisible()).toBe(true);
    expectClean(opened);
  });
});
