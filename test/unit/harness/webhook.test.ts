/** The webhook receiver stand-in (harness/webhook.ts): what it takes, fails and holds in flight. */
import { describe, expect, it } from "vitest";
import { startWebhookReceiver } from "../../../harness/webhook";

const post = (url: string, id: string, message: string) =>
  fetch(url, { method: "POST", body: JSON.stringify({ id, fields: { message } }) });

describe("the webhook receiver", () => {
  it("takes a lead with 204, or fails the calls its draw says with 500, recording each", async () => {
    const draws = [0.9, 0.1, 0.5];
    const hook = await startWebhookReceiver({ failRate: 0.3, random: () => draws.shift()! });
    try {
      const statuses = [];
      for (const n of [1, 2, 3]) statuses.push((await post(hook.url, `lead-${n}`, `message ${n}`)).status);
      expect(statuses).toEqual([204, 500, 204]);
      expect(hook.calls().map(({ lead, delivered }) => [lead, delivered])).toEqual([
        ["lead-1", true],
        ["lead-2", false],
        ["lead-3", true],
      ]);
      expect(hook.deliveries().map((d) => d.message)).toEqual(["message 1", "message 3"]);
    } finally {
      await hook.close();
    }
  });

  it("lists a call held back by its answer delay as in flight, not yet as a call", async () => {
    const hook = await startWebhookReceiver({ answerDelayMs: () => 60_000 });
    // Closing the receiver drops the held call: its request fails, which is all this test waits for.
    const answer = post(hook.url, "lead-slow", "slow one").then(
      (r) => r.status,
      () => "dropped",
    );
    try {
      await expect.poll(() => hook.inFlight(), { timeout: 10_000 }).toEqual(["slow one"]);
      expect(hook.calls()).toEqual([]);
    } finally {
      await hook.close();
    }
    expect(await answer).toBe("dropped");
  });
});
