/**
 * The contact form in every engine, against the mock provider: with JavaScript (the island:
 * toast, reset, field errors with every value kept) and the plain post that a browser without
 * JavaScript sends (303 to the thank-you page; a refused post shows the form again with the values).
 *
 * The contract: an accepted submission is stored before the visitor hears "sent", so success is
 * shown even when the provider fails; an error toast appears only when the server answers an
 * error — here a 400 for an invalid e-mail address.
 */
import { describe, expect, inject, it } from "vitest";
import { contactFormCopy as copy, contactPage } from "../../../src/content/contact";
import { samples } from "../../../harness/contactForm.ts";
import { fetchSubmissions } from "../../../harness/provider.ts";
import type { Driver, Query } from "../driver";
import { expectClean, pathOf, SOON } from "../support";
import { paths } from "../../../src/content/paths";

const form: Query = { role: "form", name: contactPage.form.title };
const labels = {
  firstName: /^First name/,
  lastName: /^Last name/,
  email: /^Email/,
  phone: /^Phone/,
  subject: /^Subject/,
  message: /^Message/,
} as const;
type Field = keyof typeof labels;
const field = (name: Field): Query => ({ role: "textbox", name: labels[name], within: form });
const submit: Query = { role: "button", name: new RegExp(`^(${copy.submit}|${copy.sending})$`), within: form };
const toast = (text: string): Query => ({ css: ".Toastify__toast", text: new RegExp(escape(text)) });
/** Chromium reports a refused answer (400) in the console: expected where the server refuses. */
const REFUSED = [/status of 400/];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

async function fill(d: Driver, values: Record<Field, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await d.fill(field(name as Field), value);
}

const values = async (d: Driver) =>
  Object.fromEntries(await Promise.all(Object.keys(labels).map(async (n) => [n, await d.value(field(n as Field))])));

/** What the page saw while the form woke: each submission's `defaultPrevented`, the button's text and state. */
interface WakingRecord {
  submissions: boolean[];
  button: [string | null, boolean][];
}

/**
 * Fills the form as a browser's autofill does (values and input events; no key, press or focus)
 * and starts recording what follows in `window.waking` (a WakingRecord). Runs in the page.
 */
function autofill(el: Element, values: Record<string, string>): void {
  const formElement = el as HTMLFormElement;
  for (const [name, value] of Object.entries(values)) {
    const control = formElement.elements.namedItem(name) as HTMLInputElement;
    control.value = value;
    control.dispatchEvent(new Event("input", { bubbles: true }));
  }
  const waking: WakingRecord = { submissions: [], button: [] };
  Object.assign(window, { waking });
  document.addEventListener("submit", (event) => waking.submissions.push(event.defaultPrevented));
  const button = formElement.querySelector("button[type=submit]") as HTMLButtonElement;
  new MutationObserver(() => waking.button.push([button.textContent, button.disabled])).observe(button, {
    attributes: true,
    characterData: true,
    childList: true,
    subtree: true,
  });
}

/** Requests the page has made to the contact API (Resource Timing). Runs in the page. */
function contactRequests(): number {
  return performance.getEntriesByType("resource").filter((e) => new URL(e.name).pathname === "/api/contact").length;
}

const unique = (engine: string, what: string) => `${what} from ${engine} ${crypto.randomUUID()}`;

const received = async (message: string) =>
  (await fetchSubmissions(inject("mockProviderUrl"))).filter((s) => s.fields.message === message);

