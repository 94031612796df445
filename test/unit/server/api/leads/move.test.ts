/**
 * Moving the store: the old jurisdiction's store handed over first, refused settings named.
 *
 * The operators' API (`/api/leads`) at source level, over a real `LeadStore` in a fake Durable
 * Object state (test/support/leadsApi.ts). test/worker/leads.test.ts and export.test.ts prove the
 * same routes in workerd.
 */
import { describe, expect, it, vi } from "vitest";
import { LeadStore } from "../../../../../src/server/leads/store";
import { durableObjectState } from "../../../../support/durableObject";
import { captureLogs, leadsBinding, storeEnv } from "../../../../support/leadStore";
import {
  call,
  expectAnswer,
  ids,
  NEW,
  OLD,
  SPAM,
  store,
  threeLeads,
  useLeadsApi,
  useStore,
} from "../../../../support/leadsApi";

useLeadsApi();

describe("moving the store", () => {
  /** An object id as workerd gives it: named, comparable with `equals`. */
  const objectId = (name: string) => ({ name, equals: (other: { name: string }) => other.name === name });

  /**
   * The configured store of `LEADS_JURISDICTION` (a real one, over a new database: it becomes the
   * store under test) and `old`, the other jurisdiction's, behind one `LEADS` binding; the env to call with.
   */
  async function moving(old: { handOver: () => Promise<unknown> }, jurisdiction = "eu") {
    const name = jurisdiction ? "leads@eu" : "leads";
    const fake = durableObjectState();
    (fake.state as { id: unknown }).id = objectId(name);
    const LEADS = {
      idFromName: objectId,
      get: (id: { name: string }) => (id.name === name ? store : old),
      jurisdiction: () => {
        throw new Error("jurisdiction: not implemented in workerd");
      },
    };
    useStore(new LeadStore(fake.state as never, { ...storeEnv({ LEADS_JURISDICTION: jurisdiction }), LEADS } as never));
    await fake.ready();
    return { LEADS_JURISDICTION: jurisdiction, LEADS };
  }

  it("POST /move hands the old store's leads over and says where they live and how many remain", async () => {
    const old = { handOver: vi.fn(async () => ({ moved: 2, remaining: 0 })) };
    await expectAnswer(await call("/move", { method: "POST" }, await moving(old)), 200, {
      jurisdiction: "eu",
      moved: 2,
      remaining: 0,
    });
    await expectAnswer(await call("/move", { method: "POST" }, await moving(old, "")), 200, {
      jurisdiction: null,
      moved: 2,
      remaining: 0,
    });
    expect(old.handOver).toHaveBeenCalledTimes(2);
  });

  it("every other command reaches the old store first; while it cannot hand over, 503 and nothing is done", async () => {
    const status = { moved: 0, remaining: 2 };
    const old = { handOver: vi.fn(async () => status) };
    const env = await moving(old);
    await threeLeads();
    for (const [path, init] of [
      ["/?email=ada%40example.com", {}],
      ["/erase?email=ada%40example.com", { method: "POST" }],
      ["/release-held", { method: "POST" }],
    ] as const)
      await expectAnswer(await call(path, init, env), 503, {
        error: "The old store still holds 2 lead(s); nothing was done. Try again in a minute (npm run leads -- move).",
        remaining: 2,
      });
    expect(store.list()).toHaveLength(3);
    expect(store.list("held")).toHaveLength(1);
    status.remaining = 0;
    expect(await ids(await call("/?limit=100", {}, env))).toEqual([NEW, SPAM, OLD]);
    expect(old.handOver).toHaveBeenCalledTimes(4);
  });

  it("once the old store was found empty, asks it no more (a stored marker), until `move` asks again", async () => {
    const old = { handOver: vi.fn(async () => ({ moved: 0, remaining: 0 })) };
    const env = await moving(old);
    for (let n = 0; n < 3; n++) expect((await call("/counts", {}, env)).status).toBe(200);
    expect(old.handOver).toHaveBeenCalledTimes(1);
    await expectAnswer(await call("/move", { method: "POST" }, env), 200, {
      jurisdiction: "eu",
      moved: 0,
      remaining: 0,
    });
    expect(old.handOver).toHaveBeenCalledTimes(2);
  });

  it("an old store that cannot be reached is a 503 for a command, naming it, never a 500", async () => {
    const old = {
      handOver: vi.fn(async () => {
        throw new Error("Durable Object reset");
      }),
    };
    await expectAnswer(await call("/counts", {}, await moving(old)), 503, {
      error:
        "The old store may still hold leads: it could not be reached; nothing was done. Try again in a minute (npm run leads -- move).",
      remaining: null,
    });
  });

  it.each(["europe", "EU,", "fedramp", "eu-west"])(
    "with LEADS_JURISDICTION %j answers 503 naming the setting, asks no store to hand over, one error line",
    async (jurisdiction) => {
      const lines = captureLogs();
      const old = { handOver: vi.fn(async () => ({ moved: 0, remaining: 0 })) };
      const env = { LEADS_JURISDICTION: jurisdiction, LEADS: { ...leadsBinding(old) } };
      for (const path of ["/counts", "/move"]) {
        const answer = await call(path, path === "/move" ? { method: "POST" } : {}, env);
        expect(answer.status).toBe(503);
        expect(((await answer.json()) as { error: string }).error).toBe(
          `LEADS_JURISDICTION is ${JSON.stringify(jurisdiction)}: it must be unset or "eu"; nothing is stored or moved until it is`,
        );
      }
      expect(old.handOver).not.toHaveBeenCalled();
      expect(lines.filter((line) => line.event === "leads_misconfigured")).toEqual([
        expect.objectContaining({ console: "error", level: "error", reason: "jurisdiction_invalid" }),
      ]);
    },
  );
});
