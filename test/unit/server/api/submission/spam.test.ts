import { describe, expect, it } from "vitest";
import { idempotencyKey } from "../../../../../src/server/api/submission/challenge";
import { rateLimitKey } from "../../../../../src/server/api/submission/parse";
import { contentSuspicion } from "../../../../../src/server/api/submission/suspicion";

describe("rateLimitKey", () => {
  it("keys an IPv4 address by itself", () => {
    expect(rateLimitKey("203.0.113.7")).toBe("203.0.113.7");
  });
  it("keys every address of one IPv6 /64 alike, however it is written", () => {
    const keys = [
      "2001:db8:1:2::1",
      "2001:0db8:0001:0002:ffff:ffff:ffff:ffff",
      "2001:DB8:1:2:a:b:c:d",
      "[2001:db8:1:2::99]",
    ].map(rateLimitKey);
    expect(new Set(keys)).toEqual(new Set(["2001:db8:1:2::/64"]));
  });
  it("keeps two /64s apart", () => {
    expect(rateLimitKey("2001:db8:1:3::1")).not.toBe(rateLimitKey("2001:db8:1:2::1"));
  });
  it("expands a :: inside the first four groups", () => {
    expect(rateLimitKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
  });
  it("keys an IPv4-mapped IPv6 address by its IPv4 address", () => {
    expect(rateLimitKey("::ffff:198.51.100.4")).toBe("198.51.100.4");
    expect(rateLimitKey("::FFFF:198.51.100.42")).toBe("198.51.100.42");
  });
  it("keys an IPv4 address embedded after another prefix by that prefix's /64", () => {
    expect(rateLimitKey("1::ffff:198.51.100.4")).toBe("1:0:0:0::/64");
  });
  it("counts the groups after :: when it expands", () => {
    expect(rateLimitKey("2001:db8::1:2:3:4:5")).toBe("2001:db8:0:1::/64");
    expect(rateLimitKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });
});

describe("contentSuspicion", () => {
  const base = { subject: "Mobile app", message: "We need an app for our shop, see https://shop.example." };
  it("lets an ordinary enquiry with a link or two through", () => {
    expect(contentSuspicion(base)).toBeUndefined();
    expect(contentSuspicion({ ...base, message: "http://a.example www.b.example https://c.example" })).toBeUndefined();
  });
  it("holds more than three links across subject and message", () => {
    expect(
      contentSuspicion({
        subject: "see www.a.example",
        message: "http://b.example https://c.example http://d.example",
      }),
    ).toBe("too_many_links");
  });
  it("compares subject and message without ignoring what tells them apart", () => {
    expect(contentSuspicion({ subject: "new site", message: "newsite" })).toBeUndefined();
    expect(contentSuspicion({ subject: "Straße", message: "STRASSE" })).toBeUndefined();
  });
  it("judges a message without a subject, or nothing, by its links alone", () => {
    expect(contentSuspicion({ message: "hello" })).toBeUndefined();
    expect(contentSuspicion({ subject: "hello" })).toBeUndefined();
    expect(contentSuspicion({})).toBeUndefined();
  });
  it("holds a message that only repeats its subject, whatever its case and spacing", () => {
    expect(contentSuspicion({ subject: "Cheap SEO services", message: "  cheap  seo\nSERVICES " })).toBe(
      "message_repeats_subject",
    );
  });
});

describe("idempotencyKey", () => {
  it("is a UUID, the same for the same form and token, another for another token", async () => {
    const first = await idempotencyKey("form-1", "token-a");
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(await idempotencyKey("form-1", "token-a")).toBe(first);
    expect(await idempotencyKey("form-1", "token-b")).not.toBe(first);
  });
});
