/** The backdrop every composition starts from, and the soft ground shadow under objects. */
import { type Theme, palette, rng } from "../core/palette.ts";
import { circle, el, linear, radial, rect, stroke, uid } from "../core/svg.ts";

/** Soft gradient background with blurred colour fields, a dot grid and a few geometric accents. */
export function backdrop(w: number, h: number, t: Theme, seed: string): string {
  const r = rng(seed);
  const [g1, base] = t.dark
    ? linear(
        [
          [0, palette.brandDarker],
          [1, palette.ink],
        ],
        0,
        0,
        1,
        1,
      )
    : linear(
        [
          [0, t.bg],
          [1, palette.surface],
        ],
        0,
        0,
        1,
        1,
      );
  const [g2, glowA] = radial([
    [0, t.primary, t.dark ? 0.45 : 0.28],
    [1, t.primary, 0],
  ]);
  const [g3, glowB] = radial([
    [0, t.secondary, t.dark ? 0.3 : 0.22],
    [1, t.secondary, 0],
  ]);
  const pid = uid("grid");
  const dotColor = t.dark ? "#ffffff" : t.primary;
  const dots = el(
    "pattern",
    { id: pid, width: 28, height: 28, patternUnits: "userSpaceOnUse" },
    circle(14, 14, 2, dotColor, { opacity: t.dark ? 0.12 : 0.18 }),
  );
  const ax = w * (0.7 + r() * 0.2);
  const ay = h * (0.1 + r() * 0.2);
  const bx = w * (0.05 + r() * 0.2);
  const by = h * (0.7 + r() * 0.2);
  const accent = t.dark ? "#ffffff" : t.primary;
  return (
    g1 +
    g2 +
    g3 +
    dots +
    rect(0, 0, w, h, base) +
    circle(ax, ay, w * 0.42, glowA) +
    circle(bx, by, w * 0.38, glowB) +
    rect(w * 0.04, h * 0.06, 28 * 7, 28 * 5, `url(#${pid})`) +
    rect(w * 0.78, h * 0.68, 28 * 7, 28 * 6, `url(#${pid})`) +
    circle(w * 0.93, h * 0.16, w * 0.05, "none", { stroke: accent, "stroke-width": 3, opacity: 0.16 }) +
    rect(w * 0.03, h * 0.62, w * 0.06, w * 0.06, "none", 16, {
      stroke: t.secondary,
      "stroke-width": 3,
      opacity: 0.22,
      transform: `rotate(18 ${w * 0.06} ${h * 0.62 + w * 0.03})`,
    }) +
    plus(w * 0.5, h * 0.07, 10, accent, 0.25) +
    plus(w * 0.12, h * 0.93, 8, t.secondary, 0.35)
  );
}

/** A small plus sign. */
export const plus = (x: number, y: number, s: number, color: string, opacity = 1): string =>
  stroke(`M${x - s} ${y}h${s * 2}M${x} ${y - s}v${s * 2}`, color, s * 0.45, { opacity });

/** A soft oval shadow under an object. */
export function groundShadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.12): string {
  const [d, fill] = radial([
    [0, palette.ink, opacity],
    [1, palette.ink, 0],
  ]);
  return d + el("ellipse", { cx, cy, rx, ry, fill });
}
