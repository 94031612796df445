/** Art for the products area: the landing illustration and the hero of each in-house product (1200 × 900). */
import { product, type Product } from "../facts.ts";
import { icon } from "../core/icons.ts";
import { palette, shade, tint } from "../core/palette.ts";
import { at, bar, bold, circle, clipped, doc, path, rect, stroke, text } from "../core/svg.ts";
import { backdrop, groundShadow } from "../parts/backdrop.ts";
import { card, phone } from "../parts/devices.ts";
import { mapPin, rocket, sparkle } from "../parts/motifs.ts";
import { chip, iconTile, ring } from "../parts/ui.ts";
import { avatarAt, avatars, team } from "../people/cast.ts";
import { avatar } from "../people/portrait.ts";
import { B, scene } from "./scene.ts";

export function productsOverview(): string {
  const win = (x: number, y: number, c: string, body: string) =>
    at(
      x,
      y,
      card(
        0,
        0,
        440,
        300,
        rect(0, 0, 440, 44, tint(c, 0.85), 20) +
          rect(0, 24, 440, 20, tint(c, 0.85)) +
          circle(24, 22, 6, "#fb7185") +
          circle(44, 22, 6, "#fbbf24") +
          circle(64, 22, 6, "#34d399") +
          body,
        20,
      ),
      1.25,
    );
  const hire = [0, 1, 2]
    .map(
      (i) =>
        avatar(52, 90 + i * 70, 24, avatarAt(i + 2), `pr${i}`) +
        bar(90, 80 + i * 70, 150, 9, palette.ink) +
        bar(90, 98 + i * 70, 90, 7, "#cbd5e1") +
        bar(300, 86 + i * 70, 100, 8, palette.line) +
        bar(300, 86 + i * 70, 100 - i * 22, 8, B),
    )
    .join("");
  const wave =
    rect(20, 60, 400, 220, "#eef6f4", 14) +
    stroke("M20 160H420M200 60V280", palette.white, 14) +
    mapPin(160, 150, 48, palette.rose, "heart") +
    mapPin(300, 220, 48, palette.amber, "paw") +
    mapPin(240, 120, 48, palette.teal, "home");
  return scene(
    "products",
    palette.amber,
    groundShadow(600, 820, 460, 30) +
      win(70, 110, B, hire) +
      win(560, 390, palette.teal, wave) +
      rocket(1050, 160, 0.75, B) +
      iconTile(150, 560, 110, "layout", palette.amber, true) +
      card(150, 710, 250, 96, chip(24, 34, 90, B, true) + chip(126, 34, 100, palette.teal), 22) +
      sparkle(560, 110, 20, palette.amber) +
      sparkle(1100, 720, 12, B),
  );
}

/** BackdoorHire: AI hiring — candidate cards, a match-score ring and an interview calendar. */
function backdoorHire(): string {
  const c = palette.brand;
  const c2 = palette.teal;
  const people = [team[0], team[5], avatars[2]];
  const candidates = people
    .map((p, i) => {
      const y = 130 + i * 124;
      const score = [0.92, 0.84, 0.76][i] ?? 0.8;
      return at(
        40,
        y,
        rect(0, 0, 560, 108, i === 0 ? tint(c, 0.93) : palette.white, 18, {
          stroke: i === 0 ? tint(c, 0.6) : palette.line,
          "stroke-width": 2,
        }) +
          (p ? avatar(58, 54, 34, p, `bh${i}`) : "") +
          bar(110, 30, 150, 12, palette.ink) +
          bar(110, 52, 100, 8, palette.muted) +
          chip(110, 68, 80, c) +
          chip(200, 68, 80, c2) +
          bar(330, 40, 130, 8, palette.line) +
          bar(330, 40, 130 * score, 8, i === 0 ? c : tint(c, 0.4)) +
          rect(480, 30, 60, 48, i === 0 ? c : palette.white, 14, {
            stroke: i === 0 ? "none" : palette.line,
            "stroke-width": 2,
          }) +
          icon(i === 0 ? "check" : "star", 496, 40, 28, i === 0 ? palette.white : palette.muted, 2.5),
      );
    })
    .join("");
  const window =
    rect(0, 0, 640, 560, palette.white, 24, { filter: "url(#sh-lg)" }) +
    rect(32, 30, 40, 40, c, 12) +
    rect(42, 38, 20, 26, "none", 3, { stroke: palette.white, "stroke-width": 3 }) +
    path("M42 38l12 4v24l-12-2z", palette.white) +
    circle(51, 52, 1.8, c) +
    text(86, 62, product("backdoorhire").name, 28, palette.ink, bold) +
    rect(430, 34, 170, 36, "#f1f5f9", 18) +
    icon("search", 444, 42, 20, palette.muted) +
    bar(472, 48, 90, 8, "#cbd5e1") +
    candidates +
    rect(40, 508, 560, 1, palette.line) +
    bar(40, 526, 120, 8, "#cbd5e1") +
    rect(470, 516, 130, 28, c, 14) +
    bar(500, 527, 70, 6, palette.white);
  const scoreCard = card(
    0,
    0,
    300,
    300,
    ring(150, 140, 86, 0.92, c, tint(c, 0.85), 24) +
      circle(150, 140, 60, tint(c2, 0.88)) +
      icon("check", 120, 110, 60, c2, 2.5) +
      bar(90, 252, 120, 12, palette.ink) +
      sparkle(262, 40, 16, palette.amber) +
      sparkle(238, 70, 9, tint(palette.amber, 0.3)),
    28,
  );
  const days = Array.from({ length: 21 }, (_, i) => {
    const x = 30 + (i % 7) * 36;
    const y = 96 + Math.floor(i / 7) * 38;
    return i === 10
      ? rect(x - 4, y - 16, 32, 32, c, 10) + circle(x + 12, y, 3.5, palette.white)
      : i === 12 || i === 17
        ? circle(x + 12, y, 4, c2)
        : circle(x + 12, y, 3, "#cbd5e1");
  }).join("");
  const calendar = card(
    0,
    0,
    300,
    260,
    icon("calendar", 26, 24, 30, c) +
      bar(70, 34, 110, 10, palette.ink) +
      days +
      rect(26, 206, 248, 36, tint(c2, 0.85), 12) +
      icon("bell", 38, 213, 22, c2) +
      bar(72, 221, 140, 7, shade(c2, 0.3)),
    24,
  );
  return doc(
    1200,
    900,
    backdrop(1200, 900, { primary: c, secondary: c2, bg: palette.brandLight }, "backdoorhire") +
      groundShadow(520, 820, 440, 30) +
      at(70, 190, window) +
      at(820, 90, scoreCard) +
      at(800, 520, calendar) +
      sparkle(760, 70, 22, c) +
      sparkle(720, 120, 12, tint(c, 0.4)),
  );
}

