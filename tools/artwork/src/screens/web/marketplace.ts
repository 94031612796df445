/** Website screen of the construction-supplies marketplace (WEB.w × WEB.h = 1000 × 620). */
import { icon } from "../../core/icons.ts";
import { type Theme, palette, shade, tint } from "../../core/palette.ts";
import { at, bar, circle, linear, rect, stroke } from "../../core/svg.ts";
import { bricks, bucket, cone, hardHat } from "../../parts/construction.ts";
import { WEB } from "../../parts/devices.ts";
import { nav } from "./nav.ts";

const W = WEB.w;

/** A product tile: picture area, two lines, a price and an add button. */
function productCard(x: number, y: number, w: number, t: Theme, art: string, bg: string): string {
  return at(
    x,
    y,
    rect(0, 0, w, 250, palette.white, 14, { stroke: palette.line }) +
      rect(10, 10, w - 20, 130, bg, 10) +
      art +
      bar(14, 156, w * 0.7, 9, palette.ink) +
      bar(14, 174, w * 0.45, 7, "#cbd5e1") +
      bar(14, 206, 56, 12, shade(t.primary, 0.2)) +
      rect(w - 46, 198, 32, 32, t.primary, 10) +
      stroke(`M${w - 30} 206v16M${w - 38} 214h16`, palette.white, 3),
  );
}

/** Construction-supplies marketplace: search, filters, promo hero and a product grid. */
export function marketplace(t: Theme): string {
  const [gd, gf] = linear(
    [
      [0, t.primary],
      [1, shade(t.primary, 0.25)],
    ],
    0,
    0,
    1,
    1,
  );
  const filters = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        rect(44, 130 + i * 34, 16, 16, i < 2 ? t.primary : palette.white, 4, {
          stroke: i < 2 ? "none" : "#cbd5e1",
          "stroke-width": 2,
        }) + bar(70, 134 + i * 34, 60 + ((i * 29) % 50), 8, "#cbd5e1"),
    )
    .join("");
  const cw = 171;
  const arts = [
    hardHat(cw / 2 - 45 + 0, 34, 90, t.primary),
    bricks(cw / 2 - 50, 42, 100),
    cone(cw / 2 - 38, 28, 76),
    bucket(cw / 2 - 42, 40, 84, t.secondary),
  ];
  const bgs = [tint(t.primary, 0.85), "#fef2f2", "#fff7ed", tint(t.secondary, 0.88)];
  const grid = [
    ...arts,
    hardHat(cw / 2 - 45, 34, 90, t.secondary),
    cone(cw / 2 - 38, 28, 76),
    bricks(cw / 2 - 50, 42, 100, "#78716c"),
    bucket(cw / 2 - 42, 40, 84, t.primary),
  ]
    .map((a, i) =>
      productCard(
        240 + (i % 4) * (cw + 16),
        262 + Math.floor(i / 4) * 268,
        cw,
        t,
        a,
        bgs[(i + Math.floor(i / 4)) % 4] ?? palette.surface,
      ),
    )
    .join("");
  return (
    rect(0, 0, W, 620, palette.surface) +
    nav(t, true) +
    rect(28, 84, 190, 380, palette.white, 14, { stroke: palette.line }) +
    bar(44, 102, 90, 10, palette.ink) +
    filters +
    bar(44, 316, 70, 9, palette.ink) +
    rect(44, 346, 158, 4, palette.line, 2) +
    rect(70, 346, 90, 4, t.primary, 2) +
    circle(70, 348, 9, palette.white, { stroke: t.primary, "stroke-width": 3 }) +
    circle(160, 348, 9, palette.white, { stroke: t.primary, "stroke-width": 3 }) +
    rect(44, 390, 158, 52, tint(t.secondary, 0.9), 10) +
    icon("check", 56, 404, 24, t.secondary, 2.5) +
    bar(90, 412, 90, 8, t.secondary) +
    gd +
    rect(240, 84, 732, 160, gf, 16) +
    bar(272, 118, 250, 18, palette.white) +
    bar(272, 148, 180, 18, palette.white, { opacity: 0.85 }) +
    bar(272, 184, 200, 8, palette.white, { opacity: 0.6 }) +
    rect(272, 204, 110, 28, palette.ink, 14) +
    bar(292, 215, 70, 6, palette.white) +
    bricks(740, 150, 130, "#fde68a") +
    hardHat(800, 94, 110, palette.white) +
    cone(680, 150, 70) +
    grid
  );
}
