/**
 * Handing a lead to the store (`storeLead`): the store's answer, or "unconfirmed" when it throws
 * or does not answer in time. The store itself is a stand-in here.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leadStore, storeLead } from "../../../../src/server/leads";
import type { Accepted } from "../../../../src/server/leads/record";
import { captureLogs, newLead, type LogLine } from "../../../support/leadStore";

let logs: LogLine[];
beforeEach(() => {
  logs = captureLogs();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A `LEADS` binding whose one object answers `accept` with `accept`; records the names asked for. */
function binding(accept: () => Promise<Accepted>) {
  const names: string[] = [];
  const store = { accept: vi.fn(accept) };
  return {
    names,
    store,
    env: {
      LEADS: {
        idFromName: (name: string) => (names.push(name), `id:${name}`),
        get: (id: string) => (id === "id:leads" ? store : null),
      },
    } as never,
  };
}

describe("storeLead", () => {
  it("reaches the one store named 'leads'", () => {
    const { env, names, store } = binding(async () => ({ full: true }));
    expect(leadStore(env)).toBe(store);
    expect(names).toEqual(["leads"]);
  });

  it("hands the lead to the one store named 'leads' and passes its answer on", async () => {
    const { env, names, store } = binding(async () => ({ created: true, state: "delivered" }));
    expect(await storeLead(env, newLead("a"))).toEqual({ created: true, state: "delivered" });
    expect(names).toEqual(["leads"]);
    expect(store.accept).toHaveBeenCalledWith(newLead("a"));
  });

  it("answers unconfirmed when the store throws, and logs it", async () => {
    const { env } = binding(() => Promise.reject(new Error("object reset")));
    expect(await storeLead(env, newLead("a"))).toBe("unconfirmed");
    expect(logs).toEqual([
      { console: "error", level: "error", event: "lead_store_unavailable", lead: "a", error: "error" },
    ]);
  });

  it.each([
    ["300", 300],
    ["", 5_000],
    ["abc", 5_000],
    ["0", 5_000],
    ["-5", 5_000],
  ])(
    "answers unconfirmed when the store takes longer than LEADS_ACCEPT_TIMEOUT_MS %j: %i ms",
    async (configured, ms) => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      const { env } = binding(() => new Promise<never>(() => undefined));
      const outcome = storeLead({ ...(env as object), LEADS_ACCEPT_TIMEOUT_MS: configured } as never, newLead("a"));
      let settled: unknown;
      void outcome.then((value) => (settled = value));
      await vi.advanceTimersByTimeAsync(ms - 1);
      expect(settled).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe("unconfirmed");
      expect(logs).toEqual([expect.objectContaining({ event: "lead_store_unavailable", error: "timeout" })]);
    },
  );

  it("leaves no timer behind once the store has answered", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { env } = binding(async () => ({ full: true }));
    expect(await storeLead(env, newLead("a"))).toEqual({ full: true });
    expect(vi.getTimerCount()).toBe(0);
  });
});
