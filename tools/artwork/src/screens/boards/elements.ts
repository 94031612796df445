/** Pieces of a design board (artboards, selection, cursors, swatches, components), drawn on the BOARD.w × BOARD.h (820 × 640) canvas. */
import { type Theme, palette } from "../../core/palette.ts";
import { at, bar, circle, path, rect, stroke } from "../../core/svg.ts";

/** An artboard: name label above and a white surface. */
export const artboard = (
  x: number,
  y: number,
  w: number,
  h: number,
  body: string,
  fill: string = palette.white,
): string => bar(x, y - 16, 60, 7, "#94a3b8") + at(x, y, rect(0, 0, w, h, fill, 6, { stroke: palette.line }) + body);

/** Selection rectangle with corner handles. */
export function selection(x: number, y: number, w: number, h: number, color: string = palette.brand): string {
  const hs = [
    [x, y],
    [x + w, y],
    [x, y + h],
    [x + w, y + h],
  ]
    .map(([hx, hy]) =>
      rect((hx ?? 0) - 5, (hy ?? 0) - 5, 10, 10, palette.white, 2, { stroke: color, "stroke-width": 2 }),
    )
    .join("");
  return rect(x, y, w, h, "none", 0, { stroke: color, "stroke-width": 2 }) + hs;
}

/** A collaborator's pointer with a coloured name tag. */
export const cursor = (x: number, y: number, color: string): string =>
  at(
    x,
    y,
    path("M0 0l18 44 6-18 18-6z", color, { stroke: palette.white, "stroke-width": 3, "stroke-linejoin": "round" }) +
      rect(30, 36, 64, 24, color, 12) +
      bar(42, 45, 40, 6, palette.white),
  );

/** Palette swatches: rounded squares with value bars. */
export const swatches = (x: number, y: number, colors: readonly string[], size = 52): string =>
  colors
    .map(
      (c, i) =>
        rect(x + i * (size + 10), y, size, size, c, 12, { stroke: "#0000001a" }) +
        bar(x + i * (size + 10), y + size + 8, size * 0.7, 6, "#cbd5e1"),
    )
    .join("");

/** Buttons, a toggle, a checkbox and an input: a tiny component sheet. */
export function components(x: number, y: number, t: Theme): string {
  return at(
    x,
    y,
    rect(0, 0, 120, 40, t.primary, 12) +
      bar(30, 17, 60, 7, palette.white) +
      rect(134, 0, 120, 40, palette.white, 12, { stroke: t.primary, "stroke-width": 2 }) +
      bar(164, 17, 60, 7, t.primary) +
      rect(0, 58, 52, 28, t.secondary, 14) +
      circle(38, 72, 10, palette.white) +
      rect(66, 58, 52, 28, "#cbd5e1", 14) +
      circle(80, 72, 10, palette.white) +
      rect(134, 58, 28, 28, t.primary, 7) +
      stroke("M141 72l5 5 10-10", palette.white, 3) +
      rect(176, 58, 28, 28, palette.white, 7, { stroke: "#cbd5e1", "stroke-width": 2 }) +
      rect(0, 104, 254, 40, palette.white, 10, { stroke: palette.line, "stroke-width": 2 }) +
      bar(16, 121, 90, 7, "#cbd5e1"),
  );
}

/** Type scale as bars of decreasing weight (no real text). */
export const typeScale = (x: number, y: number, color: string): string =>
  [26, 18, 12, 8, 6]
    .map((h, i) => bar(x, y + [0, 40, 72, 96, 114][i]!, 200 - i * 26, h, color, { opacity: 1 - i * 0.12 }))
    .join("");
