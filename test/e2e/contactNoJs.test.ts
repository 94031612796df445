/** The contact form without JavaScript, and the hire form (variant C) end to end, in Chromium. */
import { describe, expect, inject, it } from "vitest";
import { contactFields, contactFormCopy as copy, contactPage } from "../../src/content/contact";
import { hireContact } from "../../src/content/company/hire";
import { expectAccessible, expectClean, openPage, screenshot, wake, type OpenedPage } from "../support/browser";
import { expectWaitingLead, leadsWithMessage } from "../support/leads";
import { samples, visitorIp } from "../../harness/contactForm.ts";
import { fetchSubmissions } from "../../harness/provider.ts";
import { paths } from "../../src/content/paths";

let opened: OpenedPage | undefined;

const label = (name: keyof typeof contactFields) => contactFields[name].label;

/** Fills /contact with JavaScript off and sends it; the answer's status and the page. */
async function postWithoutJs(values: Record<string, string>) {
  opened = await openPage("/contact", { javaScriptEnabled: false });
  const { page } = opened;
  await page.setExtraHTTPHeaders({ "cf-connecting-ip": visitorIp() });
  const form = page.getByRole("form", { name: contactPage.form.title });
  for (const [name, value] of Object.entries(values)) {
    await form
      .getByLabel(label(name as keyof typeof contactFields))
      .first()
      .fill(value);
  }
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/contact"));
  await form.getByRole("button", { name: copy.submit }).click();
  return { page, status: (await answer).status() };
}

describe("without JavaScript", () => {
  it("a plain post succeeds with a 303 to a page that says 'Form Submitted Successfully'", async () => {
    const values = { ...samples.contact, message: `No-JS ${crypto.randomUUID()}` };
    const { page, status } = await postWithoutJs(values);
    expect(status).toBe(303);
    await page.waitForURL(`**${paths.thankYou}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(copy.status);
    const received = (await fetchSubmissions(inject("mockProviderUrl"))).find(
      (s) => s.fields.message === values.message,
    );
    // The e-mail a salesperson reads: its subject, Reply-To the visitor, the form and page, then the fields.
    const { subject, ...rest } = values;
    expect(received?.fields).toEqual({
      subject: `New enquiry from Grace Hopper: ${subject}`,
      from_name: "Vertexa Technologies website",
      replyto: "grace@example.com",
      form: "contact page",
      page: "https://www.example-offshore.dev/contact",
      ...rest,
    });
    await expect
      .poll(async () => (await leadsWithMessage(values.message)).map((l) => l.state), { timeout: 15_000 })
      .toEqual(["delivered"]);
  });

  it("with the provider down, a plain post is stored and still answered 303 'Form Submitted Successfully'", async () => {
    const values = {
      ...samples.contact,
      subject: "Website [provider-500]",
      message: `No-JS down ${crypto.randomUUID()}`,
    };
    const { page, status } = await postWithoutJs(values);
    expect(status).toBe(303);
    await page.waitForURL(`**${paths.thankYou}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(copy.status);
    const tried = (await fetchSubmissions(inject("mockProviderUrl"))).filter(
      (s) => s.fields.message === values.message,
    );
    expect(tried.length).toBeGreaterThan(0);
    expect(tried.every((s) => !s.delivered)).toBe(true);
    // The store has it once, waiting for the provider, with the 500 as the reason.
    await expectWaitingLead(values, "status (500)");
  });

  it("a refused plain post shows the form again with every value kept and the error, status 400", async () => {
    const values = { ...samples.contact, email: "grace@example", message: "Keep every word <of this>." };
    const { page, status } = await postWithoutJs(values);
    expect(status).toBe(400);
    await page.waitForLoadState("load");
    const again = page.getByRole("form", { name: contactPage.form.title });
    for (const [name, value] of Object.entries(values))
      expect(
        await again
          .getByLabel(label(name as keyof typeof contactFields))
          .first()
          .inputValue(),
      ).toBe(value);
    expect(await page.getByRole("alert").textContent()).toContain(copy.invalidEmail);
    expect(await again.getByLabel(label("email")).first().getAttribute("aria-invalid")).toBe("true");
    await screenshot(page, "contact-nojs-error-1280");
  });

  it("the thank-you page and the form shown again hydrate cleanly and have no axe violations", async () => {
    opened = await openPage(paths.thankYou, { reducedMotion: true });
    await expectAccessible(opened.page);
    await screenshot(opened.page, "contact-thank-you-1280");
    expectClean(opened);
    await opened.close();

    // A plain post from a JavaScript page (form.submit() skips the island's handler).
    opened = await openPage("/contact", { width: 390, reducedMotion: true });
    const { page } = opened;
    const form = page.getByRole("form", { name: contactPage.form.title });
    await wake(form);
    await expect.poll(() => form.getAttribute("data-hydrated"), { timeout: 15_000 }).toBe("true");
    await form.getByLabel(label("firstName")).fill("Grace");
    await form.getByLabel(label("email")).first().fill("not-an-email");
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/contact"));
    await form.evaluate((el) => (el as HTMLFormElement).submit());
    expect((await answer).status()).toBe(400);
    await page.waitForLoadState("load");
    const again = page.getByRole("form", { name: contactPage.form.title });
    await wake(again);
    await expect.poll(() => again.getAttribute("data-hydrated"), { timeout: 15_000 }).toBe("true");
    expect(await again.getByLabel(label("firstName")).inputValue()).toBe("Grace");
    await expectAccessible(page);
    await screenshot(page, "contact-nojs-error-390");
    expectClean({ ...opened, consoleErrors: opened.consoleErrors.filter((e) => !/status of 400/.test(e)) });
  });
});

describe("the hire form (variant C)", () => {
  it("sends name, e-mail, company, subject and message through /api/contact, with the same states", async () => {
    opened = await openPage("/hire");
    const { page } = opened;
    await page.setExtraHTTPHeaders({ "cf-connecting-ip": visitorIp() });
    const form = page.getByRole("form", { name: hireContact.title });
    await wake(form);
    await expect.poll(() => form.getAttribute("data-hydrated"), { timeout: 15_000 }).toBe("true");
    expect(await form.getByLabel(label("subject")).first().inputValue()).toBe(hireContact.subject);
    const values = { ...samples.hire, message: `Hire ${crypto.randomUUID()}` };
    for (const [name, value] of Object.entries(values))
      await form
        .getByLabel(label(name as keyof typeof contactFields), { exact: false })
        .first()
        .fill(value);
    await form.getByRole("button", { name: copy.submit }).click();
    await expect
      .poll(() => page.locator(".Toastify__toast").filter({ hasText: copy.toastSuccess }).count(), { timeout: 15_000 })
      .toBe(1);
    await expect.poll(() => form.getByRole("status").textContent(), { timeout: 15_000 }).toBe(copy.status);
    expect(await form.getByLabel(label("company")).first().inputValue()).toBe("");
    const received = (await fetchSubmissions(inject("mockProviderUrl"))).find(
      (s) => s.fields.message === values.message,
    );
    const { subject, ...rest } = values;
    expect(received).toEqual({
      answeredAt: expect.any(Number),
      fields: {
        subject: `New enquiry from Alan Turing: ${subject}`,
        from_name: "Vertexa Technologies website",
        replyto: "alan@example.com",
        form: "hire page",
        page: "https://www.example-offshore.dev/hire",
        ...rest,
      },
      accessKeyOk: true,
      delivered: true,
    });
    expectClean(opened);
  });
});
