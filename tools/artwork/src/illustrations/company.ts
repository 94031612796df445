/** Illustrations for the company pages: about (with mission and vision), career and hire (1200 × 900). */
import { icon } from "../core/icons.ts";
import { palette, tint } from "../core/palette.ts";
import { at, bar, circle, g, path, rect, stroke } from "../core/svg.ts";
import { groundShadow } from "../parts/backdrop.ts";
import { card } from "../parts/devices.ts";
import { plant } from "../parts/furniture.ts";
import { sparkle } from "../parts/motifs.ts";
import { globe, mountains, sunrise, target, telescope } from "../parts/objects.ts";
import { chip, codeWindow, iconTile } from "../parts/ui.ts";
import { teamAt } from "../people/cast.ts";
import { avatar } from "../people/portrait.ts";
import { B, scene } from "./scene.ts";

export function about(): string {
  const ring = [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const a = (i / 6) * Math.PI * 2 - Math.PI / 2;
      return avatar(600 + Math.cos(a) * 330, 440 + Math.sin(a) * 300, 46, teamAt(i + 3), `ab${i}`);
    })
    .join("");
  return scene(
    "about",
    palette.teal,
    groundShadow(600, 820, 380, 30) +
      stroke("M600 140a330 300 0 1 1-0.1 0z", tint(B, 0.4), 4, { "stroke-dasharray": "6 14" }) +
      globe(600, 440, 210, B, palette.teal) +
      stroke("M470 370Q560 250 700 340M700 340Q720 470 610 540", palette.amber, 5, { "stroke-dasharray": "2 12" }) +
      [
        [470, 370],
        [700, 340],
        [610, 540],
      ]
        .map(([x, y]) => circle(x ?? 0, y ?? 0, 14, palette.amber, { stroke: palette.white, "stroke-width": 5 }))
        .join("") +
      ring +
      iconTile(980, 700, 84, "badge", palette.amber, true) +
      plant(110, 630, 180) +
      sparkle(1050, 170, 18, palette.amber) +
      sparkle(170, 200, 12, B),
  );
}

export function career(): string {
  const steps = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        rect(160 + i * 170, 700 - (i + 1) * 90, 166, (i + 1) * 90 + 40, tint(B, 0.6 - i * 0.15), 14) +
        rect(160 + i * 170, 700 - (i + 1) * 90, 166, 14, palette.white, 7, { opacity: 0.35 }),
    )
    .join("");
  return scene(
    "career",
    palette.amber,
    groundShadow(600, 760, 520, 30) +
      steps +
      path("M970 140h80l-18 22 18 22h-80z", palette.amber) +
      stroke("M970 140V250", palette.ink, 6) +
      avatar(415, 470, 44, teamAt(2), "c1") +
      avatar(755, 290, 44, teamAt(3), "c2") +
      avatar(890, 200, 40, teamAt(4), "c3") +
      stroke("M200 520C380 420 600 300 790 168", palette.teal, 6, { "stroke-dasharray": "2 14" }) +
      path("M800 160L776.9 195.5L759.9 173.3z", palette.teal) +
      card(
        90,
        130,
        280,
        120,
        iconTile(20, 24, 72, "briefcase", B, true) +
          bar(110, 40, 130, 11, palette.ink) +
          bar(110, 62, 90, 8, "#cbd5e1") +
          chip(110, 80, 90, palette.teal),
        22,
      ) +
      card(
        470,
        90,
        240,
        100,
        [0, 1, 2, 3, 4].map((i) => icon("starFill", 24 + i * 38, 24, 30, palette.amber)).join("") +
          bar(24, 70, 140, 8, "#cbd5e1"),
        22,
      ) +
      sparkle(820, 120, 18, palette.amber) +
      sparkle(130, 380, 12, B),
  );
}

