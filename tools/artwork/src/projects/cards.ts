/** The floating cards around a project's screens: metric, toast, rating, colour inspector and feature call-out. */
import { type IconName, icon } from "../core/icons.ts";
import { palette, tint } from "../core/palette.ts";
import { at, bar, circle, rect, stroke } from "../core/svg.ts";
import { card } from "../parts/devices.ts";
import { sparkPath } from "../parts/ui.ts";
import type { ProjectArt } from "./looks.ts";

/** A metric card: icon, two lines and a sparkline. */
export function statCard(x: number, y: number, p: ProjectArt, name: IconName): string {
  const c = p.theme.primary;
  return card(
    x,
    y,
    300,
    132,
    circle(44, 44, 24, tint(c, 0.85)) +
      icon(name, 30, 30, 28, c) +
      bar(82, 32, 110, 10, palette.ink) +
      bar(82, 52, 70, 8, "#cbd5e1") +
      at(24, 84, stroke(sparkPath([0.2, 0.45, 0.35, 0.6, 0.5, 0.85, 0.75, 1], 252, 30), p.theme.secondary, 4)),
    20,
  );
}

/** A toast: coloured icon, two lines and a check. */
export function toastCard(x: number, y: number, p: ProjectArt, name: IconName): string {
  const c = p.theme.secondary;
  return card(
    x,
    y,
    300,
    84,
    circle(42, 42, 24, c) +
      icon(name, 29, 29, 26, palette.white) +
      bar(80, 30, 130, 10, palette.ink) +
      bar(80, 50, 90, 8, "#cbd5e1") +
      circle(262, 42, 14, tint(palette.teal, 0.85)) +
      icon("check", 252, 32, 20, palette.teal, 3),
    20,
  );
}

/** A rating card with stacked avatars. */
export function ratingCard(x: number, y: number, p: ProjectArt): string {
  const faces = [p.theme.primary, p.theme.secondary, palette.amber]
    .map((c, i) => circle(36 + i * 26, 40, 18, tint(c, 0.4), { stroke: palette.white, "stroke-width": 4 }))
    .join("");
  return card(
    x,
    y,
    240,
    110,
    faces +
      [0, 1, 2, 3, 4].map((i) => icon("starFill", 20 + i * 24, 68, 20, palette.amber)).join("") +
      bar(124, 34, 90, 10, palette.ink),
    20,
  );
}

/** A colour inspector panel: swatch rows with value bars. */
export function inspectorCard(x: number, y: number, p: ProjectArt): string {
  const rows = [p.theme.primary, p.theme.secondary, palette.ink]
    .map(
      (c, i) =>
        rect(24, 64 + i * 52, 36, 36, c, 10) +
        bar(74, 72 + i * 52, 110, 8, palette.slate) +
        bar(74, 88 + i * 52, 70, 6, "#cbd5e1") +
        (i === 0 ? icon("check", 244, 70 + i * 52, 24, p.theme.primary, 3) : ""),
    )
    .join("");
  return card(x, y, 300, 230, bar(24, 26, 120, 10, palette.ink) + icon("pen", 250, 18, 26, palette.muted) + rows, 22);
}

/** One feature call-out. */
export function callout(x: number, y: number, p: ProjectArt, name: IconName, hi: boolean): string {
  const c = p.theme.primary;
  return card(
    x,
    y,
    250,
    92,
    circle(46, 46, 28, hi ? palette.white : tint(c, 0.85), hi ? { opacity: 0.2 } : {}) +
      icon(name, 30, 30, 32, hi ? palette.white : c) +
      bar(88, 32, 120, 10, hi ? palette.white : palette.ink) +
      bar(88, 54, 84, 8, hi ? palette.white : "#cbd5e1", hi ? { opacity: 0.7 } : {}),
    22,
    hi ? c : palette.white,
  );
}
