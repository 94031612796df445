/**
 * The privacy notice (/privacy) in workerd: in the sitemap, linked from every page's footer and
 * beside every contact form's button, and stating the facts the Worker's own settings give: each
 * setting changed here changes the page (and its ETag).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactFormCopy as copy } from "../../src/content/contact";
import { paths } from "../../src/content/paths";
import { routes } from "../../src/server/routes";
import { startWorker, type TestWorker } from "../support/worker";

const workers: TestWorker[] = [];
const start = (vars: Record<string, string> = {}) =>
  startWorker({ vars, outbound: () => Response.json({ success: true }) }).then((w) => (workers.push(w), w));
afterAll(async () => {
  await Promise.all(workers.map((w) => w.dispose()));
});

/** The notice's text, tags stripped, spaces collapsed. */
async function notice(worker: TestWorker): Promise<string> {
  const response = await worker.fetch(paths.privacy);
  expect(response.status).toBe(200);
  const html = await response.text();
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return main
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}

let plain: TestWorker;
beforeAll(async () => {
  plain = await start();
});

describe("where the notice is", () => {
  it("is in the sitemap", async () => {
    const xml = await (await plain.fetch("/sitemap.xml")).text();
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/privacy<\/loc>/);
  });

  it("is linked from the footer of every page, the 404 included", async () => {
    for (const path of [...routes.map((r) => r.page.path), "/no-such-page"]) {
      const html = await (await plain.fetch(path)).text();
      const footer = html.slice(html.indexOf('<footer class="site-footer"'));
      expect(footer, path).toContain(`<a href="${paths.privacy}">Privacy notice</a>`);
    }
  });

  it("is linked beside the submit button of every contact form, the form shown again included", async () => {
    const line = `<p class="form-privacy">${copy.privacyNote.text} <a href="${paths.privacy}">${copy.privacyNote.link}</a></p>`;
    for (const path of [paths.contact, paths.hire]) {
      const html = (await (await plain.fetch(path)).text()).replaceAll("<!-- -->", "");
      const actions = html.slice(html.indexOf('<div class="form-actions">'));
      expect(actions.indexOf('type="submit"'), path).toBeGreaterThan(-1);
      expect(actions.slice(0, actions.indexOf("</div>")), path).toContain(line);
    }
    const again = await plain.fetch("/api/contact", {
      method: "POST",
      headers: { origin: "http://localhost", "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      body: new URLSearchParams({ name: "Alan", email: "not an address", subject: "x", message: "y" }).toString(),
    });
    expect(again.status).toBe(400);
    expect((await again.text()).replaceAll("<!-- -->", "")).toContain(line);
  });
});

describe("its facts come from the settings the code enforces", () => {
  it("with the defaults: 30, 30 and 90 days, the provider of FORM_ENDPOINT, no webhook, no Turnstile, the theme cookie", async () => {
    const text = await notice(plain);
    expect(text).toContain("An enquiry delivered to our team: 30 days after delivery");
    expect(text).toContain("An enquiry our spam checks held back: 30 days after it arrived");
    expect(text).toContain("An enquiry that could not be delivered: 90 days after the last attempt");
    expect(text).toContain("api.web3forms.com turns each enquiry into an e-mail");
    expect(text).not.toContain("A copy goes to our own system");
    expect(text).not.toContain("Turnstile");
    expect(text).toContain('One cookie, "theme"');
    expect(text).toContain('it holds "light" or "dark"');
    expect(text).toContain("lasts 365 days");
    expect(text).toContain("Write to hello@vertexa.dev");
    expect(text).toContain("a random id given to each enquiry");
    expect(text).toContain("near where it was first used");
  });

  it.each([
    [{ LEADS_RETENTION_DAYS: "7" }, "An enquiry delivered to our team: 7 days after delivery"],
    [{ LEADS_SPAM_RETENTION_DAYS: "3" }, "An enquiry our spam checks held back: 3 days after it arrived"],
    [{ LEADS_FAILED_RETENTION_DAYS: "14" }, "An enquiry that could not be delivered: 14 days after the last attempt"],
    [{ FORM_ENDPOINT: "https://mail.example.net/submit" }, "mail.example.net turns each enquiry into an e-mail"],
    [
      { LEADS_WEBHOOK_URL: "https://crm.example.org/hooks/leads", LEADS_WEBHOOK_SECRET: "s".repeat(40) },
      "A copy goes to our own system at crm.example.org",
    ],
    [
      { LEADS_SLACK_WEBHOOK_URL: "https://hooks.slack.com/services/T000/B000/token" },
      "Slack, where our team works, gets a short notice of each enquiry: your name and company, the subject, and the form and page you sent it from — never your message or e-mail address.",
    ],
    [
      { TURNSTILE_SITE_KEY: "1x00000000000000000000AA", TURNSTILE_SECRET_KEY: "1x0000000000000000000000000000000AA" },
      "Its script loads only once you start filling in a form",
    ],
    [{ LEADS_JURISDICTION: "eu" }, "The lead store is kept in the European Union"],
  ])("%j changes the page: %s", async (vars, sentence) => {
    const changed = await start(vars);
    expect(await notice(plain)).not.toContain(sentence);
    expect(await notice(changed)).toContain(sentence);
    const [before, after] = await Promise.all([plain.fetch(paths.privacy), changed.fetch(paths.privacy)]);
    await Promise.all([before.text(), after.text()]);
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
  });

  it("a webhook without its secret is off, and the notice does not name it", async () => {
    const half = await start({ LEADS_WEBHOOK_URL: "https://crm.example.org/hooks/leads" });
    expect(await notice(half)).not.toContain("crm.example.org");
  });

  it("a Slack URL that is not Slack's is refused, and the notice does not name Slack", async () => {
    const refused = await start({ LEADS_SLACK_WEBHOOK_URL: "https://chat.example.org/services/T000/B000/token" });
    expect(await notice(refused)).not.toContain("Slack");
  });
});
