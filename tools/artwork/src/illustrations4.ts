/** Section illustrations, part four: products, contact, mission, vision (1200 × 900). */
import { palette, tint } from "./palette.ts";
import { icon } from "./icons.ts";
import { at, bar, circle, path, rect, stroke } from "./svg.ts";
import { chip, groundShadow } from "./scene.ts";
import { card } from "./devices.ts";
import { avatar, iconTile } from "./illuskit.ts";
import { bubble, mapPin, rocket, sparkle } from "./motifs.ts";
import { envelope, mountains, paperPlane, sunrise, target, telescope } from "./objects.ts";
import { plant } from "./kit.ts";
import { B, scene } from "./illustrations.ts";
import { avatars, team } from "./team.ts";
const person = (i: number) => avatars[i % avatars.length] ?? team[0]!;

export function products(): string {
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
        avatar(52, 90 + i * 70, 24, person(i + 2), `pr${i}`) +
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

export function contact(): string {
  return scene(
    "contact",
    palette.amber,
    groundShadow(560, 800, 440, 30) +
      stroke("M830 250C700 160 560 180 500 300", tint(B, 0.5), 4, { "stroke-dasharray": "4 12" }) +
      envelope(320, 440, 500, B) +
      paperPlane(840, 170, 1.2, palette.teal) +
      bubble(110, 260, 260, palette.white) +
      bubble(880, 600, 240, palette.teal, false) +
      iconTile(130, 600, 100, "phone", palette.amber, true) +
      card(
        900,
        380,
        240,
        150,
        rect(12, 12, 216, 126, "#eef6f4", 12) +
          stroke("M12 80H228M120 12V138", palette.white, 10) +
          mapPin(120, 80, 44, palette.rose, "home"),
        20,
      ) +
      plant(1040, 700, 150) +
      sparkle(640, 110, 18, palette.amber),
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
