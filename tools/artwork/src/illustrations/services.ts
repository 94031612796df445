/** Illustrations for the services overview and the service pages (1200 × 900). */
import { logoMarkSvg } from "../facts.ts";
import { type IconName, icon } from "../core/icons.ts";
import { palette, tint } from "../core/palette.ts";
import { at, bar, circle, clipped, g, nest, rect, stroke } from "../core/svg.ts";
import { groundShadow } from "../parts/backdrop.ts";
import { card, laptop, monitor, phone } from "../parts/devices.ts";
import { bubble, gear, sparkle } from "../parts/motifs.ts";
import { cloud, globe, puzzle, serverRack } from "../parts/objects.ts";
import { codeWindow, iconTile, pageLayout, photo } from "../parts/ui.ts";
import { components, cursor, selection } from "../screens/boards/elements.ts";
import { player, playlist } from "../screens/phone/music.ts";
import { B, brandTheme, scene } from "./scene.ts";

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

export function uiux(): string {
  const cols = Array.from({ length: 12 }, (_, i) =>
    rect(290 + i * 49, 170, 37, 420, palette.rose, 0, { opacity: 0.06 }),
  ).join("");
  const artboard =
    rect(270, 150, 620, 460, palette.white, 20, { filter: "url(#sh-lg)" }) +
    cols +
    rect(290, 174, 24, 24, B, 6) +
    [0, 1, 2, 3].map((i) => bar(640 + i * 56, 182, 40, 8, "#cbd5e1")).join("") +
    photo(290, 220, 580, 200, B, palette.teal, 14) +
    [0, 1, 2]
      .map(
        (i) =>
          rect(290 + i * 198, 440, 184, 150, palette.surface, 14) +
          circle(322 + i * 198, 476, 18, tint([B, palette.teal, palette.amber][i] ?? B, 0.7)) +
          bar(306 + i * 198, 510, 120, 9, palette.slate) +
          bar(306 + i * 198, 530, 90, 7, "#cbd5e1"),
      )
      .join("");
  const curve = "M150 700C360 330 700 860 1010 400";
  const handles =
    stroke("M150 700L360 330M1010 400L700 860", palette.slate, 2.5) +
    circle(360, 330, 9, palette.white, { stroke: palette.slate, "stroke-width": 3 }) +
    circle(700, 860, 9, palette.white, { stroke: palette.slate, "stroke-width": 3 }) +
    rect(140, 690, 20, 20, palette.white, 3, { stroke: B, "stroke-width": 4 }) +
    rect(1000, 390, 20, 20, B, 3);
  const fan = [palette.rose, palette.amber, palette.teal, B, palette.brandDark]
    .map((c, i) =>
      g(
        rect(-30, -200, 60, 200, c, 14, { filter: "url(#sh-sm)" }) +
          rect(-20, -190, 40, 20, palette.white, 6, { opacity: 0.5 }),
        { transform: `translate(170 800) rotate(${-44 + i * 14})` },
      ),
    )
    .join("");
  return scene(
    "uiux",
    palette.rose,
    groundShadow(600, 820, 460, 30) +
      fan +
      artboard +
      selection(290, 220, 580, 200, B) +
      stroke(curve, B, 7) +
      handles +
      iconTile(1010, 250, 96, "pen", B, true) +
      card(830, 620, 300, 190, components(24, 24, brandTheme(palette.teal)), 22) +
      cursor(720, 300, palette.teal) +
      sparkle(200, 170, 20, palette.amber) +
      sparkle(1120, 560, 14, palette.rose),
  );
}

export function network(): string {
  const nodes = [
    [250, 250],
    [1110, 310],
    [1070, 720],
    [180, 650],
  ] as const;
  return scene(
    "network",
    palette.teal,
    groundShadow(600, 820, 480, 30) +
      nodes.map(([x, y]) => stroke(`M600 450L${x} ${y}`, tint(B, 0.45), 4, { "stroke-dasharray": "4 12" })).join("") +
      globe(460, 450, 200, B, palette.teal) +
      serverRack(760, 330, 220, 5, B) +
      cloud(760, 80, 300) +
      circle(910, 160, 44, B) +
      icon("lock", 888, 138, 44, palette.white) +
      nodes
        .map(
          ([x, y], i) =>
            circle(x, y, 30, palette.white, { filter: "url(#sh-md)" }) +
            circle(x, y, 14, [palette.teal, palette.amber, B, palette.rose][i] ?? B),
        )
        .join("") +
      iconTile(120, 120, 84, "shield", palette.teal, true) +
      sparkle(600, 120, 16, palette.amber),
  );
}
