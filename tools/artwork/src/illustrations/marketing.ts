/** Illustrations for the SEO & SMM pages: search results, a social feed and growth charts (1200 × 900). */
import { icon } from "../core/icons.ts";
import { palette, tint } from "../core/palette.ts";
import { at, bar, circle, rect, stroke } from "../core/svg.ts";
import { groundShadow } from "../parts/backdrop.ts";
import { card, phone } from "../parts/devices.ts";
import { sparkle } from "../parts/motifs.ts";
import { magnifier, megaphone, target } from "../parts/objects.ts";
import { chartCard, iconTile, photo, sparkPath } from "../parts/ui.ts";
import { avatarAt } from "../people/cast.ts";
import { avatar } from "../people/portrait.ts";
import { B, scene } from "./scene.ts";

/** Search results card: a search bar and three results, the first highlighted. */
function results(x: number, y: number, w: number): string {
  const rows = [0, 1, 2]
    .map(
      (i) =>
        rect(
          24,
          96 + i * 76,
          w - 48,
          64,
          i === 0 ? tint(B, 0.9) : palette.surface,
          14,
          i === 0 ? { stroke: tint(B, 0.5), "stroke-width": 2 } : {},
        ) +
        circle(56, 128 + i * 76, 16, i === 0 ? B : "#cbd5e1") +
        (i === 0 ? icon("starFill", 46, 118 + i * 76, 20, palette.white) : "") +
        bar(86, 116 + i * 76, w * 0.45, 9, i === 0 ? B : palette.slate) +
        bar(86, 134 + i * 76, w * 0.3, 7, "#cbd5e1"),
    )
    .join("");
  return card(
    x,
    y,
    w,
    340,
    rect(24, 24, w - 48, 50, palette.surface, 25, { stroke: palette.line, "stroke-width": 2 }) +
      icon("search", 40, 37, 24, palette.muted) +
      bar(76, 45, w * 0.35, 8, "#94a3b8") +
      rect(w - 110, 31, 76, 36, B, 18) +
      bar(w - 90, 46, 36, 6, palette.white) +
      rows,
    24,
  );
}

/** A social post on a phone screen. */
function feed(): string {
  return (
    rect(0, 0, 300, 640, palette.white) +
    circle(44, 88, 20, tint(palette.rose, 0.6)) +
    bar(74, 78, 100, 9, palette.ink) +
    bar(74, 94, 60, 7, "#94a3b8") +
    photo(16, 124, 268, 240, palette.rose, B, 16) +
    icon("heart", 20, 380, 28, palette.rose) +
    icon("chat", 60, 380, 28, palette.slate) +
    icon("megaphone", 100, 380, 28, palette.slate) +
    bar(20, 424, 220, 8, palette.slate) +
    bar(20, 442, 160, 8, "#cbd5e1") +
    circle(44, 500, 20, tint(palette.teal, 0.6)) +
    bar(74, 490, 100, 9, palette.ink) +
    bar(74, 506, 60, 7, "#94a3b8") +
    photo(16, 536, 268, 200, palette.teal, palette.amber, 16)
  );
}

export function seoSmm(): string {
  return scene(
    "seo-smm",
    palette.rose,
    groundShadow(600, 810, 460, 30) +
      chartCard(130, 300, 460, 340, B, palette.teal) +
      magnifier(480, 330, 110, B) +
      phone(760, 150, 0.85, feed()) +
      megaphone(90, 110, 0.8, palette.amber) +
      iconTile(640, 640, 80, "trend", palette.teal, true) +
      card(
        960,
        130,
        190,
        80,
        icon("heart", 22, 24, 32, palette.rose) + bar(66, 30, 90, 10, palette.ink) + bar(66, 48, 60, 7, "#cbd5e1"),
        40,
      ) +
      sparkle(1080, 640, 18, palette.amber) +
      sparkle(640, 130, 14, palette.rose),
  );
}

export function seo(): string {
  const vals = [0.3, 0.42, 0.38, 0.55, 0.66, 0.8, 0.95];
  const chart = card(
    700,
    420,
    400,
    300,
    vals
      .map((v, i) => rect(32 + i * 50, 260 - v * 200, 32, v * 200, i > 4 ? palette.teal : tint(palette.teal, 0.6), 8))
      .join("") + at(32, 60, stroke(sparkPath(vals, 336, 200), B, 5)),
    24,
  );
  return scene(
    "seo",
    palette.teal,
    groundShadow(600, 800, 470, 30) +
      results(120, 150, 560) +
      chart +
      magnifier(860, 250, 120, B) +
      target(240, 660, 90, B) +
      iconTile(1010, 110, 80, "trend", palette.amber, true) +
      sparkle(700, 110, 18, palette.amber),
  );
}

export function smm(): string {
  const reactions = [
    ["heart", palette.rose, 300, 220],
    ["starFill", palette.amber, 240, 420],
    ["chat", palette.teal, 900, 260],
    ["users", B, 930, 460],
  ] as const;
  return scene(
    "smm",
    palette.rose,
    groundShadow(600, 830, 360, 30) +
      stroke("M360 260C420 200 480 220 520 260M880 300C820 240 780 250 740 290", tint(B, 0.5), 4, {
        "stroke-dasharray": "4 12",
      }) +
      phone(450, 110, 0.98, feed(), {}) +
      reactions
        .map(
          ([n, c, x, y]) => circle(x, y, 50, c, { filter: "url(#sh-md)" }) + icon(n, x - 26, y - 26, 52, palette.white),
        )
        .join("") +
      megaphone(70, 560, 0.9, B) +
      chartCard(840, 580, 300, 200, palette.rose, B) +
      avatar(1080, 180, 44, avatarAt(0), "sm") +
      sparkle(180, 170, 18, palette.amber) +
      sparkle(1040, 360, 12, palette.rose),
  );
}
