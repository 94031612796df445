/** Where `npm start` and `vite dev` may listen (scripts/lib/localBind.ts): off this machine only behind Access. */
import { describe, expect, it } from "vitest";
import { bindProblem, isLoopbackBind } from "../../../../scripts/lib/localBind";

describe("a local server's bind address", () => {
  it.each([undefined, false, "localhost", "LOCALHOST", "127.0.0.1", "127.1.2.3", "::1", "[::1]", "::ffff:127.0.0.1"])(
    "takes %j: this machine only",
    (host) => {
      expect(isLoopbackBind(host)).toBe(true);
      expect(bindProblem(host, {})).toBeNull();
    },
  );

  it.each([true, "0.0.0.0", "::", "192.168.1.20", "example.local", "127.0.0.1.nip.io"])(
    "refuses %j without Cloudflare Access, saying why and what to do",
    (host) => {
      expect(isLoopbackBind(host)).toBe(false);
      expect(bindProblem(host, {})).toMatch(/^refusing to listen on .*CF-Connecting-IP.*Listen on localhost/);
      expect(bindProblem(host, { DESK_ACCESS_TEAM: "acme.cloudflareaccess.com", DESK_ACCESS_AUD: " " })).not.toBeNull();
      expect(bindProblem(host, { DESK_ACCESS_AUD: "aud" })).not.toBeNull();
    },
  );

  it("lets any address through behind Access: then every desk request needs Access's token", () => {
    expect(
      bindProblem("0.0.0.0", { DESK_ACCESS_TEAM: "acme.cloudflareaccess.com", DESK_ACCESS_AUD: "aud" }),
    ).toBeNull();
  });
});
