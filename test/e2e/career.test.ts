import { describe, expect, it } from "vitest";
import { careersCta, careersHero, positions, positionsSection } from "../../src/content/company/career";
import { site } from "../../src/content/site";
import { expectClean, openPage, type OpenedPage } from "../support/browser";
import { auditPage } from "./pageAudit";

let opened: OpenedPage | undefined;

describe("careers page", () => {
  it("lists six positions, each with 'Apply Now' opening the application form in a new tab", async () => {
    opened = await openPage("/career");
    const { page } = opened;
    for (const position of positions) {
      const apply = page.getByRole("link", {
        name: `${positionsSection.apply.label} ${positionsSection.applyFor(position.title)} (opens in a new tab)`,
      });
      expect(await apply.getAttribute("href")).toBe(site.applicationFormUrl);
      expect(await apply.getAttribute("target")).toBe("_blank");
      expect(await apply.getAttribute("rel")).toContain("noopener");
    }
    expectClean(opened);
  });

  it("jumps to #positions from the hero, mails a resume and links to the contact page", async () => {
    opened = await openPage("/career");
    const { page } = opened;
    await page.getByRole("link", { name: careersHero.actions[0].label }).click();
    await page.waitForURL("**/career#positions");
    await expect.poll(() => page.getByRole("heading", { name: positionsSection.title }).isVisible()).toBe(true);
    const resume = page.getByRole("link", { name: careersCta.resume.label });
    expect(await resume.getAttribute("href")).toMatch(new RegExp(`^mailto:${site.careersEmail}\\?subject=.+`));
    expect(
      await page.getByRole("link", { name: careersCta.contact.label, exact: true }).last().getAttribute("href"),
    ).toBe("/contact");
    expectClean(opened);
  });
});

describe.each([390, 1280])("careers page at %i px", (width) => {
  it("has no accessibility violations or console errors, and is screenshotted", () =>
    auditPage("/career", width, { h1: careersHero.title, screenshotName: `career-${width}` }));
});
