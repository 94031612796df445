/** Design-board contents for UI/UX projects, drawn on the BOARD.w × BOARD.h (820 × 640) canvas. */
import { palette, tint } from "./palette.ts";
import { icon } from "./icons.ts";
import { at, bar, circle, path, rect, stroke } from "./svg.ts";
import { type Theme } from "./scene.ts";

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

/** Skin clinic: booking screen, aftercare screen, palette and components. */
export function clinicBoard(t: Theme): string {
  const days = Array.from({ length: 28 }, (_, i) => {
    const cx = 34 + (i % 7) * 26;
    const cy = 148 + Math.floor(i / 7) * 28;
    return i === 16
      ? circle(cx, cy, 11, t.primary) + circle(cx, cy, 3, palette.white)
      : circle(cx, cy, 3, i % 7 > 4 ? "#cbd5e1" : "#94a3b8");
  }).join("");
  const slots = [0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        rect(20 + (i % 3) * 62, 272 + Math.floor(i / 3) * 40, 54, 30, i === 2 ? t.primary : tint(t.primary, 0.9), 15) +
        bar(32 + (i % 3) * 62, 284 + Math.floor(i / 3) * 40, 30, 6, i === 2 ? palette.white : t.primary),
    )
    .join("");
  const booking = artboard(
    20,
    40,
    220,
    440,
    rect(0, 0, 220, 90, tint(t.primary, 0.85), 6) +
      circle(40, 45, 20, palette.white) +
      icon("calendar", 30, 35, 20, t.primary) +
      bar(72, 36, 100, 9, palette.ink) +
      bar(72, 52, 70, 6, palette.muted) +
      days +
      slots +
      rect(20, 380, 180, 40, t.primary, 12) +
      bar(70, 397, 80, 7, palette.white),
  );
  const care = artboard(
    270,
    40,
    220,
    440,
    circle(110, 70, 36, tint(t.secondary, 0.7)) +
      circle(110, 62, 13, palette.white) +
      path("M86 98a24 20 0 0 1 48 0z", palette.white) +
      bar(60, 120, 100, 10, palette.ink) +
      bar(80, 138, 60, 6, palette.muted) +
      [0, 1, 2]
        .map(
          (i) =>
            rect(16, 170 + i * 74, 188, 62, i === 0 ? tint(t.secondary, 0.88) : palette.surface, 12) +
            circle(44, 201 + i * 74, 16, palette.white) +
            icon(
              (["heart", "calendar", "check"] as const)[i] ?? "heart",
              34,
              191 + i * 74,
              20,
              i === 0 ? t.secondary : t.primary,
            ) +
            bar(70, 190 + i * 74, 100, 8, palette.slate) +
            bar(70, 206 + i * 74, 70, 6, "#cbd5e1"),
        )
        .join("") +
      rect(16, 396, 188, 6, palette.line, 3) +
      rect(16, 396, 120, 6, t.secondary, 3),
  );
  return (
    booking +
    care +
    swatches(530, 40, [t.primary, tint(t.primary, 0.6), "#fde2e4", t.secondary, palette.ink], 44) +
    typeScale(530, 150, palette.ink) +
    components(530, 300, t) +
    selection(40, 420, 180, 40) +
    cursor(600, 470, t.secondary)
  );
}