/** A developer profile card (300 × 400). */
function profile(p: number, key: string, hi: boolean): string {
  const skills = [B, palette.teal, palette.amber].map((c, i) => chip(28 + i * 84, 214, 76, c, hi && i === 0)).join("");
  return (
    rect(0, 0, 300, 400, palette.white, 26, { filter: "url(#sh-lg)" }) +
    rect(0, 0, 300, 110, hi ? tint(B, 0.85) : "#f1f5f9", 26) +
    rect(0, 80, 300, 30, hi ? tint(B, 0.85) : "#f1f5f9") +
    avatar(150, 112, 56, teamAt(p), key) +
    (hi
      ? circle(194, 152, 16, palette.teal, { stroke: palette.white, "stroke-width": 4 }) +
        icon("check", 184, 142, 20, palette.white, 3.5)
      : "") +
    bar(80, 186, 140, 12, palette.ink) +
    skills +
    [0, 1, 2, 3, 4].map((i) => icon("starFill", 86 + i * 26, 262, 22, palette.amber)).join("") +
    rect(28, 318, 244, 52, hi ? B : palette.white, 16, hi ? {} : { stroke: palette.line, "stroke-width": 2 }) +
    icon(hi ? "check" : "code", 98, 332, 24, hi ? palette.white : palette.muted, 3) +
    bar(132, 340, 70, 9, hi ? palette.white : "#cbd5e1")
  );
}

export function hire(): string {
  return scene(
    "hire",
    palette.teal,
    groundShadow(600, 800, 420, 30) +
      codeWindow(760, 90, 360, 230, B) +
      g(at(190, 240, profile(5, "h1", false)), { transform: "rotate(-8 340 440)" }) +
      g(at(710, 240, profile(6, "h3", false)), { transform: "rotate(8 860 440)" }) +
      at(450, 200, profile(1, "h2", true)) +
      iconTile(120, 140, 84, "users", palette.teal, true) +
      card(
        860,
        680,
        250,
        96,
        circle(46, 48, 26, tint(palette.teal, 0.8)) +
          icon("calendar", 32, 34, 28, palette.teal) +
          bar(86, 34, 130, 10, palette.ink) +
          bar(86, 56, 90, 8, "#cbd5e1"),
        22,
      ) +
      sparkle(380, 130, 18, palette.amber) +
      sparkle(1000, 620, 12, B),
  );
}

export function mission(): string {
  return scene(
    "mission",
    palette.amber,
    groundShadow(620, 810, 480, 30) +
      mountains(90, 380, 520, B) +
      stroke("M140 780C300 720 420 760 520 690", palette.amber, 6, { "stroke-dasharray": "2 14" }) +
      target(760, 470, 220, B) +
      card(
        880,
        120,
        250,
        150,
        [0, 1, 2]
          .map(
            (i) =>
              rect(
                22,
                24 + i * 40,
                26,
                26,
                i < 2 ? palette.teal : palette.white,
                8,
                i < 2 ? {} : { stroke: "#cbd5e1", "stroke-width": 2 },
              ) +
              (i < 2 ? icon("check", 25, 27 + i * 40, 20, palette.white, 3.5) : "") +
              bar(62, 32 + i * 40, 140 - i * 20, 9, i < 2 ? palette.slate : "#cbd5e1"),
          )
          .join(""),
        22,
      ) +
      sparkle(560, 150, 20, palette.amber) +
      sparkle(1080, 760, 14, palette.teal),
  );
}

export function vision(): string {
  const stars = [
    [760, 170],
    [880, 120],
    [990, 200],
    [1070, 120],
    [930, 280],
  ] as const;
  return scene(
    "vision",
    palette.amber,
    path("M0 700C200 620 400 640 600 680S1000 640 1200 600V900H0z", tint(B, 0.8)) +
      sunrise(900, 640, 120) +
      path("M0 760C260 700 520 740 760 760S1060 720 1200 700V900H0z", tint(B, 0.55)) +
      stroke(stars.map(([x, y], i) => `${i ? "L" : "M"}${x} ${y}`).join(""), tint(B, 0.4), 3, {
        "stroke-dasharray": "4 8",
      }) +
      stars.map(([x, y], i) => sparkle(x, y, 18 - i * 2, i % 2 ? palette.amber : B)).join("") +
      telescope(380, 540, 1.3, B) +
      iconTile(140, 160, 92, "eye", palette.teal, true) +
      card(
        180,
        300,
        240,
        90,
        icon("target", 22, 24, 42, B) + bar(80, 30, 130, 10, palette.ink) + bar(80, 50, 90, 8, "#cbd5e1"),
        22,
      ),
  );
}
