/** Website screens for home-goods shops: product page and room-styled store (WEB.w × WEB.h = 1000 × 620). */
import { icon } from "../../core/icons.ts";
import { type Theme, palette, shade, tint } from "../../core/palette.ts";
import { at, bar, circle, path, rect } from "../../core/svg.ts";
import { WEB } from "../../parts/devices.ts";
import { chair, frame, lamp, plant, sofa } from "../../parts/furniture.ts";
import { nav } from "./nav.ts";

const W = WEB.w;

/** Home-goods product page: big lifestyle photo, swatches, size chips and an add-to-cart button. */
export function productPage(t: Theme): string {
  const swatches = [t.primary, t.secondary, "#a3a3a3", "#92400e", "#1e3a8a"]
    .map(
      (c, i) =>
        circle(584 + i * 44, 304, 15, c, i === 0 ? { stroke: palette.white, "stroke-width": 4 } : {}) +
        (i === 0 ? circle(584, 304, 20, "none", { stroke: c, "stroke-width": 2 }) : ""),
    )
    .join("");
  const thumbs = [0, 1, 2, 3]
    .map((i) =>
      rect(
        40 + i * 116,
        512,
        104,
        80,
        i === 0 ? tint(t.primary, 0.8) : "#f1f5f9",
        10,
        i === 0 ? { stroke: t.primary, "stroke-width": 3 } : {},
      ),
    )
    .join("");
  const stars = [0, 1, 2, 3, 4].map((i) => icon("starFill", 560 + i * 26, 200, 22, t.secondary)).join("");
  return (
    rect(0, 0, W, 620, palette.white) +
    nav(t) +
    bar(40, 84, 60, 7, "#cbd5e1") +
    bar(110, 84, 80, 7, "#cbd5e1") +
    rect(40, 106, 464, 392, tint(t.primary, 0.9), 16) +
    rect(40, 106, 464, 250, tint(t.secondary, 0.85), 16) +
    frame(90, 140, 90, 70, t.secondary, t.primary) +
    lamp(400, 180, 190, t.secondary) +
    plant(80, 330, 120, "#16a34a", palette.white) +
    sofa(150, 318, 250, t.primary) +
    thumbs +
    rect(556, 110, 96, 24, tint(t.secondary, 0.8), 12) +
    bar(568, 118, 72, 8, shade(t.secondary, 0.3)) +
    bar(556, 150, 300, 20, palette.ink) +
    bar(556, 178, 210, 20, palette.ink) +
    stars +
    bar(700, 206, 60, 8, "#cbd5e1") +
    bar(556, 244, 110, 22, shade(t.primary, 0.2)) +
    bar(680, 250, 70, 10, "#cbd5e1") +
    swatches +
    [0, 1, 2, 3]
      .map(
        (i) =>
          rect(556 + i * 74, 350, 64, 40, i === 1 ? palette.ink : palette.white, 10, {
            stroke: i === 1 ? "none" : palette.line,
            "stroke-width": 2,
          }) + bar(572 + i * 74, 366, 32, 8, i === 1 ? palette.white : "#94a3b8"),
      )
      .join("") +
    rect(556, 420, 300, 56, t.primary, 14) +
    icon("cart", 610, 436, 24, palette.white) +
    bar(648, 444, 120, 10, palette.white) +
    rect(870, 420, 56, 56, palette.white, 14, { stroke: palette.line, "stroke-width": 2 }) +
    icon("heart", 884, 435, 28, palette.rose) +
    [0, 1, 2]
      .map(
        (i) =>
          icon("check", 556, 504 + i * 32, 20, t.secondary, 3) + bar(588, 510 + i * 32, 180 - i * 30, 8, "#cbd5e1"),
      )
      .join("")
  );
}

/** Furniture retail home page: wide room hero and a row of category tiles. */
export function roomStore(t: Theme): string {
  const wall = tint(t.secondary, 0.55);
  const hero =
    rect(0, 64, W, 330, wall) +
    path("M640 394V170a110 110 0 0 1 220 0v224z", tint(t.secondary, 0.8)) +
    path("M660 394V178a90 90 0 0 1 180 0v216z", "#e0f2fe") +
    rect(0, 340, W, 54, shade(t.secondary, 0.2)) +
    frame(420, 120, 120, 90, t.primary, "#0f766e") +
    sofa(360, 230, 300, t.primary) +
    lamp(680, 200, 170, palette.ink) +
    plant(880, 240, 130) +
    chair(260, 282, 90, shade(t.secondary, 0.35)) +
    bar(48, 130, 240, 22, palette.ink) +
    bar(48, 164, 180, 22, palette.ink) +
    bar(48, 206, 200, 9, shade(t.secondary, 0.4)) +
    bar(48, 224, 150, 9, shade(t.secondary, 0.4)) +
    rect(48, 254, 130, 40, palette.ink, 6) +
    bar(72, 270, 82, 8, palette.white);
  const tiles = [
    chair(65, 26, 90, t.primary),
    lamp(90, 10, 120, t.primary),
    sofa(30, 60, 160, shade(t.secondary, 0.3)),
    plant(80, 12, 110, "#15803d", palette.white),
  ]
    .map((art, i) =>
      at(
        28 + i * 240,
        414,
        rect(0, 0, 220, 150, i % 2 ? "#f5f5f4" : tint(t.secondary, 0.75), 12) +
          art +
          bar(0, 166, 120, 10, palette.ink) +
          bar(0, 184, 70, 8, "#a8a29e"),
      ),
    )
    .join("");
  return rect(0, 0, W, 620, palette.white) + nav(t) + hero + tiles;
}
