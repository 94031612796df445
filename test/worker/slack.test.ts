/**
 * The Slack channel in workerd (docs/operations.md, "Slack"): one message per lead that is
 * delivered, none for a held lead until it is released; what the message says and what it never
 * says; Slack's 429 waited out as its Retry-After asks; its refusals given up at once, in words.
 * Slack's endpoint is the harness's stand-in (`slackAnswer`); the retry schedule is shrunk.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { honeypotField } from "../../src/content/contact";
import { SLACK_ERRORS } from "../../src/server/leads/channels/slack";
import type { Lead } from "../../src/server/leads/record";
import { providerAnswer, TEST_ACCESS_KEY } from "../../harness/provider.ts";
import { readSlackPost, slackAnswer, SLACK_REFUSALS, type SlackPost } from "../../harness/slack.ts";
import { startWorker, type TestWorker } from "../support/worker";
import { enquiry as anEnquiry, expectNothingScheduled, lead as storedLead, send } from "../support/workerLeads";

const SLACK = "https://hooks.slack.com/services/T000/B000/worker-tests-token";
/** Slack's answer when asked to wait: this many seconds. */
const RETRY_AFTER_S = 2;
const SITE_URL = "https://site.test";

/** Every message Slack was sent, with when it came and how it was answered. */
const posts: (SlackPost & { at: number; status: number })[] = [];

async function outbound(request: Request): Promise<Response> {
  if (request.url === SLACK) {
    const body = await request.text();
    const answer = slackAnswer(body, RETRY_AFTER_S);
    posts.push({ ...readSlackPost(body)!, at: Date.now(), status: answer.status });
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  }
  return providerAnswer(await request.formData());
}

const base = {
  FORM_ENDPOINT: "https://provider.test/submit",
  FORM_ACCESS_KEY: TEST_ACCESS_KEY,
  FORM_TIMEOUT_MS: "1000",
  LEADS_RETRY_BASE_MS: "100",
  LEADS_RETRY_MAX_MS: "400",
  LEADS_RETRY_WINDOW_MS: "20000",
  SITE_URL,
};

const workers: TestWorker[] = [];
let slack: TestWorker;
let desk: TestWorker;
let refused: TestWorker;
beforeAll(async () => {
  [slack, desk, refused] = (await Promise.all(
    [
      { ...base, LEADS_SLACK_WEBHOOK_URL: SLACK },
      {
        ...base,
        LEADS_SLACK_WEBHOOK_URL: SLACK,
        DESK_ACCESS_TEAM: "acme.cloudflareaccess.com",
        DESK_ACCESS_AUD: "aud",
      },
      { ...base, LEADS_SLACK_WEBHOOK_URL: "http://hooks.slack.com/services/T000/B000/worker-tests-token" },
    ].map((vars) => startWorker({ vars, rateLimit: 10_000, outbound }).then((w) => (workers.push(w), w))),
  )) as [TestWorker, TestWorker, TestWorker];
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.dispose()));
});

const postsOf = (subject: string) => posts.filter((p) => p.subject === subject);
const lead = async (worker: TestWorker, subject: string): Promise<Lead> => (await storedLead(worker, subject))!;
const slackState = async (worker: TestWorker, subject: string) => (await lead(worker, subject)).deliveries.slack?.state;

async function sent(worker: TestWorker, fields: Record<string, string>) {
  expect((await send(worker, fields, { headers: { referer: "http://localhost/contact" } })).status).toBe(200);
}

