/** Website screens for the browser mock-ups, each drawn in a WEB.w × WEB.h (1000 × 620) box. */
import { palette, shade, tint } from "./palette.ts";
import { icon } from "./icons.ts";
import { bar, circle, linear, rect, stroke, at, path } from "./svg.ts";
import { bricks, bucket, chair, cone, frame, hardHat, lamp, plant, sofa } from "./kit.ts";
import { chip, photo, ring, sparkPath, type Theme } from "./scene.ts";

const W = 1000;

/** Top navigation bar with a logo block, menu bars and an action button. */
function nav(t: Theme, search = false): string {
  const menu = [0, 1, 2, 3].map((i) => bar(search ? 700 + i * 0 : 330 + i * 80, 28, 54, 8, "#cbd5e1")).join("");
  return (
    rect(0, 0, W, 64, palette.white) +
    rect(28, 18, 28, 28, t.primary, 8) +
    bar(64, 27, 80, 10, palette.ink) +
    (search
      ? rect(240, 16, 420, 32, "#f1f5f9", 16) + icon("search", 254, 22, 20, palette.muted) + bar(284, 28, 140, 8, "#cbd5e1")
      : menu) +
    icon("bell", 800, 20, 24, palette.slate) +
    icon("cart", 840, 20, 24, palette.slate) +
    rect(880, 16, 92, 32, t.primary, 16) +
    bar(900, 28, 52, 8, palette.white) +
    rect(0, 63, W, 1, palette.line)
  );
}

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
  const [gd, gf] = linear([[0, t.primary], [1, shade(t.primary, 0.25)]], 0, 0, 1, 1);
  const filters = [0, 1, 2, 3, 4]
    .map((i) => rect(44, 130 + i * 34, 16, 16, i < 2 ? t.primary : palette.white, 4, { stroke: i < 2 ? "none" : "#cbd5e1", "stroke-width": 2 }) + bar(70, 134 + i * 34, 60 + ((i * 29) % 50), 8, "#cbd5e1"))
    .join("");
  const cw = 171;
  const arts = [
    hardHat(cw / 2 - 45 + 0, 34, 90, t.primary),
    bricks(cw / 2 - 50, 42, 100),
    cone(cw / 2 - 38, 28, 76),
    bucket(cw / 2 - 42, 40, 84, t.secondary),
  ];
  const bgs = [tint(t.primary, 0.85), "#fef2f2", "#fff7ed", tint(t.secondary, 0.88)];
  const grid = [...arts, hardHat(cw / 2 - 45, 34, 90, t.secondary), cone(cw / 2 - 38, 28, 76), bricks(cw / 2 - 50, 42, 100, "#78716c"), bucket(cw / 2 - 42, 40, 84, t.primary)]
    .map((a, i) => productCard(240 + (i % 4) * (cw + 16), 262 + Math.floor(i / 4) * 268, cw, t, a, bgs[(i + Math.floor(i / 4)) % 4] ?? palette.surface))
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

