/** /contact in Chromium: the page, and the form with JavaScript (island, toasts, field errors). */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { contactFields, contactFormCopy as copy, contactPage } from "../../src/content/contact";
import { toast as toastRules } from "../../src/content/motion";
import { site } from "../../src/content/site";
import { expectAccessible, expectClean, openPage, screenshot, wake, type OpenedPage } from "../support/browser";
import { expectWaitingLead, leadsWithMessage } from "../support/leads";
import { samples, visitorIp } from "../../harness/contactForm.ts";
import { fetchSubmissions, PROVIDER_REJECTION } from "../../harness/provider.ts";

let opened: OpenedPage | undefined;
/** Chrome reports every 4xx/5xx answer in the console; those of refused submissions are expected here. */
const REFUSED = /^Failed to load resource: (the server responded with a status of (400|502)|net::ERR_FAILED)/;
const expectCleanBut = (page: OpenedPage) =>
  expectClean({ ...page, consoleErrors: page.consoleErrors.filter((e) => !REFUSED.test(e)) });
const GONE = { timeout: 5000 };
/** Waiting for hydration and for the server's answer. */
const SOON = { timeout: 15_000 };

const form = (page: Page) => page.getByRole("form", { name: contactPage.form.title });
const field = (page: Page, name: keyof typeof contactFields) =>
  form(page).getByLabel(contactFields[name].label, { exact: false }).first();
const submit = (page: Page) =>
  form(page).getByRole("button", { name: new RegExp(`^(${copy.submit}|${copy.sending})$`) });
const toasts = (page: Page) => page.locator(".Toastify__toast");

/** Fills the contact form with sample B, a unique message and the given overrides. */
async function fill(page: Page, overrides: Partial<Record<keyof typeof samples.contact, string>> = {}) {
  await page.setExtraHTTPHeaders({ "cf-connecting-ip": visitorIp() });
  await wake(form(page));
  await expect.poll(() => form(page).getAttribute("data-hydrated"), SOON).toBe("true");
  const values = { ...samples.contact, message: `E2E ${crypto.randomUUID()}`, ...overrides };
  for (const [name, value] of Object.entries(values)) await field(page, name as keyof typeof contactFields).fill(value);
  return values;
}

/**
 * Opens /contact with the network to /api/contact failing, submits the filled form and waits for
 * the error toast to have ended its entrance (it starts off to the right: measure where it rests).
 */
async function networkErrorToast(
  options: { width?: number; reducedMotion?: boolean; colorScheme?: "light" | "dark" } = {},
) {
  const session = await openPage("/contact", {
    ...options,
    before: (page) => page.route("**/api/contact", (route) => route.abort("failed")),
  });
  opened = session;
  const { page } = session;
  const values = await fill(page);
  await submit(page).click();
  await expect.poll(() => toasts(page).count(), SOON).toBe(1);
  await toasts(page)
    .first()
    .evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  return { session, page, values };
}

async function currentValues(page: Page) {
  const out: Record<string, string> = {};
  for (const name of Object.keys(samples.contact))
    out[name] = await field(page, name as keyof typeof contactFields).inputValue();
  return out;
}

describe("the contact page", () => {
  it("shows the heading, the form, the offices, the direct lines and loads no map until scrolled to", async () => {
    opened = await openPage("/contact");
    const { page, requests } = opened;
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(contactPage.hero.title);
    for (const name of ["firstName", "lastName", "email", "subject", "message"] as const)
      expect(await field(page, name).getAttribute("required")).not.toBeNull();
    expect(await field(page, "phone").getAttribute("required")).toBeNull();
    expect(await field(page, "email").getAttribute("type")).toBe("email");
    expect(await field(page, "message").getAttribute("rows")).toBe("5");
    expect((await field(page, "message").boundingBox())!.height).toBeGreaterThanOrEqual(120);
    for (const office of site.offices)
      expect(await page.getByRole("heading", { name: `${office.city}, ${office.country}` }).count()).toBe(1);
    expect(await page.getByRole("main").getByRole("link", { name: site.email }).getAttribute("href")).toBe(
      `mailto:${site.email}`,
    );
    expect(await page.getByRole("main").getByRole("link", { name: site.phone.display }).getAttribute("href")).toBe(
      site.phone.href,
    );
    for (const social of site.social)
      expect(await page.getByRole("main").getByRole("link", { name: social.label }).getAttribute("href")).toBe(
        social.href,
      );

    // Nothing from another origin at load; the maps are links until scrolled near.
    await wake(form(page));
    await expect
      .poll(() => page.getByRole("form", { name: contactPage.form.title }).getAttribute("data-hydrated"), SOON)
      .toBe("true");
    expect(requests.filter((url) => !url.startsWith(new URL(page.url()).origin))).toEqual([]);
    expect(await page.locator("iframe").count()).toBe(0);
    for (const office of site.offices)
      expect(await page.getByRole("link", { name: contactPage.offices.mapLink(office.city) }).count()).toBe(1);

    expectClean(opened);
    for (const office of site.offices) {
      await page.getByRole("heading", { name: `${office.city}, ${office.country}` }).scrollIntoViewIfNeeded();
      await expect
        .poll(() => page.locator(`iframe[title="${contactPage.offices.mapTitle(office.city)}"]`).count(), SOON)
        .toBe(1);
    }
    expect(requests.filter((url) => url.startsWith("https://www.google.com/maps"))).toHaveLength(site.offices.length);
    // The link to each map stays beside its embed (a blank embed still leaves a way to the office).
    for (const office of site.offices)
      expect(await page.getByRole("link", { name: contactPage.offices.mapLink(office.city) }).count()).toBe(1);
    expect(await page.locator("style").count()).toBe(0);
  });

  it("prefills the subject from ?subject=", async () => {
    opened = await openPage("/contact?subject=Schedule%20a%20Demo");
    expect(await field(opened.page, "subject").inputValue()).toBe("Schedule a Demo");
  });
});

