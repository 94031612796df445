/**
 * What counts as this machine (src/server/loopback.ts), the one definition every loopback rule
 * reads: the stand-in settings (mail, webhook, Slack, Turnstile, Access's certs, the editor's
 * sign-in), Turnstile's test keys, the desk's local operator, and `npm start`'s bind address. Each
 * user's own tests prove it applies the rule; these prove the rule: a host only by one of three
 * names, an address anywhere in 127/8 or ::1.
 */
import { describe, expect, it } from "vitest";
import { LOOPBACK_HOSTS, isLoopbackAddress, isLoopbackUrl } from "../../../src/server/loopback";

describe("LOOPBACK_HOSTS", () => {
  it("is exactly 127.0.0.1, [::1] and localhost, as URL.hostname spells them (and refusals list them)", () => {
    expect([...LOOPBACK_HOSTS]).toEqual(["127.0.0.1", "[::1]", "localhost"]);
  });
});

describe("isLoopbackUrl", () => {
  it.each([
    "http://127.0.0.1:9999/submit",
    "https://127.0.0.1/",
    "http://[::1]:8787/desk",
    "http://localhost/",
    "http://LOCALHOST:8787/",
    // WHATWG URL spells these 127.0.0.1 and [::1]: the same machine, whatever the text said.
    "http://127.1/",
    "http://0x7f.0.0.1/",
    "http://[0:0:0:0:0:0:0:1]/",
  ])("takes %s: an http(s) URL to this machine", (url) => {
    expect(isLoopbackUrl(url)).toBe(true);
  });

  it.each([
    // The rest of 127/8 and a mapped address are not among the three names (a host is named, not ranged).
    "http://127.0.0.2/",
    "http://[::ffff:127.0.0.1]/",
    // Other machines, and names that only look local.
    "http://0.0.0.0/",
    "http://[::]/",
    "http://10.0.0.1/",
    "http://localhost./",
    "http://localhost.example/",
    "http://127.0.0.1.nip.io/",
    "http://127.0.0.1@evil.example/",
    "http://evil.example/?host=127.0.0.1",
    // Not http(s), or not an absolute URL.
    "ftp://127.0.0.1/",
    "ws://localhost/",
    "file:///etc/passwd",
    "/submit",
    "localhost:8787",
    "",
  ])("refuses %j", (url) => {
    expect(isLoopbackUrl(url)).toBe(false);
  });
});

describe("isLoopbackAddress", () => {
  it.each(["127.0.0.1", "127.1.2.3", "127.255.255.255", " 127.0.0.1 ", "::1", "::ffff:127.0.0.1", "::FFFF:127.9.9.9"])(
    "takes %j: IPv4 127/8, IPv6 ::1, IPv4-mapped too",
    (address) => {
      expect(isLoopbackAddress(address)).toBe(true);
    },
  );

  it.each([
    // A name or a host's spelling is not an address.
    "localhost",
    "[::1]",
    // Other addresses, and texts that only start like one of ours.
    "128.0.0.1",
    "10.0.0.1",
    "0.0.0.0",
    "::",
    "::2",
    "::ffff:10.0.0.1",
    "1127.0.0.1",
    "127.0.0.1.nip.io",
    "127.0.0",
    "203.0.113.7, 127.0.0.1",
    "",
  ])("refuses %j", (address) => {
    expect(isLoopbackAddress(address)).toBe(false);
  });
});
