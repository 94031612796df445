/**
 * The spam check (Cloudflare Turnstile) in a real browser, against a server of its own that has
 * the keys: its script is requested on the first focus in a form, never on load, exactly once, and
 * the token it puts in the form reaches siteverify (a local stand-in). Turnstile's script is
 * answered by a small stand-in with its explicit-rendering API: nothing reaches the internet.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactFields, contactFormCopy as copy, contactPage, turnstile } from "../../src/content/contact";
import { startServer, type RunningServer } from "../../scripts/lib/server.ts";
import { openPage } from "../support/browser";
import { builtConfig } from "../support/worker";
import {
  fetchSubmissions,
  samples,
  startMockProvider,
  TEST_ACCESS_KEY,
  type MockProvider,
} from "../support/mockProvider";

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

let server: RunningServer;
let provider: MockProvider;
let siteverify: Server;
const verified: { secret: string; response: string }[] = [];

beforeAll(async () => {
  siteverify = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      verified.push(JSON.parse(body) as { secret: string; response: string });
      // A token of this site: siteverify names the site's hostname (SITE_URL of wrangler.toml).
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ success: true, hostname: new URL(builtConfig().vars!.SITE_URL!).hostname }));
    });
  });
  await new Promise<void>((resolve) => siteverify.listen(0, "127.0.0.1", resolve));
  const verifyUrl = `http://127.0.0.1:${(siteverify.address() as AddressInfo).port}/siteverify`;
  provider = await startMockProvider();
  server = await startServer({
    port: Number(process.env.E2E_PORT ?? 8799) + 7,
    wranglerArgs: [
      ...["--var", `FORM_ENDPOINT:${provider.url}`, "--var", `FORM_ACCESS_KEY:${TEST_ACCESS_KEY}`],
      ...["--var", `TURNSTILE_SITE_KEY:${SITE_KEY}`, "--var", "TURNSTILE_SECRET_KEY:e2e-secret"],
      ...["--var", `TURNSTILE_VERIFY_URL:${verifyUrl}`],
    ],
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await provider?.close();
  await new Promise((resolve) => siteverify?.close(resolve));
});

const fromTurnstile = (requests: string[]) => requests.filter((url) => url.startsWith(turnstile.origin));
const form = (page: Page) => page.getByRole("form", { name: contactPage.form.title });

describe("the spam check", () => {
  it("loads nothing from Turnstile until the visitor starts the form, then exactly its script", async () => {
    const opened = await openPage(`${server.url}/contact`, {
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
    expect(verified.map((v) => v.response)).toContain(await token.inputValue());
    expect(verified.every((v) => v.secret === "e2e-secret")).toBe(true);
    const received = (await fetchSubmissions(provider.url)).find((s) => s.fields.message === message);
    expect(received?.delivered).toBe(true);
    expect(fromTurnstile(opened.requests)).toHaveLength(1);
  });
});
