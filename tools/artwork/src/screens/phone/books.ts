/** Phone screens for the reading app (PHONE.w × PHONE.h = 300 × 640). */
import { icon } from "../../core/icons.ts";
import { type Theme, palette, shade, tint } from "../../core/palette.ts";
import { at, bar, circle, path, rect, stroke } from "../../core/svg.ts";
import { PHONE } from "../../parts/devices.ts";

const W = PHONE.w;
const H = PHONE.h;

/** A book cover: colour block, spine shadow, title bars and a simple emblem. */
export function cover(x: number, y: number, w: number, c: string, emblem = 0): string {
  const h = w * 1.45;
  const e = [
    circle(w * 0.5, h * 0.62, w * 0.18, palette.white, { opacity: 0.85 }),
    path(`M${w * 0.25} ${h * 0.78}L${w * 0.5} ${h * 0.45}L${w * 0.75} ${h * 0.78}z`, palette.white, { opacity: 0.85 }),
    rect(w * 0.3, h * 0.5, w * 0.4, w * 0.4, "none", 4, {
      stroke: palette.white,
      "stroke-width": w * 0.05,
      opacity: 0.85,
    }),
  ][emblem % 3];
  return at(
    x,
    y,
    rect(0, 0, w, h, c, 6) +
      rect(0, 0, w * 0.08, h, shade(c, 0.25), 3) +
      bar(w * 0.2, h * 0.14, w * 0.6, w * 0.07, palette.white) +
      bar(w * 0.28, h * 0.14 + w * 0.12, w * 0.44, w * 0.05, palette.white, { opacity: 0.7 }) +
      (e ?? ""),
  );
}

/** Reading home: continue-reading card and two shelves. */
export function bookHome(t: Theme): string {
  const shelf = (y: number, colors: readonly string[]) =>
    colors.map((c, i) => cover(20 + i * 92, y, 78, c, i + y)).join("");
  return (
    rect(0, 0, W, H, palette.white) +
    bar(20, 74, 130, 16, palette.ink) +
    circle(264, 82, 16, tint(t.secondary, 0.5)) +
    rect(20, 110, 260, 130, tint(t.primary, 0.88), 18) +
    cover(36, 126, 68, t.primary) +
    bar(120, 134, 130, 11, palette.ink) +
    bar(120, 154, 90, 8, palette.muted) +
    bar(120, 200, 140, 6, palette.white) +
    bar(120, 200, 92, 6, t.primary) +
    rect(120, 174, 60, 18, t.secondary, 9) +
    bar(20, 262, 100, 11, palette.ink) +
    bar(236, 264, 44, 7, t.primary) +
    shelf(288, [t.secondary, palette.brand, palette.rose]) +
    bar(20, 446, 110, 11, palette.ink) +
    shelf(470, ["#0ea5e9", t.primary, shade(t.secondary, 0.2)])
  );
}

/** Reader view: paragraphs, a highlighted line and a page slider. */
export function reader(t: Theme): string {
  const widths = [250, 236, 256, 220, 0, 252, 244, 230, 256, 180, 0, 248, 238, 256, 210];
  const lines = widths
    .map((w, i) =>
      w === 0
        ? ""
        : (i === 7 ? rect(18, 150 + i * 26, w + 4, 18, tint(palette.amber, 0.6), 4) : "") +
          bar(20, 156 + i * 26, w, 7, i === 7 ? palette.ink : "#94a3b8"),
    )
    .join("");
  return (
    rect(0, 0, W, H, "#fffbeb") +
    stroke("M32 76l-8 8 8 8", palette.slate, 3) +
    bar(100, 80, 100, 8, palette.muted) +
    icon("book", 252, 72, 24, palette.slate) +
    bar(20, 118, 160, 14, palette.ink) +
    lines +
    rect(20, 568, 260, 4, "#fde68a", 2) +
    rect(20, 568, 150, 4, t.primary, 2) +
    circle(170, 570, 8, t.primary) +
    bar(20, 590, 40, 6, "#a8a29e") +
    bar(240, 590, 40, 6, "#a8a29e")
  );
}

/** Book detail: large cover, rating and a read button. */
export function bookDetail(t: Theme): string {
  return (
    rect(0, 0, W, H, palette.white) +
    rect(0, 0, W, 300, tint(t.primary, 0.85)) +
    stroke("M32 76l-8 8 8 8", palette.slate, 3) +
    icon("heart", 252, 72, 24, palette.rose) +
    cover(95, 100, 110, t.primary, 1) +
    bar(60, 300, 180, 14, palette.ink) +
    bar(95, 324, 110, 8, palette.muted) +
    [0, 1, 2, 3, 4].map((i) => icon("starFill", 86 + i * 26, 344, 22, palette.amber)).join("") +
    [0, 1, 2]
      .map(
        (i) =>
          rect(20 + i * 90, 386, 80, 56, palette.surface, 12) +
          bar(36 + i * 90, 400, 48, 10, palette.ink) +
          bar(36 + i * 90, 420, 36, 6, "#94a3b8"),
      )
      .join("") +
    [0, 1, 2].map((i) => bar(20, 462 + i * 20, 260 - i * 40, 7, "#cbd5e1")).join("") +
    rect(20, 548, 260, 52, t.primary, 16) +
    icon("book", 98, 562, 24, palette.white) +
    bar(132, 570, 70, 9, palette.white)
  );
}
