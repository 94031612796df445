/** Larger objects for the illustrations: globe, servers, envelope, target, mountains, telescope. */
import { palette, shade, tint } from "../core/palette.ts";
import { at, bar, circle, clipped, ellipse, g, linear, path, rect, shadow, stroke } from "../core/svg.ts";

/** A globe with abstract continents, meridians and glowing nodes. */
export function globe(cx: number, cy: number, r: number, c: string, c2: string): string {
  const [gd, gf] = linear(
    [
      [0, tint(c, 0.85)],
      [1, tint(c, 0.6)],
    ],
    0,
    0,
    1,
    1,
  );
  const land =
    path(
      `M${cx - r * 0.7} ${cy - r * 0.35}c${r * 0.2} -${r * 0.3} ${r * 0.55} -${r * 0.25} ${r * 0.6} 0s-${r * 0.1} ${r * 0.4} -${r * 0.35} ${r * 0.45}s-${r * 0.4} -${r * 0.2} -${r * 0.25} -${r * 0.45}z`,
      c2,
      { opacity: 0.55 },
    ) +
    path(
      `M${cx + r * 0.1} ${cy - r * 0.65}c${r * 0.3} -${r * 0.1} ${r * 0.6} ${r * 0.1} ${r * 0.55} ${r * 0.45}s-${r * 0.35} ${r * 0.2} -${r * 0.45} -${r * 0.05}s-${r * 0.25} -${r * 0.3} -${r * 0.1} -${r * 0.4}z`,
      c2,
      { opacity: 0.55 },
    ) +
    path(
      `M${cx - r * 0.1} ${cy + r * 0.2}c${r * 0.35} -${r * 0.05} ${r * 0.55} ${r * 0.2} ${r * 0.4} ${r * 0.5}s-${r * 0.4} ${r * 0.15} -${r * 0.5} -${r * 0.1}s${r * 0.0} -${r * 0.35} ${r * 0.1} -${r * 0.4}z`,
      c2,
      { opacity: 0.55 },
    );
  const lines =
    ellipse(cx, cy, r * 0.45, r, "none", { stroke: palette.white, "stroke-width": 3, opacity: 0.6 }) +
    ellipse(cx, cy, r, r * 0.4, "none", { stroke: palette.white, "stroke-width": 3, opacity: 0.6 }) +
    stroke(`M${cx - r} ${cy}H${cx + r}M${cx} ${cy - r}V${cy + r}`, palette.white, 3, { opacity: 0.6 });
  return gd + circle(cx, cy, r, gf, shadow("lg")) + clipped(cx - r, cy - r, r * 2, r * 2, r, land + lines);
}

/** A server rack with `units` blades. */
export function serverRack(x: number, y: number, w: number, units: number, c: string): string {
  const blades = Array.from(
    { length: units },
    (_, i) =>
      rect(14, 14 + i * 62, w - 28, 50, "#1e293b", 10) +
      circle(38, 39 + i * 62, 6, i % 2 ? palette.teal : "#34d399") +
      circle(58, 39 + i * 62, 6, i === 1 ? palette.amber : "#475569") +
      [0, 1, 2, 3].map((k) => rect(w - 110 + k * 18, 28 + i * 62, 8, 22, "#475569", 3)).join(""),
  ).join("");
  return at(
    x,
    y,
    rect(0, 0, w, units * 62 + 18, palette.ink, 18, shadow("lg")) +
      blades +
      rect(w * 0.2, units * 62 + 18, 16, 24, shade(c, 0.3)) +
      rect(w * 0.8 - 16, units * 62 + 18, 16, 24, shade(c, 0.3)),
  );
}

/** A fluffy cloud, w wide. */
export const cloud = (x: number, y: number, w: number, c: string = palette.white): string =>
  at(
    x,
    y,
    path(
      `M${w * 0.2} ${w * 0.5}a${w * 0.18} ${w * 0.18} 0 0 1 ${w * 0.08}-${w * 0.34}a${w * 0.24} ${w * 0.24} 0 0 1 ${w * 0.44}-${w * 0.04}a${w * 0.2} ${w * 0.2} 0 0 1 ${w * 0.1} ${w * 0.38}z`,
      c,
      shadow("md"),
    ),
  );

/** An open envelope with a letter sliding out. */
export function envelope(x: number, y: number, w: number, c: string): string {
  const h = w * 0.66;
  return at(
    x,
    y,
    path(`M0 ${h * 0.3}L${w / 2} -${h * 0.12}L${w} ${h * 0.3}z`, shade(c, 0.2)) +
      rect(w * 0.1, -h * 0.28, w * 0.8, h * 0.8, palette.white, 12, shadow("sm")) +
      bar(w * 0.18, -h * 0.16, w * 0.4, 14, palette.ink) +
      bar(w * 0.18, -h * 0.04, w * 0.6, 10, "#cbd5e1") +
      bar(w * 0.18, h * 0.06, w * 0.5, 10, "#cbd5e1") +
      path(`M0 ${h * 0.3}V${h}H${w}V${h * 0.3}L${w / 2} ${h * 0.68}z`, c, shadow("md")) +
      path(`M0 ${h}L${w * 0.4} ${h * 0.58}M${w} ${h}L${w * 0.6} ${h * 0.58}`, "none", {
        stroke: shade(c, 0.15),
        "stroke-width": 4,
      }),
  );
}

