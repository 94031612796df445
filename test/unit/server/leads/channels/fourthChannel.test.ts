/**
 * A channel is data: a fourth channel that exists only in this file, added to the list in
 * `src/server/leads/channels/index.ts` and nowhere else (the module is mocked as its original list
 * plus the test's channel: the one edit the recipe in docs/architecture.md asks for), is delivered
 * and retried by the store, shown by the operators' API, exported (JSON and a CSV column), imported
 * into another store with its state, named on /privacy in its own words, and shown on the desk (a
 * timeline on the lead's page, its delivery times among the figures): every place that lists
 * channels reads the list. At source level: the store over a fake Durable Object state, the API
 * through Hono's `request`, the privacy page rendered as its route renders it (`privacyFacts` of
 * the Worker's env into `PrivacyPage`; test/worker/privacy.test.ts serves the same page in
 * workerd), and the desk's pages as its routes render them (its store calls into its views).
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, describe, expect, it, vi } from "vitest";
import type * as ChannelsModule from "../../../../../src/server/leads/channels";
import type { Channel, Deliverable, AttemptResult } from "../../../../../src/server/leads/channels";
import type { Lead } from "../../../../../src/server/leads/record";
import type { LeadStore } from "../../../../../src/server/leads/store";

const PAGER_URL = "https://pager.test/page";
/** A lead id of the shape the operators' routes take. */
const ID = "form-0123456789.0123456789abcdef";
const PAGER_SENTENCE = "Our on-call pager gets the subject of each enquiry, nothing else.";

vi.mock("../../../../../src/server/leads/channels", async (importOriginal) => {
  const original = await importOriginal<typeof ChannelsModule>();
  const vars = (env: unknown) => env as { PAGER_URL?: string };
  /** A channel of the test's own: POSTs the subject to PAGER_URL; a 5xx is retried, as on any channel. */
  const pager: Channel = {
    name: "pager",
    label: "Pager",
    enabled: (env) => Boolean(vars(env).PAGER_URL),
    async deliver(lead: Deliverable, env): Promise<AttemptResult> {
      const response = await fetch(vars(env).PAGER_URL!, { method: "POST", body: lead.fields.subject ?? "" });
      return response.ok ? { ok: true } : { ok: false, reason: "status", providerStatus: response.status };
    },
    receiver: (env) => (vars(env).PAGER_URL ? PAGER_SENTENCE : null),
  };
  return { ...original, channels: [...original.channels, pager] };
});

// Imported after the mock is declared (vi.mock is hoisted), into a fresh module registry (the unit
// project shares one between the files a worker runs): every module below sees the four channels.
vi.resetModules();
const { durableObjectState } = await import("../../../../support/durableObject");
const { accepted, leadsBinding, newLead, openStore, PROVIDER_URL, storeClock, storeEnv, stubFetch } =
  await import("../../../../support/leadStore");
const { leadsAdmin } = await import("../../../../../src/server/api/leads");
const { privacyFacts } = await import("../../../../../src/server/privacy");
const { PrivacyPage } = await import("../../../../../src/server/views/company/PrivacyPage");
const { readFigures, showLead } = await import("../../../../../src/desk/storeCalls");
const { deskFigures } = await import("../../../../../src/desk/figureRows");
const { LeadPage } = await import("../../../../../src/desk/views/LeadPage");
const { FiguresPage } = await import("../../../../../src/desk/views/FiguresPage");
const { channels } = await import("../../../../../src/server/leads/channels");
// The files this worker runs next import the three channels again.
afterAll(() => {
  vi.doUnmock("../../../../../src/server/leads/channels");
  vi.resetModules();
});

const T0 = Date.parse("2026-11-01T00:00:00.000Z");
const BASE = 1_000;
const TOKEN = "t".repeat(32);
const VARS = { LEADS_RETRY_BASE_MS: String(BASE), PAGER_URL };

storeClock(T0);

/** The pager answers each call with the next status of `plan` (the last repeats); the provider accepts. */
function answers(plan: number[]): Request[] {
  let call = 0;
  return stubFetch((request) => {
    if (request.url === PROVIDER_URL) return accepted();
    if (request.url !== PAGER_URL) throw new Error(`unexpected fetch ${request.url}`);
    return new Response(null, { status: plan[Math.min(call++, plan.length - 1)] });
  });
}

/** A call to the operators' API of `store`, as `npm run leads` makes it. */
function api(store: LeadStore, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("authorization", `Bearer ${TOKEN}`);
  if (init.method === "POST") headers.set("origin", "http://localhost");
  return leadsAdmin.request(
    `http://localhost${path}`,
    { ...init, headers },
    {
      LEADS_ADMIN_TOKEN: TOKEN,
      LEADS: leadsBinding(store),
    },
  );
}

const pagerCalls = (requests: Request[]) => requests.filter((r) => r.url === PAGER_URL);

