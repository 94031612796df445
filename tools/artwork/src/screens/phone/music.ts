/** Phone screens for the music app (PHONE.w × PHONE.h = 300 × 640). */
import { icon } from "../../core/icons.ts";
import { type Theme, palette, shade, tint } from "../../core/palette.ts";
import { at, bar, circle, linear, path, rect, stroke } from "../../core/svg.ts";
import { PHONE } from "../../parts/devices.ts";
import { chip } from "../../parts/ui.ts";

const W = PHONE.w;
const H = PHONE.h;

/** Album artwork: a gradient square with concentric rings and a soft wave. */
export function albumArt(x: number, y: number, s: number, a: string, b: string): string {
  const [d, f] = linear(
    [
      [0, a],
      [1, b],
    ],
    0,
    0,
    1,
    1,
  );
  return at(
    x,
    y,
    d +
      rect(0, 0, s, s, f, s * 0.08) +
      [0.42, 0.32, 0.22]
        .map((r) =>
          circle(s * 0.62, s * 0.42, s * r, "none", {
            stroke: palette.white,
            "stroke-width": s * 0.012,
            opacity: 0.35,
          }),
        )
        .join("") +
      circle(s * 0.62, s * 0.42, s * 0.1, palette.white, { opacity: 0.9 }) +
      path(
        `M0 ${s * 0.8}C${s * 0.3} ${s * 0.62} ${s * 0.55} ${s * 0.95} ${s} ${s * 0.72}V${s * 0.92}a${s * 0.08} ${s * 0.08} 0 0 1-${s * 0.08} ${s * 0.08}H${s * 0.08}a${s * 0.08} ${s * 0.08} 0 0 1-${s * 0.08}-${s * 0.08}z`,
        palette.ink,
        { opacity: 0.25 },
      ),
  );
}

/** Now-playing screen on a dark gradient. */
export function player(t: Theme): string {
  const [d, f] = linear([
    [0, shade(t.primary, 0.35)],
    [1, "#0b0a1a"],
  ]);
  const wave = Array.from({ length: 34 }, (_, i) => {
    const h = 8 + Math.abs(Math.sin(i * 1.7) * 26) + (i % 3) * 4;
    return rect(30 + i * 7.2, 560 - h / 2, 4, h, i < 14 ? t.secondary : palette.white, 2, {
      opacity: i < 14 ? 1 : 0.3,
    });
  }).join("");
  return (
    d +
    rect(0, 0, W, H, f) +
    stroke("M34 76l-8 8 8 8", palette.white, 3) +
    bar(118, 80, 64, 8, palette.white, { opacity: 0.7 }) +
    [0, 1, 2].map((i) => circle(262 + i * 0, 76 + i * 8, 2.5, palette.white)).join("") +
    albumArt(30, 110, 240, t.primary, t.secondary) +
    bar(30, 378, 170, 14, palette.white) +
    bar(30, 402, 110, 9, palette.white, { opacity: 0.5 }) +
    icon("heart", 242, 378, 28, t.secondary) +
    rect(30, 440, 240, 5, palette.white, 2.5, { opacity: 0.2 }) +
    rect(30, 440, 120, 5, palette.white, 2.5) +
    circle(150, 442.5, 8, palette.white) +
    path("M58 489v22l-16-11z", palette.white) +
    rect(38, 489, 4, 22, palette.white, 2) +
    path("M242 489v22l16-11z", palette.white) +
    rect(258, 489, 4, 22, palette.white, 2) +
    circle(150, 500, 34, palette.white) +
    rect(138, 486, 8, 28, t.primary, 3) +
    rect(154, 486, 8, 28, t.primary, 3) +
    wave
  );
}

/** Library screen: featured banner, track list and a mini player. */
export function playlist(t: Theme): string {
  const [d, f] = linear(
    [
      [0, t.primary],
      [1, t.secondary],
    ],
    0,
    0,
    1,
    1,
  );
  const rows = [0, 1, 2, 3, 4]
    .map((i) => {
      const c = [t.primary, t.secondary, palette.amber, palette.teal, palette.brand][i] ?? t.primary;
      return (
        albumArt(24, 246 + i * 58, 44, c, tint(c, 0.4)) +
        bar(80, 256 + i * 58, 110 - i * 8, 9, palette.ink) +
        bar(80, 274 + i * 58, 70, 7, "#cbd5e1") +
        (i === 1
          ? icon("heart", 248, 258 + i * 58, 22, t.secondary)
          : [0, 1, 2].map((k) => circle(258, 260 + i * 58 + k * 7, 2, "#94a3b8")).join(""))
      );
    })
    .join("");
  return (
    rect(0, 0, W, H, palette.white) +
    bar(24, 74, 120, 16, palette.ink) +
    circle(262, 82, 16, tint(t.primary, 0.7)) +
    d +
    rect(24, 110, 252, 110, f, 18) +
    icon("music", 208, 126, 52, palette.white, 1.6) +
    bar(44, 140, 110, 12, palette.white) +
    bar(44, 162, 80, 8, palette.white, { opacity: 0.7 }) +
    rect(44, 184, 64, 22, palette.white, 11) +
    bar(58, 192, 36, 6, t.primary) +
    rows +
    rect(16, 556, 268, 64, palette.ink, 18) +
    albumArt(28, 566, 44, t.secondary, t.primary) +
    bar(84, 578, 100, 8, palette.white) +
    bar(84, 594, 60, 6, palette.white, { opacity: 0.5 }) +
    circle(250, 588, 18, t.secondary) +
    path("M245 580v16l13-8z", palette.white)
  );
}

/** Creator dashboard: plays chart and audience by city. */
export function creatorStats(t: Theme): string {
  const bars = [0.45, 0.6, 0.52, 0.8, 0.7, 0.95, 0.75]
    .map((v, i) => rect(40 + i * 32, 330 - v * 150, 20, v * 150, i === 5 ? t.primary : tint(t.primary, 0.7), 6))
    .join("");
  const cities = [0.85, 0.6, 0.42, 0.3]
    .map(
      (v, i) =>
        bar(24, 396 + i * 52, 80, 8, palette.slate) +
        bar(24, 414 + i * 52, 252, 8, "#f1f5f9") +
        bar(24, 414 + i * 52, 252 * v, 8, i === 0 ? t.secondary : t.primary),
    )
    .join("");
  return (
    rect(0, 0, W, H, palette.surface) +
    circle(44, 84, 20, tint(t.secondary, 0.5)) +
    bar(74, 74, 110, 10, palette.ink) +
    bar(74, 92, 70, 7, "#94a3b8") +
    rect(16, 124, 268, 230, palette.white, 18, { stroke: palette.line }) +
    bar(32, 142, 80, 8, "#94a3b8") +
    bar(32, 160, 120, 18, palette.ink) +
    chip(196, 142, 72, t.secondary) +
    bars +
    cities
  );
}
