/**
 * Who may call it, and what it takes as a lead id or an address.
 *
 * The operators' API (`/api/leads`) at source level, over a real `LeadStore` in a fake Durable
 * Object state (test/support/leadsApi.ts). test/worker/leads.test.ts and export.test.ts prove the
 * same routes in workerd.
 */
import { describe, expect, it } from "vitest";
import { MIN_ADMIN_TOKEN_LENGTH } from "../../../../../src/server/api/leads";
import { newLead } from "../../../../support/leadStore";
import {
  call,
  expectAnswer,
  ids,
  NEW,
  OLD,
  post,
  providerAnswers,
  SPAM,
  store,
  threeLeads,
  TOKEN,
  useLeadsApi,
} from "../../../../support/leadsApi";

useLeadsApi();

describe("who may call it", () => {
  it("does not exist without a token", async () => {
    for (const token of [undefined, "", "   "])
      expect((await call("/", {}, { LEADS_ADMIN_TOKEN: token })).status).toBe(404);
  });

  it("refuses to run with a token under 32 characters, and says why", async () => {
    const response = await call("/", {}, { LEADS_ADMIN_TOKEN: "t".repeat(MIN_ADMIN_TOKEN_LENGTH - 1) });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: "LEADS_ADMIN_TOKEN must be at least 32 characters." });
    // Surrounding spaces do not count; exactly 32 characters is enough.
    expect((await call("/", {}, { LEADS_ADMIN_TOKEN: ` ${TOKEN} ` })).status).toBe(200);
  });

  it("answers 401 to a wrong or missing bearer token", async () => {
    expect((await call("/", { headers: { authorization: "Bearer nope" } })).status).toBe(401);
    expect((await call("/", { headers: { authorization: "" } })).status).toBe(401);
  });

  it("takes changes only from its own origin; reads from anywhere", async () => {
    const refused = await post("/retry-failed", { origin: "https://evil.test" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: "Changes must come from this site (Origin)." });
    expect((await call("/", { headers: { origin: "https://evil.test" } })).status).toBe(200);
    expect((await call("/", { method: "HEAD", headers: { origin: "https://evil.test" } })).status).toBe(200);
    expect((await post("/retry-failed")).status).toBe(200);
  });

  it("answers 503 when the Worker has no lead store", async () => {
    const response = await call("/", {}, { LEADS: undefined });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: "The lead store is not configured (no LEADS binding)." });
  });
});

describe("a word is not a lead id", () => {
  it("GET /:id and POST /:id/release|retry|delete answer 400 to anything not shaped as a lead id, and change nothing", async () => {
    await threeLeads();
    const before = await (await call("/")).json();
    const usage = { error: expect.stringContaining("Not a lead id") };
    for (const word of ["all-held", "all-failed", "old", `${OLD}0`, "old-lead-id.00000000000000AB"]) {
      await expectAnswer(await call(`/${word}`), 400, usage);
      for (const action of ["release", "retry", "delete"])
        await expectAnswer(await post(`/${word}/${action}`), 400, usage);
    }
    expect(await (await call("/")).json()).toEqual(before);
  });
});

describe("an address in the query", () => {
  const refused = { error: "email must be an e-mail address" };

  it("is read without surrounding spaces, up to 254 characters", async () => {
    await threeLeads();
    expect(await ids(await call("/?email=%20ADA%40example.com%20"))).toEqual([NEW, SPAM, OLD]);
    const longest = `${"a".repeat(254 - "@example.com".length)}@example.com`;
    await expectAnswer(await call(`/?email=${encodeURIComponent(longest)}`), 200, []);
    await expectAnswer(await call(`/?email=a${encodeURIComponent(longest)}`), 400, refused);
  });

  it("is refused (400, nothing done) when absent, spaced or too long, for a search, an export or an erasure", async () => {
    await threeLeads();
    for (const [path, init] of [
      ["/?email=ada%20lovelace%40example.com", {}],
      ["/export?format=json&email=ada%20lovelace%40example.com", {}],
      ["/erase", { method: "POST" }],
      ["/erase?email=ada%20lovelace%40example.com", { method: "POST" }],
      [`/erase?email=${"a".repeat(255)}`, { method: "POST" }],
    ] as const)
      await expectAnswer(await call(path, init), 400, refused);
    await expectAnswer(await call("/export?format=csv&email=ada%40example.com"), 400, {
      error: "an export by e-mail is JSON: format=json",
    });
    expect(await ids(await call("/"))).toEqual([NEW, SPAM, OLD]);
  });

  it("a dry run of a bulk purge says it is one, with the count", async () => {
    providerAnswers(500);
    await store.accept(newLead(NEW));
    await expectAnswer(await post("/purge?state=pending&all=1&dry-run=1"), 200, { dryRun: true, matched: 1 });
  });
});
