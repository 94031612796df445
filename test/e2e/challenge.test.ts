/**
 * The spam check (Cloudflare Turnstile) in a real browser, against a server of its own that has
 * the keys: its script is requested on the first focus in a form, never on load, exactly once, and
 * the token it puts in the form reaches siteverify (the harness's stand-in). Turnstile's script is
 * answered by a small stand-in with its explicit-rendering API: nothing reaches the internet.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactFields, contactFormCopy as copy, contactPage, turnstile } from "../../src/content/contact";
import { samples } from "../../harness/contactForm.ts";
import { fetchSubmissions } from "../../harness/provider.ts";
import { startSite, type Site } from "../../harness/site.ts";
import { openPage } from "../support/browser";

const SITE_KEY = "1x00000000000000000000AA";
/** Turnstile's explicit API, as much as the forms use: render() adds the hidden token input. */
const FAKE_API = `window.turnstile = {
  render(container) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = ${JSON.stringify(turnstile.responseField)};
    input.value = "e2e-token-" + Math.random().toString(36).slice(2);
    container.append(input);
    return "widget-1";
  },
  reset() {},
};`;

const SECRET = "e2e-secret";
let site: Site;

beforeAll(async () => {
  site = await startSite({
    port: Number(process.env.E2E_PORT ?? 8799) + 7,
    provider: true,
    turnstile: { siteKey: SITE_KEY, secret: SECRET },
  });
}, 120_000);

afterAll(async () => {
  await site?.stop();
});

const fromTurnstile = (requests: string[]) => requests.filter((url) => url.startsWith(turnstile.origin));
const form = (page: Page) => page.getByRole("form", { name: contactPage.form.title });

describe("the spam check", () => {
  it("loads nothing from Turnstile until the visitor starts the form, then exactly its script", async () => {
    const opened = await openPage(`${site.url}/contact`, {
      before: (page) =>
        page.route(`${turnstile.origin}/**`, (route) =>
          route.fulfill({ status: 200, contentType: "text/javascript", body: FAKE_API }),
        ),
    });
    const { page } = opened;
    await opened.settled();
    expect(fromTurnstile(opened.requests)).toEqual([]);

    await form(page).getByLabel(contactFields.firstName.label, { exact: false }).click();
    const token = form(page).locator(`input[name="${turnstile.responseField}"]`);
    await expect.poll(() => token.count(), { timeout: 15_000 }).toBe(1);
    await page.keyboard.type("Grace");
    await opened.settled();
    expect(fromTurnstile(opened.requests)).toEqual([turnstile.script]);

    const message = `Challenge ${crypto.randomUUID()}`;
    for (const [name, value] of Object.entries({ ...samples.contact, firstName: "Grace", message }))
      await form(page)
        .getByLabel(contactFields[name as keyof typeof contactFields].label, { exact: false })
        .fill(value);
    await form(page).getByRole("button", { name: copy.submit }).click();
    await expect.poll(() => page.getByRole("status").first().textContent(), { timeout: 15_000 }).toBe(copy.status);
    const verified = site.siteverify.verifications();
    expect(verified.map((v) => v.response)).toContain(await token.inputValue());
    expect(verified.every((v) => v.secret === SECRET)).toBe(true);
    const received = (await fetchSubmissions(site.provider.url)).find((s) => s.fields.message === message);
    expect(received?.delivered).toBe(true);
    expect(fromTurnstile(opened.requests)).toHaveLength(1);
  });
});