export function contact(driver: () => Driver) {
  describe("contact form with JavaScript", () => {
    it("success: a toast and the status, the form is emptied, the provider gets every field", async () => {
      const d = driver();
      await d.open("/contact", { width: 1280 });
      // The form wakes on the first interaction: focus moves into it.
      await d.focus(field("firstName"));
      await expect.poll(() => d.attr(form, "data-hydrated"), SOON).toBe("true");
      const sent = { ...samples.contact, message: unique(d.engine, "Success") };
      await fill(d, sent);
      await d.click(submit);
      await expect.poll(() => d.count(toast(copy.toastSuccess)), SOON).toBe(1);
      expect(await d.text({ role: "status", within: form })).toBe(copy.status);
      expect(Object.values(await values(d)).every((v) => v === "")).toBe(true);
      await expect.poll(async () => (await received(sent.message)).map((s) => s.delivered), SOON).toEqual([true]);
      const [delivery] = await received(sent.message);
      const { subject, ...rest } = sent;
      expect(delivery?.fields).toMatchObject({
        ...rest,
        subject: `New enquiry from Grace Hopper: ${subject}`,
        replyto: sent.email,
      });
      await d.screenshot("contact-success-1280", { fullPage: false });
      await expectClean(d);
    });

    it("typing from the moment the page loads, while the form wakes: all ten characters kept and sent", async () => {
      const d = driver();
      await d.open("/contact", { width: 1280 });
      // The first keystrokes land in the server's form and wake it; the rest while it hydrates.
      await d.fill(field("firstName"), "Kathleen B");
      await expect.poll(() => d.attr(form, "data-hydrated"), SOON).toBe("true");
      expect(await d.value(field("firstName"))).toBe("Kathleen B");
      const { firstName: _typed, ...others } = { ...samples.contact, message: unique(d.engine, "Typed while waking") };
      for (const [name, value] of Object.entries(others)) await d.fill(field(name as Field), value);
      await d.click(submit);
      await expect.poll(() => d.count(toast(copy.toastSuccess)), SOON).toBe(1);
      await expect
        .poll(async () => (await received(others.message)).map((s) => s.fields.firstName), SOON)
        .toEqual(["Kathleen B"]);
      await expectClean(d);
    });

    it("Send pressed before the form has woken (filled in by autofill): held, then sent once by the island", async () => {
      const d = driver();
      await d.open("/contact", { width: 1280 });
      const sent = { ...samples.contact, message: unique(d.engine, "Sent while waking") };
      // No driver here can hold back the island's chunk (WebKit's classic WebDriver intercepts no
      // request, and its one window keeps the chunk cached), so the press itself comes first:
      // autofill's values and input events wake nothing (no key, press or focus), and the click
      // that wakes the form is the one that submits it, before its code has even been asked for.
      await d.evaluateOn(form, autofill, sent);
      expect(await d.attr(form, "data-hydrated")).toBeNull();
      await d.click(submit);
      await expect.poll(() => d.count(toast(copy.toastSuccess)), SOON).toBe(1);
      expect(await d.text({ role: "status", within: form })).toBe(copy.status);
      expect(Object.values(await values(d)).every((v) => v === "")).toBe(true);
      expect(await pathOf(d)).toBe("/contact");
      const seen = await d.evaluate(() => (window as unknown as { waking: WakingRecord }).waking);
      // Held from the browser's own post, then the awake island's send (it cancels that post too) …
      expect(seen.submissions).toEqual([true, true]);
      // … which showed the sending state, and made one request and one delivery.
      expect(seen.button).toContainEqual([copy.sending, true]);
      expect(await d.evaluate(contactRequests)).toBe(1);
      await expect.poll(async () => (await received(sent.message)).map((s) => s.delivered), SOON).toEqual([true]);
      await expectClean(d);
    });

    it("refused (invalid e-mail, 400): the field error and an error toast, every value kept", async () => {
      const d = driver();
      await d.open("/contact", { width: 390 });
      // The form wakes on the first interaction: focus moves into it.
      await d.focus(field("firstName"));
      await expect.poll(() => d.attr(form, "data-hydrated"), SOON).toBe("true");
      const typed = { ...samples.contact, email: "grace@example", message: unique(d.engine, "Refused") };
      await fill(d, typed);
      await d.click(submit);
      await expect.poll(() => d.attr(field("email"), "aria-invalid"), SOON).toBe("true");
      const describedBy = await d.attr(field("email"), "aria-describedby");
      expect(await d.text({ css: `[id="${describedBy}"]` })).toBe(copy.invalidEmail);
      await expect.poll(() => d.count(toast(copy.answers.invalid)), SOON).toBe(1);
      expect(await values(d)).toEqual(typed);
      expect(await d.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("email");
      expect(await received(typed.message)).toEqual([]);
      await d.screenshot("contact-refused-390", { fullPage: false });
      await expectClean(d, REFUSED);
    });
  });

  describe("contact form as a plain post (what a browser without JavaScript sends)", () => {
    /** Submits the form natively: HTMLFormElement.submit() skips the island's handler. */
    const postPlainly = (d: Driver) =>
      d.evaluateOn(form, (el) => {
        HTMLFormElement.prototype.submit.call(el as HTMLFormElement);
      });

    it("accepted: 303 to the thank-you page, the provider gets it", async () => {
      const d = driver();
      await d.open("/contact", { width: 1280 });
      const sent = { ...samples.contact, message: unique(d.engine, "Plain") };
      await fill(d, sent);
      await postPlainly(d);
      await expect.poll(() => d.url().then((u) => new URL(u).pathname), SOON).toBe(paths.thankYou);
      await expect.poll(() => d.text({ role: "heading", level: 1 }), SOON).toBe(copy.status);
      await expect.poll(async () => (await received(sent.message)).length, SOON).toBe(1);
      await expectClean(d);
    });

    it("refused: the form again with the error and every value kept", async () => {
      const d = driver();
      await d.open("/contact", { width: 390 });
      const typed = { ...samples.contact, email: "grace@example", message: unique(d.engine, "Plain refused") };
      await fill(d, typed);
      await postPlainly(d);
      await expect
        .poll(() => d.count({ role: "alert", text: new RegExp(escape(copy.invalidEmail)) }), SOON)
        .toBeGreaterThan(0);
      expect(new URL(await d.url()).pathname).toBe("/api/contact");
      expect(await values(d)).toEqual(typed);
      expect(await d.attr(field("email"), "aria-invalid")).toBe("true");
      await expectClean(d, REFUSED);
    });
  });
}
