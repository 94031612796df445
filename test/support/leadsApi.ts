/**
 * The operators' API (`/api/leads`) at source level, for the files of test/unit/server/api/leads/:
 * `leadsAdmin` over a real `LeadStore` in a fake Durable Object state (test/support/leadStore.ts),
 * a new store before each test (`store`, which a test may replace with `useStore`), the provider
 * answering `providerAnswers`' status, the clock at `T0`, requests sent as `npm run leads` sends
 * them.
 */
import { afterEach, beforeEach, expect, vi } from "vitest";
import { leadsAdmin, MIN_ADMIN_TOKEN_LENGTH } from "../../src/server/api/leads";
import { resetJurisdictionLog } from "../../src/server/leads/jurisdiction";
import type { Lead } from "../../src/server/leads/record";
import type { LeadStore } from "../../src/server/leads/store";
import { accepted, captureLogs, leadsBinding, newLead, openStore, stubFetch } from "./leadStore";

export const TOKEN = "t".repeat(MIN_ADMIN_TOKEN_LENGTH);
export const ORIGIN = "http://localhost";
export const T0 = Date.parse("2026-11-01T00:00:00.000Z");

/** The store the API reaches (a new one before each test). */
export let store: LeadStore;
/** The provider's answer: its status (200: accepted). */
let status: number;

/** From now on the API reaches `next`. */
export function useStore(next: LeadStore): void {
  store = next;
}

/** From now on the provider answers `next` (200: accepted, else a JSON error with that status). */
export function providerAnswers(next: number): void {
  status = next;
}

/** The hooks of a file of API tests: a new store, the clock and the provider set before each test, all undone after. */
export function useLeadsApi(): void {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(T0);
    captureLogs();
    resetJurisdictionLog();
    status = 200;
    stubFetch(() => (status === 200 ? accepted() : Response.json({}, { status })));
    ({ store } = await openStore());
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** A request as `npm run leads` sends it (bearer token, own Origin on changes), with `env` overrides. */
export function call(path: string, init: RequestInit = {}, env: Record<string, unknown> = {}) {
  const headers = new Headers(init.headers);
  if (!headers.has("authorization")) headers.set("authorization", `Bearer ${TOKEN}`);
  if (init.method === "POST" && !headers.has("origin")) headers.set("origin", ORIGIN);
  return leadsAdmin.request(
    `${ORIGIN}${path}`,
    { ...init, headers },
    { LEADS_ADMIN_TOKEN: TOKEN, LEADS: leadsBinding(store), ...env },
  );
}

export const post = (path: string, headers: Record<string, string> = {}) => call(path, { method: "POST", headers });

/** Checks an answer's status, that it is not cached, and its JSON body. */
export async function expectAnswer(response: Response, status: number, body: object) {
  expect(response.status).toBe(status);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.json()).toEqual(body);
}

export const ids = async (response: Response) => ((await response.json()) as Lead[]).map((lead) => lead.id);

/** Lead ids of the shape the routes take (`isLeadId`). */
export const OLD = "old-lead-id.0000000000000001";
export const SPAM = "spam-lead-id.0000000000000002";
export const NEW = "new-lead-id.0000000000000003";

/** Three leads: OLD delivered, SPAM held, NEW failed, a second apart. */
export async function threeLeads() {
  await store.accept(newLead(OLD));
  vi.setSystemTime(T0 + 1_000);
  await store.accept(newLead(SPAM, { held: "honeypot" }));
  vi.setSystemTime(T0 + 2_000);
  status = 400;
  await store.accept(newLead(NEW));
}
