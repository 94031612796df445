/** Design board for the architecture studio's website (BOARD.w × BOARD.h = 820 × 640). */
import { type Theme, palette, shade, tint } from "../../core/palette.ts";
import { bar, circle, path, rect, stroke } from "../../core/svg.ts";
import { building } from "../../parts/construction.ts";
import { artboard, cursor, selection, swatches, typeScale } from "./elements.ts";

/** Architecture studio: modular grid wireframe with facades, image grid and stone palette. */
export function studioBoard(t: Theme): string {
  const cols = Array.from({ length: 12 }, (_, i) =>
    rect(20 + i * 36, 0, 28, 420, palette.rose, 0, { opacity: 0.07 }),
  ).join("");
  const hero =
    rect(20, 60, 424, 200, tint(t.primary, 0.85), 4) +
    building(50, 120, 90, 140, t.primary, tint(t.primary, 0.5)) +
    path("M160 260V110l90-40 90 40v150z", shade(t.secondary, 0.1)) +
    building(190, 130, 120, 130, t.secondary, palette.white) +
    building(350, 150, 70, 110, palette.ink, tint(t.primary, 0.3));
  const wire = artboard(
    20,
    40,
    464,
    420,
    cols +
      bar(20, 24, 60, 10, palette.ink) +
      [0, 1, 2, 3].map((i) => bar(240 + i * 50, 27, 36, 6, palette.muted)).join("") +
      hero +
      bar(20, 284, 260, 16, palette.ink) +
      bar(20, 310, 200, 16, palette.ink) +
      bar(20, 344, 180, 7, palette.muted) +
      bar(20, 360, 160, 7, palette.muted) +
      rect(304, 284, 140, 110, palette.surface, 4) +
      stroke("M304 284l140 110M444 284l-140 110", "#cbd5e1", 2),
  );
  const tiles = [0, 1, 2, 3]
    .map((i) => {
      const x = 12 + (i % 2) * 134;
      const y = 12 + Math.floor(i / 2) * 134;
      const fill =
        [tint(t.primary, 0.75), palette.ink, tint(t.secondary, 0.4), tint(t.primary, 0.55)][i] ?? palette.line;
      return (
        rect(x, y, 122, 122, fill, 4) +
        (i === 1
          ? path(`M${x + 20} ${y + 122}V${y + 50}l40-24 40 24v72z`, t.secondary)
          : i === 2
            ? building(x + 26, y + 30, 70, 92, t.primary, palette.white)
            : circle(x + 61, y + 61, 30, palette.white, { opacity: 0.55 }) + rect(x + 30, y + 80, 62, 42, t.primary))
      );
    })
    .join("");
  return (
    wire +
    artboard(520, 40, 280, 280, tiles, palette.surface) +
    swatches(520, 356, ["#1c1917", t.primary, t.secondary, "#e7e5e4", "#c2410c"], 44) +
    stroke("M20 476h464", palette.rose, 2) +
    stroke("M20 470v12M484 470v12", palette.rose, 2) +
    rect(222, 466, 60, 20, palette.rose, 4) +
    bar(234, 473, 36, 6, palette.white) +
    typeScale(520, 450, palette.ink) +
    selection(40, 100, 424, 200, palette.brand) +
    cursor(380, 300, palette.brand)
  );
}
