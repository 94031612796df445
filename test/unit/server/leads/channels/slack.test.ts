/** The Slack channel: its setting, the message it posts (visitor text inert), and how each answer of Slack's is judged. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Deliverable } from "../../../../../src/server/leads/channels";
import {
  deliverSlack,
  MAX_RETRY_AFTER_MS,
  retryAfterMs,
  sendSlack,
  slack,
  type SlackMessage,
  slackMessage,
  slackProblem,
  slackSetup,
  slackText,
  SLACK_ERRORS,
} from "../../../../../src/server/leads/channels/slack";
import { deskLeadUrl } from "../../../../../src/desk/leadUrl";
import { SITE_URL, stubFetch } from "../../../../support/leadStore";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const URL_ = "https://hooks.slack.com/services/T000/B000/secret-token";
const lead: Deliverable = {
  id: "lead-1.abc",
  route: "provider",
  createdAt: "2026-11-01T00:00:00.000Z",
  variant: "hire",
  fields: {
    name: "Ada Lovelace",
    email: "ada@example.com",
    company: "Analytical",
    subject: "A team",
    message: "Secret",
  },
  page: "/hire",
};
const DESK = { DESK_ACCESS_TEAM: "acme.cloudflareaccess.com", DESK_ACCESS_AUD: "aud-tag" };

describe("slackSetup", () => {
  it("is off without a URL, blank included", () => {
    for (const value of [undefined, "", "  "])
      expect(slackSetup({ LEADS_SLACK_WEBHOOK_URL: value })).toEqual({ state: "off" });
  });

  it("is on for Slack's host over https, and plain http to this machine, the URL trimmed", () => {
    expect(slackSetup({ LEADS_SLACK_WEBHOOK_URL: ` ${URL_} ` })).toEqual({ state: "on", url: URL_ });
    for (const local of ["http://127.0.0.1:9000/slack", "http://[::1]:9000/slack", "http://localhost/slack"])
      expect(slackSetup({ LEADS_SLACK_WEBHOOK_URL: local })).toEqual({ state: "on", url: local });
  });

  it.each([
    ["not a url", "url_invalid", "LEADS_SLACK_WEBHOOK_URL is not an absolute URL"],
    ["http://hooks.slack.com/services/T/B/x", "url_not_slack", "not http://hooks.slack.com"],
    [
      "https://hooks.slack.com.evil.example/services/T/B/x",
      "url_not_slack",
      "not https://hooks.slack.com.evil.example",
    ],
    ["https://hooks.slack.com:8443/services/T/B/x", "url_not_slack", "not https://hooks.slack.com:8443"],
    ["https://127.0.0.1/slack", "url_not_slack", "not https://127.0.0.1"],
    ["http://10.0.0.1/slack", "url_not_slack", "not http://10.0.0.1"],
  ])("refuses %s (%s), naming the scheme and host but never the path", (value, reason, says) => {
    const setup = slackSetup({ LEADS_SLACK_WEBHOOK_URL: value });
    expect(setup).toMatchObject({ state: "misconfigured", reason });
    expect(slackProblem({ LEADS_SLACK_WEBHOOK_URL: value })).toEqual({
      reason,
      message: (setup as { message: string }).message,
    });
    expect((setup as { message: string }).message).toContain(says);
    expect((setup as { message: string }).message).not.toContain("/services");
  });

  it("says in full what it takes: Slack's host over https, or plain http to this machine", () => {
    expect(slackSetup({ LEADS_SLACK_WEBHOOK_URL: "http://10.0.0.1/slack" })).toMatchObject({
      message:
        "LEADS_SLACK_WEBHOOK_URL must be an incoming webhook, https://hooks.slack.com/… (http: only to 127.0.0.1, [::1], localhost), not http://10.0.0.1",
    });
  });

  it("has no problem when off or on", () => {
    expect(slackProblem({})).toBeNull();
    expect(slackProblem({ LEADS_SLACK_WEBHOOK_URL: URL_ })).toBeNull();
  });
});

describe("slackText", () => {
  it("writes Slack's control characters as entities, so mentions and links arrive as text", () => {
    expect(slackText("<!channel> & <https://evil.example|click> *bold* _it_ ~x~ `c`")).toBe(
      "&lt;!channel&gt; &amp; &lt;https://evil.example|click&gt; *bold* _it_ ~x~ `c`",
    );
  });

  it("cuts a long text to its limit with an ellipsis, never inside an entity", () => {
    expect(slackText("abcdef", 6)).toBe("abcdef");
    expect(slackText("abcdefg", 6)).toBe("abcde…");
    expect(slackText("abcd<<", 6)).toBe("abcd…");
    expect(slackText("ab<", 6)).toBe("ab&lt;");
    expect(slackText("x".repeat(2_001))).toHaveLength(2_000);
  });
});

describe("slackMessage", () => {
  it("names the sender, company, subject, form and page, in plain_text objects, never the message or e-mail", () => {
    const message = slackMessage(lead, { SITE_URL });
    expect(message).toEqual({
      text: "New enquiry from the hire page",
      blocks: [
        { type: "header", text: { type: "plain_text", text: "New enquiry: A team", emoji: false } },
        {
          type: "section",
          fields: [
            { type: "plain_text", text: "From: Ada Lovelace", emoji: false },
            { type: "plain_text", text: "Company: Analytical", emoji: false },
            { type: "plain_text", text: "Form: hire page", emoji: false },
            { type: "plain_text", text: `Page: ${SITE_URL}/hire`, emoji: false },
          ],
        },
      ],
    });
    expect(JSON.stringify(message)).not.toMatch(/Secret|ada@example\.com/);
  });

  it("keeps the header for a lead without a subject (no form sends one, an imported lead may lack it)", () => {
    const bare = { ...lead, fields: { name: "Ada" } };
    expect(slackMessage(bare, { SITE_URL }).blocks[0]).toEqual({
      type: "header",
      text: { type: "plain_text", text: "New enquiry: ", emoji: false },
    });
  });

  it("leaves out the company and page a lead does not have", () => {
    const contact = {
      ...lead,
      variant: "contact" as const,
      page: null,
      fields: { firstName: "Ada", lastName: "L", subject: "S" },
    };
    expect(slackMessage(contact, { SITE_URL }).blocks[1]).toEqual({
      type: "section",
      fields: [
        { type: "plain_text", text: "From: Ada L", emoji: false },
        { type: "plain_text", text: "Form: contact page", emoji: false },
      ],
    });
  });

  it("escapes what the visitor typed, and keeps the header within Slack's 150 characters", () => {
    const hostile = {
      ...lead,
      fields: {
        ...lead.fields,
        name: "<!channel>",
        company: "<https://evil.example|click>",
        subject: `& ${"<".repeat(200)}`,
      },
    };
    const [header, section] = slackMessage(hostile, { SITE_URL }).blocks as unknown as [
      { text: { text: string } },
      { fields: { text: string }[] },
    ];
    expect(section.fields[0]!.text).toBe("From: &lt;!channel&gt;");
    expect(section.fields[1]!.text).toBe("Company: &lt;https://evil.example|click&gt;");
    expect(header.text.text.startsWith("New enquiry: &amp; &lt;")).toBe(true);
    expect(header.text.text.length).toBeLessThanOrEqual(150);
    expect(header.text.text.endsWith("&lt;…")).toBe(true);
  });

  it("links the lead on the desk only where the desk is configured", () => {
    expect(slackMessage(lead, { SITE_URL, ...DESK }, deskLeadUrl).blocks[2]).toEqual({
      type: "actions",
      elements: [
        {
          type: "button",
          text: { type: "plain_text", text: "Open on the desk", emoji: false },
          url: `${SITE_URL}/desk/leads/lead-1.abc`,
        },
      ],
    });
    expect(slackMessage(lead, { SITE_URL, DESK_ACCESS_TEAM: "acme" }, deskLeadUrl).blocks).toHaveLength(2);
  });

  it("links what it is handed (the Worker's entry hands in the desk's page of the lead)", () => {
    const url = (_env: unknown, id: string) => `https://elsewhere.example/${id}`;
    const handedIn = slackMessage(lead, { SITE_URL }, url).blocks[2] as { elements: { url: string }[] };
    expect(handedIn.elements[0]!.url).toBe("https://elsewhere.example/lead-1.abc");
  });
});

describe("retryAfterMs", () => {
  const now = Date.parse("2026-11-01T00:00:00.000Z");
  it.each([
    [null, undefined],
    ["", undefined],
    ["  ", undefined],
    ["soon", undefined],
    ["30", 30_000],
    [" 2 ", 2_000],
    ["-5", 0],
    ["86400", MAX_RETRY_AFTER_MS],
    ["Sun, 01 Nov 2026 00:00:10 GMT", 10_000],
    ["Sat, 31 Oct 2026 23:00:00 GMT", 0],
  ])("reads %j as %j ms", (value, ms) => {
    expect(retryAfterMs(value, now)).toBe(ms);
  });
});

describe("sendSlack", () => {
  // Made before each test, not while the file is collected: code run outside a test counts as
  // "static" for `npm run mutation`, which then runs every test for each of its mutants.
  let message: SlackMessage;
  beforeEach(() => {
    message = slackMessage(lead, { SITE_URL });
  });

  it("POSTs the message as JSON, no redirects followed, and is delivered on a 2xx", async () => {
    const requests = stubFetch(() => new Response("ok"));
    expect(await sendSlack(message, URL_)).toEqual({ ok: true });
    expect(requests[0]!.method).toBe("POST");
    expect(requests[0]!.url).toBe(URL_);
    expect(requests[0]!.headers.get("content-type")).toBe("application/json");
    expect(requests[0]!.redirect).toBe("manual");
    expect(await requests[0]!.json()).toEqual(message);
  });

  it.each(Object.entries(SLACK_ERRORS))("gives %s in words: %s", async (code, words) => {
    stubFetch(() => new Response(`${code}\n`, { status: 403 }));
    expect(await sendSlack(message, URL_)).toEqual({
      ok: false,
      reason: "status",
      providerStatus: 403,
      detail: `${code}: ${words}`,
    });
  });

  it("names an error code it does not know, and nothing else a body holds", async () => {
    stubFetch(() => new Response("some_new_error", { status: 400 }));
    expect(await sendSlack(message, URL_)).toMatchObject({ detail: "some_new_error" });
    stubFetch(() => new Response("<html>token=abc</html>", { status: 502 }));
    expect(await sendSlack(message, URL_)).toEqual({ ok: false, reason: "status", providerStatus: 502 });
    // A code is the whole body: one that only begins or ends the text names nothing.
    for (const body of ["token=abc invalid_token", "invalid_token token=abc"]) {
      stubFetch(() => new Response(body, { status: 403 }));
      expect(await sendSlack(message, URL_)).toEqual({ ok: false, reason: "status", providerStatus: 403 });
    }
  });

  it("is delivered on a 2xx without a body", async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    expect(await sendSlack(message, URL_)).toEqual({ ok: true });
  });

  it("carries a 429's Retry-After, and only a 429's", async () => {
    stubFetch(() => new Response("rate_limited", { status: 429, headers: { "retry-after": "7" } }));
    expect(await sendSlack(message, URL_)).toEqual({
      ok: false,
      reason: "status",
      providerStatus: 429,
      detail: `rate_limited: ${SLACK_ERRORS.rate_limited}`,
      retryAfterMs: 7_000,
    });
    stubFetch(() => new Response("", { status: 429 }));
    expect(await sendSlack(message, URL_)).toEqual({ ok: false, reason: "status", providerStatus: 429 });
    stubFetch(() => new Response("", { status: 503, headers: { "retry-after": "7" } }));
    expect(await sendSlack(message, URL_)).toEqual({ ok: false, reason: "status", providerStatus: 503 });
  });

  it("tells a timeout from a network error", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new DOMException("late", "TimeoutError")));
    expect(await sendSlack(message, URL_)).toEqual({ ok: false, reason: "timeout" });
    vi.stubGlobal("fetch", () => Promise.reject(new DOMException("gone", "AbortError")));
    expect(await sendSlack(message, URL_)).toEqual({ ok: false, reason: "timeout" });
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("refused")));
    expect(await sendSlack(message, URL_)).toEqual({ ok: false, reason: "network" });
  });
});

describe("the channel", () => {
  it("is on, with no problem, only with a sound URL", () => {
    expect(slack.name).toBe("slack");
    expect(slack.enabled({} as never)).toBe(false);
    expect(slack.enabled({ LEADS_SLACK_WEBHOOK_URL: URL_ } as never)).toBe(true);
    expect(slack.enabled({ LEADS_SLACK_WEBHOOK_URL: "https://evil.example/x" } as never)).toBe(false);
    expect(slack.problem!({ LEADS_SLACK_WEBHOOK_URL: "https://evil.example/x" } as never)).toMatchObject({
      reason: "url_not_slack",
    });
  });

  it("posts the lead's message to the URL it was given, and sends nothing when not configured", async () => {
    const requests = stubFetch(() => new Response("ok"));
    expect(await deliverSlack(lead, { SITE_URL, LEADS_SLACK_WEBHOOK_URL: URL_, ...DESK } as never)).toEqual({
      ok: true,
    });
    expect(await requests[0]!.json()).toEqual(slackMessage(lead, { SITE_URL, ...DESK }));
    for (const env of [{ SITE_URL }, { SITE_URL, LEADS_SLACK_WEBHOOK_URL: "https://evil.example/x" }])
      expect(await deliverSlack(lead, env as never)).toEqual({ ok: false, reason: "not_configured" });
    expect(requests).toHaveLength(1);
  });

  it("describes its receiver for the privacy notice only when on, never the message or e-mail", () => {
    expect(slack.receiver({} as never)).toBeNull();
    expect(slack.receiver({ LEADS_SLACK_WEBHOOK_URL: "https://evil.example/x" } as never)).toBeNull();
    expect(slack.receiver({ LEADS_SLACK_WEBHOOK_URL: URL_ } as never)).toContain(
      "your name and company, the subject, and the form and page you sent it from — never your message or e-mail address",
    );
  });
});
