import { describe, expect, it } from "vitest";
import { deskFigures, duration, percent } from "../../../src/desk/figureRows";
import type { Figures } from "../../../src/server/leads/figures";
import { axisTop } from "../../../src/desk/views/WeekChart";

const WEEK = 7 * 86_400_000;
const start = Date.parse("2026-11-16T00:00:00.000Z");

describe("deskFigures", () => {
  it("adds the store's counts up per week and over the window, a legacy letter under its form's name", () => {
    const figures: Figures = {
      weeks: [start, start + WEEK],
      until: start + WEEK + 1,
      deliveryTimes: [],
      counts: [
        { week: start, form: "contact", outcome: "delivered", reason: null, count: 3 },
        { week: start, form: "B", outcome: "held", reason: "honeypot", count: 2 },
        { week: start + WEEK, form: "hire", outcome: "held", reason: "too_many_links", count: 1 },
        { week: start + WEEK, form: "hire", outcome: "failed", reason: null, count: 4 },
      ],
    };
    const { weeks, total, forms, reasons } = deskFigures(figures);
    expect(weeks.map((w) => w.week)).toEqual(["2026-W47", "2026-W48"]);
    expect(weeks[0]).toMatchObject({
      received: 5,
      byForm: { contact: 5 },
      byOutcome: { delivered: 3, pending: 0, held: 2, failed: 0 },
      heldBy: { honeypot: 2 },
    });
    expect(total).toMatchObject({
      week: null,
      received: 10,
      byForm: { contact: 5, hire: 5 },
      byOutcome: { delivered: 3, pending: 0, held: 3, failed: 4 },
      heldBy: { honeypot: 2, too_many_links: 1 },
    });
    expect(forms).toEqual(["contact", "hire"]);
    expect(reasons).toEqual(["honeypot", "too_many_links"]);
  });
});

describe("the figures' words", () => {
  it("writes a duration in the unit an operator reads at a glance", () => {
    expect(duration(null)).toBe("–");
    expect(duration(250)).toBe("0.3 s");
    expect(duration(1_500)).toBe("1.5 s");
    expect(duration(90_000)).toBe("90 s");
    expect(duration(150_000)).toBe("2.5 min");
    expect(duration(7_200_000)).toBe("2.0 h");
    expect(duration(3 * 86_400_000)).toBe("3.0 days");
  });

  it("writes a share with one decimal, and none of nothing", () => {
    expect(percent(1, 3)).toBe("33.3%");
    expect(percent(0, 0)).toBe("–");
  });

  it("tops the chart's axis at a round number at or above the largest bar", () => {
    expect([0, 1, 3, 7, 10, 11, 48, 120].map(axisTop)).toEqual([1, 1, 5, 10, 10, 20, 50, 200]);
  });
});