/** A paper plane. */
export const paperPlane = (x: number, y: number, s: number, c: string): string =>
  at(
    x,
    y,
    path("M0 40L120 0L80 110L58 66z", c) +
      path("M58 66L120 0L70 80z", shade(c, 0.2)) +
      path("M58 66L62 100L70 80z", shade(c, 0.35)),
    s,
  );

/** A target with an arrow in the bullseye. */
export function target(cx: number, cy: number, r: number, c: string): string {
  const rings = [1, 0.78, 0.56, 0.34, 0.14]
    .map((k, i) => circle(cx, cy, r * k, i % 2 === 0 ? (i === 4 ? palette.rose : c) : palette.white))
    .join("");
  const arrow = g(
    stroke(`M0 0L${r * 1.1} -${r * 0.8}`, palette.ink, 8) +
      path(`M${r * 1.1} -${r * 0.8}l10 -34 18 22z`, palette.amber) +
      path(`M${r * 1.02} -${r * 0.74}l-2 -30 22 18z`, shade(palette.amber, 0.2)),
    { transform: `translate(${cx} ${cy})` },
  );
  return circle(cx, cy, r, c, shadow("lg")) + rings + arrow;
}

/** Two mountains with a flag on the higher peak. */
export function mountains(x: number, y: number, w: number, c: string): string {
  const h = w * 0.6;
  return at(
    x,
    y,
    path(`M${w * 0.35} ${h}L${w * 0.72} ${h * 0.25}L${w} ${h}z`, tint(c, 0.45)) +
      path(`M0 ${h}L${w * 0.4} 0L${w * 0.8} ${h}z`, c) +
      path(
        `M${w * 0.4} 0L${w * 0.3} ${h * 0.2}l${w * 0.05} ${h * 0.05}l${w * 0.05} -${h * 0.06}l${w * 0.05} ${h * 0.06}l${w * 0.05} -${h * 0.05}z`,
        palette.white,
      ) +
      stroke(`M${w * 0.4} 0V-${h * 0.3}`, palette.ink, 5) +
      path(
        `M${w * 0.4} -${h * 0.3}h${w * 0.16}l-${w * 0.04} ${h * 0.07}l${w * 0.04} ${h * 0.07}h-${w * 0.16}z`,
        palette.amber,
      ),
  );
}

/** A telescope on a tripod pointing up-right. */
export const telescope = (x: number, y: number, s: number, c: string): string =>
  at(
    x,
    y,
    stroke("M0 0L-60 150M0 0L60 150M0 0V150", palette.slate, 8) +
      g(
        rect(-110, -26, 220, 52, c, 20) +
          rect(90, -34, 50, 68, shade(c, 0.2), 14) +
          rect(-140, -18, 40, 36, shade(c, 0.3), 10) +
          rect(-30, -30, 30, 60, tint(c, 0.3), 6),
        { transform: "rotate(-28)" },
      ),
    s,
  );

/** A jigsaw piece, 100 units square plus knobs. */
export const puzzle = (x: number, y: number, s: number, c: string, rot = 0): string =>
  at(
    x,
    y,
    path(
      "M0 0h35a15 15 0 0 1 30 0h35v35a15 15 0 0 1 0 30v35H65a15 15 0 0 0-30 0H0V65a15 15 0 0 0 0-30z",
      c,
      shadow("sm"),
    ),
    s,
    rot,
  );

/** A megaphone, about 200 × 150 at scale 1. */
export const megaphone = (x: number, y: number, s: number, c: string): string =>
  at(
    x,
    y,
    path("M0 50h40l110-50v150L40 100H0z", c) +
      rect(0, 46, 44, 58, shade(c, 0.2), 10) +
      path("M40 100l20 60h30l-16-60z", shade(c, 0.3)) +
      stroke("M175 40q25 35 0 70M195 20q40 55 0 110", c, 8, { opacity: 0.5 }),
    s,
  );

/** A magnifying glass, lens radius r. */
export const magnifier = (cx: number, cy: number, r: number, c: string): string =>
  stroke(`M${cx + r * 0.7} ${cy + r * 0.7}L${cx + r * 1.5} ${cy + r * 1.5}`, palette.ink, r * 0.28) +
  circle(cx, cy, r, palette.white, { opacity: 0.55 }) +
  circle(cx, cy, r, "none", { stroke: c, "stroke-width": r * 0.16 }) +
  path(`M${cx - r * 0.55} ${cy - r * 0.15}a${r * 0.6} ${r * 0.6} 0 0 1 ${r * 0.45}-${r * 0.45}`, "none", {
    stroke: palette.white,
    "stroke-width": r * 0.1,
    "stroke-linecap": "round",
  });

/** A sun over the horizon. */
export const sunrise = (cx: number, cy: number, r: number): string =>
  circle(cx, cy, r * 1.4, palette.amber, { opacity: 0.15 }) + circle(cx, cy, r, palette.amber);
