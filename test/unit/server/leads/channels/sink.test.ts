import { describe, expect, it } from "vitest";
import { isLocalRequest } from "../../../../../src/server/leads/channels/sink";

describe("contact helpers", () => {
  it("treats only loopback host names as local", () => {
    expect(isLocalRequest("http://localhost:8787/api/contact")).toBe(true);
    expect(isLocalRequest("http://127.0.0.1:8787/api/contact")).toBe(true);
    expect(isLocalRequest("https://www.example-offshore.dev/api/contact")).toBe(false);
  });
});
