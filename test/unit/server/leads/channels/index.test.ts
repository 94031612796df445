/** The channels a lead is delivered on: mail (provider or sink), webhook and Slack. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { channels, describeFailure, type Deliverable } from "../../../../../src/server/leads/channels";
import { deliverMail, mail } from "../../../../../src/server/leads/channels/mail";
import { deliverSlack, slack } from "../../../../../src/server/leads/channels/slack";
import { deliverWebhook, webhook } from "../../../../../src/server/leads/channels/webhook";
import {
  accepted,
  captureLogs,
  PROVIDER_URL,
  SITE_URL,
  stubFetch,
  WEBHOOK_URL,
  type LogLine,
} from "../../../../support/leadStore";

const lead: Deliverable = {
  id: "lead-1",
  route: "provider",
  createdAt: "2026-11-01T00:00:00.000Z",
  variant: "contact",
  fields: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", subject: "A site", message: "Hello" },
  page: "/contact",
};
const env = { FORM_ACCESS_KEY: " access-key ", FORM_ENDPOINT: PROVIDER_URL, SITE_URL } as never;
const SECRET = "channel-tests-webhook-secret-0123456789";

let logs: LogLine[];
beforeEach(() => {
  logs = captureLogs();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the mail channel", () => {
  it("prints a local lead to the terminal instead of sending it", async () => {
    const requests = stubFetch(accepted);
    expect(await deliverMail({ ...lead, route: "sink" }, env)).toEqual({ ok: true });
    expect(requests).toHaveLength(0);
    expect(logs).toHaveLength(1);
    const lines = String(logs[0]!.text).split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe("──── Contact form submission (local development sink) ────");
    expect(lines[1]).toBe("NOT e-mailed: FORM_ACCESS_KEY is not set. Put it in .dev.vars to deliver submissions.");
    expect(JSON.parse(lines[2]!)).toEqual({ event: "contact_sink", variant: "contact", fields: lead.fields });
    expect(lines[3]).toMatch(/^─+$/);
  });

  it("is not configured without an access key", async () => {
    const requests = stubFetch(accepted);
    for (const key of [undefined, "", "  "])
      expect(await deliverMail(lead, { ...(env as object), FORM_ACCESS_KEY: key } as never)).toEqual({
        ok: false,
        reason: "not_configured",
      });
    expect(requests).toHaveLength(0);
  });

  it("sends to the provider with the trimmed key and the page's full address", async () => {
    const requests = stubFetch(accepted);
    expect(await deliverMail(lead, env)).toEqual({ ok: true });
    expect(requests[0]!.url).toBe(PROVIDER_URL);
    const form = await requests[0]!.formData();
    expect(form.get("access_key")).toBe("access-key");
    expect(form.get("page")).toBe(`${SITE_URL}/contact`);
  });

  it("reports the provider's refusal with its status", async () => {
    stubFetch(() => Response.json({ success: false }, { status: 422 }));
    expect(await deliverMail(lead, env)).toEqual({ ok: false, reason: "status", providerStatus: 422 });
  });
});

describe("the webhook channel", () => {
  it("is not configured without its URL and secret", async () => {
    expect(await deliverWebhook(lead, env)).toEqual({ ok: false, reason: "not_configured" });
  });

  it("sends the lead's id, time, form, page and fields", async () => {
    const requests = stubFetch(() => new Response(null, { status: 204 }));
    const hooked = { LEADS_WEBHOOK_URL: WEBHOOK_URL, LEADS_WEBHOOK_SECRET: SECRET } as never;
    expect(await deliverWebhook(lead, hooked)).toEqual({ ok: true });
    expect(await requests[0]!.json()).toEqual({
      id: "lead-1",
      createdAt: "2026-11-01T00:00:00.000Z",
      variant: "contact",
      page: "/contact",
      fields: lead.fields,
    });
    await deliverWebhook({ ...lead, page: undefined }, hooked);
    expect(((await requests[1]!.json()) as { page: unknown }).page).toBeNull();
  });
});

describe("the list of channels", () => {
  it("is mail, then the webhook, then Slack, each named as its deliveries are stored", () => {
    expect(channels).toEqual([mail, webhook, slack]);
    expect(channels.map((c) => [c.name, c.deliver])).toEqual([
      ["mail", deliverMail],
      ["webhook", deliverWebhook],
      ["slack", deliverSlack],
    ]);
  });

  it("each describe their receiver for the privacy notice: the e-mail provider's host always, the webhook's when on", () => {
    expect(mail.receiver({ FORM_ENDPOINT: "https://mail.example.net/submit?key=x" } as never)).toBe(
      "mail.example.net turns each enquiry into an e-mail to our team.",
    );
    expect(mail.receiver({ FORM_ENDPOINT: "not a url" } as never)).toBe(
      "not a url turns each enquiry into an e-mail to our team.",
    );
    expect(webhook.receiver(env)).toBeNull();
    expect(
      webhook.receiver({
        LEADS_WEBHOOK_URL: "https://crm.example.org/hooks/t0ken",
        LEADS_WEBHOOK_SECRET: SECRET,
      } as never),
    ).toBe("A copy goes to our own system at crm.example.org, signed so that nobody else can send one.");
  });

  it("always has the mail channel on, the webhook only with its URL and secret, both sound", () => {
    expect(mail.enabled({} as never)).toBe(true);
    expect(mail.problem!(env)).toBeNull();
    expect(webhook.enabled(env)).toBe(false);
    expect(webhook.problem!(env)).toBeNull();
    expect(webhook.enabled({ LEADS_WEBHOOK_URL: WEBHOOK_URL } as never)).toBe(false);
    expect(webhook.enabled({ LEADS_WEBHOOK_URL: WEBHOOK_URL, LEADS_WEBHOOK_SECRET: SECRET } as never)).toBe(true);
    expect(webhook.problem!({ LEADS_WEBHOOK_URL: WEBHOOK_URL, LEADS_WEBHOOK_SECRET: SECRET } as never)).toBeNull();
    const insecure = { LEADS_WEBHOOK_URL: "http://hooks.test/leads", LEADS_WEBHOOK_SECRET: SECRET } as never;
    expect(webhook.enabled(insecure)).toBe(false);
    expect(webhook.problem!(insecure)).toMatchObject({ reason: "url_not_https" });
  });
});

describe("FORM_ENDPOINT, which carries the provider's key and every field", () => {
  it.each([
    ["http://mail.example.net/submit", "endpoint_not_https"],
    ["ftp://mail.example.net/submit", "endpoint_not_https"],
    ["mail.example.net/submit", "endpoint_invalid"],
    ["", "endpoint_missing"],
  ])("refuses %j: the mail channel's problem, and nothing sent to it", async (url, reason) => {
    const vars = { FORM_ACCESS_KEY: "access-key", FORM_ENDPOINT: url, SITE_URL: "https://site.test" } as never;
    expect(mail.problem!(vars)).toMatchObject({ reason, message: expect.stringContaining("FORM_ENDPOINT") });
    const sent = stubFetch(() => Response.json({ success: true }));
    expect(await mail.deliver(lead, vars)).toEqual({ ok: false, reason: "not_configured" });
    expect(sent).toEqual([]);
  });

  it.each(["https://api.web3forms.com/submit", "http://127.0.0.1:8788/submit", "http://localhost/submit"])(
    "takes %j",
    (url) => {
      expect(mail.problem!({ FORM_ACCESS_KEY: "k", FORM_ENDPOINT: url } as never)).toBeNull();
    },
  );
});

describe("describeFailure", () => {
  it("is the reason, with the provider's status and the answer's meaning when there are", () => {
    expect(describeFailure({ ok: false, reason: "timeout" })).toBe("timeout");
    expect(describeFailure({ ok: false, reason: "status", providerStatus: 503 })).toBe("status (503)");
    expect(
      describeFailure({ ok: false, reason: "status", providerStatus: 410, detail: "channel_is_archived: gone" }),
    ).toBe("status (410): channel_is_archived: gone");
    expect(describeFailure({ ok: false, reason: "network", detail: "refused" })).toBe("network: refused");
  });
});
