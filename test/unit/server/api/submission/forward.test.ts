import { describe, expect, it } from "vitest";
import { cleanProviderMessage } from "../../../../../src/server/api/submission/forward";

describe("contact helpers", () => {
  it("redacts the secret from provider messages and bounds them", () => {
    expect(cleanProviderMessage("Invalid key s3cret\n", "s3cret")).toBe("Invalid key [redacted]");
    expect(cleanProviderMessage(42, "s3cret")).toBeNull();
    expect(cleanProviderMessage("x".repeat(1000), "k")?.length).toBe(300);
  });
});
