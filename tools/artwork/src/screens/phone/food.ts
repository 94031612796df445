/** Phone screens for the food delivery app (PHONE.w × PHONE.h = 300 × 640). */
import { icon } from "../../core/icons.ts";
import { type Theme, palette, shade, tint } from "../../core/palette.ts";
import { at, bar, circle, clipped, path, rect, stroke } from "../../core/svg.ts";
import { PHONE } from "../../parts/devices.ts";

const W = PHONE.w;
const H = PHONE.h;

/** A top-down plate of food: 0 pizza, 1 salad, 2 noodle bowl. */
export function plate(cx: number, cy: number, r: number, kind: number): string {
  const base = circle(cx, cy, r, palette.white, { stroke: "#e5e7eb", "stroke-width": r * 0.06 });
  if (kind % 3 === 0)
    return (
      base +
      circle(cx, cy, r * 0.8, "#f59e0b") +
      circle(cx, cy, r * 0.68, "#fb923c") +
      [0, 1, 2, 3, 4]
        .map((i) => circle(cx + Math.cos(i * 1.3) * r * 0.4, cy + Math.sin(i * 1.3) * r * 0.4, r * 0.12, "#b91c1c"))
        .join("") +
      stroke(`M${cx - r * 0.7} ${cy}H${cx + r * 0.7}M${cx} ${cy - r * 0.7}V${cy + r * 0.7}`, "#fde68a", r * 0.03)
    );
  if (kind % 3 === 1)
    return (
      base +
      circle(cx, cy, r * 0.75, "#dcfce7") +
      [0, 1, 2, 3, 4, 5]
        .map((i) =>
          circle(cx + Math.cos(i) * r * 0.35, cy + Math.sin(i) * r * 0.35, r * 0.26, i % 2 ? "#22c55e" : "#16a34a"),
        )
        .join("") +
      [0, 1, 2]
        .map((i) =>
          circle(cx + Math.cos(i * 2.1 + 0.5) * r * 0.3, cy + Math.sin(i * 2.1 + 0.5) * r * 0.3, r * 0.12, "#ef4444"),
        )
        .join("")
    );
  return (
    base +
    circle(cx, cy, r * 0.78, "#fef3c7") +
    [0, 1, 2, 3]
      .map((i) =>
        stroke(
          `M${cx - r * 0.5} ${cy - r * 0.3 + i * r * 0.2}q${r * 0.25} ${-r * 0.15} ${r * 0.5} 0t${r * 0.5} 0`,
          "#f59e0b",
          r * 0.06,
        ),
      )
      .join("") +
    circle(cx + r * 0.35, cy - r * 0.35, r * 0.16, "#16a34a") +
    circle(cx - r * 0.3, cy + r * 0.4, r * 0.14, "#ea580c")
  );
}

/** Order tracking: a street map with a route and a courier sheet. */
export function tracking(t: Theme): string {
  const streets = "M-10 180H310M-10 330H310M-10 470H310M70 40V620M190 40V620M250 40L40 620";
  return (
    rect(0, 0, W, H, "#eef2f7") +
    rect(90, 200, 80, 110, "#dcfce7", 10) +
    rect(210, 350, 100, 100, "#dbeafe", 10) +
    rect(-10, 350, 60, 100, "#fef9c3", 10) +
    stroke(streets, palette.white, 16) +
    stroke("M70 420V330H190V180", t.primary, 6, { "stroke-dasharray": "2 12" }) +
    circle(70, 420, 14, palette.white, { stroke: t.secondary, "stroke-width": 6 }) +
    at(
      170,
      130,
      path("M20 50S0 32 0 20a20 20 0 0 1 40 0c0 12-20 30-20 30z", t.primary) + circle(20, 20, 8, palette.white),
    ) +
    circle(130, 330, 20, t.secondary) +
    icon("food", 120, 320, 20, palette.white) +
    rect(0, 470, W, 170, palette.white, 28) +
    bar(125, 484, 50, 5, "#cbd5e1") +
    circle(50, 534, 24, tint(t.primary, 0.6)) +
    bar(86, 520, 110, 10, palette.ink) +
    bar(86, 540, 70, 7, palette.muted) +
    circle(256, 534, 20, tint(t.secondary, 0.85)) +
    icon("phone", 246, 524, 20, t.secondary) +
    [0, 1, 2, 3].map((i) => rect(26 + i * 64, 584, 56, 6, i < 3 ? t.primary : palette.line, 3)).join("") +
    rect(20, 604, 120, 6, "#cbd5e1", 3)
  );
}

