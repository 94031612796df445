/**
 * An erasure reports what became of each delivery (src/server/leads/personal.ts): one still
 * pending is cancelled, never sent; one delivered, or handed to its channel whose answer is still
 * awaited when the erasure comes (the receiver may have it), was delivered before the erasure.
 * The store at source level, its provider holding one answer while the erasure runs.
 */
import { describe, expect, it } from "vitest";
import {
  accepted,
  newLead,
  openStore,
  PROVIDER_URL,
  stubFetch,
  storeClock,
  until,
  WEBHOOK_URL,
} from "../../../support/leadStore";

const T0 = Date.parse("2026-11-01T00:00:00.000Z");
const logs = storeClock(T0);
const VARS = {
  LEADS_RETRY_BASE_MS: "60000",
  LEADS_WEBHOOK_URL: WEBHOOK_URL,
  LEADS_WEBHOOK_SECRET: "webhook-secret-for-the-store-tests",
};

describe("erasing an address while a delivery awaits its channel", () => {
  it("counts that delivery as delivered before the erasure, not cancelled, in the answer and the audit line", async () => {
    let answerInFlight: (response: Response) => void = () => undefined;
    /** Which lead each channel was sent, in order. */
    const sent: string[] = [];
    stubFetch(async (request) => {
      const body = await request.text();
      const lead = ["sent", "failed", "in-flight", "queued"].find(
        (id) => body.includes(`"${id}"`) || body.includes(`\r\n\r\n${id}\r\n`),
      )!;
      const channel = request.url === WEBHOOK_URL ? "webhook" : request.url === PROVIDER_URL ? "mail" : "?";
      sent.push(`${channel}:${lead}`);
      if (lead === "sent") return channel === "mail" ? accepted() : new Response(null, { status: 204 });
      if (lead === "failed") return new Response(null, { status: channel === "mail" ? 401 : 400 });
      // The webhook fails for now (retried in a minute); the provider holds its answer to "in-flight".
      if (channel === "webhook") return new Response(null, { status: 500 });
      return new Promise<Response>((resolve) => (answerInFlight = resolve));
    });
    const { store } = await openStore(VARS);
    expect(await store.accept(newLead("sent"))).toEqual({ created: true, state: "delivered" });
    expect(await store.accept(newLead("failed"))).toEqual({ created: true, state: "failed" });
    const inFlight = store.accept(newLead("in-flight"));
    await until(() => expect(sent).toContain("mail:in-flight"));
    // Behind the delivery in flight: stored, pending on both channels, its e-mail not yet tried.
    expect(await store.accept(newLead("queued"))).toEqual({ created: true, state: "pending" });
    await store.accept(newLead("spam", { held: "honeypot" }));
    await until(() =>
      expect(store.show("queued")?.deliveries.webhook).toMatchObject({ state: "pending", attempts: 1 }),
    );
    expect(store.show("in-flight")).toMatchObject({
      state: "pending",
      deliveries: { mail: { state: "pending", attempts: 0 }, webhook: { state: "pending" } },
    });

    const erased = await store.erase("ADA@example.com");
    expect(erased).toMatchObject({
      leads: expect.arrayContaining(["sent", "failed", "in-flight", "queued", "spam"]),
      // The in-flight lead's webhook (failed for now, retried later) and both of the queued lead's.
      cancelledDeliveries: 3,
      // The sent lead's two, and the in-flight lead's e-mail: the provider has it.
      deliveredBeforeErasure: 3,
    });
    expect(erased.leads).toHaveLength(5);
    const audit = logs().filter((line) => line.event === "leads_erased");
    expect(audit).toEqual([
      {
        console: "log",
        level: "info",
        event: "leads_erased",
        count: 5,
        cancelled: 3,
        deliveredBeforeErasure: 3,
        salt: erased.salt,
        hash: erased.hash,
      },
    ]);

    // The provider answers; nothing is recorded for the erased lead, and the queued one is never sent.
    answerInFlight(accepted());
    expect(await inFlight).toEqual({ created: true, state: "pending" });
    await until(() => expect(logs().some((l) => l.event === "lead_delivered" && l.lead === "in-flight")).toBe(true));
    expect(store.find("ada@example.com")).toEqual([]);
    expect(sent.filter((s) => s.startsWith("mail:"))).toEqual(["mail:sent", "mail:failed", "mail:in-flight"]);
  });

  it("once the channel has answered, a pending delivery is cancelled again", async () => {
    stubFetch(() => Response.json({ success: false }, { status: 500 }));
    const { store } = await openStore({ LEADS_RETRY_BASE_MS: "60000" });
    expect(await store.accept(newLead("retried"))).toEqual({ created: true, state: "pending" });
    expect(await store.erase("ada@example.com")).toMatchObject({ cancelledDeliveries: 1, deliveredBeforeErasure: 0 });
  });
});

describe("an erasure's copies by receiver", () => {
  it("names every configured channel, Slack's too, with what each had received", async () => {
    stubFetch((request) => (request.url === PROVIDER_URL ? accepted() : new Response("ok", { status: 200 })));
    const { store } = await openStore({
      ...VARS,
      LEADS_SLACK_WEBHOOK_URL: "https://hooks.slack.com/services/T000/B000/erase",
    });
    await store.accept(newLead("one"));
    await store.accept(newLead("two"));
    const erased = await store.erase("ada@example.com");
    expect(erased).toMatchObject({ deliveredBeforeErasure: 6, copies: { mail: 2, webhook: 2, slack: 2 } });
    const { store: mailOnly } = await openStore();
    expect((await mailOnly.erase("nobody@example.com")).copies).toEqual({ mail: 0 });
  });
});
