import { describe, expect, it } from "vitest";
import { servicePages } from "../../src/content/services";
import {
  expectAccessible,
  expectClean,
  openPage,
  screenshot,
  scrollThrough,
  type OpenedPage,
} from "../support/browser";

let opened: OpenedPage | undefined;

const shotName = (path: string) => `services${path.replace(/\//g, "-").toLowerCase()}`;

describe.each([390, 1280])("services pages at %i px", (width) => {
  it.each(servicePages.map((p) => [p.path, p] as const))(
    "%s: its hero, no accessibility violations, no console errors",
    async (path, content) => {
      opened = await openPage(path, { width, reducedMotion: true });
      const { page } = opened;
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(content.hero.title);
      await scrollThrough(page);
      await expectAccessible(page);
      await screenshot(page, `${shotName(path)}-${width}`);
      expectClean(opened);
    },
  );
});

describe("services pages without JavaScript", () => {
  it.each(servicePages.map((p) => [p.path, p] as const))("%s shows every section heading", async (path, content) => {
    opened = await openPage(path, { javaScriptEnabled: false });
    const { page } = opened;
    for (const section of content.sections) {
      const heading = page.getByRole("heading", { level: 2, name: section.title, exact: true });
      await heading.scrollIntoViewIfNeeded();
      expect(await heading.isVisible(), section.title).toBe(true);
    }
  });
});