describe("the Slack message", () => {
  it("names the sender, the subject, the form and the page, never the message or the e-mail address", async () => {
    const fields = anEnquiry({ message: "The private message", email: "private@example.com" }, "Slack lead");
    await sent(slack, fields);
    await expect.poll(() => slackState(slack, fields.subject), { timeout: 5_000 }).toBe("delivered");
    const [post] = postsOf(fields.subject);
    expect(post).toMatchObject({
      fields: [`From: ${fields.firstName} ${fields.lastName}`, "Form: contact page", `Page: ${SITE_URL}/contact`],
      link: null,
      status: 200,
    });
    expect(JSON.stringify(post)).not.toMatch(/private/);
    expect(postsOf(fields.subject)).toHaveLength(1);
  });

  it("links the lead on the desk where the desk is configured", async () => {
    const fields = anEnquiry({}, "Desk lead");
    await sent(desk, fields);
    await expect.poll(() => slackState(desk, fields.subject), { timeout: 5_000 }).toBe("delivered");
    const { id } = await lead(desk, fields.subject);
    expect(postsOf(fields.subject)[0]).toMatchObject({ link: `${SITE_URL}/desk/leads/${id}`, lead: id });
  });

  it("carries what the visitor typed as text: a mention, a link, markup and entities stay as typed", async () => {
    const hostile = "<!channel> <https://evil.example|click> *bold* _it_ ~s~ `c` &amp; <@U123>";
    const fields = anEnquiry({ firstName: "Eve", lastName: "Mallory" }, "Hostile lead");
    // The subject holds the hostile text too, after its label (which names the enquiry here).
    await sent(slack, { ...fields, subject: `${fields.subject} ${hostile}` });
    await expect
      .poll(() => posts.some((p) => p.subject.startsWith(`${fields.subject} `)), { timeout: 5_000 })
      .toBe(true);
    const post = posts.find((p) => p.subject.startsWith(`${fields.subject} `))!;
    // As Slack shows it, once its three entities are read: exactly what was typed.
    expect(post.subject).toBe(`${fields.subject} ${hostile}`);
  });
});

describe("when it is sent", () => {
  it("a held lead gets no message until it is released, then one", async () => {
    const fields = { ...anEnquiry({}, "Held lead"), [honeypotField]: "bot" };
    await sent(slack, fields);
    expect(await lead(slack, fields.subject)).toMatchObject({ state: "held", deliveries: { slack: null } });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(postsOf(fields.subject)).toHaveLength(0);
    const { id } = await lead(slack, fields.subject);
    expect((await slack.admin(`/api/leads/${id}/release`, { method: "POST" })).status).toBe(200);
    await expect.poll(() => slackState(slack, fields.subject), { timeout: 5_000 }).toBe("delivered");
    expect(postsOf(fields.subject)).toHaveLength(1);
  });

  it("a 429 is retried no sooner than its Retry-After, then delivered once", async () => {
    const fields = anEnquiry({}, "Busy lead [slack-429]");
    await sent(slack, fields);
    await expect.poll(() => postsOf(fields.subject).length, { timeout: 5_000 }).toBe(1);
    const stored = await lead(slack, fields.subject);
    expect(stored.deliveries.slack).toMatchObject({
      state: "pending",
      attempts: 1,
      lastError: `status (429): rate_limited: ${SLACK_ERRORS.rate_limited}`,
    });
    // The backoff alone would have retried after 100 ms: the next attempt is Retry-After away.
    const firstAt = postsOf(fields.subject)[0]!.at;
    expect(Date.parse(stored.deliveries.slack!.nextAttemptAt!) - firstAt).toBeGreaterThanOrEqual(
      RETRY_AFTER_S * 1000 - 50,
    );
    await expect.poll(() => postsOf(fields.subject).length, { timeout: 8_000 }).toBe(2);
    expect(postsOf(fields.subject)[1]!.at - firstAt).toBeGreaterThanOrEqual(RETRY_AFTER_S * 1000 - 50);
  });

  it.each(Object.entries(SLACK_REFUSALS))(
    "%s is given up at once, in words, the e-mail unaffected",
    async (code, status) => {
      const fields = anEnquiry({}, `Refused lead [slack-${code}]`);
      await sent(slack, fields);
      await expect.poll(() => slackState(slack, fields.subject), { timeout: 5_000 }).toBe("failed");
      const stored = await lead(slack, fields.subject);
      expect(stored.deliveries.slack?.lastError).toBe(`status (${status}): ${code}: ${SLACK_ERRORS[code]}`);
      expect(stored).toMatchObject({ state: "delivered", deliveries: { mail: { state: "delivered", attempts: 1 } } });
      expectNothingScheduled(stored);
      expect(postsOf(fields.subject)).toHaveLength(1);
    },
  );
});

describe("its setting", () => {
  it("refuses a URL that is not Slack's over https: nothing posted, the reason logged without the token", async () => {
    const fields = anEnquiry({}, "Refused URL lead");
    await sent(refused, fields);
    expect(await lead(refused, fields.subject)).toMatchObject({ state: "delivered", deliveries: { slack: null } });
    expect(postsOf(fields.subject)).toHaveLength(0);
    const logs = refused.logs().join("\n");
    expect(logs).toContain('"event":"slack_misconfigured"');
    expect(logs).toContain("url_not_slack");
    expect(logs).not.toContain("worker-tests-token");
  });
});