describe("the contact form with JavaScript", () => {
  it("success: Sending… and disabled, then the status, a toast and an empty form; the provider gets the fields", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    opened = await openPage("/contact", {
      before: (page) =>
        page.route("**/api/contact", async (route) => {
          await held;
          await route.continue();
        }),
    });
    const { page } = opened;
    const values = await fill(page);
    await submit(page).click();
    await expect.poll(() => submit(page).textContent(), SOON).toBe(copy.sending);
    expect(await submit(page).isDisabled()).toBe(true);
    release();
    await expect.poll(() => page.getByRole("status").filter({ hasText: copy.status }).count(), SOON).toBe(1);
    await expect.poll(() => toasts(page).filter({ hasText: copy.toastSuccess }).count(), SOON).toBe(1);
    expect(Object.values(await currentValues(page)).every((v) => v === "")).toBe(true);
    expect(await submit(page).textContent()).toBe(copy.submit);
    expect(await submit(page).isEnabled()).toBe(true);
    const received = (await fetchSubmissions(inject("mockProviderUrl"))).find(
      (s) => s.fields.message === values.message,
    );
    const { subject, ...rest } = values;
    expect(received).toEqual({
      answeredAt: expect.any(Number),
      fields: {
        subject: `New enquiry from Grace Hopper: ${subject}`,
        from_name: "Vertexa Technologies website",
        replyto: "grace@example.com",
        form: "contact page",
        page: "https://www.example-offshore.dev/contact",
        ...rest,
      },
      accessKeyOk: true,
      delivered: true,
    });
    // Kept in the store as well, and marked delivered there.
    await expect
      .poll(async () => (await leadsWithMessage(values.message)).map((l) => l.state), SOON)
      .toEqual(["delivered"]);
    expect(await page.locator("style").count()).toBe(0);
    await screenshot(page, "contact-success-toast");
    expectClean(opened);
  });

  it("provider down: the lead is stored, so the visitor sees success and the form resets", async () => {
    opened = await openPage("/contact");
    const { page } = opened;
    const values = await fill(page, { subject: "Quote [provider-fail]" });
    await submit(page).click();
    await expect.poll(() => toasts(page).filter({ hasText: copy.toastSuccess }).count(), SOON).toBe(1);
    expect(await page.getByRole("status").filter({ hasText: copy.status }).count()).toBe(1);
    expect(Object.values(await currentValues(page)).every((v) => v === "")).toBe(true);
    // The provider was tried and refused it: the lead waits in the store for the next attempt.
    const tried = (await fetchSubmissions(inject("mockProviderUrl"))).filter(
      (s) => s.fields.message === values.message,
    );
    expect(tried.length).toBeGreaterThan(0);
    expect(tried.every((s) => !s.delivered)).toBe(true);
    // The store has it once, waiting, with the provider's refusal as the reason.
    await expectWaitingLead(values, "rejected (200)");
    expectClean(opened);
  });

  it("neither stored nor delivered: an error toast with the server's message, status cleared, every value kept", async () => {
    // What the Worker answers when its lead store is unavailable and the provider refuses.
    opened = await openPage("/contact", {
      before: (page) =>
        page.route("**/api/contact", (route) =>
          route.fulfill({ status: 502, json: { success: false, message: PROVIDER_REJECTION } }),
        ),
    });
    const { page } = opened;
    const values = await fill(page);
    await submit(page).click();
    await expect.poll(() => toasts(page).filter({ hasText: PROVIDER_REJECTION }).count(), SOON).toBe(1);
    expect(await currentValues(page)).toEqual(values);
    expect(await page.getByRole("status").filter({ hasText: copy.status }).count()).toBe(0);
    expect(await submit(page).isEnabled()).toBe(true);
    expectCleanBut(opened);
  });

  it("network failure: 'An error occurred', values kept; toasts stack newest on top, top-right, and close", async () => {
    const { session, page, values } = await networkErrorToast();
    expect(await toasts(page).first().textContent()).toContain(copy.networkError);
    expect(await currentValues(page)).toEqual(values);

    // A second failure (the server's field message this time): the newest toast is on top.
    await page.unroute("**/api/contact");
    await field(page, "email").fill("grace@example");
    await submit(page).click();
    await expect.poll(() => toasts(page).count(), SOON).toBe(2);
    expect(await toasts(page).first().textContent()).toContain(copy.answers.invalid);
    const box = (await toasts(page).first().boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(1280 - 48);
    expect(box.y).toBeLessThan(200);
    expect(
      await page
        .locator(".Toastify__progress-bar")
        .first()
        .evaluate((el) => getComputedStyle(el).animationDuration),
    ).toBe(`${toastRules.autoCloseMs / 1000}s`);

    await toasts(page).first().getByRole("button", { name: /close/i }).click();
    await expect.poll(() => toasts(page).count(), GONE).toBe(1);
    await toasts(page).first().click();
    await expect.poll(() => toasts(page).count(), GONE).toBe(0);
    expectCleanBut(session);
  });

  it("on a phone with reduced motion, a toast stays for its time, below the fixed header, inside the page's side margins", async () => {
    const { session, page } = await networkErrorToast({ width: 390, reducedMotion: true });
    // Reduced motion shortens animations, but not the progress bar that times the toast: at 1 ms
    // the toast closed itself before it could be read.
    const progress = page.locator(".Toastify__progress-bar").first();
    expect(await progress.evaluate((el) => getComputedStyle(el).animationDuration)).toBe(
      `${toastRules.autoCloseMs / 1000}s`,
    );
    expect(await progress.isVisible()).toBe(false);
    expect(await toasts(page).count()).toBe(1);
    const header = (await page.getByRole("banner").boundingBox())!;
    const toast = (await toasts(page).first().boundingBox())!;
    expect(toast.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(toast.x).toBeGreaterThan(0);
    expect(toast.x + toast.width).toBeLessThan(390);
    await screenshot(page, "contact-toast-phone");
    expectCleanBut(session);
  });

  it("shows the server's field errors next to their fields, linked and announced", async () => {
    opened = await openPage("/contact", { reducedMotion: true });
    const { page } = opened;
    await fill(page, { email: "grace@example" });
    await submit(page).click();
    const email = field(page, "email");
    await expect.poll(() => email.getAttribute("aria-invalid"), SOON).toBe("true");
    const describedBy = (await email.getAttribute("aria-describedby"))!;
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(copy.invalidEmail);
    expect(await page.getByRole("alert").filter({ hasText: copy.invalidEmail }).count()).toBeGreaterThan(0);
    expect(await email.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(page);
    await screenshot(page, "contact-field-errors");
    expectCleanBut(opened);
  });

  it("in the dark scheme a toast is a dark card with light text, and passes axe", async () => {
    const { session, page } = await networkErrorToast({ colorScheme: "dark", reducedMotion: true });
    const colours = await toasts(page)
      .first()
      .evaluate((el) => ({ background: getComputedStyle(el).backgroundColor, text: getComputedStyle(el).color }));
    // --card and --ink of the dark palette (tokens.css).
    expect(colours).toEqual({ background: "rgb(21, 30, 51)", text: "rgb(241, 245, 249)" });
    await expectAccessible(page);
    await screenshot(page, "contact-toast-dark");
    expectCleanBut(session);
  });

  it("toasts can be dragged away", async () => {
    const { page } = await networkErrorToast();
    const box = (await toasts(page).first().boundingBox())!;
    const start = box.x + box.width - 20;
    await page.mouse.move(start, box.y + box.height / 2);
    await page.mouse.down();
    for (let dx = 20; dx <= box.width; dx += 20) await page.mouse.move(start - dx, box.y + box.height / 2);
    await page.mouse.up();
    await expect.poll(() => toasts(page).count(), GONE).toBe(0);
  });
});
