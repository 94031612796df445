/**
 * The line beside each contact form's button, in Chromium at both widths: readable, next to the
 * button, reached from it with one Tab, and leading to the privacy notice.
 */
import { describe, expect, it } from "vitest";
import { contactFormCopy as copy, contactPage } from "../../src/content/contact";
import { hireContact } from "../../src/content/company/hire";
import { privacyPage } from "../../src/content/company/privacy";
import { paths } from "../../src/content/paths";
import { openPage } from "../support/browser";

const forms = [
  { path: paths.contact, name: contactPage.form.title },
  { path: paths.hire, name: hireContact.title },
];

describe.each([390, 1280])("at %i px", (width) => {
  it.each(forms)(
    "$path: the privacy line sits beside the button, one Tab away, and opens the notice",
    async ({ path, name }) => {
      const { page } = await openPage(path, { width, reducedMotion: true });
      const form = page.getByRole("form", { name });
      const button = form.getByRole("button", { name: copy.submit });
      const link = form.getByRole("link", { name: copy.privacyNote.link });
      await button.scrollIntoViewIfNeeded();
      await expect.poll(() => link.isVisible()).toBe(true);
      await expect.poll(() => form.getByText(copy.privacyNote.text).isVisible()).toBe(true);
      const [b, l] = [(await button.boundingBox())!, (await link.boundingBox())!];
      // Beside it: on its row (wide) or right under it (narrow), never further than one line away.
      expect(l.y, "below the button's top").toBeGreaterThanOrEqual(b.y - 1);
      expect(l.y - (b.y + b.height), "no further than a line under the button").toBeLessThan(64);
      await button.focus();
      await page.keyboard.press("Tab");
      expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.press("Enter");
      await page.waitForURL(`**${paths.privacy}`);
      await expect
        .poll(() => page.getByRole("heading", { level: 1, name: privacyPage.hero.title }).isVisible())
        .toBe(true);
      await page.context().close();
    },
  );
});