/** HelpWave: a map of nearby NGOs with people and animal pins, plus a phone incident report. */
function helpWave(): string {
  const c = palette.teal;
  const warm = palette.rose;
  const map =
    rect(0, 0, 700, 620, "#eef6f4", 28, { filter: "url(#sh-lg)" }) +
    clipped(
      0,
      0,
      700,
      620,
      28,
      path("M0 430C160 380 260 470 420 420S640 330 700 350V470C620 450 520 520 400 530S140 500 0 540z", "#bae6fd") +
        rect(60, 70, 150, 110, "#d1fae5", 16) +
        rect(480, 90, 160, 130, "#d1fae5", 16) +
        rect(260, 250, 120, 90, "#fef3c7", 12) +
        stroke("M-10 220H710M230 -10V630M-10 360C200 330 420 300 710 250M520 -10L450 630", palette.white, 18) +
        circle(330, 210, 120, c, { opacity: 0.1 }) +
        circle(330, 210, 120, "none", { stroke: c, "stroke-width": 3, "stroke-dasharray": "10 10", opacity: 0.6 }),
    ) +
    stroke("M330 230C300 300 200 300 160 340", c, 5, { "stroke-dasharray": "2 12" }) +
    mapPin(330, 230, 64, c, "home") +
    mapPin(160, 350, 52, warm, "heart") +
    mapPin(470, 170, 52, palette.amber, "paw") +
    mapPin(540, 330, 52, "#0284c7", "bird") +
    mapPin(120, 150, 44, palette.brand, "users");
  const screen =
    rect(0, 0, 300, 640, palette.white) +
    rect(20, 66, 34, 34, c, 10) +
    path("M27 86q5-8 10 0t10 0", "none", { stroke: palette.white, "stroke-width": 3.5, "stroke-linecap": "round" }) +
    text(64, 92, product("helpwave").name, 22, palette.ink, bold) +
    rect(20, 120, 260, 150, tint(palette.amber, 0.75), 18) +
    circle(230, 160, 26, palette.white, { opacity: 0.7 }) +
    icon("bird", 90, 150, 110, shade(palette.amber, 0.35)) +
    [0, 1, 2]
      .map(
        (i) =>
          rect(20 + i * 88, 290, 80, 36, i === 1 ? warm : tint(warm, 0.9), 18) +
          icon((["heart", "paw", "bird"] as const)[i] ?? "paw", 34 + i * 88, 298, 20, i === 1 ? palette.white : warm) +
          bar(60 + i * 88, 305, 26, 6, i === 1 ? palette.white : warm),
      )
      .join("") +
    rect(20, 346, 260, 56, palette.surface, 14) +
    icon("pin", 34, 362, 24, c) +
    bar(68, 364, 140, 8, palette.slate) +
    bar(68, 380, 90, 6, "#94a3b8") +
    [0, 1, 2].map((i) => bar(20, 424 + i * 20, 250 - i * 50, 7, "#cbd5e1")).join("") +
    rect(20, 540, 260, 58, warm, 18) +
    icon("megaphone", 84, 556, 26, palette.white) +
    bar(122, 565, 90, 9, palette.white);
  return doc(
    1200,
    900,
    backdrop(1200, 900, { primary: c, secondary: warm, bg: "#f0fdfa" }, "helpwave") +
      at(50, 150, map) +
      groundShadow(900, 850, 200, 24) +
      phone(740, 110, 1.06, screen) +
      card(
        560,
        80,
        240,
        84,
        circle(42, 42, 24, tint(warm, 0.85)) +
          icon("heart", 29, 29, 26, warm) +
          bar(80, 30, 120, 10, palette.ink) +
          bar(80, 50, 80, 8, "#cbd5e1"),
        20,
      ) +
      card(
        60,
        700,
        280,
        90,
        circle(45, 45, 26, c) +
          icon("paw", 31, 31, 28, palette.white) +
          bar(86, 32, 150, 10, palette.ink) +
          bar(86, 52, 100, 8, "#cbd5e1"),
        22,
      ),
  );
}

/** The hero art of each product, by its slug in src/content/products/products.ts (the type requires one per product). */
export const productHeroes: Readonly<Record<Product["slug"], () => string>> = {
  backdoorhire: backdoorHire,
  helpwave: helpWave,
};
