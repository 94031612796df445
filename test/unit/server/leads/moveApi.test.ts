/**
 * The desk's side of a move (moveApi.ts): an old store that cannot be reached does not stop the
 * desk (it answered 500), while a command of the API answers 503; an old store found empty is
 * asked no more (the configured store's marker).
 */
import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { moveFirst } from "../../../../src/server/leads/moveApi";
import { LeadStore } from "../../../../src/server/leads/store";
import { durableObjectState } from "../../../support/durableObject";
import { storeClock, storeEnv } from "../../../support/leadStore";

storeClock(Date.parse("2026-11-01T00:00:00.000Z"));

/** An object id as workerd gives it: named, comparable with `equals`. */
const objectId = (name: string) => ({ name, equals: (other: { name: string }) => other.name === name });

/** The configured EU store over a new database, and `old`, the other jurisdiction's, behind one binding. */
async function site(old: { handOver: () => Promise<unknown> }) {
  const fake = durableObjectState();
  (fake.state as { id: unknown }).id = objectId("leads@eu");
  const stubs = new Map<string, unknown>([["leads", old]]);
  const LEADS = {
    idFromName: objectId,
    get: (id: { name: string }) => stubs.get(id.name),
    jurisdiction: () => {
      throw new Error("jurisdiction: not implemented in workerd");
    },
  };
  const env = { ...storeEnv({ LEADS_JURISDICTION: "eu" }), LEADS };
  stubs.set("leads@eu", new LeadStore(fake.state as never, env as never));
  await fake.ready();
  const app = (desk: boolean) => new Hono().use(moveFirst({ desk })).get("/", (c) => c.text("opened"));
  return { env, app };
}

describe("an old store that cannot be reached", () => {
  it("does not stop the desk (a warning), while the API's command answers 503", async () => {
    const old = { handOver: vi.fn(() => Promise.reject(new Error("Durable Object is overloaded"))) };
    const { env, app } = await site(old);
    const desk = await app(true).request("/", {}, env);
    expect(desk.status).toBe(200);
    expect(await desk.text()).toBe("opened");
    expect((await app(false).request("/", {}, env)).status).toBe(503);
    expect(old.handOver).toHaveBeenCalledTimes(2);
  });
});

describe("an old store found empty", () => {
  it("is asked once, then no more, by the desk as by the API", async () => {
    const old = { handOver: vi.fn(async () => ({ moved: 0, remaining: 0 })) };
    const { env, app } = await site(old);
    for (const desk of [true, false, true, false]) expect((await app(desk).request("/", {}, env)).status).toBe(200);
    expect(old.handOver).toHaveBeenCalledTimes(1);
  });
});
