// @vitest-environment jsdom
/**
 * The cross suite's error probe (test/cross/driver/frontProxy.ts) and how a driver reads it
 * (base.ts): in WebKit it is the only record of a page's console errors, so a page without a
 * record must fail, never read as clean.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { probeRecord } from "../../../cross/driver/base";
import { PROBE_KEY, probeSource } from "../../../cross/driver/frontProxy";

const stored = () => JSON.parse(sessionStorage.getItem(PROBE_KEY) ?? "null") as unknown;
// Each test is one page: the probe's console wrapper and listeners are undone after it.
const originalError = console.error;
const listeners: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] = [];
const runProbe = () => {
  console.error = () => undefined; // what the probe wraps: silent here
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, "addEventListener").mockImplementation((type, listener, options) => {
    listeners.push([type, listener, options]);
    add(type, listener, options);
  });
  window.eval(probeSource);
  vi.restoreAllMocks();
};

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  console.error = originalError;
  for (const [type, listener, options] of listeners.splice(0)) window.removeEventListener(type, listener, options);
});

describe("the probe", () => {
  it("writes its record as the page starts, before anything goes wrong", () => {
    runProbe();
    expect(probeRecord(stored(), "test")).toEqual({ errors: [], csp: [] });
  });

  it("records console errors and uncaught exceptions after an earlier page's", () => {
    sessionStorage.setItem(PROBE_KEY, JSON.stringify({ errors: ["earlier page"], csp: [] }));
    runProbe();
    console.error("this page broke", new TypeError("x is undefined"));
    window.dispatchEvent(new ErrorEvent("error", { message: "Uncaught boom" }));
    expect(probeRecord(stored(), "test").errors).toEqual([
      "earlier page",
      "this page broke TypeError: x is undefined",
      "pageerror: Uncaught boom",
    ]);
  });
});

describe("reading the record", () => {
  it.each([
    ["no record at all", null],
    ["an unreadable storage", "SecurityError: The operation is insecure."],
    ["a record without its error list", { csp: [] }],
    ["a record whose errors are not strings", { errors: [{}], csp: [] }],
  ])("fails on %s", (_case, raw) => {
    expect(() => probeRecord(raw, "webkit")).toThrow(/webkit: no cross-probe record/);
  });

  it("returns the lists of a record", () => {
    expect(probeRecord({ errors: ["e"], csp: ["c"], reveals: ["none"] }, "webkit")).toEqual({
      errors: ["e"],
      csp: ["c"],
    });
  });
});
