import { describe, expect, it } from "vitest";
import { cleanProviderMessage, forwardSubmission } from "../../../../../src/server/api/submission/forward";
import { isTransient } from "../../../../../src/server/leads/schedule";

describe("contact helpers", () => {
  it("redacts the secret from provider messages and bounds them", () => {
    expect(cleanProviderMessage("Invalid key s3cret\n", "s3cret")).toBe("Invalid key [redacted]");
    expect(cleanProviderMessage(42, "s3cret")).toBeNull();
    expect(cleanProviderMessage("x".repeat(1000), "k")?.length).toBe(300);
  });
});

describe("a provider answer that is not JSON", () => {
  const send = (status: number) =>
    forwardSubmission(
      { subject: "Hi" },
      {
        endpoint: "https://provider.test/submit",
        accessKey: "k",
        timeoutMs: 1000,
        fetcher: async () =>
          new Response("<html><h1>Forbidden</h1></html>", { status, headers: { "content-type": "text/html" } }),
      },
    );

  it.each([403, 404])("an HTML %i is judged by its status: permanent, not retried", async (status) => {
    const result = await send(status);
    expect(result).toMatchObject({ ok: false, reason: "status", providerStatus: status });
    if (!result.ok) expect(isTransient(result.reason, result.providerStatus)).toBe(false);
  });

  it.each([502, 429])("an HTML %i is still retried", async (status) => {
    const result = await send(status);
    if (result.ok) throw new Error("expected a failure");
    expect(isTransient(result.reason, result.providerStatus)).toBe(true);
  });

  it("a 200 that is not JSON is retried (a provider's hiccup)", async () => {
    const result = await send(200);
    expect(result).toMatchObject({ ok: false, reason: "not_json" });
    if (!result.ok) expect(isTransient(result.reason, result.providerStatus)).toBe(true);
  });
});
