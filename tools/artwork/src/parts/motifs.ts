/** Small decorative motifs for the illustrations: rocket, gear, speech bubble, sparkle, map pin. */
import { type IconName, icon } from "../core/icons.ts";
import { palette, shade, tint } from "../core/palette.ts";
import { at, bar, circle, g, linear, path, rect, shadow } from "../core/svg.ts";

/** A flat rocket pointing up-right, about 180 × 180 at scale 1. */
export function rocket(x: number, y: number, s: number, c: string): string {
  const [fd, ff] = linear([
    [0, palette.amber],
    [1, palette.rose, 0],
  ]);
  return at(
    x,
    y,
    g(
      fd +
        path("M-22 70q22 90 22 110q0 -20 22 -110z", ff) +
        path("M0 -90C40 -60 44 0 30 70H-30C-44 0 -40 -60 0 -90z", palette.white, {
          stroke: "#cbd5e1",
          "stroke-width": 3,
        }) +
        path("M0 -90C20 -75 30 -55 34 -36H-34C-30 -55 -20 -75 0 -90z", c) +
        circle(0, 0, 16, tint(c, 0.6), { stroke: c, "stroke-width": 6 }) +
        path("M-30 30L-58 70V92L-30 70z", shade(c, 0.15)) +
        path("M30 30L58 70V92L30 70z", shade(c, 0.15)) +
        rect(-6, 40, 12, 46, shade(c, 0.15), 6),
      { transform: "rotate(40)" },
    ),
    s,
  );
}

/** A gear with `teeth` teeth. */
export function gear(cx: number, cy: number, r: number, c: string, teeth = 8): string {
  let d = "";
  for (let i = 0; i < teeth * 2; i++) {
    const a0 = (i / (teeth * 2)) * Math.PI * 2;
    const a1 = ((i + 1) / (teeth * 2)) * Math.PI * 2;
    const rr = i % 2 === 0 ? r : r * 0.82;
    const p0 = `${(cx + Math.cos(a0) * rr).toFixed(1)} ${(cy + Math.sin(a0) * rr).toFixed(1)}`;
    const p1 = `${(cx + Math.cos(a1) * rr).toFixed(1)} ${(cy + Math.sin(a1) * rr).toFixed(1)}`;
    d += `${i === 0 ? "M" : "L"}${p0}L${p1}`;
  }
  return path(`${d}z`, c) + circle(cx, cy, r * 0.58, shade(c, 0.12)) + circle(cx, cy, r * 0.28, palette.white);
}

/** A speech bubble with two lines. */
export const bubble = (x: number, y: number, w: number, c: string, tailLeft = true): string =>
  at(
    x,
    y,
    path(
      `M16 0H${w - 16}a16 16 0 0 1 16 16v28a16 16 0 0 1-16 16H${tailLeft ? 34 : w - 18}l${tailLeft ? -16 : 14} 16v-16H16A16 16 0 0 1 0 44V16A16 16 0 0 1 16 0z`,
      c,
      shadow("sm"),
    ) +
      bar(18, 18, w * 0.55, 8, c === palette.white ? palette.ink : palette.white) +
      bar(18, 34, w * 0.35, 7, c === palette.white ? "#cbd5e1" : palette.white, { opacity: 0.7 }),
  );

/** Sparkle (four-point star). */
export const sparkle = (cx: number, cy: number, r: number, c: string): string =>
  path(
    `M${cx} ${cy - r}Q${cx} ${cy} ${cx + r} ${cy}Q${cx} ${cy} ${cx} ${cy + r}Q${cx} ${cy} ${cx - r} ${cy}Q${cx} ${cy} ${cx} ${cy - r}z`,
    c,
  );

/** A map pin with an icon inside. */
export const mapPin = (x: number, y: number, s: number, c: string, name: IconName): string =>
  at(
    x - s / 2,
    y - s * 1.3,
    path(
      `M${s / 2} ${s * 1.3}C${s * 0.2} ${s} 0 ${s * 0.75} 0 ${s / 2}a${s / 2} ${s / 2} 0 0 1 ${s} 0c0 ${s * 0.25}-${s * 0.2} ${s * 0.5}-${s / 2} ${s * 0.8}z`,
      c,
      shadow("sm"),
    ) +
      circle(s / 2, s / 2, s * 0.36, palette.white) +
      icon(name, s * 0.26, s * 0.26, s * 0.48, c),
  );
