/**
 * Typing into a form that is still waking up: the forms wake on the first interaction, so the
 * visitor's first keystrokes land in the server's markup, and the next ones may land while the
 * island's code arrives and hydrates. Ten characters typed from the moment the page has loaded
 * are all in the field after the wake-up, and all in the submitted data, in both forms.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { contactFields, contactFormCopy as copy, contactPage } from "../../src/content/contact";
import { hireContact } from "../../src/content/company/hire";
import { expectClean, openPage } from "../support/browser";
import { samples, visitorIp } from "../../harness/contactForm.ts";
import { fetchSubmissions } from "../../harness/provider.ts";

const SOON = { timeout: 15_000 };
const TYPED = "Kathleen B";

const forms = [
  { path: "/contact", title: contactPage.form.title, first: "firstName", sample: samples.contact },
  { path: "/hire", title: hireContact.title, first: "name", sample: samples.hire },
] as const;

const field = (page: Page, title: string, name: keyof typeof contactFields) =>
  page.getByRole("form", { name: title }).getByLabel(contactFields[name].label, { exact: false }).first();

describe.each(forms)("typing into the $path form while it wakes", ({ path, title, first, sample }) => {
  it("keeps all ten characters, in the field and in the submitted data", async () => {
    const opened = await openPage(path, { hold: "**/assets/ContactForm-*.js" });
    const { page, held } = opened;
    await page.setExtraHTTPHeaders({ "cf-connecting-ip": visitorIp() });
    const form = page.getByRole("form", { name: title });
    const name = field(page, title, first);
    // The moment the page has loaded: half of the name before the form's code is even asked for …
    await name.click();
    await page.keyboard.type(TYPED.slice(0, 5));
    expect(await form.getAttribute("data-hydrated")).toBeNull();
    // … then, once it is on its way, the rest while it arrives, is evaluated and hydrates.
    await held!.requested;
    held!.release();
    await page.keyboard.type(TYPED.slice(5), { delay: 20 });
    await expect.poll(() => form.getAttribute("data-hydrated"), SOON).toBe("true");
    expect(await name.inputValue()).toBe(TYPED);

    const message = `Typed while waking ${crypto.randomUUID()}`;
    for (const [key, value] of Object.entries({ ...sample, message })) {
      if (key !== first) await field(page, title, key as keyof typeof contactFields).fill(value);
    }
    await form.getByRole("button", { name: copy.submit }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: copy.status }).count(), SOON).toBe(1);
    const received = (await fetchSubmissions(inject("mockProviderUrl"))).find((s) => s.fields.message === message);
    expect(received?.fields[first]).toBe(TYPED);
    expectClean(opened);
  });
});
