/**
 * Moving the lead store to another jurisdiction (`LEADS_JURISDICTION=eu`, another Durable Object;
 * docs/operations.md, "Where the data lives"): the old store, retired, hands every lead over with
 * its state and never delivers again; a lead that arrives mid-move, through a Worker already on the
 * new configuration or one still on the old, ends up in the new store; until the old store is
 * empty every operator command reaches its leads. Locally `leads@eu` stands in for the EU store.
 */
import { afterAll, describe, expect, it } from "vitest";
import { honeypotField } from "../../src/content/contact";
import type { Lead } from "../../src/server/leads/record";
import { contactRequest, samples } from "../../harness/contactForm.ts";
import { TEST_ACCESS_KEY } from "../../harness/provider.ts";
import { leadCounts, storageFolder } from "../support/storeFile";
import { startWorker, type TestWorker } from "../support/worker";

const workers: TestWorker[] = [];
afterAll(async () => {
  await Promise.all(workers.map((w) => w.dispose()));
});

const VARS = {
  FORM_ENDPOINT: "https://provider.test/submit",
  FORM_ACCESS_KEY: TEST_ACCESS_KEY,
  // A failed delivery waits ten minutes: the old store would still have it pending at the move.
  LEADS_RETRY_BASE_MS: "600000",
};
const EMAIL = "mover@example.com";

/** The provider: messages delivered (each time), refusing with a 503 while `busy` and the message says "[busy]". */
function provider() {
  const delivered: string[] = [];
  const state = { busy: true };
  const outbound = async (request: Request) => {
    const message = String((await request.formData()).get("message"));
    if (state.busy && message.includes("[busy]")) return Response.json({ success: false }, { status: 503 });
    delivered.push(message);
    return Response.json({ success: true });
  };
  return { delivered, state, outbound };
}

const post = (message: string, extra: Record<string, string> = {}) =>
  contactRequest({ ...samples.contact, email: EMAIL, message, ...extra });

const states = (leads: Lead[]) => Object.fromEntries(leads.map((l) => [l.fields.message, l.state]));

describe("moving the store to another jurisdiction", () => {
  it("hands over pending and held leads, forwards those arriving mid-move, delivers none twice", async () => {
    const folder = storageFolder("move-jurisdiction-");
    const { delivered, state, outbound } = provider();
    const before = await startWorker({ vars: VARS, rateLimit: 1000, outbound, persistTo: folder });
    workers.push(before);
    for (const [message, extra] of [
      ["delivered before the move", {}],
      ["pending at the move [busy]", {}],
      ["held at the move", { [honeypotField]: "bot" }],
    ] as const)
      expect((await before.fetch("/api/contact", post(message, extra))).status).toBe(200);
    const old = (await (await before.admin("/api/leads?limit=100")).json()) as Lead[];
    expect(states(old)).toEqual({
      "delivered before the move": "delivered",
      "pending at the move [busy]": "pending",
      "held at the move": "held",
    });
    await before.dispose();
    workers.splice(workers.indexOf(before), 1);

    // Deployed with LEADS_JURISDICTION=eu; one Worker instance still runs on the old configuration.
    state.busy = false;
    const after = await startWorker({
      vars: { ...VARS, LEADS_JURISDICTION: "eu" },
      staleVars: VARS,
      rateLimit: 1000,
      outbound,
      persistTo: folder,
    });
    workers.push(after);
    // The desk, the first to ask, shows the old store's held lead; then the API finds every lead.
    const heldId = old.find((l) => l.state === "held")!.id;
    expect(await (await after.fetch("/desk/held")).text()).toContain(heldId);
    const found = (await (await after.admin(`/api/leads?email=${EMAIL}`)).json()) as Lead[];
    expect(Object.keys(states(found)).sort()).toEqual([
      "delivered before the move",
      "held at the move",
      "pending at the move [busy]",
    ]);
    // Mid-move arrivals: through the new configuration, and through the old one (to the retired store).
    expect((await after.fetch("/api/contact", post("arrived at a new instance"))).status).toBe(200);
    expect((await after.staleFetch("/api/contact", post("arrived at an old instance"))).status).toBe(200);
    const move = await after.admin("/api/leads/move", { method: "POST" });
    expect(await move.json()).toMatchObject({ jurisdiction: "eu", remaining: 0 });

    await expect
      .poll(async () => states((await (await after.admin("/api/leads?limit=100")).json()) as Lead[]), {
        timeout: 10_000,
      })
      .toEqual({
        "delivered before the move": "delivered",
        "pending at the move [busy]": "delivered",
        "held at the move": "held",
        "arrived at a new instance": "delivered",
        "arrived at an old instance": "delivered",
      });
    // The held lead is still held with its reason, in the new store.
    const held = found.find((l) => l.state === "held")!;
    expect((await (await after.admin(`/api/leads/${held.id}`)).json()) as Lead).toMatchObject({ reason: "honeypot" });
    // One hand-over, by the first command: the lead arriving at the old store was passed on, never stored there.
    const handedOver = after
      .logs()
      .map((line) => JSON.parse(line) as { event?: string })
      .filter((line) => line.event === "leads_handed_over");
    expect(handedOver).toEqual([expect.objectContaining({ level: "info", count: 3 })]);
    await after.dispose();
    workers.splice(workers.indexOf(after), 1);

    // Each lead went out once (the pending one by the new store only), the held one never.
    expect([...delivered].sort()).toEqual(
      [
        "arrived at a new instance",
        "arrived at an old instance",
        "delivered before the move",
        "pending at the move [busy]",
      ].sort(),
    );
    // One store holds every lead, the old one none.
    expect(leadCounts(folder).sort()).toEqual([0, 5]);
  });
});
