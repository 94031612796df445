import { describe, expect, it } from "vitest";
import { servicePages } from "../../src/content/services";
import { openPage, type OpenedPage } from "../support/browser";

let opened: OpenedPage | undefined;

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
