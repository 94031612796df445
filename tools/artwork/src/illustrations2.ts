/** Section illustrations, part two: services, custom development, mobile and web (1200 × 900). */
import { palette, tint } from "./palette.ts";
import { icon, type IconName } from "./icons.ts";
import { at, bar, circle, clipped, nest, rect, stroke } from "./svg.ts";
import { groundShadow } from "./scene.ts";
import { card, phone } from "./devices.ts";
import { codeWindow, iconTile, laptop, monitor, pageLayout } from "./illuskit.ts";
import { bubble, gear, sparkle } from "./motifs.ts";
import { puzzle } from "./objects.ts";
import { player, playlist } from "./musicscreens.ts";
import { B, brandTheme, scene } from "./illustrations.ts";
import { logoMarkSvg } from "../../../src/content/logo.ts";

export function services(): string {
  const items: readonly (readonly [IconName, string])[] = [
    ["code", B],
    ["phone", palette.teal],
    ["pen", palette.rose],
    ["globe", "#0284c7"],
    ["search", palette.amber],
    ["server", palette.brandDark],
  ];
  const tiles = items
    .map(([name, c], i) => {
      const a = (i / items.length) * Math.PI * 2 - Math.PI / 2;
      const x = 600 + Math.cos(a) * 310;
      const y = 440 + Math.sin(a) * 280;
      return (
        stroke(`M600 440L${x} ${y}`, tint(c, 0.3), 4, { "stroke-dasharray": "4 12" }) +
        at(
          x - 65,
          y - 65,
          rect(0, 0, 130, 130, palette.white, 32, { filter: "url(#sh-md)" }) +
            rect(22, 22, 86, 86, tint(c, 0.86), 24) +
            icon(name, 37, 37, 56, c),
        )
      );
    })
    .join("");
  return scene(
    "services",
    palette.teal,
    circle(600, 440, 220, B, { opacity: 0.06 }) +
      circle(600, 440, 150, B, { opacity: 0.08 }) +
      tiles +
      circle(600, 440, 104, palette.white, { filter: "url(#sh-lg)" }) +
      nest(logoMarkSvg, "svc", 530, 370, 140, 140) +
      sparkle(1040, 150, 18, palette.amber) +
      sparkle(170, 760, 14, palette.teal),
  );
}

export function customDev(): string {
  return scene(
    "custom-dev",
    palette.amber,
    groundShadow(560, 800, 460, 30) +
      codeWindow(150, 170, 600, 440, B) +
      gear(880, 330, 110, B, 10) +
      gear(1030, 490, 72, palette.teal, 8) +
      puzzle(850, 610, 1.1, palette.amber, -8) +
      puzzle(990, 640, 1.1, palette.rose, 10) +
      card(
        500,
        570,
        300,
        150,
        rect(0, 0, 300, 150, palette.ink, 18) +
          stroke("M24 40l14 12-14 12", "#34d399", 4) +
          bar(50, 48, 150, 8, "#94a3b8") +
          bar(24, 80, 220, 8, "#475569") +
          bar(24, 104, 160, 8, "#475569"),
        18,
        palette.ink,
      ) +
      iconTile(56, 70, 90, "code", B, true) +
      sparkle(700, 120, 18, palette.amber) +
      sparkle(1090, 250, 12, B),
  );
}

export function mobileApp(): string {
  const t = brandTheme(palette.rose);
  const grid = [
    B,
    palette.teal,
    palette.amber,
    palette.rose,
    "#0284c7",
    palette.brandDark,
    "#16a34a",
    "#f97316",
    "#7c3aed",
  ]
    .map((c, i) => rect(24 + (i % 3) * 64, 24 + Math.floor(i / 3) * 64, 48, 48, c, 14))
    .join("");
  return scene(
    "mobile-app",
    palette.rose,
    groundShadow(640, 840, 330, 30) +
      phone(640, 160, 0.92, player(t), { status: palette.white, rot: 8 }) +
      phone(370, 110, 1.0, playlist(t), { rot: -4 }) +
      card(90, 260, 240, 240, grid, 28) +
      card(
        880,
        120,
        280,
        84,
        circle(42, 42, 24, B) +
          icon("bell", 30, 30, 24, palette.white) +
          bar(80, 30, 140, 10, palette.ink) +
          bar(80, 50, 90, 8, "#cbd5e1"),
        20,
      ) +
      card(
        900,
        620,
        230,
        100,
        [0, 1, 2, 3, 4].map((i) => icon("starFill", 22 + i * 38, 22, 30, palette.amber)).join("") +
          bar(22, 70, 130, 8, "#cbd5e1"),
        22,
      ) +
      sparkle(980, 300, 20, palette.amber) +
      sparkle(200, 620, 14, palette.rose),
  );
}

export function webDev(): string {
  const tablet = at(
    760,
    330,
    rect(0, 0, 280, 380, palette.ink, 26, { filter: "url(#sh-lg)" }) +
      clipped(
        14,
        14,
        252,
        352,
        14,
        at(14, 14, rect(0, 0, 252, 352, palette.white) + pageLayout(252, 352, palette.teal, B)),
      ),
  );
  return scene(
    "web-dev",
    palette.teal,
    groundShadow(620, 800, 500, 34) +
      monitor(150, 150, 660, pageLayout(636, 372, B, palette.teal)) +
      tablet +
      phone(1000, 470, 0.44, rect(0, 0, 300, 640, palette.white) + at(0, 60, pageLayout(300, 580, palette.amber, B))) +
      laptop(40, 560, 420, pageLayout(320, 194, palette.rose, B)) +
      iconTile(880, 130, 86, "code", B, true) +
      bubble(560, 60, 220, palette.white) +
      sparkle(1100, 290, 18, palette.amber),
  );
}
