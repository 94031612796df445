import { afterEach, describe, expect, it, vi } from "vitest";
import { log } from "../../../src/server/log";

describe("log", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ["info", "log"],
    ["warn", "warn"],
    ["error", "error"],
  ] as const)("writes a %s line to console.%s as one JSON object", (level, stream) => {
    const spies = {
      log: vi.spyOn(console, "log").mockImplementation(() => undefined),
      warn: vi.spyOn(console, "warn").mockImplementation(() => undefined),
      error: vi.spyOn(console, "error").mockImplementation(() => undefined),
    };
    log(level, "lead_stored", { lead: "abc.123", attempts: 2 });
    expect(spies[stream]).toHaveBeenCalledTimes(1);
    for (const [name, spy] of Object.entries(spies)) if (name !== stream) expect(spy).not.toHaveBeenCalled();
    const line = String(spies[stream].mock.calls[0]?.[0]);
    expect(line).not.toContain("\n");
    expect(JSON.parse(line)).toEqual({ level, event: "lead_stored", lead: "abc.123", attempts: 2 });
  });

  it("leaves out fields that are undefined", () => {
    const spy = vi.spyOn(console, "log").mockImplementation(() => undefined);
    log("info", "contact_accepted", { status: 200, reason: undefined });
    expect(JSON.parse(String(spy.mock.calls[0]?.[0]))).toEqual({
      level: "info",
      event: "contact_accepted",
      status: 200,
    });
  });
});
