/** The Slack stand-in (harness/slack.ts): Slack's answers as a function and as a server that records each message. */
import { describe, expect, it } from "vitest";
import { readSlackPost, SLACK_REFUSALS, slackAnswer, startSlackStandIn } from "../../../harness/slack";

/** A message as the site posts one (the header, the fields, and the desk link when given). */
const message = (subject: string, link?: string) =>
  JSON.stringify({
    text: "New enquiry from the contact page",
    blocks: [
      { type: "header", text: { type: "plain_text", text: `New enquiry: ${subject}` } },
      { type: "section", fields: [{ type: "plain_text", text: "From: Ada &lt;!channel&gt;" }] },
      ...(link ? [{ type: "actions", elements: [{ type: "button", url: link }] }] : []),
    ],
  });

describe("slackAnswer", () => {
  it("takes a message with 200 ok, and refuses what is not one as Slack does: 400 invalid_payload", () => {
    expect(slackAnswer(message("Hello"))).toEqual({ status: 200, body: "ok", headers: {} });
    for (const body of ["not json", "{}", JSON.stringify({ blocks: [{ type: "section" }] })])
      expect(slackAnswer(body)).toEqual({ status: 400, body: "invalid_payload", headers: {} });
  });

  it("answers as the subject asks: 429 with Retry-After, 500, or each refusal with its status", () => {
    expect(slackAnswer(message("x [slack-429]"), 3)).toEqual({
      status: 429,
      body: "rate_limited",
      headers: { "retry-after": "3" },
    });
    expect(slackAnswer(message("x [slack-500]")).status).toBe(500);
    for (const [code, status] of Object.entries(SLACK_REFUSALS))
      expect(slackAnswer(message(`x [slack-${code}]`))).toEqual({ status, body: code, headers: {} });
    expect(slackAnswer(message("x [slack-unknown]")).status).toBe(200);
  });
});

describe("readSlackPost", () => {
  it("reads the subject and fields as Slack shows them, and the lead id of the desk link", () => {
    expect(readSlackPost(message("A &amp; B", "https://site.test/desk/leads/id%2F1.ab"))).toEqual({
      subject: "A & B",
      fields: ["From: Ada <!channel>"],
      link: "https://site.test/desk/leads/id%2F1.ab",
      lead: "id/1.ab",
    });
    expect(readSlackPost(message("A"))).toMatchObject({ link: null, lead: null });
  });
});

describe("the stand-in server", () => {
  it("records each message, fails the calls its draw says with 429 and Retry-After, and refuses other paths", async () => {
    const draws = [0.9, 0.1];
    const slack = await startSlackStandIn({ failRate: 0.3, random: () => draws.shift()!, retryAfterSeconds: 2 });
    try {
      const post = (subject: string) => fetch(slack.url, { method: "POST", body: message(subject) });
      expect((await post("one")).status).toBe(200);
      const limited = await post("two");
      expect([limited.status, limited.headers.get("retry-after"), await limited.text()]).toEqual([
        429,
        "2",
        "rate_limited",
      ]);
      expect(slack.calls().map(({ subject, status }) => [subject, status])).toEqual([
        ["one", 200],
        ["two", 429],
      ]);
      expect(slack.deliveries().map((d) => d.subject)).toEqual(["one"]);
      expect((await fetch(new URL("/elsewhere", slack.url), { method: "POST", body: message("x") })).status).toBe(404);
      expect((await fetch(slack.url, { method: "POST", body: "nope" })).status).toBe(400);
      expect(slack.calls()).toHaveLength(2);
    } finally {
      await slack.close();
    }
  });

  it("lists a call held back by its answer delay as in flight, not yet as a call", async () => {
    const slack = await startSlackStandIn({ answerDelayMs: () => 60_000 });
    const answer = fetch(slack.url, { method: "POST", body: message("slow one") }).then(
      (r) => r.status,
      () => "dropped",
    );
    try {
      await expect.poll(() => slack.inFlight(), { timeout: 10_000 }).toEqual(["slow one"]);
      expect(slack.calls()).toEqual([]);
    } finally {
      await slack.close();
    }
    expect(await answer).toBe("dropped");
  });
});