/** Restaurant discovery: categories, promo and restaurant cards. */
export function restaurants(t: Theme): string {
  const cats = (["food", "heart", "star", "bolt"] as const)
    .map(
      (n, i) =>
        circle(50 + i * 67, 172, 26, i === 0 ? t.primary : tint(t.primary, 0.88)) +
        icon(n, 38 + i * 67, 160, 24, i === 0 ? palette.white : t.primary) +
        bar(32 + i * 67, 206, 36, 6, "#94a3b8"),
    )
    .join("");
  const cards = [0, 1]
    .map((i) =>
      at(
        20,
        366 + i * 134,
        rect(0, 0, 260, 120, palette.white, 16, { stroke: palette.line }) +
          rect(8, 8, 104, 104, tint([t.secondary, palette.amber][i] ?? t.secondary, 0.85), 12) +
          plate(60, 60, 40, i) +
          bar(126, 20, 110, 10, palette.ink) +
          bar(126, 40, 80, 7, "#94a3b8") +
          rect(126, 74, 52, 22, tint(t.secondary, 0.85), 11) +
          icon("star", 132, 78, 14, t.secondary, 3) +
          bar(150, 82, 20, 6, t.secondary) +
          bar(188, 82, 50, 6, "#cbd5e1"),
      ),
    )
    .join("");
  return (
    rect(0, 0, W, H, palette.surface) +
    icon("pin", 20, 70, 22, t.primary) +
    bar(48, 77, 120, 9, palette.ink) +
    circle(264, 82, 16, tint(t.secondary, 0.6)) +
    rect(20, 108, 260, 36, palette.white, 18, { stroke: palette.line }) +
    icon("search", 32, 116, 20, palette.muted) +
    bar(60, 122, 100, 7, "#cbd5e1") +
    cats +
    clipped(
      20,
      230,
      260,
      116,
      18,
      rect(20, 230, 260, 116, t.primary) + circle(236, 290, 70, shade(t.primary, 0.15)) + plate(232, 288, 44, 0),
    ) +
    bar(38, 256, 110, 14, palette.white) +
    bar(38, 278, 80, 8, palette.white, { opacity: 0.75 }) +
    rect(38, 304, 76, 26, palette.white, 13) +
    bar(54, 314, 44, 6, t.primary) +
    cards
  );
}

/** Menu screen: dishes with add buttons and a cart bar. */
export function menu(t: Theme): string {
  const items = [0, 1, 2]
    .map(
      (i) =>
        bar(20, 250 + i * 96, 120, 10, palette.ink) +
        bar(20, 270 + i * 96, 150, 7, "#94a3b8") +
        bar(20, 288 + i * 96, 48, 10, t.primary) +
        plate(236, 276 + i * 96, 36, i + 1) +
        rect(252, 298 + i * 96, 28, 28, t.secondary, 9) +
        stroke(`M266 ${305 + i * 96}v14M259 ${312 + i * 96}h14`, palette.white, 3),
    )
    .join("");
  return (
    rect(0, 0, W, H, palette.white) +
    rect(0, 0, W, 200, tint(t.primary, 0.8)) +
    plate(150, 120, 64, 2) +
    stroke("M32 76l-8 8 8 8", palette.slate, 3) +
    rect(20, 176, 260, 50, palette.white, 16, { stroke: palette.line }) +
    bar(36, 190, 110, 10, palette.ink) +
    icon("starFill", 210, 188, 18, palette.amber) +
    bar(234, 194, 26, 7, palette.slate) +
    items +
    rect(20, 560, 260, 56, t.secondary, 18) +
    icon("cart", 38, 576, 24, palette.white) +
    bar(74, 584, 90, 9, palette.white) +
    bar(210, 582, 52, 12, palette.white)
  );
}
