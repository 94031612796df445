import { describe, expect, it } from "vitest";
import { alarmChange, earliest } from "../../../../src/server/leads/alarm";

describe("alarmChange", () => {
  it("deletes the alarm when there is nothing to wake for", () => {
    expect(alarmChange(5_000, null, 1_000)).toBe("delete");
    expect(alarmChange(null, null, 1_000)).toBe("delete");
  });

  it("sets one where there is none, and moves a later one earlier", () => {
    expect(alarmChange(null, 5_000, 1_000)).toEqual({ set: 5_000 });
    expect(alarmChange(9_000, 5_000, 1_000)).toEqual({ set: 5_000 });
  });

  it("keeps one at the time wanted; moves an earlier one, which would run for nothing, to it", () => {
    expect(alarmChange(5_000, 5_000, 1_000)).toBe("keep");
    expect(alarmChange(3_000, 5_000, 1_000)).toEqual({ set: 5_000 });
    expect(alarmChange(1_000, 5_000, 1_000)).toEqual({ set: 5_000 });
  });

  it("never sets one within a second of the last run (notBefore), whatever is due", () => {
    expect(alarmChange(null, 1_000, 1_000, 1_800)).toEqual({ set: 1_800 });
    expect(alarmChange(1_200, 1_000, 1_000, 1_800)).toEqual({ set: 1_800 });
    expect(alarmChange(1_800, 900, 1_000, 1_800)).toBe("keep");
    expect(alarmChange(null, 5_000, 1_000, 1_800)).toEqual({ set: 5_000 });
  });

  it("never sets one in the past: a lost alarm or a due time gone by is now", () => {
    expect(alarmChange(500, 5_000, 1_000)).toEqual({ set: 5_000 });
    expect(alarmChange(null, 200, 1_000)).toEqual({ set: 1_000 });
    expect(alarmChange(500, 200, 1_000)).toEqual({ set: 1_000 });
  });
});

describe("earliest", () => {
  it("is the earlier time, or the one there is", () => {
    expect(earliest(3, 7)).toBe(3);
    expect(earliest(7, 3)).toBe(3);
    expect(earliest(null, 7)).toBe(7);
    expect(earliest(3, null)).toBe(3);
    expect(earliest(null, null)).toBeNull();
  });
});
