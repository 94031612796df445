/** Design board for the healthcare app (BOARD.w × BOARD.h = 820 × 640). */
import { icon } from "../../core/icons.ts";
import { type Theme, palette, shade, tint } from "../../core/palette.ts";
import { at, bar, circle, rect, stroke } from "../../core/svg.ts";
import { sparkPath } from "../../parts/ui.ts";
import { artboard, components, cursor, selection, swatches } from "./elements.ts";

/** Healthcare: appointment screen, vitals screen, icon set, palette. */
export function medicalBoard(t: Theme): string {
  const week = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        rect(16 + i * 38, 150, 32, 52, i === 2 ? t.primary : palette.surface, 10) +
        bar(24 + i * 38, 162, 16, 6, i === 2 ? palette.white : "#94a3b8") +
        bar(22 + i * 38, 180, 20, 10, i === 2 ? palette.white : palette.slate),
    )
    .join("");
  const appt = artboard(
    20,
    40,
    220,
    440,
    bar(16, 24, 120, 10, palette.ink) +
      rect(16, 48, 188, 84, tint(t.primary, 0.88), 14) +
      circle(52, 90, 24, palette.white) +
      icon("user", 40, 78, 24, t.primary) +
      bar(86, 74, 90, 9, palette.ink) +
      bar(86, 90, 60, 6, palette.muted) +
      [0, 1, 2, 3, 4].map((i) => icon("starFill", 86 + i * 16, 104, 14, palette.amber)).join("") +
      week +
      [0, 1, 2, 3]
        .map(
          (i) =>
            rect(
              16 + (i % 2) * 96,
              222 + Math.floor(i / 2) * 44,
              90,
              34,
              i === 1 ? tint(t.secondary, 0.8) : palette.white,
              10,
              { stroke: i === 1 ? t.secondary : palette.line, "stroke-width": 2 },
            ) +
            bar(38 + (i % 2) * 96, 236 + Math.floor(i / 2) * 44, 46, 6, i === 1 ? shade(t.secondary, 0.3) : "#94a3b8"),
        )
        .join("") +
      rect(16, 380, 188, 42, t.primary, 12) +
      bar(70, 398, 80, 7, palette.white),
  );
  const pulse = sparkPath([0.5, 0.5, 0.52, 0.9, 0.1, 0.6, 0.5, 0.5, 0.55, 0.85, 0.2, 0.55, 0.5], 188, 90);
  const vitals = artboard(
    270,
    40,
    220,
    440,
    bar(16, 24, 100, 10, palette.ink) +
      rect(16, 48, 188, 140, palette.ink, 14) +
      bar(32, 64, 60, 7, "#94a3b8") +
      bar(32, 80, 40, 14, palette.white) +
      icon("heart", 164, 60, 24, palette.rose) +
      at(16, 92, stroke(pulse, "#34d399", 3)) +
      [0, 1, 2, 3]
        .map(
          (i) =>
            rect(
              16 + (i % 2) * 96,
              204 + Math.floor(i / 2) * 96,
              90,
              84,
              i === 0 ? tint(t.secondary, 0.85) : tint(t.primary, 0.9),
              14,
            ) +
            icon(
              (["pulse", "cross", "calendar", "pin"] as const)[i] ?? "cross",
              30 + (i % 2) * 96,
              218 + Math.floor(i / 2) * 96,
              24,
              i === 0 ? t.secondary : t.primary,
            ) +
            bar(30 + (i % 2) * 96, 256 + Math.floor(i / 2) * 96, 40, 10, palette.ink),
        )
        .join("") +
      rect(16, 400, 188, 6, palette.line, 3) +
      rect(16, 400, 140, 6, t.secondary, 3),
  );
  const icons = (["cross", "heart", "pulse", "calendar", "pin", "shield"] as const)
    .map(
      (n, i) =>
        rect(520 + (i % 3) * 64, 40 + Math.floor(i / 3) * 64, 52, 52, tint(i % 2 ? t.secondary : t.primary, 0.88), 12) +
        icon(n, 532 + (i % 3) * 64, 52 + Math.floor(i / 3) * 64, 28, i % 2 ? t.secondary : t.primary),
    )
    .join("");
  return (
    appt +
    vitals +
    icons +
    swatches(520, 190, [t.primary, tint(t.primary, 0.5), t.secondary, "#f1f5f9", palette.ink], 40) +
    components(520, 300, t) +
    selection(286, 88, 188, 140, palette.brand) +
    cursor(460, 420, t.secondary)
  );
}
