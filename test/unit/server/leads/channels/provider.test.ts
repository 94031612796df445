import { describe, expect, it } from "vitest";
import { emailFields, forwardSubmission } from "../../../../../src/server/leads/channels/provider";
import { isTransient } from "../../../../../src/server/leads/schedule";

describe("a provider answer that is not JSON", () => {
  const send = (status: number) =>
    forwardSubmission(
      { variant: "B", fields: { subject: "Hi" } },
      {
        siteUrl: "https://www.example-offshore.dev",
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

describe("the e-mail a salesperson can answer", () => {
  const siteUrl = "https://www.example-offshore.dev";

  it("reads like an enquiry, replies to the visitor, says where it came from, lists the fields in order", () => {
    const entries = emailFields(
      {
        variant: "B",
        page: "/contact",
        fields: {
          message: "Please call me.",
          email: "grace@example.com",
          subject: "Website",
          lastName: "Hopper",
          firstName: "Grace",
        },
      },
      siteUrl,
    );
    expect(entries).toEqual([
      ["subject", "New enquiry from Grace Hopper: Website"],
      ["from_name", "Vertexa Technologies website"],
      ["replyto", "grace@example.com"],
      ["form", "contact page (B)"],
      ["page", "https://www.example-offshore.dev/contact"],
      ["firstName", "Grace"],
      ["lastName", "Hopper"],
      ["email", "grace@example.com"],
      ["message", "Please call me."],
    ]);
  });

  it("names the hire form's sender by its one name field and leaves a blank company out", () => {
    const entries = emailFields(
      { variant: "C", fields: { name: "Alan Turing", email: "a@example.com", subject: "Two devs", message: "Hi" } },
      siteUrl,
    );
    expect(entries[0]).toEqual(["subject", "New enquiry from Alan Turing: Two devs"]);
    expect(entries.map(([name]) => name)).toEqual([
      "subject",
      "from_name",
      "replyto",
      "form",
      "name",
      "email",
      "message",
    ]);
  });
});