/** Home-goods product page: big lifestyle photo, swatches, size chips and an add-to-cart button. */
export function productPage(t: Theme): string {
  const swatches = [t.primary, t.secondary, "#a3a3a3", "#92400e", "#1e3a8a"]
    .map((c, i) => circle(584 + i * 44, 304, 15, c, i === 0 ? { stroke: palette.white, "stroke-width": 4 } : {}) + (i === 0 ? circle(584, 304, 20, "none", { stroke: c, "stroke-width": 2 }) : ""))
    .join("");
  const thumbs = [0, 1, 2, 3].map((i) => rect(40 + i * 116, 512, 104, 80, i === 0 ? tint(t.primary, 0.8) : "#f1f5f9", 10, i === 0 ? { stroke: t.primary, "stroke-width": 3 } : {})).join("");
  const stars = [0, 1, 2, 3, 4].map((i) => icon("star", 560 + i * 26, 200, 22, t.secondary, 2.4)).join("");
  return (
    rect(0, 0, W, 620, palette.white) +
    nav(t) +
    bar(40, 84, 60, 7, "#cbd5e1") + bar(110, 84, 80, 7, "#cbd5e1") +
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
    [0, 1, 2, 3].map((i) => rect(556 + i * 74, 350, 64, 40, i === 1 ? palette.ink : palette.white, 10, { stroke: i === 1 ? "none" : palette.line, "stroke-width": 2 }) + bar(572 + i * 74, 366, 32, 8, i === 1 ? palette.white : "#94a3b8")).join("") +
    rect(556, 420, 300, 56, t.primary, 14) +
    icon("cart", 610, 436, 24, palette.white) +
    bar(648, 444, 120, 10, palette.white) +
    rect(870, 420, 56, 56, palette.white, 14, { stroke: palette.line, "stroke-width": 2 }) +
    icon("heart", 884, 435, 28, palette.rose) +
    [0, 1, 2].map((i) => icon("check", 556, 504 + i * 32, 20, t.secondary, 3) + bar(588, 510 + i * 32, 180 - i * 30, 8, "#cbd5e1")).join("")
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
    .map((art, i) => at(28 + i * 240, 414, rect(0, 0, 220, 150, i % 2 ? "#f5f5f4" : tint(t.secondary, 0.75), 12) + art + bar(0, 166, 120, 10, palette.ink) + bar(0, 184, 70, 8, "#a8a29e")))
    .join("");
  return rect(0, 0, W, 620, palette.white) + nav(t) + hero + tiles;
}

/** Insurance quote: trust message on the left, a step-by-step quote form on the right. */
export function quoteForm(t: Theme): string {
  const steps = [0, 1, 2].map((i) => circle(540 + i * 150, 134, 14, i < 2 ? t.primary : palette.white, { stroke: i < 2 ? "none" : "#cbd5e1", "stroke-width": 3 }) + (i < 2 ? icon("check", 531 + i * 150, 125, 18, palette.white, 3.5) : "")).join("") + rect(556, 133, 118, 3, t.primary) + rect(706, 133, 118, 3, "#cbd5e1");
  const options = (["car", "home", "heart"] as const)
    .map((name, i) => at(520 + i * 130, 176, rect(0, 0, 116, 96, i === 0 ? tint(t.primary, 0.9) : palette.white, 12, { stroke: i === 0 ? t.primary : palette.line, "stroke-width": 2 }) + icon(name, 40, 18, 36, i === 0 ? t.primary : palette.muted) + bar(30, 70, 56, 7, i === 0 ? t.primary : "#cbd5e1")))
    .join("");
  const field = (y: number, w: number) => bar(520, y, 90, 8, palette.slate) + rect(520, y + 18, w, 44, palette.white, 10, { stroke: palette.line, "stroke-width": 2 }) + bar(536, y + 36, w * 0.4, 8, "#cbd5e1");
  return (
    rect(0, 0, W, 620, tint(t.primary, 0.94)) +
    nav(t) +
    bar(48, 120, 330, 26, palette.ink) +
    bar(48, 158, 260, 26, palette.ink) +
    bar(48, 208, 340, 10, palette.muted) +
    bar(48, 228, 300, 10, palette.muted) +
    at(110, 270, path("M80 0l80 32v62c0 56-36 98-80 116C36 192 0 150 0 94V32z", t.primary) + path("M80 18l62 25v50c0 44-28 78-62 94z", shade(t.primary, 0.15)) + stroke("M48 100l22 22 42-46", palette.white, 14)) +
    [0, 1, 2].map((i) => circle(70 + i * 46, 534, 18, [t.secondary, palette.amber, palette.rose][i] ?? t.secondary, { stroke: palette.white, "stroke-width": 3 })).join("") +
    bar(180, 528, 120, 10, palette.slate) +
    rect(490, 90, 470, 510, palette.white, 18, { stroke: palette.line }) +
    steps +
    options +
    field(296, 420) +
    field(382, 200) +
    bar(740, 382, 90, 8, palette.slate) + rect(740, 400, 200, 44, palette.white, 10, { stroke: palette.line, "stroke-width": 2 }) + icon("calendar", 906, 410, 22, palette.muted) +
    rect(520, 466, 420, 6, palette.line, 3) + rect(520, 466, 260, 6, t.secondary, 3) + circle(780, 469, 11, palette.white, { stroke: t.secondary, "stroke-width": 4 }) +
    rect(520, 512, 420, 56, t.primary, 14) +
    bar(660, 536, 140, 10, palette.white)
  );
}

/** Agent portal dashboard: sidebar, stat cards, area chart, donut and a policy table. */
export function dashboard(t: Theme): string {
  const side = shade(t.primary, 0.55);
  const items = [0, 1, 2, 3, 4, 5].map((i) => (i === 1 ? rect(14, 104 + i * 46, 172, 38, t.primary, 10) : "") + rect(30, 115 + i * 46, 16, 16, palette.white, 4, { opacity: i === 1 ? 1 : 0.5 }) + bar(58, 119 + i * 46, 70 + ((i * 23) % 40), 8, palette.white, { opacity: i === 1 ? 1 : 0.5 })).join("");
  const statColors = [t.primary, t.secondary, palette.amber, palette.rose];
  const stats = statColors.map((c, i) => at(224 + i * 188, 84, rect(0, 0, 176, 100, palette.white, 14, { stroke: palette.line }) + circle(30, 30, 16, tint(c, 0.85)) + circle(30, 30, 6, c) + bar(56, 24, 60, 7, "#cbd5e1") + bar(16, 60, 72, 16, palette.ink) + stroke(sparkPath([0.3, 0.5, 0.4, 0.7, 0.6, 0.9], 60, 28), c, 3, { transform: "translate(100 52)" }))).join("");
  const vals = [0.35, 0.5, 0.42, 0.62, 0.55, 0.78, 0.7, 0.88];
  const line = sparkPath(vals, 420, 160);
  const [ad, af] = linear([[0, t.primary, 0.35], [1, t.primary, 0]]);
  const chart = at(224, 200, rect(0, 0, 456, 250, palette.white, 14, { stroke: palette.line }) + bar(20, 20, 120, 10, palette.ink) + chip(330, 14, 106, t.primary) + [0, 1, 2, 3].map((i) => rect(18, 70 + i * 45, 420, 1, palette.line)).join("") + ad + at(18, 70, path(`${line}V160H0z`, af) + stroke(line, t.primary, 4) + stroke(sparkPath([0.2, 0.3, 0.35, 0.3, 0.45, 0.5, 0.62, 0.6], 420, 160), t.secondary, 3, { "stroke-dasharray": "8 8" })));
  const donut = at(696, 200, rect(0, 0, 280, 250, palette.white, 14, { stroke: palette.line }) + bar(20, 20, 100, 10, palette.ink) + ring(90, 140, 56, 1, palette.line, palette.line, 22) + ring(90, 140, 56, 0.62, t.primary, "none", 22) + circle(90, 140, 56, "none", { stroke: t.secondary, "stroke-width": 22, "stroke-dasharray": "70 400", "stroke-dashoffset": "-218", transform: "rotate(-90 90 140)" }) + [t.primary, t.secondary, palette.line].map((c, i) => circle(180, 104 + i * 32, 7, c) + bar(194, 100 + i * 32, 56, 8, "#cbd5e1")).join(""));
  const status = [t.secondary, palette.amber, t.secondary, palette.rose];
  const table = at(224, 466, rect(0, 0, 752, 160, palette.white, 14, { stroke: palette.line }) + [0, 1, 2, 3].map((i) => circle(34, 28 + i * 36, 12, tint(status[i] ?? t.primary, 0.6)) + bar(56, 24 + i * 36, 140, 8, palette.slate) + bar(260, 24 + i * 36, 90, 8, "#cbd5e1") + bar(420, 24 + i * 36, 70, 8, "#cbd5e1") + rect(600, 16 + i * 36, 90, 22, tint(status[i] ?? t.primary, 0.85), 11) + bar(616, 24 + i * 36, 58, 6, status[i] ?? t.primary)).join(""));
  return rect(0, 0, W, 620, palette.surface) + rect(0, 0, 200, 620, side) + rect(20, 24, 28, 28, t.secondary, 8) + bar(58, 34, 90, 9, palette.white) + items + rect(200, 0, 800, 64, palette.white) + rect(224, 16, 300, 32, "#f1f5f9", 16) + icon("search", 236, 22, 20, palette.muted) + icon("bell", 860, 20, 24, palette.slate) + circle(930, 32, 18, tint(t.secondary, 0.5)) + rect(200, 63, 800, 1, palette.line) + stats + chart + donut + table;
}
