/** What `npm start` says about channels the Worker will refuse (scripts/lib/channelWarnings.ts). */
import { describe, expect, it } from "vitest";
import { channelWarnings } from "../../../../scripts/lib/channelWarnings";

const SECRET = "start-script-webhook-secret-0123456789";

describe("channelWarnings", () => {
  it("is the store's own reason and message for each refused channel, in the channels' order", () => {
    expect(
      channelWarnings({
        LEADS_WEBHOOK_URL: "http://crm.example.org/leads?token=t",
        LEADS_WEBHOOK_SECRET: SECRET,
        LEADS_SLACK_WEBHOOK_URL: "https://chat.example.org/services/T/B/token",
      }),
    ).toEqual([
      "the webhook channel is refused, nothing will be sent to it (url_not_https): LEADS_WEBHOOK_URL must be https: " +
        "(http: only to 127.0.0.1, [::1], localhost), not http://crm.example.org.",
      "the slack channel is refused, nothing will be sent to it (url_not_slack): LEADS_SLACK_WEBHOOK_URL must be an " +
        "incoming webhook, https://hooks.slack.com/… (http: only to 127.0.0.1, [::1], localhost), not https://chat.example.org.",
    ]);
    expect(
      channelWarnings({ LEADS_WEBHOOK_URL: "https://hooks.test", LEADS_WEBHOOK_SECRET: SECRET.slice(0, 31) })[0],
    ).toMatch(
      /^the webhook channel is refused, nothing will be sent to it \(secret_too_short\): LEADS_WEBHOOK_SECRET is 31 characters/,
    );
  });

  it("is empty for channels that are off, or on", () => {
    expect(channelWarnings({ LEADS_WEBHOOK_URL: "" })).toEqual([]);
    expect(
      channelWarnings({
        LEADS_WEBHOOK_URL: "http://127.0.0.1:8788/leads",
        LEADS_WEBHOOK_SECRET: SECRET,
        LEADS_SLACK_WEBHOOK_URL: "http://127.0.0.1:9000/services/T/B/x",
      }),
    ).toEqual([]);
  });
});
