import { describe, expect, it } from "vitest";
import { contactFormCopy as copy } from "../../../../../src/content/contact";
import { emailFields, forwardSubmission, providerTimeoutMs } from "../../../../../src/server/leads/channels/provider";
import { isTransient } from "../../../../../src/server/leads/schedule";

describe("a provider answer that is not JSON", () => {
  const send = (status: number) =>
    forwardSubmission(
      { variant: "contact", fields: { subject: "Hi" } },
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
        variant: "contact",
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
      ["form", "contact page"],
      ["page", "https://www.example-offshore.dev/contact"],
      ["firstName", "Grace"],
      ["lastName", "Hopper"],
      ["email", "grace@example.com"],
      ["message", "Please call me."],
    ]);
  });

  it.each(["//evil.example/login", "/\\evil.example", "https://evil.example/x"])(
    "keeps a stored page line of %j on the site's host",
    (page) => {
      const line = emailFields({ variant: "contact", page, fields: { firstName: "A", lastName: "B" } }, siteUrl).find(
        ([name]) => name === "page",
      )![1];
      expect(new URL(line).host).toBe("www.example-offshore.dev");
    },
  );

  it("names the hire form's sender by its one name field and leaves a blank company out", () => {
    const entries = emailFields(
      { variant: "hire", fields: { name: "Alan Turing", email: "a@example.com", subject: "Two devs", message: "Hi" } },
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

describe("the e-mail's sender and places", () => {
  const siteUrl = "https://www.example-offshore.dev";
  it("names a sender by the first name alone when there is no last name, and has no Reply-To without an e-mail", () => {
    const entries = emailFields({ variant: "contact", fields: { firstName: "Grace", subject: "Hi" } }, siteUrl);
    expect(entries[0]).toEqual(["subject", "New enquiry from Grace: Hi"]);
    expect(entries.map(([name]) => name)).not.toContain("replyto");
  });

  it("says which page each form is on", () => {
    const form = (variant: "fullname" | "contact" | "hire") =>
      emailFields({ variant, fields: {} }, siteUrl).find(([name]) => name === "form")?.[1];
    expect([form("fullname"), form("contact"), form("hire")]).toEqual([
      "single-name form",
      "contact page",
      "hire page",
    ]);
  });
});

describe("the request to the provider", () => {
  it("POSTs the e-mail's fields and the key as form data, asking for JSON, following no redirect", async () => {
    const seen: Request[] = [];
    const result = await forwardSubmission(
      { variant: "fullname", fields: { fullname: "Ada", email: "ada@example.com", subject: "Hi", message: "Hello" } },
      {
        siteUrl: "https://site.test",
        endpoint: "https://provider.test/submit",
        accessKey: "the-key",
        timeoutMs: 1000,
        fetcher: async (input, init) => (seen.push(new Request(input, init)), Response.json({ success: true })),
      },
    );
    expect(result).toEqual({ ok: true, providerStatus: 200 });
    const [request] = seen;
    expect(request!.method).toBe("POST");
    expect(request!.redirect).toBe("manual");
    expect(request!.headers.get("accept")).toBe("application/json");
    const form = await request!.formData();
    expect([...form.keys()]).toEqual([
      "subject",
      "from_name",
      "replyto",
      "form",
      "fullname",
      "email",
      "message",
      "access_key",
    ]);
    expect(form.get("access_key")).toBe("the-key");
  });

  it.each(["TimeoutError", "AbortError"])("calls a body cut off by a %s a timeout", async (name) => {
    const result = await forwardSubmission(
      { variant: "contact", fields: { subject: "Hi" } },
      {
        siteUrl: "https://site.test",
        endpoint: "https://provider.test/submit",
        accessKey: "k",
        timeoutMs: 1000,
        fetcher: async () =>
          new Response(
            new ReadableStream({
              pull(controller) {
                controller.error(new DOMException("cut off", name));
              },
            }),
            { status: 200 },
          ),
      },
    );
    expect(result).toMatchObject({ ok: false, status: 504, reason: "timeout", providerStatus: 200 });
  });
});

describe("providerTimeoutMs", () => {
  it.each([
    ["500", 500],
    ["50", 100],
    ["60000", 30_000],
    ["0", 10_000],
    ["-1", 10_000],
    ["soon", 10_000],
    [undefined, 10_000],
  ])("takes FORM_TIMEOUT_MS %j as %i ms", (value, ms) => {
    expect(providerTimeoutMs(value)).toBe(ms);
  });
});

describe("the provider's answer", () => {
  const send = (fetcher: typeof fetch) =>
    forwardSubmission(
      { variant: "contact", fields: { firstName: "Grace" } },
      {
        siteUrl: "https://site.test",
        endpoint: "https://provider.test/submit",
        accessKey: "k",
        timeoutMs: 1000,
        fetcher,
      },
    );

  it("a request that fails is a network error (502)", async () => {
    const result = await send(async () => {
      throw new TypeError("fetch failed");
    });
    expect(result).toEqual({ ok: false, status: 502, message: copy.providerFallback, reason: "network" });
  });

  it.each(["TimeoutError", "AbortError"])("a request cut off by a %s is a timeout (504)", async (name) => {
    const result = await send(async () => {
      throw new DOMException("too slow", name);
    });
    expect(result).toEqual({ ok: false, status: 504, message: copy.answers.timeout, reason: "timeout" });
  });

  it("success: false on a 200 is a rejection; JSON null too", async () => {
    for (const body of [{ success: false }, null])
      expect(await send(async () => Response.json(body))).toEqual({
        ok: false,
        status: 502,
        message: copy.providerFallback,
        reason: "rejected",
        providerStatus: 200,
      });
  });

  it("success: true on an error status is still a failure", async () => {
    expect(await send(async () => Response.json({ success: true }, { status: 500 }))).toMatchObject({
      ok: false,
      reason: "status",
      providerStatus: 500,
    });
  });

  it("leaves the subject's end empty when there is none", () => {
    expect(emailFields({ variant: "contact", fields: { firstName: "Grace" } }, "https://site.test")[0]).toEqual([
      "subject",
      "New enquiry from Grace: ",
    ]);
  });
});
