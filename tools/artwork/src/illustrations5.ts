/** Section illustrations, part five: UI/UX design (1200 × 900). */
import { palette, tint } from "./palette.ts";
import { bar, circle, g, rect, stroke } from "./svg.ts";
import { groundShadow, photo } from "./scene.ts";
import { card } from "./devices.ts";
import { iconTile } from "./illuskit.ts";
import { sparkle } from "./motifs.ts";
import { components, cursor, selection } from "./boards.ts";
import { B, brandTheme, scene } from "./illustrations.ts";

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
