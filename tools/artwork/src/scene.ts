/** Backdrops and small decorative motifs shared by all compositions. */
import { palette, rng, tint } from "./palette.ts";
import { at, circle, el, g, linear, path, radial, rect, stroke, uid } from "./svg.ts";

export interface Theme {
  primary: string;
  secondary: string;
  /** Page background tint. */
  bg: string;
  /** Dark backdrop instead of a light one. */
  dark?: boolean;
}

/** Soft gradient background with blurred colour fields, a dot grid and a few geometric accents. */
export function backdrop(w: number, h: number, t: Theme, seed: string): string {
  const r = rng(seed);
  const [g1, base] = t.dark
    ? linear(
        [
          [0, "#1e1b4b"],
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

/** A generic image placeholder: a gradient tile with a sun and hills. */
export function photo(x: number, y: number, w: number, h: number, a: string, b: string, rx = 10): string {
  const [d, fill] = linear(
    [
      [0, tint(a, 0.55)],
      [1, tint(b, 0.35)],
    ],
    0,
    0,
    1,
    1,
  );
  const hills =
    path(
      `M0 ${h}V${h * 0.7}C${w * 0.25} ${h * 0.45} ${w * 0.45} ${h * 0.5} ${w * 0.6} ${h * 0.68}S${w * 0.85} ${h * 0.55} ${w} ${h * 0.62}V${h}z`,
      a,
      { opacity: 0.55 },
    ) +
    path(`M0 ${h}V${h * 0.85}C${w * 0.3} ${h * 0.7} ${w * 0.6} ${h * 0.78} ${w} ${h * 0.8}V${h}z`, b, { opacity: 0.6 });
  const clip = uid("ph");
  return at(
    x,
    y,
    d +
      el("clipPath", { id: clip }, rect(0, 0, w, h, "#000", rx)) +
      g(
        rect(0, 0, w, h, fill) +
          circle(w * 0.72, h * 0.32, Math.min(w, h) * 0.12, palette.white, { opacity: 0.8 }) +
          hills,
        {
          "clip-path": `url(#${clip})`,
        },
      ),
  );
}

/** A pill "tag" with a coloured dot, used as a label without text. */
export function chip(x: number, y: number, w: number, color: string, filled = false): string {
  return (
    rect(x, y, w, 28, filled ? color : tint(color, 0.85), 14) +
    circle(x + 14, y + 14, 5, filled ? palette.white : color) +
    rect(x + 26, y + 11, w - 40, 6, filled ? palette.white : tint(color, 0.3), 3, { opacity: filled ? 0.85 : 1 })
  );
}

/** Sparkline path through `values` (0..1) inside a w × h box. */
export function sparkPath(values: readonly number[], w: number, h: number): string {
  const step = w / (values.length - 1);
  const pts = values.map((v, i) => [i * step, h - v * h] as const);
  let d = `M${pts[0]?.[0] ?? 0} ${pts[0]?.[1] ?? 0}`;
  for (let i = 1; i < pts.length; i++) {
    const [px, py] = pts[i - 1] ?? [0, 0];
    const [x, y] = pts[i] ?? [0, 0];
    const cx = (px + x) / 2;
    d += `C${cx} ${py} ${cx} ${y} ${x} ${y}`;
  }
  return d;
}

/** A donut ring showing `share` (0..1) of a circle. */
export function ring(
  cx: number,
  cy: number,
  r: number,
  share: number,
  color: string,
  track: string,
  width: number,
): string {
  const c = 2 * Math.PI * r;
  return (
    circle(cx, cy, r, "none", { stroke: track, "stroke-width": width }) +
    circle(cx, cy, r, "none", {
      stroke: color,
      "stroke-width": width,
      "stroke-linecap": "round",
      "stroke-dasharray": `${(c * share).toFixed(1)} ${c.toFixed(1)}`,
      transform: `rotate(-90 ${cx} ${cy})`,
    })
  );
}
