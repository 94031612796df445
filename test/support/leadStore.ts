/**
 * The lead store at source level in Node (unit tests): a `LeadStore` over a fake Durable Object
 * state (test/support/durableObject.ts), the `LEADS` binding that reaches it, outbound fetches
 * answered by the test, and the structured log lines written meanwhile.
 */
import { afterEach, beforeEach, vi } from "vitest";
import { channels } from "../../src/server/leads/channels";
import { mail } from "../../src/server/leads/channels/mail";
import type { ChannelDelivery, Lead, NewLead } from "../../src/server/leads/record";
import { LeadStore } from "../../src/server/leads/store";
import { emailDelivery } from "../../harness/leadExport.ts";
import { durableObjectState, type FakeState } from "./durableObject";

export const PROVIDER_URL = "https://provider.test/submit";
export const WEBHOOK_URL = "https://hooks.test/leads";
export const SITE_URL = "https://site.test";

/** The store's vars: a provider with a key, plus `vars`. */
export function storeEnv(vars: Record<string, string> = {}): Record<string, string> {
  return { FORM_ACCESS_KEY: "access-key", FORM_ENDPOINT: PROVIDER_URL, SITE_URL, ...vars };
}

/** A started store (its constructor's work done) over `fake`, a new database unless given. */
export async function openStore(
  vars: Record<string, string> = {},
  fake: FakeState = durableObjectState(),
): Promise<{ store: LeadStore; fake: FakeState }> {
  const store = new LeadStore(fake.state as never, storeEnv(vars) as never);
  await fake.ready();
  return { store, fake };
}

/**
 * The `LEADS` binding over one store, as the Worker reaches it (`idFromName`, then `get`); every
 * name reaches it, and jurisdictions are missing as in local workerd.
 */
export function leadsBinding(store: unknown) {
  return {
    idFromName: (name: string) => name,
    get: () => store,
    jurisdiction: () => {
      throw new Error("jurisdiction: not implemented in workerd");
    },
  };
}

/** A lead of the contact page's form. */
export function newLead(id: string, overrides: Partial<NewLead> = {}): NewLead {
  return {
    id,
    variant: "contact",
    fields: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", subject: "A site", message: id },
    page: "/contact",
    route: "provider",
    ...overrides,
  };
}

/**
 * A lead of the contact page's form as operators (and an export) see it, delivered unless
 * `changes.state` says otherwise, with `changes`. Its e-mail's delivery (`deliveries.mail`) is in
 * the lead's state, tried once, delivered at `updatedAt` when delivered, with `email` changed; none
 * while it is held. No other channel has one, unless `changes.deliveries` says otherwise.
 */
export function exportedLead(changes: Partial<Lead> = {}, email: Partial<ChannelDelivery> = {}): Lead {
  const lead = {
    id: "abc.123",
    variant: "contact",
    fields: newLead("abc.123").fields,
    page: "/contact",
    route: "provider",
    state: "delivered",
    reason: null,
    createdAt: "2026-11-24T10:00:00.000Z",
    updatedAt: "2026-11-24T10:00:01.000Z",
    ...changes,
  } satisfies Omit<Lead, "deliveries">;
  const deliveries = { [mail.name]: emailDelivery(lead.state, lead.updatedAt, email), ...changes.deliveries };
  return { ...lead, deliveries: { ...noDeliveries(), ...deliveries } };
}

/** Every channel of the list by name, each without a delivery: what a lead's `deliveries` is before any is opened. */
export function noDeliveries(): Lead["deliveries"] {
  return Object.fromEntries(channels.map((channel) => [channel.name, null]));
}

export type LogLine = Record<string, unknown> & { console: "log" | "warn" | "error" };

/** Every line written to the console from now on, parsed when it is JSON (`{ console, …line }`). */
export function captureLogs(): LogLine[] {
  const lines: LogLine[] = [];
  for (const level of ["log", "warn", "error"] as const)
    vi.spyOn(console, level).mockImplementation((line: unknown) => {
      try {
        lines.push({ console: level, ...(JSON.parse(String(line)) as object) });
      } catch {
        lines.push({ console: level, text: String(line) });
      }
    });
  return lines;
}

/**
 * Answers every outbound fetch with `handler`; returns the requests, in order. The handler also
 * gets the caller's own signal: a `Request`'s signal follows it only weakly in Node (undici holds
 * its controller by a WeakRef), so after a garbage collection it may never abort; a handler that
 * waits for an abort listens to `signal`.
 */
export function stubFetch(handler: (request: Request, signal: AbortSignal) => Response | Promise<Response>): Request[] {
  const requests: Request[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    return handler(request, init?.signal ?? request.signal);
  });
  return requests;
}

/** The provider's answer to a submission it accepted. */
export const accepted = () => Response.json({ success: true });

/**
 * For a file of store tests: before each test the clock (Date only; timers stay real) is set to
 * `t0`, the retry jitter fixed at its midpoint and the console captured; after it, all undone.
 * Returns the current test's log lines.
 */
export function storeClock(t0: number): () => LogLine[] {
  let lines: LogLine[] = [];
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(t0);
    vi.spyOn(Math, "random").mockReturnValue(0.5);
    lines = captureLogs();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return () => lines;
}

/** Waits (on real timers, the clock standing still) until `check` passes: for deliveries not awaited. */
export async function until(check: () => void): Promise<void> {
  for (let tries = 0; ; tries += 1) {
    try {
      return check();
    } catch (error) {
      if (tries > 200) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}

/** When the store's own tests (test/unit/server/leads/store/) start, each with `storeClock(STORE_T0)`. */
export const STORE_T0 = Date.parse("2026-11-01T00:00:00.000Z");
export const DAY = 24 * 60 * 60_000;
/** The first retry's delay in the store's own tests (`FAST`): a second. */
export const BASE = 1_000;
export const FAST = { LEADS_RETRY_BASE_MS: String(BASE) };
/** The webhook's settings, turned on. */
export const WEBHOOK = { LEADS_WEBHOOK_URL: WEBHOOK_URL, LEADS_WEBHOOK_SECRET: "webhook-secret-for-the-store-tests" };
/** Moves the (fake) clock to `ms`. */
export const at = (ms: number) => vi.setSystemTime(ms);

/** The provider answers with `status` (JSON success on a 2xx), the webhook with `webhook`; any other fetch throws. */
export function answers(status: number, webhook = 200): Request[] {
  return stubFetch((request) => {
    if (request.url === WEBHOOK_URL) return new Response(null, { status: webhook });
    if (request.url !== PROVIDER_URL) throw new Error(`unexpected fetch ${request.url}`);
    return status < 300 ? accepted() : Response.json({ success: false }, { status });
  });
}
