/**
 * The store's figures (src/server/leads/figures.ts) as the desk's figures page shows them: a row
 * per week with its counts by form, by outcome and by hold reason, the window's totals, and each
 * channel's delivery times. Pure: the page and its tests read the same shape.
 */
import { legacyVariants } from "../content/contact";
import { channelLabel } from "../server/leads/channels/label";
import { isoWeek, type DeliveryTime, type Figures, type Outcome } from "../server/leads/figures";
import { own } from "../server/leads/own";

/** One week (or the window's total) of the figures. */
export interface FigureRow {
  /** `2026-W48`, or null for the total. */
  week: string | null;
  /** The week's Monday (epoch ms), or the window's first. */
  start: number;
  received: number;
  byForm: Record<string, number>;
  byOutcome: Record<Outcome, number>;
  heldBy: Record<string, number>;
}

/** The figures page's data: every week oldest first, the total, the forms and reasons that occur. */
export interface DeskFigures {
  weeks: FigureRow[];
  total: FigureRow;
  forms: string[];
  reasons: string[];
  /** Each channel's delivery times, with its name in words (`label`). */
  deliveryTimes: (DeliveryTime & { label: string })[];
  until: number;
}

const emptyRow = (week: string | null, start: number): FigureRow => ({
  week,
  start,
  received: 0,
  byForm: {},
  byOutcome: { delivered: 0, pending: 0, held: 0, failed: 0 },
  heldBy: {},
});

const add = (counts: Record<string, number>, key: string, n: number) => {
  counts[key] = (counts[key] ?? 0) + n;
};

/** The store's figures as rows: a form stored under the spec's letter counts under its name. */
export function deskFigures(figures: Figures): DeskFigures {
  const weeks = figures.weeks.map((start) => emptyRow(isoWeek(start), start));
  const total = emptyRow(null, figures.weeks[0] ?? figures.until);
  const forms = new Set<string>();
  const reasons = new Set<string>();
  for (const count of figures.counts) {
    const row = weeks.find((week) => week.start === count.week);
    if (!row) continue;
    const form = own<string>(legacyVariants, count.form) ?? count.form;
    forms.add(form);
    for (const target of [row, total]) {
      target.received += count.count;
      add(target.byForm, form, count.count);
      target.byOutcome[count.outcome] += count.count;
      if (count.outcome === "held") add(target.heldBy, count.reason ?? "", count.count);
    }
    if (count.outcome === "held") reasons.add(count.reason ?? "");
  }
  return {
    weeks,
    total,
    forms: [...forms].sort(),
    reasons: [...reasons].sort(),
    deliveryTimes: figures.deliveryTimes.map((time) => ({ ...time, label: channelLabel(time.channel) })),
    until: figures.until,
  };
}

/** A share as a percentage with one decimal (`6.7%`), or `–` of nothing. */
export function percent(part: number, whole: number): string {
  return whole === 0 ? "–" : `${((part / whole) * 100).toFixed(1)}%`;
}

/**
 * A duration in words an operator reads at a glance: seconds under two minutes, minutes under two
 * hours, hours under two days, else days (one decimal below ten of the unit).
 *
 * @example duration(1_500) // "1.5 s"; duration(7_200_000) // "2.0 h"
 */
export function duration(ms: number | null): string {
  if (ms === null) return "–";
  const units: [number, string][] = [
    [86_400_000, "days"],
    [3_600_000, "h"],
    [60_000, "min"],
    [1_000, "s"],
  ];
  const [size, unit] = units.find(([size]) => ms >= 2 * size) ?? [1_000, "s"];
  const value = ms / size;
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${unit}`;
}