describe("a fourth channel, known only to the list", () => {
  it("is delivered and retried by the store, and shown by the API with every other channel", async () => {
    const requests = answers([503, 200]);
    const { store, fake } = await openStore(VARS);
    await store.accept(newLead(ID));
    await vi.waitFor(() => expect(pagerCalls(requests)).toHaveLength(1));
    vi.setSystemTime(T0 + BASE);
    await fake.fire(() => store.alarm());
    expect(pagerCalls(requests)).toHaveLength(2);

    const shown = (await (await api(store, `/${ID}`)).json()) as Lead;
    // Every channel of the site's list, then the test's.
    expect(Object.keys(shown.deliveries)).toEqual(channels.map((channel) => channel.name));
    expect(Object.keys(shown.deliveries).at(-1)).toBe("pager");
    expect(shown.deliveries.pager).toEqual({
      state: "delivered",
      attempts: 2,
      lastError: null,
      nextAttemptAt: null,
      deliveredAt: new Date(T0 + BASE).toISOString(),
    });
  });

  it("once its setting is removed, is never asked again: its delivery is given up as not configured", async () => {
    const requests = answers([503]);
    const { store, fake } = await openStore(VARS);
    await store.accept(newLead(ID));
    await vi.waitFor(() => expect(pagerCalls(requests)).toHaveLength(1));
    // The same object started again without PAGER_URL: the pending delivery comes due.
    const { PAGER_URL: _, ...without } = VARS;
    const { store: restarted } = await openStore(without, fake);
    vi.setSystemTime(T0 + BASE);
    await fake.fire(() => restarted.alarm());
    expect(pagerCalls(requests)).toHaveLength(1);
    expect(restarted.show(ID)?.deliveries.pager).toMatchObject({
      state: "failed",
      attempts: 2,
      lastError: "not_configured",
    });
  });

  it("is exported, its state a CSV column of its own, and imported with it into another store, sent no more", async () => {
    const requests = answers([200]);
    const { store } = await openStore(VARS);
    await store.accept(
      newLead("moved-lead.0000000000000001", {
        fields: { ...newLead("moved-lead.0000000000000001").fields, subject: "Moved" },
      }),
    );
    await vi.waitFor(() =>
      expect(store.show("moved-lead.0000000000000001")?.deliveries.pager?.state).toBe("delivered"),
    );

    const csv = await (await api(store, "/export?format=csv")).text();
    const [header, row] = csv.replace(/^\uFEFF/, "").split("\r\n");
    const column = header!.split(",").indexOf('"pager"');
    expect(column).toBeGreaterThan(0);
    expect(row!.split(",")[column]).toBe('"delivered"');

    const exported = await (await api(store, "/export?format=json")).text();
    const { store: elsewhere } = await openStore(VARS, durableObjectState());
    const imported = await api(elsewhere, "/import", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: exported,
    });
    expect(await imported.json()).toEqual({ imported: 1, skipped: 0 });
    expect(elsewhere.show("moved-lead.0000000000000001")?.deliveries.pager).toEqual(
      store.show("moved-lead.0000000000000001")?.deliveries.pager,
    );
    expect(pagerCalls(requests)).toHaveLength(1);
  });

  it("resumes a pending delivery imported from another store, and refuses a channel this site does not have", async () => {
    const requests = answers([200]);
    const { store: elsewhere, fake } = await openStore(VARS);
    const pending = {
      state: "pending",
      attempts: 3,
      lastError: "status (503)",
      nextAttemptAt: null,
      deliveredAt: null,
    };
    const lead = {
      ...newLead("waiting-lead.0000000000000002"),
      state: "delivered",
      reason: null,
      attempts: 1,
      lastError: null,
      createdAt: new Date(T0 - BASE).toISOString(),
      updatedAt: new Date(T0 - BASE).toISOString(),
      nextAttemptAt: null,
      deliveredAt: new Date(T0 - BASE).toISOString(),
      deliveries: { pager: pending },
    };
    const post = (body: unknown) =>
      api(elsewhere, "/import", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const unknown = await post([{ ...lead, id: "unknown-lead.00000000000000ff", deliveries: { fax: pending } }]);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ rows: [{ row: 1, reason: 'deliveries: Unrecognized key: "fax"' }] });

    expect(await (await post([lead])).json()).toEqual({ imported: 1, skipped: 0 });
    await fake.fire(() => elsewhere.alarm());
    expect(elsewhere.show("waiting-lead.0000000000000002")?.deliveries.pager).toMatchObject({
      state: "delivered",
      attempts: 4,
    });
    expect(pagerCalls(requests)).toHaveLength(1);
  });

  it("is named on /privacy in its own words, only when it is on", async () => {
    const privacy = async (vars: Record<string, string>) =>
      renderToString(createElement(PrivacyPage, { facts: privacyFacts(storeEnv(vars) as never) }));
    expect(await privacy(VARS)).toContain(PAGER_SENTENCE);
    expect(await privacy({})).not.toContain(PAGER_SENTENCE);
  });

  it("is on the desk: a timeline of its own on the lead's page, its delivery times among the figures", async () => {
    answers([200]);
    const { store } = await openStore(VARS);
    await store.accept(newLead(ID));
    await vi.waitFor(() => expect(store.show(ID)?.deliveries.pager?.state).toBe("delivered"));
    const env = { LEADS: leadsBinding(store) } as never;

    const lead = (await showLead(env, ID))!;
    expect(lead.deliveries.map((d) => [d.channel, d.label, d.state])).toEqual([
      ["mail", "E-mail", "delivered"],
      ["pager", "Pager", "delivered"],
    ]);
    const page = renderToString(createElement(LeadPage, { lead }));
    expect(page).toMatch(/<h3 id="channel-pager">Pager/);

    const figures = renderToString(createElement(FiguresPage, { figures: deskFigures(await readFigures(env)) }));
    expect(figures).toContain('<th scope="row">Pager</th>');
  });
});
