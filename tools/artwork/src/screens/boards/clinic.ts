/** Design board for the skin-clinic booking app (BOARD.w × BOARD.h = 820 × 640). */
import { icon } from "../../core/icons.ts";
import { type Theme, palette, tint } from "../../core/palette.ts";
import { bar, circle, path, rect } from "../../core/svg.ts";
import { artboard, components, cursor, selection, swatches, typeScale } from "./elements.ts";

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
